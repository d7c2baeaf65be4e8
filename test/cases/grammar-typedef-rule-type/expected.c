typedef int t;
void h(void)
{
	t *a;
	int b;
}
