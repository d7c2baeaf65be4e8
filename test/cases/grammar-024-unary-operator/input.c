int h(int x)
{
	return f(-x) + f(~x) + f(!x) + f(x);
}
