/* Code the rule adds after a pattern if's branch follows the whole if
 * (`if (E) g(E); + k(E);`): no braces (spatch 1.1.1). */
void g(int x);
void k(int x);
void h(void);

void f(int x)
{
	if (x)
		g(x);
	h();
}
