void foo(int);
void baz(int);

void f(int x)
{
	if (x) {
		foo(x);
	}
}
