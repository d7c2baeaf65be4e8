/* Two frees of different pointers, and a free after the pointer was
 * reloaded.  Must not fire. */
void kfree(const void *p);
void *take(void);
void vfree(const void *p);

struct ctx {
	void *buf;
	void *old;
};

void ctx_free(struct ctx *c)
{
	kfree(c->buf);
	kfree(c->old);
	c->buf = take();
	kfree(c->buf);
}

/* Each branch frees once; the pointer is reloaded on the path between the
 * frees; the second free is of another field. */
void ctx_drop(struct ctx *c, int vm)
{
	if (vm)
		vfree(c->buf);
	else
		kfree(c->buf);
	c->old = c->buf;
	if (vm)
		c->buf = take();
	else
		c->buf = 0;
	kfree(c->buf);
	kfree(c->old);
}
