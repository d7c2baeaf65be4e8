void a(void);
void b(void);
void c(void);
void f(int x)
{
	if (x)
		a();
	if (x)
		a();
	else
		a();
	if (x)
		b();
	else if (x > 1)
		a();
	while (x)
		a();
}
