int foo(int);
int bar(int);
void f(int x)
{
	baz(x /
		/* half */ 2);
	bar(x);
}
