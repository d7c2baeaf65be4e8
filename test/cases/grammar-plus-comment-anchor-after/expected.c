int foo(int);
int bar(int);
void f(int x)
{
	baz(x);
	// c2
	bar(x);
}
