void f(int x, int y, int z)
{
	x = y + 1;
	z += y + 1;
	z -= y;
	x *= y;
}
