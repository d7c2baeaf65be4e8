/*
 * Code neither front end gave a node of its own, parsed when a rule
 * needs it as code: the argument of a typeof, an array's size in a
 * declarator.  Rule tokens are parsed with the rule's metavariables,
 * source tokens with cfix's own parser; the nodes go to the source's
 * arena, so they live as long as the file's other nodes.
 */
#include "reparse.h"

#include <string.h>

static const struct cfix_metavar *metavar_named(const struct cfix_rule *rule,
						const char *name)
{
	for (uint32_t i = 0; i < rule->nmetavars; i++)
		if (!strcmp(rule->metavars[i].name, name))
			return &rule->metavars[i];
	return NULL;
}

static int32_t rule_metavar(void *ctx, const char *name)
{
	const struct cfix_rule *rule = ctx;
	const struct cfix_metavar *mv = metavar_named(rule, name);

	return mv ? (int32_t)(mv - rule->metavars) : -1;
}

static bool rule_typename(void *ctx, const char *name)
{
	const struct cfix_metavar *mv = metavar_named(ctx, name);

	return mv && (mv->kind == CFIX_MV_TYPE || mv->kind == CFIX_MV_TYPEDEF);
}

/* Does a file-level `typedef` of the file of node declare name? */
static bool file_typedef(const struct matcher *m, const struct cfix_node *node,
			 const char *name)
{
	while (node->parent)
		node = node->parent;
	for (uint32_t i = 0; i < node->nkids; i++) {
		const struct cfix_node *decl = node->kids[i];

		if (!decl || decl->kind != CFIX_NODE_DECL ||
		    decl->first > decl->last ||
		    strcmp(m->source->toks[decl->first].text, "typedef"))
			continue;
		for (uint32_t k = 1; k < decl->nkids; k++) {
			const struct cfix_node *d = decl->kids[k];

			if (d && d->nkids > 1 && d->kids[1] && d->kids[1]->text &&
			    !strcmp(d->kids[1]->text, name))
				return true;
		}
	}
	return false;
}

/*
 * Is the code's one-word typeof argument tok a type, as spatch reads
 * it: a name the file declares with `typedef`, or one of the names the
 * own parser takes for types (`size_t`, `u32_t`)?  `typeof(a)` of a
 * variable a is no type.
 */
static bool word_is_type(const struct matcher *m, const struct cfix_node *src,
			 uint32_t tok)
{
	const struct cfix_token *t = &m->source->toks[tok];
	size_t n = strlen(t->text);

	if (t->kind != CFIX_TOK_IDENT || cfix_is_c_keyword(t->text))
		return true;
	return (n > 2 && !strcmp(t->text + n - 2, "_t")) ||
	       cfix__is_word_in(t->text, cfix_known_type_names) ||
	       file_typedef(m, src, t->text);
}

static bool no_typename(void *ctx, const char *name)
{
	(void)ctx;
	(void)name;
	return false;
}

/* Parses toks [first, last] whole as a type or an expression into
 * arena; NULL when they are not one. */
static struct cfix_node *parse_arg(struct cfix_cparse *p, uint32_t first,
				   uint32_t last, bool type)
{
	struct cfix_node *node;

	p->pos = first;
	p->end = last + 1;
	node = type ? cfix_cparse_type(p) : cfix_cparse_expr(p);
	if (!node || p->pos != p->end)
		return NULL;
	cfix_node_link_parents(node);
	return node;
}

struct cfix_node *cfix__match_reparse_rule(struct matcher *m, uint32_t first,
					   uint32_t last)
{
	struct cfix_cparse p = { .arena = m->source->arena,
				 .toks = m->rule->toks,
				 .is_typename = rule_typename,
				 .metavar = rule_metavar,
				 .ctx = (void *)m->rule, .pattern = true };
	struct cfix_node *node = NULL;

	if (!rule_typename(p.ctx, m->rule->toks[first].text))
		node = parse_arg(&p, first, last, false);
	return node ? node : parse_arg(&p, first, last, true);
}

struct cfix_node *cfix__match_reparse_source(struct matcher *m, uint32_t first,
					     uint32_t last, bool type,
					     const struct cfix_node *near)
{
	struct cfix_cparse p = { .arena = m->source->arena,
				 .toks = m->source->toks,
				 .is_typename = no_typename };
	struct cfix_node *node = NULL;

	if (!type || first != last || word_is_type(m, near, first))
		node = parse_arg(&p, first, last, type);
	if (node) {
		cfix_node_flag_tree(node, CFIX_NODEF_OWN_PARSE);
		/* read-only link up, for the declared type of a name */
		node->parent = (struct cfix_node *)near;
	}
	return node;
}
