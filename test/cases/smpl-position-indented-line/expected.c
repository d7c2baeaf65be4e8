void foo(int);
void bar(int);
void f(int x)
{
	bar(x);
	bar(x + 1);
}
