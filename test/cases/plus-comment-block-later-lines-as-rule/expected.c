void foo(int);
void baz(int);

void f(int x)
{
	if (x) {
		/* a long
	 * comment, with "a /* string" */
		baz(x);
		/* two
      lines */
	}
}
