/* Not double frees: between the two kfree(E), a part of E changes (the
 * index i, by the first loop's i++; the pointer rb, reassigned), so E
 * names another block.  Found over the 6.1 tree (fs/ufs/super.c:673,
 * drivers/hid/intel-ish-hid/ishtp/client-buffers.c:108); kfree.cocci's
 * subE stops. */
void kfree(const void *p);

struct sbi { void *ucpi[8]; };
struct rb { void *data; };
struct rb *first(void);
int more(void);

void put_all(struct sbi *sbi, int n)
{
	int i;

	for (i = 0; i < n; i++)
		kfree(sbi->ucpi[i]);
	for (; i < 8; i++)
		kfree(sbi->ucpi[i]);
}

void drain(void)
{
	struct rb *rb;

	while (more()) {
		rb = first();
		kfree(rb->data);
		kfree(rb);
	}
	while (more()) {
		rb = first();
		kfree(rb->data);
		kfree(rb);
	}
}
