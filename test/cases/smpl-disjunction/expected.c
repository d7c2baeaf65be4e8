void f(int *p, int *q)
{
	release(p);
	other(p);
}
