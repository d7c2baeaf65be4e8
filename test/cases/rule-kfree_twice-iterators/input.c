/* Two loops over a list, each freeing its entries, in a file that does
 * not compile (list_for_each_entry_safe is not defined here, as in a
 * driver whose headers the compile database misses): the iterator reloads
 * the pointer, so neither kfree_twice nor use_after_kfree may fire.
 * known.c: the same with the macro defined.  --no-prefilter: the rules
 * must decide, not the prefilter.  spatch 1.1.1 agrees on both files. */
void kfree(const void *p);
void list_del(void *entry);

struct buf {
	struct buf *next;
	int list;
};

void bufs_free(struct buf *head, struct buf *ready)
{
	struct buf *b, *n;

	list_for_each_entry_safe(b, n, head, list) {
		list_del(&b->list);
		kfree(b);
	}
	list_for_each_entry_safe(b, n, ready, list) {
		list_del(&b->list);
		kfree(b);
	}
}
