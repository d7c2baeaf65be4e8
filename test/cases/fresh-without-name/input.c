int check(void);
void g(void);

void f(void)
{
	if (check())
		g();
}
