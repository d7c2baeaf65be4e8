/* The use comes a statement later, and the second free after an unrelated
 * call. */
#include <stddef.h>
void kfree(const void *p);
void stats_update(int delta);

struct node {
	int id;
	void *payload;
};

int node_drop(struct node *n)
{
	kfree(n);
	stats_update(-1);
	return n->id;
}

void node_reset(struct node *n)
{
	kfree(n->payload);
	stats_update(-1);
	kfree(n->payload);
}
