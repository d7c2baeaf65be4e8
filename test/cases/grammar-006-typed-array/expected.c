void memset(void *, int, unsigned long);
void f(int *p)
{
	int a[4];
	clear_array(a);
	memset(p, 0, sizeof(p));
}
