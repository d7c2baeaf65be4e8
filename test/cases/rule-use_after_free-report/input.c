/* A list walk that reads the next field after freeing the node; the
 * second walk reads it first. */
#include <stdlib.h>

struct node {
	struct node *next;
};

void drop_bad(struct node *n)
{
	while (n) {
		free(n);
		n = n->next;
	}
}

void drop_good(struct node *n)
{
	struct node *next;

	while (n) {
		next = n->next;
		free(n);
		n = next;
	}
}
