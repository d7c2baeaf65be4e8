void f(int);
void g(int);

void h(void)
{
	f(1);
	f(2);
	g(1);
	g(2);
}
