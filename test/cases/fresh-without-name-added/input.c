void g();
void f(void)
{
	g();
}
