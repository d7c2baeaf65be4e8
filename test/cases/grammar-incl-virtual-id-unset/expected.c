void foo(int);
void bar(int);
void baz(int, int);

void f(int ns)
{
	foo(1);
	bar(0);
	baz(1, ns);
}
