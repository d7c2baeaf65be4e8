/* With '// paths: no-loops', dots leave a loop without going round its
 * back edge: the g() after the loop is found, not the g() that a next
 * turn of the loop would meet (spatch 1.1.1 --no-loops likewise; without
 * it both are). */
void f(void);
void g(void);

void after(int c)
{
	while (c)
		f();
	g();
}

void round(int c)
{
	while (c) {
		g();
		f();
	}
}
