/* A use under a later if (kfree line 23, printk line 25), and a free
 * whose path returns before the use, which must not be reported.
 * spatch 1.1.1 reports the same. */
void kfree(const void *p);
int printk(const char *fmt, ...);

struct node {
	int refs;
	int id;
};

int node_put(struct node *n)
{
	if (--n->refs == 0) {
		kfree(n);
		return 0;
	}
	return n->id;
}

void node_drop(struct node *n, int verbose)
{
	kfree(n);
	if (verbose)
		printk("dropped %d\n", n->id);
}
