/* comments c: foo() calls with a comment after them become bar() */
void foo(void);
void bar(void);
void after(void);
void f(void)
{
	bar(); /* renamed */
	after();
	foo();
	after();
	foo() /* before */; // kept
	bar(); // renamed too

	after();
}
