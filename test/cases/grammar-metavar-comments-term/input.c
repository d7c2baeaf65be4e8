void foo(void);
void after(void);
void f(void)
{
	foo(); /* note */
	after();
}
