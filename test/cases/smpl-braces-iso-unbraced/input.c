#define NULL ((void *)0)
void g(void);

int f(int *a, int *b)
{
	if (!a)
		return -1;
	if (b == NULL) {
		g();
		return -1;
	}
	while (a == NULL)
		return -1;
	if (a == NULL)
		g();
	return 0;
}
