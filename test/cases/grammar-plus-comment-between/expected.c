int foo(int);
int bar(int);
void f(int x)
{
	foo(x);
	baz(x);
	// between
	qux(x);
	bar2(x);
}
