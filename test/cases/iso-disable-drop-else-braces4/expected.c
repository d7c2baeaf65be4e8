void a(void);
void b(void);
void c(void);
void d(void);
void f(int n)
{
	if (n) a();
	if (n > 1) a2(); else b();
	if (n) b();
	if (n > 2) { b2(); }
	if (n) c2();
	if (n > 3) c2(); else d();
	if (n) d2();
	if (n > 4) { d2(); }
}
