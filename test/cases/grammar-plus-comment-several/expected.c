int foo(int);
int bar(int);
void f(int x)
{
	foo(x);
	/* one */
	// two
	baz(x);/* three *//* four */
	bar2(x);
}
