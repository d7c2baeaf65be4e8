#define NULL ((void *)0)
void f();

void g(void)
{
	f(0, 1, 0);
	f(2, 0);
	f(0);
}
