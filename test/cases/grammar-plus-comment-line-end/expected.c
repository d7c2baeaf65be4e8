int foo(int);
int bar(int);
void f(int x)
{
	foo(x);
	baz(x); // TODO
	bar2(x);
}
