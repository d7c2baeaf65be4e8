int foo(int);
int bar(int);
void f(int x)
{
	foo(x);
	/* a long
  * comment */
	baz(x);
	bar2(x);
}
