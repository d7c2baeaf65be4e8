void foo(int);
void bar(int);
void f(int x)
{
	foo(x);
	foo(x + 1);
}
