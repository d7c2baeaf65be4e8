#define LEN 16
void g(char *a, int *b, long *c);

void f(void)
{
	char buf[LEN];
	int n[LEN + 1];
	long all[];
	g(buf, n, all);
}
