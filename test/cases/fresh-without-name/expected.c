int check(void);
void g(void);

void f(void)
{
	g();
}
