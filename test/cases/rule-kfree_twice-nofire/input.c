/* Two frees of different pointers, and a free after the pointer was
 * reloaded.  Must not fire. */
void kfree(const void *p);
void *take(void);

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
