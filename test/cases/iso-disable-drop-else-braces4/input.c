void a(void);
void b(void);
void c(void);
void d(void);
void f(int n)
{
	if (n) a();
	if (n > 1) a(); else b();
	if (n) b();
	if (n > 2) { b(); }
	if (n) c();
	if (n > 3) c(); else d();
	if (n) d();
	if (n > 4) { d(); }
}
