int foo(int);
int bar(int);
void f(int x)
{
	foo(x);
	// after foo
	bar2(x);
}
