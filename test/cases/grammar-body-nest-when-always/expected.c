void a(int x)
{
	f(x);
	g(x);
	k2(x);
	done(x);
}
void b(int x)
{
	f(x);
	g(x);
	h(x);
	k(x);
	done(x);
}
