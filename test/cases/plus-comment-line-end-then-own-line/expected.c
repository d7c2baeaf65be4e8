void foo(int);
void baz(int);

void f(int x)
{
	if (x) {
		baz(x);/* short */
		/* two */
	}
}
