void f(int x, int y, int z)
{
	x = y + 1;
	x += y + 1;
	x -= y;
	x *= y;
}
