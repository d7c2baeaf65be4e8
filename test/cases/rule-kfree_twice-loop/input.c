/* The same pointer freed on every turn of a loop: the second turn frees
 * it again.  spatch 1.1.1 reports line 9 (its paths follow the loop back). */
void kfree(const void *p);
struct ctx { void *buf; };
void f(struct ctx *c, int n)
{
	int i;
	for (i = 0; i < n; i++)
		kfree(c->buf);
}
