void h(int x)
{
	f(x, 2);
}
