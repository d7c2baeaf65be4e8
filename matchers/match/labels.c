/*
 * Labels: the label a goto leads to (flow.c and flow_dots.c follow
 * gotos along paths), from the labels of the function last asked about.
 */
#include "flow_dots.h"
#include "statements.h"

#include <string.h>

static void collect_labels(struct matcher *m, const struct cfix_node *node)
{
	if (!node)
		return;
	if (node->kind == CFIX_NODE_LABEL)
		cfix_array_push(&m->labels, node);
	for (uint32_t i = 0; i < node->nkids; i++)
		collect_labels(m, node->kids[i]);
}

/*
 * The label a goto leads to, or NULL.  The labels of the function last
 * asked about are kept in m: searching its whole tree at each goto of
 * each path took 80% of the time on a 4,000-line test function with a
 * `goto _output_error` in every check (zstd's tests/fuzzer.c).
 */
const struct cfix_node *cfix__match_goto_target(struct matcher *m,
						const struct cfix_node *stmt)
{
	const struct cfix_node *fn = cfix__match_function_of(stmt);
	const char *name = stmt->kids[0] ? stmt->kids[0]->text : NULL;

	if (!name || !fn)
		return NULL;
	if (m->labels_of != fn) {
		m->labels.len = 0;
		collect_labels(m, fn);
		m->labels_of = fn;
	}
	for (size_t i = 0; i < m->labels.len; i++) {
		const struct cfix_node *l = m->labels.items[i];

		if (l->kids[0] && l->kids[0]->text &&
		    !strcmp(l->kids[0]->text, name))
			return l;
	}
	return NULL;
}
