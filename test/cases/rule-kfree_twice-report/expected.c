/* The same pointer freed twice in a row, with kfree(), vfree() and
 * kvfree(). */
void kfree(const void *p);
void vfree(const void *p);
void kvfree(const void *p);

struct ctx {
	void *buf;
	void *table;
	void *map;
};

void ctx_free(struct ctx *c)
{
	kfree(c->buf);
	kfree(c->buf);		/* meant another field */
	vfree(c->table);
	vfree(c->table);
	kvfree(c->map);
	kvfree(c->map);
}
