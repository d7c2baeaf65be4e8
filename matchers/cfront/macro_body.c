/*
 * The body of a #define as both front ends read it (clang_tokens.c,
 * own_front.c): parsed by cfix's own parser, as spatch parses a macro
 * body, so that a rule can match it like code.
 *
 * The decision a newcomer would question: a body is tried as an
 * expression first, then as the block of `do { ... } while (0)`, then as
 * statements; statements alone would read the do-while (which has no
 * ';') as two unknown items and match nothing inside it.
 */
#include "cfront.h"

#include <string.h>

/* The whole of tokens first..last as kind (expression or statements),
 * or NULL. */
static struct cfix_node *parse_whole(const struct cfix_cparse *tmpl,
				     uint32_t first, uint32_t last, bool expr)
{
	struct cfix_cparse parser = *tmpl;
	struct cfix_node *node;

	parser.pos = first;
	parser.end = last + 1;
	node = expr ? cfix_cparse_expr(&parser) : cfix_cparse_stmts(&parser);
	return node && parser.pos == parser.end ? node : NULL;
}

/* `do { ... } while (0)` (no ';', so no statement): tokens of its
 * block's inside, or false. */
static bool do_while_zero(const struct cfix_token *toks, uint32_t first,
			  uint32_t last, uint32_t *in_first, uint32_t *in_last)
{
	static const char *const tail[] = { "}", "while", "(", "0", ")" };

	if (last < first + 6 || strcmp(toks[first].text, "do") ||
	    strcmp(toks[first + 1].text, "{"))
		return false;
	for (int k = 0; k < 5; k++)
		if (strcmp(toks[last - 4 + k].text, tail[k]))
			return false;
	*in_first = first + 2;
	*in_last = last - 5;
	return *in_first <= *in_last;
}

struct cfix_node *cfix__macro_body_parse(const struct cfix_cparse *tmpl,
					 uint32_t first, uint32_t last)
{
	struct cfix_node *body = NULL;
	uint32_t in_first, in_last;

	if (first > last)
		return NULL;
	body = parse_whole(tmpl, first, last, true);
	/* before statements, which would take it as two unknown items */
	if (!body && do_while_zero(tmpl->toks, first, last, &in_first, &in_last))
		body = parse_whole(tmpl, in_first, in_last, false);
	if (!body)
		body = parse_whole(tmpl, first, last, false);
	cfix_node_flag_tree(body, CFIX_NODEF_MACRO_DEF | CFIX_NODEF_OWN_PARSE);
	cfix_node_link_parents(body);
	return body;
}
