int foo(int);
int bar(int);
void f(int x)
{
	/* was foo */
	baz(x);
	baz(x); // was bar
}
