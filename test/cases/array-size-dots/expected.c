#define LEN 16
void g(char *a, int *b, long *c);

void f(void)
{
	g(buf, n, all);
}
