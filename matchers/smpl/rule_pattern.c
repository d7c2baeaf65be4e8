/*
 * rule_pattern.c: a rule's match side handed to pattern.c, with the
 * callbacks that tell it which names are metavariables (statements,
 * fields, iterators, types), binary and assignment operator
 * metavariables hidden behind an operator while it parses, and its
 * errors placed at the rule's tokens.
 */
#include "rule_internal.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

static bool iterator_name_above(const struct rule_ctx *rc, const char *name);

static bool pattern_is_iterator(void *ctx, const char *name)
{
	const struct rule_ctx *rc = ctx;
	int32_t mv = cfix__metavar_find(rc, name);

	if (mv < 0)
		return iterator_name_above(rc, name);
	return rc->metavars.items[mv].kind == CFIX_MV_ITERATOR ||
	       rc->metavars.items[mv].iterator_name;
}

static bool pattern_is_stmt_metavar(void *ctx, const char *name)
{
	const struct rule_ctx *rc = ctx;
	int32_t mv = cfix__metavar_find(rc, name);

	return mv >= 0 && (rc->metavars.items[mv].kind == CFIX_MV_STATEMENT ||
			   rc->metavars.items[mv].kind ==
				   CFIX_MV_STATEMENT_LIST);
}

static bool pattern_is_field_metavar(void *ctx, const char *name)
{
	const struct rule_ctx *rc = ctx;
	int32_t mv = cfix__metavar_find(rc, name);

	return mv >= 0 && rc->metavars.items[mv].kind == CFIX_MV_FIELD_LIST;
}

static bool pattern_is_attribute(void *ctx, const char *name)
{
	const struct rule_ctx *rc = ctx;
	int32_t mv = cfix__metavar_find(rc, name);

	return mv >= 0 && rc->metavars.items[mv].attribute_name;
}

static int32_t pattern_metavar(void *ctx, const char *name)
{
	const struct rule_ctx *rc = ctx;
	int32_t mv = cfix__metavar_find(rc, name);

	if (mv < 0)
		return -1;
	switch (rc->metavars.items[mv].kind) {
	case CFIX_MV_SYMBOL:
	case CFIX_MV_TYPEDEF:
	case CFIX_MV_POSITION:
	case CFIX_MV_COMMENTS:
	case CFIX_MV_LIST_LENGTH:
		return -1;	/* these match themselves */
	default:
		return mv;
	}
}

static bool pattern_is_typename(void *ctx, const char *name)
{
	return cfix__metavar_is_type(ctx, name);
}

void cfix__rule_pattern_error(struct rule_ctx *rc, uint32_t tok,
			      const char *error)
{
	const struct cfix_rule *rule = rc->rule;

	if (cfix__attribute_pattern_error(rc, tok, error))
		return;
	if (tok >= rule->ntoks) {
		const struct cfix_token *last = &rule->toks[rule->ntoks - 1];

		cfix__rule_error_at(rc->file, last->end, 0,
				    "%s at end of rule code", error);
		return;
	}
	if (strstr(error, "not supported") || strstr(error, "'when'") ||
	    strstr(error, "disjunction") || strstr(error, "unclosed") ||
	    strstr(error, "unmatched") || strstr(error, "nested too deeply"))
		cfix__rule_error_tok(rc->file, &rule->toks[tok], "%s", error);
	else
		cfix__rule_error_tok(rc->file, &rule->toks[tok],
				     "%s before '%s'", error,
				     rule->toks[tok].text);
}

/*
 * Parses the match side: an expression, else statements (one statement
 * stands alone), else a type.  A match side that starts like a type is
 * tried as a type first, so "- int" is not read as a declaration.
 */
/* Is match-side token i a `binary operator` metavariable? */
static bool is_binop_tok(const struct rule_ctx *rc, uint32_t i)
{
	int32_t mv = rc->rule->tok_metavar[i];

	return mv >= 0 && (rc->metavars.items[mv].kind == CFIX_MV_BINOP ||
			   rc->metavars.items[mv].kind == CFIX_MV_ASSIGNOP);
}

/*
 * `E1 B E2` with B a binary operator metavariable: cparse reads B as a
 * '+' (any binary operator would do), then the BINARY nodes whose
 * operator token is B get B as their metavariable and no fixed op.
 */
static void binops_hide(struct rule_ctx *rc, const char **saved)
{
	for (uint32_t i = 0; i < rc->rule->ntoks; i++) {
		saved[i] = rc->rule->toks[i].text;
		if (is_binop_tok(rc, i)) {
			rc->rule->toks[i].text =
				rc->metavars.items[rc->rule->tok_metavar[i]].kind ==
						CFIX_MV_ASSIGNOP ? "=" : "+";
			rc->rule->toks[i].kind = CFIX_TOK_PUNCT;
		}
	}
}

static void binops_mark(struct rule_ctx *rc, struct cfix_node *node)
{
	if (!node)
		return;
	if ((node->kind == CFIX_NODE_BINARY || node->kind == CFIX_NODE_ASSIGN) &&
	    node->nkids == 2 &&
	    node->kids[0] && node->kids[0]->last + 1 < node->last &&
	    is_binop_tok(rc, node->kids[0]->last + 1)) {
		node->metavar = rc->rule->tok_metavar[node->kids[0]->last + 1];
		node->op = NULL;
	}
	for (uint32_t i = 0; i < node->nkids; i++)
		binops_mark(rc, node->kids[i]);
}

static void binops_restore(struct rule_ctx *rc, const char **saved)
{
	for (uint32_t i = 0; i < rc->rule->ntoks; i++) {
		if (is_binop_tok(rc, i))
			rc->rule->toks[i].kind = CFIX_TOK_IDENT;
		rc->rule->toks[i].text = saved[i];
	}
}

static int parse_pattern_tokens(struct rule_ctx *rc, uint32_t from,
				uint32_t end);

/* The smallest node of the pattern holding token tok in its span (an
 * operator's token lies inside its expression), or NULL. */
static const struct cfix_node *node_around(const struct cfix_node *node,
					   uint32_t tok)
{
	if (!node || node->first > tok || node->last < tok)
		return NULL;
	for (uint32_t i = 0; i < node->nkids; i++) {
		const struct cfix_node *found = node_around(node->kids[i], tok);

		if (found)
			return found;
	}
	return node;
}

/*
 * "3 +@e 4", "v <=@e 0": an expression metavariable attached to a
 * token no node ends at floats up to the enclosing expression, as in
 * Coccinelle (positions stay on the token).  False when there is none,
 * or for other kinds (not supported yet).
 */
static bool float_attached(struct rule_ctx *rc, struct cfix_position *pos)
{
	const struct cfix_node *node = node_around(rc->rule->pattern, pos->tok);
	enum cfix_mv_kind kind = rc->metavars.items[pos->metavar].kind;

	if (cfix__is_place_kind(kind))
		return true;
	if (kind != CFIX_MV_EXPRESSION && kind != CFIX_MV_METAVARIABLE)
		return false;
	while (node && !cfix_node_is_expr(node))
		node = node->parent;
	pos->node = node;
	return node != NULL;
}

int cfix__rule_pattern_parse(struct rule_ctx *rc)
{
	return cfix__rule_pattern_parse_range(rc, 0, rc->rule->ntoks);
}

int cfix__rule_pattern_parse_range(struct rule_ctx *rc, uint32_t from,
				   uint32_t end)
{
	const char **saved = cfix_xcalloc(rc->rule->ntoks + 1, sizeof(*saved));
	int status;

	binops_hide(rc, saved);
	status = parse_pattern_tokens(rc, from, end);
	if (status == 0)
		binops_mark(rc, rc->rule->pattern);
	binops_restore(rc, saved);
	free(saved);
	return status;
}

/* Did a rule above declare name with `iterator name`?  spatch's lexer
 * knows such a name from there to the file's end (the kernel's
 * iterators/list_entry_update), unlike an iterator metavariable. */
static bool iterator_name_above(const struct rule_ctx *rc, const char *name)
{
	const rule_array *rules = rc->file->rules;

	for (size_t r = 0; rules && r < rules->len; r++) {
		const struct cfix_rule *rule = rules->items[r];

		for (uint32_t k = 0; rule && k < rule->nmetavars; k++)
			if (rule->metavars[k].iterator_name &&
			    !strcmp(rule->metavars[k].name, name))
				return true;
	}
	return false;
}

/*
 * The first loop `name(...) S` of the pattern whose name is neither a
 * metavariable of the rule nor declared with `iterator name` here or
 * above, or NULL.  cfix's parser takes any such head as a loop; spatch
 * 1.1.1 reads an undeclared one as a call and refuses the statement
 * after it (a parse error); an iterator metavariable (`iterator
 * for_each_node;`) counts for its own rule only (coccinellery
 * missing_put).
 */
static const struct cfix_node *undeclared_iterator(const struct rule_ctx *rc,
						   const struct cfix_node *node)
{
	if (!node)
		return NULL;
	if (node->kind == CFIX_NODE_ITERATOR && node->nkids && node->kids[0] &&
	    node->kids[0]->kind == CFIX_NODE_CALL && node->kids[0]->nkids) {
		const struct cfix_node *name = node->kids[0]->kids[0];

		if (name && name->kind == CFIX_NODE_IDENT && name->text &&
		    name->metavar < 0 && name->first < rc->rule->ntoks &&
		    cfix__metavar_find(rc, name->text) < 0 &&
		    !iterator_name_above(rc, name->text))
			return name;
	}
	for (uint32_t k = 0; k < node->nkids; k++) {
		const struct cfix_node *found =
			undeclared_iterator(rc, node->kids[k]);

		if (found)
			return found;
	}
	return NULL;
}

static bool refuse_undeclared_iterator(struct rule_ctx *rc)
{
	const struct cfix_node *iter = undeclared_iterator(rc, rc->rule->pattern);

	if (iter)
		cfix__rule_error_tok(rc->file, &rc->rule->toks[iter->first],
				     "'%s' is used as an iterator but not "
				     "declared as one in this rule ('iterator "
				     "name %s;'); spatch 1.1.1 refuses it",
				     iter->text, iter->text);
	return iter != NULL;
}

static int parse_pattern_tokens(struct rule_ctx *rc, uint32_t from,
				uint32_t end)
{
	struct cfix_rule *rule = rc->rule;
	struct cfix_cparse base = {
		.arena = rc->file->arena,
		.is_typename = pattern_is_typename,
		.metavar = pattern_metavar,
		.is_iterator = pattern_is_iterator,
		.is_stmt_metavar = pattern_is_stmt_metavar,
		.is_field_metavar = pattern_is_field_metavar,
		.is_attribute = pattern_is_attribute,
		.ctx = rc,
		.pattern = true,
	};
	uint32_t cfix__rule_error_tok = 0;
	const char *error = NULL;

	if (cfix__pattern_parse(rule, &base, from, end, &cfix__rule_error_tok,
				&error) < 0) {
		cfix__rule_pattern_error(rc, cfix__rule_error_tok, error);
		return -1;
	}
	if (refuse_undeclared_iterator(rc))
		return -1;
	/* "X@e" binds e to a node; an operator's token floats up */
	for (uint32_t k = 0; k < rule->npositions; k++)
		if (!rule->positions[k].node &&
		    !float_attached(rc, &rule->positions[k])) {
			cfix__rule_pattern_error(
				rc, rule->positions[k].tok,
				"binding a metavariable with '@' here "
				"is not supported yet");
			return -1;
		}
	return 0;
}
