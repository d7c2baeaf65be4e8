void h(int a, int b)
{
	f(a, b);
}
