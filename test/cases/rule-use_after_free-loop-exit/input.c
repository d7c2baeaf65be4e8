/* Leaving a loop passes its head: the condition (and a for's whole
 * head) is on the path from a free() in the body to the code after the
 * loop, and a use there is a use of the freed block.  The shapes of
 * git's list pruning. */
#include <stdlib.h>

#define for_each_item(it, head) for (it = (head); it; it = it->next)

struct item {
	struct item *next;
	int keep;
};

void sweep(struct item **list)
{
	struct item **link = list, *it;

	while ((it = *link) != NULL) {
		if (!it->keep) {
			*link = it->next;
			free(it);
			continue;
		}
		link = &it->next;
	}
	for (it = *list; it; it = it->next)
		it->keep = 0;
}

int pop_dead(struct item **list)
{
	struct item *it;

	while ((it = *list) != NULL) {
		if (it->keep)
			break;
		*list = it->next;
		free(it);
	}
	return it ? it->keep : 0;
}

void step_frees_then_reads(struct item *it)
{
	for (; it; it = it->next)
		free(it);
}

void test_reads(struct item *it)
{
	while (it->next)
		free(it);
}

void leaves_freed(struct item *it, int n)
{
	while (n--)
		free(it);
	it->keep = 1;
}

void for_init_reloads(struct item *it, struct item *head, int n)
{
	for (it = head; n; n--)
		free(it);
	it->keep = 1;
}

void do_reloads(struct item *it, struct item **list)
{
	do {
		free(it);
	} while ((it = *list) != NULL);
	it->keep = 1;
}

void iterator_head_names_it(struct item *it, struct item *head)
{
	for_each_item(it, head) {
		free(it);
	}
	it->keep = 1;
}

void inner_iterator_head_names_it(struct item *it, struct item *head, int n)
{
	while (n--) {
		for_each_item(head, it)
			free(it);
	}
	it->keep = 1;
}
