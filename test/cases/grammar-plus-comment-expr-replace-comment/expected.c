int foo(int);
int bar(int);
void f(int x)
{
	foo(x + 1/* off by one */);
	bar2(x);
}
