int foo(int);
int bar(int);
void f(int x)
{
	foo(x);
	// was bar
	baz(x);
}
