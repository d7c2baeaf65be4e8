/* The if goes, its branch stays, a line is added after the branch: the
 * branch is no longer under an if, so no braces (spatch 1.1.1). */
void g(int x);
void k(int x);
void h(void);

void f(int x)
{
	g(x);
	k(x);
	h();
}
