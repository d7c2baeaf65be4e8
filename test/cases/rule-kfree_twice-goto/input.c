/* A free on an error path, then again at the label the error path jumps
 * to (lines 29 and 34).  And frees that must not be reported: an array
 * freed in a loop (each turn frees another element; spatch 1.1.1 reports
 * it, pairing the free with itself on the next turn, which kfree.cocci
 * avoids with `subE--`), and a pointer freed on one branch only, the other
 * branch having returned. */
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
