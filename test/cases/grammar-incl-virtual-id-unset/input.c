void foo(int);
void bar(int);
void baz(int, int);

void f(int ns)
{
	foo(1);
	bar(1);
	baz(1, ns);
}
