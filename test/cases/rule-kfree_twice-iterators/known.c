/* The same loops where the iterator macro is defined (clang expands it
 * to a for loop): its head reloads the pointer too.  Must not fire. */
void kfree(const void *p);
void list_del(void *entry);
struct buf { struct buf *next; int list; };
#define list_for_each_entry_safe(pos, n, head, member) \
	for (pos = (head)->next, n = pos->next; pos; pos = n, n = n->next)

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
