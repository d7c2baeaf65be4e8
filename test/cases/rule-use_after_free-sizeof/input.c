/* sizeof does not evaluate its operand: after free(e) in the loop,
 * e = xmalloc(sizeof *e) reads nothing of the freed block (the shape of
 * tmux's screen_push_title).  The last function is a real use. */
#include <stdlib.h>

struct entry {
	char *text;
	struct entry *next;
};

void *xmalloc(size_t);
struct entry *last(struct entry *);

void push(struct entry *head, int n)
{
	struct entry *e;

	while (n >= 10) {
		e = last(head);
		free(e->text);
		free(e);
		n--;
	}
	e = xmalloc(sizeof *e);
	e->text = 0;
	e->next = head;
}

void drop(struct entry *e)
{
	free(e);
	if (e->text)
		return;
}
