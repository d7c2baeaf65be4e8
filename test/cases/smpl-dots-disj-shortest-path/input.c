void a(void);
void b(void);
void f(int x)
{
	a();
	b();
}

void f(int y)
{
	b();
	a();
}
