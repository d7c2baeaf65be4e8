void foo(int);
void bar(int);

void f(void)
{
	foo(1);
}
