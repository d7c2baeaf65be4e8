typedef int (*filler_t)(struct page *, struct address_space *, const char *);
typedef int (*named_t)(int a, int b);
int (*fp)(int, long, int);
static void (*handler)(unsigned long, char *buf);
void (*three)(int, int, int);

void f(void)
{
	long (*g)(int (*)(void), long, char *) = 0;
	int (*h)(int a, int) = 0;
}
