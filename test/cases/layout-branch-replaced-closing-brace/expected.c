void a(void);
void b(void);
void c(void);
void f(int x)
{
	if (x) {
		b();
		c();
	}
	if (x) {
		b();
		c();
	}
	else {
		b();
		c();
	}
	if (x)
		b();
	else if (x > 1) {
		b();
		c();
	}
	while (x) {
		b();
		c();
	}
}
