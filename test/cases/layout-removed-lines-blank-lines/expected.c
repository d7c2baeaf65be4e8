void foo(void);
void bar(void);
void baz(void);
void f1(void)
{
	foo();

	baz();
}
void f2(void)
{
	foo();

	baz();
}
void f3(void)
{
	foo();

	baz();
}
void f4(void)
{
	baz();
}
void f5(void)
{

	baz();
}
void f6(void)
{
	foo();
}
void f7(void)
{
	foo();

}
void f8(void)
{
	foo(); /* c */

	baz();
}
void g1(void)
{
	foo();

}
void g2(void)
{
}
void g3(void)
{

}
void g5(void)
{
	int x;

	/* c */
	baz();
}
void g6(void)
{
	if (1)
		foo();

	baz();
}
void h1(void)
{
	int ret = 0;

	baz();
}
