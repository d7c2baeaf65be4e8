void foo(void);
void bar(void);
void baz(void);
void f1(void)
{
	foo();

	bar();
	baz();
}
void f2(void)
{
	foo();
	bar();

	baz();
}
void f3(void)
{
	foo();

	bar();

	baz();
}
void f4(void)
{
	bar();

	baz();
}
void f5(void)
{

	bar();
	baz();
}
void f6(void)
{
	foo();

	bar();
}
void f7(void)
{
	foo();
	bar();

}
void f8(void)
{
	foo(); /* c */

	bar();
	baz();
}
void g1(void)
{
	foo();

	bar();

}
void g2(void)
{

	bar();
}
void g3(void)
{

	bar();

}
void g5(void)
{
	int x;

	bar();

	/* c */
	baz();
}
void g6(void)
{
	if (1)
		foo();

	bar();

	baz();
}
void h1(void)
{
	int ret = 0;
	bar();

	baz();
}
