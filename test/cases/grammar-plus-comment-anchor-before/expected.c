int foo(int);
int bar(int);
void f(int x)
{
	foo(x);
	// c1
	bar2(x);
}
