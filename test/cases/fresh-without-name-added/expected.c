void g();
void f(void)
{
	g(__extra_counter__0);
}
