/*
 * clang_own.c: cfix's own parser (syntax/cparse*.c) over the file's
 * tokens, where clang left no structure: error recovery's holes, gaps
 * between clang's nodes, a record's fields or an enum's enumerators
 * clang lost.  What it builds is flagged CFIX_NODEF_OWN_PARSE and
 * grafted into clang's tree.
 */
#include "clang_internal.h"

/* ---- cfix's own parser over the file's tokens ---------------------------- */

int cfix__clang_compare_names(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static bool is_typename(void *ctx, const char *name)
{
	struct builder *b = ctx;

	if (b->typenames.len &&
	    bsearch(&name, b->typenames.items, b->typenames.len,
		    sizeof(*b->typenames.items), cfix__clang_compare_names))
		return true;
	for (size_t i = 0; i < b->extra_types.len; i++)
		if (strcmp(b->extra_types.items[i], name) == 0)
			return true;
	return false;
}

struct cfix_cparse cfix__clang_parser_over(struct builder *b, uint32_t first,
					   uint32_t last)
{
	return (struct cfix_cparse){
		.arena = b->arena,
		.toks = b->src->toks,
		.pos = first,
		.end = last + 1,
		.is_typename = is_typename,
		.ctx = b,
	};
}

struct cfix_node *cfix__clang_unknown(struct builder *b, uint32_t first,
				      uint32_t last)
{
	struct cfix_node *node = new_node(b, CFIX_NODE_UNKNOWN, first, last);

	node->flags |= CFIX_NODEF_OWN_PARSE;
	return node;
}

struct cfix_node *cfix__clang_too_deep(struct builder *b, uint32_t first,
				       uint32_t last)
{
	if (first < b->too_deep)
		b->too_deep = first;
	return cfix__clang_unknown(b, first, last);
}

struct cfix_node *cfix__clang_own_expr(struct builder *b, uint32_t first,
				       uint32_t last)
{
	struct cfix_cparse parser = cfix__clang_parser_over(b, first, last);
	struct cfix_node *node = cfix_cparse_expr(&parser);

	if (!node || parser.pos != parser.end)
		return cfix__clang_unknown(b, first, last);
	cfix_node_flag_tree(node, CFIX_NODEF_OWN_PARSE);
	return node;
}

/*
 * The next run of tokens not skipped (directive lines, excluded code)
 * from *i up to last: moves *i to its first token and returns one past
 * its last, or *i when no token is left.
 */
static uint32_t next_run(const struct builder *b, uint32_t *i, uint32_t last)
{
	uint32_t run;

	while (*i <= last && b->skip[*i])
		(*i)++;
	for (run = *i; run <= last && !b->skip[run]; run++)
		;
	return run;
}

void cfix__clang_own_fill(struct builder *b, struct cfix_node *parent,
			  uint32_t first, uint32_t last, bool in_body)
{
	uint32_t i = first;

	while (i <= last) {
		uint32_t run = next_run(b, &i, last);
		struct cfix_cparse parser;
		struct cfix_node *list;

		if (run == i)
			break;
		parser = cfix__clang_parser_over(b, i, run - 1);
		list = in_body ? cfix_cparse_stmts(&parser)
			       : cfix_cparse_unit(&parser);
		if (list && parser.pos == parser.end) {
			for (uint32_t k = 0; k < list->nkids; k++) {
				cfix_node_flag_tree(list->kids[k], CFIX_NODEF_OWN_PARSE);
				add(b, parent, list->kids[k]);
			}
		} else {
			add(b, parent, cfix__clang_unknown(b, i, run - 1));
		}
		i = run;
	}
}

void cfix__clang_graft(struct cfix_node *node, struct cfix_node **clang_nodes,
		       size_t count)
{
	for (uint32_t i = 0; node && i < node->nkids; i++) {
		struct cfix_node *kid = node->kids[i];
		bool done = false;

		for (size_t k = 0; kid && k < count && !done; k++) {
			if (clang_nodes[k] && clang_nodes[k]->first == kid->first &&
			    clang_nodes[k]->last == kid->last &&
			    cfix_node_is_expr(kid)) {
				node->kids[i] = clang_nodes[k];
				clang_nodes[k]->parent = node;
				done = true;
			}
		}
		if (!done)
			cfix__clang_graft(kid, clang_nodes, count);
	}
}

/* ---- fields and statements clang lost ------------------------------------ */

bool cfix__clang_fields_lost(struct builder *b, const struct cfix_node *record,
			     uint32_t first, uint32_t last)
{
	uint32_t next = first;

	for (uint32_t k = 0; k < record->nkids; k++) {
		const struct cfix_node *kid = record->kids[k];

		if (!kid || kid->first > kid->last)
			continue;
		for (; next < kid->first; next++)
			if (!b->skip[next] && !tok_is(b->src, next, ";"))
				return true;
		if (kid->kind == CFIX_NODE_DECL && kid->nkids &&
		    kid->kids[0] && kid->kids[0]->last > kid->kids[0]->first &&
		    tok_is(b->src, kid->kids[0]->last, ","))
			return true;
		if (kid->last + 1 > next)
			next = kid->last + 1;
	}
	for (; next <= last && next < b->src->ntoks; next++)
		if (!b->skip[next] && !tok_is(b->src, next, ";"))
			return true;
	return false;
}

/*
 * Did clang drop an enum's enumerators?  It keeps none that redefines
 * another's (`enum i { a, b };` after `enum h { a, b };`, spatch's
 * list_test).  Counted as the names after `{` or a comma outside
 * brackets.
 */
bool cfix__clang_enumerators_lost(struct builder *b,
				  const struct cfix_node *record,
				  uint32_t first, uint32_t last)
{
	uint32_t n = 0, depth = 0;
	bool start = true;

	for (uint32_t i = first; i <= last && i < b->src->ntoks; i++) {
		const char *t = b->src->toks[i].text;

		if (b->skip[i])
			continue;
		if (start && !depth && b->src->toks[i].kind == CFIX_TOK_IDENT)
			n++;
		start = !depth && !strcmp(t, ",");
		if (strchr("([{", t[0]) && !t[1])
			depth++;
		else if (strchr(")]}", t[0]) && !t[1] && depth)
			depth--;
	}
	return n > record->nkids;
}

void cfix__clang_own_fields(struct builder *b, struct cfix_node *record,
			    uint32_t first, uint32_t last, bool enumerators)
{
	CFIX_ARRAY(struct cfix_node *) kids = {0};

	for (uint32_t i = first, run; i <= last; i = run) {
		struct cfix_cparse parser;
		struct cfix_node *list;

		run = next_run(b, &i, last);
		if (run == i)
			break;
		parser = cfix__clang_parser_over(b, i, run - 1);
		list = enumerators ? cfix_cparse_enumerators(&parser)
				   : cfix_cparse_fields(&parser);
		if (!list || parser.pos != parser.end)
			goto done;
		for (uint32_t k = 0; k < list->nkids; k++) {
			cfix_node_flag_tree(list->kids[k], CFIX_NODEF_OWN_PARSE);
			cfix_array_push(&kids, list->kids[k]);
		}
	}
	record->nkids = 0;
	for (size_t k = 0; k < kids.len; k++)
		add(b, record, kids.items[k]);
done:
	cfix_array_release(&kids);
}

/* Tokens first..last as whole statements of cparse's, or NULL (a token
 * cparse cannot place, or a directive line among them). */
static struct cfix_node *own_stmts(struct builder *b, uint32_t first,
				   uint32_t last)
{
	struct cfix_cparse parser;
	struct cfix_node *list;

	for (uint32_t i = first; i <= last; i++)
		if (b->skip[i])
			return NULL;
	parser = cfix__clang_parser_over(b, first, last);
	list = cfix_cparse_stmts(&parser);
	if (!list || parser.pos != parser.end)
		return NULL;
	for (uint32_t k = 0; k < list->nkids; k++)
		if (list->kids[k]->kind == CFIX_NODE_UNKNOWN)
			return NULL;	/* what cparse could not read */
	return list;
}

void cfix__clang_fill_gap(struct builder *b, struct cfix_node *parent,
			  struct cfix_node *cut, uint32_t first, uint32_t last)
{
	struct cfix_node *list = NULL;

	if (cut && first <= last && !own_stmts(b, first, last))
		list = own_stmts(b, cut->first, last);
	if (list) {
		for (uint32_t k = 0; k < list->nkids; k++) {
			cfix_node_flag_tree(list->kids[k], CFIX_NODEF_OWN_PARSE);
			add(b, parent, list->kids[k]);
		}
		return;
	}
	if (cut)
		add(b, parent, cut);
	if (first <= last)
		cfix__clang_own_fill(b, parent, first, last, true);
}
