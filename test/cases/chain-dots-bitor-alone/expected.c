#define F_SYNC 4
void f(int x, int flags);
void g(int x);
void h(int x, int a, int b)
{
	g(x);
	g(x);
	g(x);
	f(x, a | (F_SYNC | b));
	f(x, a | b);
	f(x, a & F_SYNC);
}
