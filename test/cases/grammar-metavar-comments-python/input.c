/* comments c: foo() calls with a comment after them become bar() */
void foo(void);
void bar(void);
void after(void);
void f(void)
{
	foo(); /* renamed */
	after();
	foo();
	after();
	foo() /* before */; // kept
	foo(); // renamed too

	after();
}
