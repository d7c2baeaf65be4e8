int f(int x)
{
	foo2(x); // checked x++;
	foo2(x); // checked
	return 0;
}
