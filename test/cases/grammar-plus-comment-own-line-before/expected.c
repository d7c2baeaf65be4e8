int foo(int);
int bar(int);
void f(int x)
{
	foo(x);
	/* FIXME: check the size */
	baz(x);
	bar2(x);
}
