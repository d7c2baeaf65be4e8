int foo(int);
int bar(int);
void f(int x)
{
	/* before foo */
	foo(x);
	bar2(x);
}
