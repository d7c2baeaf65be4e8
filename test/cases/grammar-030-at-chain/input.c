int h(int a)
{
	return f(a, 2) + 1;
}
