#define F_SYNC 4
void f(int x, int flags);
void g(int x);
void h(int x, int a, int b)
{
	f(x, F_SYNC);
	f(x, a | F_SYNC);
	f(x, a | F_SYNC | b);
	f(x, a | (F_SYNC | b));
	f(x, a | b);
	f(x, a & F_SYNC);
}
