void f(int n, int *a)
{
	int i;
	for (i = 0; i < n; i++)
		a[i] = 0;
	for (i = n; i > 0; i--)
		a[i] = 1;
}
