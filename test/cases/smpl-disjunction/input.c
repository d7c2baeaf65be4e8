void f(int *p, int *q)
{
	free_a(p);
	free_b(q);
	other(p);
}
