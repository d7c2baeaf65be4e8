int foo(int);
int bar(int);
void f(int x)
{
	foo(x);
	baz(x);
	bar2(x);
}
