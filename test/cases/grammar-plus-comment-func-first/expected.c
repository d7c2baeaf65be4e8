int foo(int);
int bar(int);
void f(int x)
{
	/* first */int y = 0;
	foo(x);
	bar2(x);
}
