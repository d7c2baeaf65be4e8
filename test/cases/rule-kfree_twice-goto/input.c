/* A free on an error path, then again at the label the error path jumps
 * to (lines 29 and 34).  An array freed in a loop (line 22): each turn
 * frees another element, but the path round the loop's back edge pairs
 * the free with itself on the next turn, and spatch 1.1.1 reports it (the
 * rule lacks kfree.cocci's `subE--` stop).  Not reported: a pointer freed
 * on one branch only, the other branch having returned. */
#include <stddef.h>
void kfree(const void *p);
void *kmalloc(size_t n, int flags);
int setup(void *p);

struct ctx {
	void *buf;
	void *parts[4];
};

void parts_free(struct ctx *c, int n)
{
	int i;

	for (i = n - 1; i >= 0; i--)
		kfree(c->parts[i]);
}

int ctx_init(struct ctx *c)
{
	c->buf = kmalloc(64, 0);
	if (setup(c->buf) < 0) {
		kfree(c->buf);
		goto err;
	}
	return 0;
err:
	kfree(c->buf);
	return -1;
}

int ctx_drop(struct ctx *c, int busy)
{
	if (busy) {
		kfree(c->buf);
		return 1;
	}
	kfree(c->buf);
	return 0;
}
