#define NULL ((void *)0)
void f();

void g(void)
{
	f(NULL, 1, NULL);
	f(2, NULL);
	f(NULL);
}
