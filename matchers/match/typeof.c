/*
 * `typeof (E)` and `typeof (T)` in a rule's type (cocci_syntax.tex's
 * generic_ctype).  Neither front end gives the argument of a typeof a
 * node of its own (it is part of a type's words), so both arguments are
 * parsed here when a rule's typeof meets the code's: the rule's with its
 * metavariables, the code's as an expression or, when the rule's is a
 * type, as a type.  The structural matcher then matches them like any
 * code, so `typeof(E)` binds E and a later E must be the same.
 */
#include "typeof.h"
#include "tokens.h"

#include <string.h>

/* Where a typeof stands in tokens [first, last]: its word, its '(' and
 * its ')'. */
struct typeof_at {
	uint32_t word, open, close;
};

static bool is_typeof_word(const char *text)
{
	return cfix__is_word_in(text, cfix_typeof_words);
}

/* The first `typeof (` ... `)` of toks [first, last]; false if none. */
static bool find_typeof(const struct cfix_token *toks, uint32_t first,
			uint32_t last, struct typeof_at *at)
{
	for (uint32_t t = first; t + 1 <= last; t++) {
		uint32_t depth = 0;

		if (!is_typeof_word(toks[t].text) || strcmp(toks[t + 1].text, "("))
			continue;
		for (uint32_t k = t + 1; k <= last; k++) {
			depth += !strcmp(toks[k].text, "(");
			depth -= !strcmp(toks[k].text, ")");
			if (!depth) {
				*at = (struct typeof_at){ t, t + 1, k };
				return k > t + 2;	/* an argument */
			}
		}
		return false;
	}
	return false;
}

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

/* The rule's argument: a type when it starts with a type
 * metavariable, else an expression if it is one, else a type. */
static struct cfix_node *parse_rule_arg(struct matcher *m, uint32_t first,
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

/* The code's argument, parsed as the rule's is (a type or not). */
static struct cfix_node *parse_source_arg(struct matcher *m, uint32_t first,
					  uint32_t last, bool type,
					  const struct cfix_node *src)
{
	struct cfix_cparse p = { .arena = m->source->arena,
				 .toks = m->source->toks,
				 .is_typename = no_typename };
	struct cfix_node *node = NULL;

	if (!type || first != last || word_is_type(m, src, first))
		node = parse_arg(&p, first, last, type);
	if (node) {
		cfix_node_flag_tree(node, CFIX_NODEF_OWN_PARSE);
		/* read-only link up, for the declared type of a name */
		node->parent = (struct cfix_node *)src;
	}
	return node;
}

/* Do the n rule tokens from pf spell the n source tokens from sf?
 * Maps them when they do. */
static bool same_words(struct matcher *m, uint32_t pf, uint32_t sf,
		       uint32_t n)
{
	for (uint32_t i = 0; i < n; i++)
		if (m->rule->tok_metavar[pf + i] >= 0 ||
		    strcmp(m->rule->toks[pf + i].text,
			   m->source->toks[sf + i].text))
			return false;
	for (uint32_t i = 0; i < n; i++)
		cfix__match_map_token(m, pf + i, sf + i, sf + i);
	return true;
}

/* The words before and after the typeofs p (in pat) and s (in src),
 * as written; `static` or `const` the rule does not name may stand
 * first in the code. */
static bool same_words_around(struct matcher *m, const struct cfix_node *pat,
			      const struct typeof_at *p,
			      const struct cfix_node *src,
			      const struct typeof_at *s)
{
	uint32_t sfirst = src->first;

	while (s->word - sfirst > p->word - pat->first &&
	       cfix__is_word_in(m->source->toks[sfirst].text,
				cfix_type_extra_words))
		sfirst++;
	return s->word - sfirst == p->word - pat->first &&
	       pat->last - p->close == src->last - s->close &&
	       same_words(m, pat->first, sfirst, p->word - pat->first) &&
	       same_words(m, p->close, s->close, pat->last - p->close + 1);
}

int cfix__match_typeof_split(struct matcher *m, const struct cfix_node *pat,
			     const struct cfix_node *src,
			     struct typeof_args *args)
{
	struct typeof_at p, s;
	struct cfix_node *parg, *sarg;

	if (pat->nkids || pat->first > pat->last ||
	    !find_typeof(m->rule->toks, pat->first, pat->last, &p))
		return -1;
	if (src->kind != CFIX_NODE_TYPE || src->first > src->last ||
	    !find_typeof(m->source->toks, src->first, src->last, &s) ||
	    !same_words_around(m, pat, &p, src, &s))
		return 0;
	parg = parse_rule_arg(m, p.open + 1, p.close - 1);
	sarg = parg ? parse_source_arg(m, s.open + 1, s.close - 1,
				       parg->kind == CFIX_NODE_TYPE, src) : NULL;
	if (!sarg)
		return 0;
	cfix__match_map_token(m, p.word, s.word, s.word);
	cfix__match_map_token(m, p.open, s.open, s.open);
	*args = (struct typeof_args){ parg, sarg };
	return 1;
}
