int foo(int);
int bar(int);
void f(int x)
{
	baz(x/* x */, 1);
	bar(x);
}
