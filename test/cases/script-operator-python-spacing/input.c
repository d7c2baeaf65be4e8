void f(int x, int y, int z)
{
	z=x+y;
	z  +=  x  <<  y;
	z = x /* k */ - /* j */ y;
	z |= x +
		y;
	z	= x	// line
	  & y;
}
