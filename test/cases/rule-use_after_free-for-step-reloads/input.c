/* A for loop whose step assigns the freed variable: the step runs
 * before the condition, so the condition reads the new block, not the
 * freed one (less's cmdbuf.c shape).  The step reading the freed block,
 * and a use in the body after the free, are still uses after free. */
#include <stdlib.h>

struct ml {
	struct ml *next;
	char *string;
};

void step_reassigns(struct ml *head)
{
	struct ml *ml, *next;

	for (ml = head; ml->string != NULL; ml = next) {
		next = ml->next;
		free(ml);
	}
}

void step_reassigns_from_field(struct ml *head)
{
	struct ml *ml;

	for (ml = head; ml->string != NULL; ml = ml->next)
		free(ml);
}

void body_uses_after_free(struct ml *head)
{
	struct ml *ml, *next;

	for (ml = head; ml->string != NULL; ml = next) {
		free(ml);
		next = ml->next;
	}
}

void step_other_variable(struct ml *head, struct ml *ml)
{
	struct ml *p;

	for (p = head; ml->string != NULL; p = p->next)
		free(ml);
}
