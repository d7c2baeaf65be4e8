int foo(int);
int bar(int);
void f(int x)
{
	foo(x);
	baz(x);/* pp */
	bar2(x);
}
