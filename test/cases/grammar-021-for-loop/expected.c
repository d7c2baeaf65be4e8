void f(int n, int *a)
{
	int i;
	for_n(i, n)
		a[i] = 0;
	for (i = n; i > 0; i--)
		a[i] = 1;
}
