void f(void)
{
	foo();
}
