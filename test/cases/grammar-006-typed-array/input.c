void memset(void *, int, unsigned long);
void f(int *p)
{
	int a[4];
	memset(a, 0, sizeof(a));
	memset(p, 0, sizeof(p));
}
