int foo(int);
int bar(int);
void f(int x)
{
	// top
	foo(x);
	bar2(x);
}
