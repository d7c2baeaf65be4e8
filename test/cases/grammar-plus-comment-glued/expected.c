int foo(int);
int bar(int);
void f(int x)
{
	/*x*/baz(x)/*y*/;
	bar(x);
}
