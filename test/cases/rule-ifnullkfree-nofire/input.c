/* Tests before kfree() that do more than skip a NULL.  Must not fire.
 * (kfree_twice is left out: on the path where each test holds, p->buf
 * is freed twice, which spatch 1.1.1 reports too.) */
#include <stddef.h>
void kfree(const void *p);
void put_device(void *d);
int IS_ERR(const void *p);

struct priv {
	void *buf;
	void *dev;
	int dynamic;
};

void priv_free(struct priv *p)
{
	if (p->dynamic)
		kfree(p->buf);
	if (!IS_ERR(p->buf))
		kfree(p->buf);
	if (p->dev)			/* put_device() is not in the list */
		put_device(p->dev);
	if (p->buf) {
		kfree(p->buf);
		p->buf = 0;
	}
	if (p->buf)
		kfree(p->buf);
	else
		p->dynamic = 0;
}
