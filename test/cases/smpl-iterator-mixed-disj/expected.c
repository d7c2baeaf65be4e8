#include <stddef.h>
struct list_head { struct list_head *next, *prev; };
struct item { int v; struct list_head list; };
#define list_for_each_entry(pos, head, member) \
	for (pos = (void *)(head)->next; &pos->member != (head); \
	     pos = (void *)pos->member.next)
int use(struct item *);
int is_null(struct item *);

int f(struct list_head *h)
{
	struct item *it;
	int n = 0;

	list_for_each_entry(it, h, list) {
		n += use(it);
		if (it->v)
			n++;
		n += (is_null(it));
	}
	if (it == NULL)
		return -2;
	return n;
}
