typedef int (*filler_t)(struct page *, const char *);
typedef int (*named_t)(int a, int b);
int (*fp)(int, int);
static void (*handler)(unsigned long, char *buf);
void (*three)(int, int, int);

void f(void)
{
	long (*g)(int (*)(void), char *) = 0;
	int (*h)(int a, int) = 0;
}
