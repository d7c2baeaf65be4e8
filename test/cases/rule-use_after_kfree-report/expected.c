/* A freed pointer used by the very next statement, and freed twice. */
#include <stddef.h>
void kfree(const void *p);
int printk(const char *fmt, ...);

struct node {
	struct node *next;
	int id;
	void *payload;
};

void list_free(struct node *n)
{
	while (n) {
		kfree(n);
		n = n->next;		/* reads the freed node */
	}
}

int node_drop(struct node *n)
{
	kfree(n);
	printk("dropped %d\n", n->id);
	return 0;
}

int node_close(struct node *n)
{
	kfree(n);
	return n->id;
}

void node_reset(struct node *n)
{
	kfree(n->payload);
	kfree(n->payload);
	n->payload = NULL;
}
