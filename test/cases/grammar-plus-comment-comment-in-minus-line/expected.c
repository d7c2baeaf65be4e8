int foo(int);
int bar(int);
void f(int x)
{
	baz(x);
	bar(x);
}
