/* Frees followed by code that does not touch the freed memory.  Must not
 * fire. */
#include <stddef.h>
void kfree(const void *p);

struct node {
	struct node *next;
	void *payload;
	void *extra;
};

void list_free(struct node *n)
{
	struct node *next;

	while (n) {
		next = n->next;		/* read before the free */
		kfree(n);
		n = next;
	}
}

void node_reset(struct node *n)
{
	kfree(n->payload);
	n->payload = NULL;		/* the field, not through the freed pointer */
	kfree(n->extra);
	kfree(n->payload);		/* NULL by now */
}

/* The pointer gets a new object before the use, on every path. */
struct node *node_renew(struct node *n, struct node *spare)
{
	kfree(n);
	n = spare;
	n->payload = NULL;
	return n->next;
}
