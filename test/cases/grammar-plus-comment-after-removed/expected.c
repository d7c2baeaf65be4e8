int foo(int);
int bar(int);
void f(int x)
{
	// was foo
	baz(x);
	bar(x);
}
