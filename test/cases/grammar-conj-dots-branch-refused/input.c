void fn(int a)
{
	h(a);
	a = 2;
}
