#define NULL ((void *)0)
void g(void);

int f(int *a, int *b)
{
	if (!a)
		return -12;
	if (b == NULL) {
		g();
		return -12;
	}
	while (a == NULL)
		return -1;
	if (a == NULL)
		g();
	return 0;
}
