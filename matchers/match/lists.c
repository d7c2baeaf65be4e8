/*
 * Lists and their commas: argument, parameter, initializer and field
 * lists matched element by element, list metavariables (`E1, ...`,
 * `params`) bound to runs of elements, the solutions of an open list, and
 * the commas a removed element takes with it; a statement list bound to
 * all of a block's statements (`{ SL }`).
 */
#include "lists.h"
#include "list_commas.h"
#include "attributes.h"
#include "types.h"
#include "tokens.h"

#include <stdlib.h>
#include <string.h>

/*
 * The node naming a list metavariable when pattern kid `kid` is one:
 * the kid itself (`f(ES)`), or the type of a parameter that is nothing
 * but the name (`f(P)` reads P as a parameter's type).  NULL otherwise.
 */
const struct cfix_node *cfix__match_list_metavar(const struct matcher *m,
						 const struct cfix_node *kid)
{
	if (kid && kid->kind == CFIX_NODE_PARAM && kid->first == kid->last &&
	    kid->nkids && kid->kids[0])
		kid = kid->kids[0];
	if (!kid || kid->metavar < 0 || kid->first != kid->last ||
	    kid->metavar >= (int32_t)m->rule->nmetavars)
		return NULL;
	return cfix__is_list_kind(m->rule->metavars[kid->metavar].kind)
		       ? kid : NULL;
}

bool cfix__match_unordered_init_list(const struct cfix_node *pat)
{
	unsigned elems = 0;
	bool dots = false, keyed = false;

	if (pat->kind != CFIX_NODE_INIT_LIST)
		return false;
	for (uint32_t i = 0; i < pat->nkids; i++) {
		const struct cfix_node *kid = pat->kids[i];

		if (!kid)
			continue;
		dots |= kid->kind == CFIX_NODE_DOTS;
		elems += kid->kind != CFIX_NODE_DOTS;
		keyed |= kid->kind == CFIX_NODE_DESIGNATOR;
	}
	return dots && keyed && elems > 1;
}

/* Does pat have kids that stand for several source kids ("...", a list
 * metavariable)?  Only in lists: arguments, parameters, initializers;
 * elsewhere (`if (...)`) "..." is one expression. */
bool cfix__match_has_dots(const struct matcher *m, const struct cfix_node *pat)
{
	if (cfix_node_is_open_init_list(pat))
		return true;
	switch (pat->kind) {
	case CFIX_NODE_IF: case CFIX_NODE_WHILE: case CFIX_NODE_DO:
	case CFIX_NODE_FOR: case CFIX_NODE_SWITCH: case CFIX_NODE_RETURN:
	case CFIX_NODE_CASE: case CFIX_NODE_EXPR_STMT: case CFIX_NODE_PAREN:
	case CFIX_NODE_UNARY: case CFIX_NODE_POSTFIX: case CFIX_NODE_BINARY:
	case CFIX_NODE_ASSIGN: case CFIX_NODE_COND: case CFIX_NODE_MEMBER:
	case CFIX_NODE_INDEX: case CFIX_NODE_CAST: case CFIX_NODE_SIZEOF:
	case CFIX_NODE_DESIGNATOR: case CFIX_NODE_DECLARATOR:
		return false;
	default:
		break;
	}
	for (uint32_t i = 0; i < pat->nkids; i++)
		if (pat->kids[i] && (pat->kids[i]->kind == CFIX_NODE_DOTS ||
				     cfix__match_list_metavar(m, pat->kids[i])))
			return true;
	return false;
}

static bool list_elem_fits(enum cfix_mv_kind kind, const struct cfix_node *src)
{
	switch (kind) {
	case CFIX_MV_EXPRESSION_LIST:
		return cfix_node_is_expr(src);
	case CFIX_MV_PARAMETER_LIST:
		return src->kind == CFIX_NODE_PARAM;
	case CFIX_MV_FIELD_LIST:
		return src->kind == CFIX_NODE_DECL ||
		       src->kind == CFIX_NODE_UNKNOWN;
	case CFIX_MV_INIT_LIST:
		return cfix_node_is_expr(src) ||
		       src->kind == CFIX_NODE_INIT_LIST ||
		       src->kind == CFIX_NODE_DESIGNATOR;
	default:
		return src->kind == CFIX_NODE_IDENT;
	}
}

/* The `void` of a parameter list `(void)`, or 0. */
uint32_t cfix__match_void_params(const struct matcher *m,
				 const struct cfix_node *src)
{
	if (src->kind != CFIX_NODE_PARAMS || src->nkids || src->first >= src->last)
		return 0;
	for (uint32_t t = src->first + 1; t < src->last; t++)
		if (!strcmp(m->source->toks[t].text, "void"))
			return t;
	return 0;
}

/* A list of count elements against the length metavariable of mv
 * ("[n]"): the same count as n's other lists, or the first to bind n. */
static bool bind_list_length(struct matcher *m, const struct cfix_metavar *mv,
			     uint32_t count)
{
	struct binding *b;

	if (mv->list_len < 0)
		return true;
	b = &m->bindings[mv->list_len];
	if (b->set)
		return b->value && strtoul(b->value, NULL, 10) == count &&
		       b->value[0] >= '0' && b->value[0] <= '9';
	*b = (struct binding){
		.set = true,
		.value = cfix_arena_printf(m->source->arena, "%u", count),
	};
	return true;
}

/* The name a parameter declares (`x` of `int *x`), or NULL. */
static const struct cfix_node *param_name(const struct cfix_node *param)
{
	const struct cfix_node *d = param->nkids > 1 ? param->kids[1] : NULL;

	if (d && d->kind == CFIX_NODE_DECLARATOR && d->nkids > 1)
		d = d->kids[1];
	return d && d->kind == CFIX_NODE_IDENT && d->first == d->last ? d : NULL;
}

/*
 * "P@E" with parameter list P and expression list E: E binds the
 * parameters' names as arguments, `x, y` for `int x, int y`, as in
 * Coccinelle (`(void)` gives none).  A parameter without a name (`int`
 * alone) fails the match: spatch stops on it.
 */
static bool bind_params_as_args(struct matcher *m, int32_t metavar,
				const struct cfix_node *src, uint32_t from,
				uint32_t to)
{
	struct binding *b = &m->bindings[metavar];
	struct cfix_buf buf = CFIX_BUF_INIT;
	bool ok = true;

	for (uint32_t k = from; k < to && ok; k++) {
		const struct cfix_node *name = param_name(src->kids[k]);

		if ((ok = name != NULL))
			cfix_buf_addf(&buf, "%s%s", buf.len ? ", " : "",
				      m->source->toks[name->first].text);
	}
	if (ok && b->set)
		ok = b->value && !strcmp(b->value, buf.len ? buf.data : "");
	else if (ok)
		*b = (struct binding){ .set = true,
				       .value = cfix_arena_strndup(m->source->arena,
								   buf.data ? buf.data : "",
								   buf.len) };
	cfix_buf_release(&buf);
	return ok;
}

/*
 * "ES@F" on a list metavariable ES (pat) that took src->kids[from..to),
 * tokens first..last: F binds the same list (F a list of ES's kind), or
 * the parameters' names (F an expression list, ES a parameter list).
 */
static bool list_as_bindings(struct matcher *m, const struct cfix_node *pat,
			     const struct cfix_node *src, uint32_t from,
			     uint32_t to, uint32_t first, uint32_t last)
{
	enum cfix_mv_kind kind = m->rule->metavars[pat->metavar].kind;

	for (uint32_t k = 0; k < m->rule->npositions; k++) {
		const struct cfix_position *pos = &m->rule->positions[k];
		const struct cfix_node *node = pos->node;
		enum cfix_mv_kind as = m->rule->metavars[pos->metavar].kind;
		struct binding *b = &m->bindings[pos->metavar];

		if (!node || (node != pat && (node->nkids < 1 ||
					      node->kids[0] != pat)))
			continue;
		if (cfix__is_place_kind(as)) {
			/* "ES@p": the elements' tokens; an empty list has
			 * no place, so no match (spatch) */
			if (node != pat)
				continue;
			if (first > last ||
			    !cfix__match_position_bind(m, pos->metavar, first,
						       last))
				return false;
		} else if (kind == CFIX_MV_PARAMETER_LIST && as == CFIX_MV_EXPRESSION_LIST) {
			if (!bind_params_as_args(m, pos->metavar, src, from, to))
				return false;
		} else if (as != kind) {
			return false;
		} else if (b->set) {
			if (b->value || !cfix__match_same_tokens(m->source, b->first,
								 b->last, first, last))
				return false;
		} else {
			*b = (struct binding){ .set = true, .first = first,
					       .last = last };
		}
	}
	return true;
}

/*
 * Binds list metavariable node pat to src->kids[from..to): the source
 * tokens from the first element to the last, commas included.  An empty
 * list binds no token (first == last + 1).  A list bound before must
 * spell the same tokens.
 */
bool cfix__match_bind_list(struct matcher *m, const struct cfix_node *pat,
			   const struct cfix_node *src, uint32_t from,
			   uint32_t to)
{
	const struct cfix_metavar *mv = &m->rule->metavars[pat->metavar];
	struct binding *b = &m->bindings[pat->metavar];
	uint32_t count = to - from, first, last;

	if (count < mv->list_min || count > mv->list_max ||
	    !bind_list_length(m, mv, count))
		return false;
	for (uint32_t k = from; k < to; k++)
		if (!src->kids[k] || src->kids[k]->first > src->kids[k]->last ||
		    !list_elem_fits(mv->kind, src->kids[k]))
			return false;
	if (count) {
		first = src->kids[from]->first;
		last = src->kids[to - 1]->last;
	} else if (cfix__match_void_params(m, src)) {
		/* `(void)`: the list is the `void`, as in Coccinelle */
		first = last = cfix__match_void_params(m, src);
		count = 1;
	} else {
		first = from < src->nkids && src->kids[from] ? src->kids[from]->first
							      : src->last;
		if (first == 0)
			first = 1;
		last = first - 1;
	}
	if (b->set && b->value) {
		if (!count ? b->value[strspn(b->value, " \t\n")] != '\0' :
			     !cfix__match_same_value(m->source, b->value, first,
						     last))
			return false;
	} else if (b->set) {
		if (!cfix__match_same_tokens(m->source, b->first, b->last,
					     first, last))
			return false;
	} else {
		*b = (struct binding){ .set = true, .first = first, .last = last };
	}
	if (!list_as_bindings(m, pat, src, from, to, first, last))
		return false;
	for (uint32_t k = from; k < to; k++)
		cfix__match_note_macro(m, src->kids[k]);
	if (count)
		cfix__match_map_token(m, pat->first, first, last);
	return true;
}

/*
 * Kids pat->kids[pi..] against src->kids[si..], where a DOTS pattern kid
 * or a list metavariable stands for any number of source kids.
 * cover[pi..] records which source kids each pattern kid took.
 */

/*
 * A struct pattern's fields matched one way (cover): is it the way this
 * attempt takes?  Attempts with decl_pick 0 count the ways and take the
 * list_pick-th, remembering its fields; those with decl_pick > 0 take
 * another declarator of the same fields (`int a, b, c;`), so they look
 * for the fields remembered: counting would not do, as a field of one
 * declarator does not match then.
 */
bool cfix__match_record_solution(struct matcher *m, const struct cfix_node *pat,
				 const struct cover *cover)
{
	uint32_t n = pat->nkids < 32 ? pat->nkids : 32;

	if (m->decl_pick == 0) {
		if (!cfix__match_take_way(m))
			return false;
		for (uint32_t i = 0; i < n; i++) {
			m->list_cover[2 * i] = cover[i].from;
			m->list_cover[2 * i + 1] = cover[i].to;
		}
		m->list_cover_n = n;
		return true;
	}
	if (m->list_cover_n != n)
		return false;	/* decl_pick 0 found no way */
	for (uint32_t i = 0; i < n; i++)
		if (m->list_cover[2 * i] != cover[i].from ||
		    m->list_cover[2 * i + 1] != cover[i].to)
			return false;
	return true;
}

/* Did one of the pattern's elements before pi match code element at? */
bool cfix__match_elem_taken(const struct cover *cover, uint32_t pi, uint32_t at)
{
	for (uint32_t i = 0; i < pi; i++)
		if (cover[i].from <= at && at < cover[i].to)
			return true;
	return false;
}

/* Are all of pattern node's tokens removed? */
bool cfix__match_all_removed(const struct matcher *m,
			     const struct cfix_node *node)
{
	for (uint32_t t = node->first; t <= node->last; t++)
		if (!m->rule->remove[t])
			return false;
	return node->first <= node->last;
}

/*
 * `{ ..., .x = 1, - ... }` removing the last elements of `{ .x = 1, .y =
 * 2, }` takes the comma that ended the list with them; so does a removed
 * last element, `{ ..., - b }` on `{ a, b, }` (spatch: `{ a, }`).
 */
static void take_trailing_comma(struct matcher *m, const struct cfix_node *pat,
				const struct cfix_node *src,
				const struct cover *cover, const uint32_t *stoks,
				uint32_t ns, const bool *used)
{
	const struct cfix_node *kid = pat->nkids ? pat->kids[pat->nkids - 1] : NULL;
	struct span *span;
	uint32_t g = pat->nkids - 1;

	if (!kid || !cfix__match_all_removed(m, kid) ||
	    cover[g].to != src->nkids || cover[g].from >= cover[g].to)
		return;
	span = &m->map[kid->last];
	if (!span_set(*span))
		return;
	for (uint32_t k = 0; k < ns; k++)
		if (!used[k] && stoks[k] == span->last + 1 &&
		    !strcmp(m->source->toks[stoks[k]].text, ","))
			span->last = stoks[k];
}

/*
 * A removed comma of the rule next to "..." that took nothing
 * (`f(..., - x, ...)` on `f(1, x)`) has no counterpart: the element it
 * goes with is removed, so the comma on the element's other side in the
 * code goes instead; not in braces, where spatch removes `- s,` on an
 * enum's or initializer's last element alone: `{ a, s }` reads `{ a, }`.
 */
static void map_orphan_comma(struct matcher *m, const struct cfix_node *pat,
			     const struct cfix_node *src,
			     const struct cover *cover, uint32_t comma)
{
	const struct cfix_source *source = m->source;

	if (strcmp(m->rule->toks[comma].text, ",") || !m->rule->remove[comma] ||
	    m->map[comma].first <= m->map[comma].last)
		return;
	for (uint32_t g = 0; g < pat->nkids; g++) {
		const struct cfix_node *kid = pat->kids[g];
		const struct cfix_node *first, *last;
		uint32_t at;

		if (!kid || kid->first > kid->last ||
		    cover[g].from >= cover[g].to || cover[g].to > src->nkids ||
		    !cfix__match_all_removed(m, kid))
			continue;
		first = src->kids[cover[g].from];
		last = src->kids[cover[g].to - 1];
		if (!first || !last)
			continue;
		if (kid->last + 1 == comma && last->last + 1 <= src->last &&
		    !strcmp(source->toks[last->last + 1].text, "}"))
			return;	/* a brace list's last element: spatch
				 * keeps the comma before (`{ a, }`) */
		if (kid->last + 1 == comma && first->first > 0)
			at = first->first - 1;
		else if (kid->first == comma + 1)
			at = last->last + 1;
		else
			continue;
		if (at < src->first || at > src->last ||
		    strcmp(source->toks[at].text, ","))
			return;
		cfix__match_map_token(m, comma, at, at);
		return;
	}
}

/*
 * The tokens of an open initializer list pattern
 * (cfix_node_is_open_init_list()), whose elements match the code's in
 * any order: the comma after an element is the one after the code
 * element it matched, the braces are the code's.  A kept `}` stands where spatch puts code added before
 * it: after the match of what precedes it in the rule (its last
 * comma), not at the end of the code's list.
 */
static void map_open_list_tokens(struct matcher *m,
				 const struct cfix_node *pat,
				 const struct cfix_node *src,
				 const struct cover *cover,
				 const uint32_t *ptoks, uint32_t np)
{
	const struct cfix_token *stoks = m->source->toks;

	for (uint32_t i = 0; i < np; i++) {
		uint32_t p = ptoks[i];
		const char *text = m->rule->toks[p].text;

		if (!strcmp(text, "{")) {
			cfix__match_map_token(m, p, src->first, src->first);
		} else if (!strcmp(text, "}") && p == pat->last) {
			/* src->last - 1: no such match, the code's own `}` */
			uint32_t before = p > pat->first &&
					  span_set(m->map[p - 1]) ?
					  m->map[p - 1].last : src->last - 1;

			if (m->rule->remove[p] ||
			    before + 1 == src->last)
				cfix__match_map_token(m, p, src->last, src->last);
			else
				m->map[p] = (struct span){
					.first = 1, .last = 0, .anchor = true,
					.virtual_at = stoks[before].end + 1 };
		} else if (!strcmp(text, ",")) {
			for (uint32_t g = 0; g < pat->nkids; g++) {
				const struct cfix_node *kid = pat->kids[g];
				const struct cfix_node *match;

				if (!kid || kid->last + 1 != p ||
				    cover[g].from >= cover[g].to)
					continue;
				match = src->kids[cover[g].to - 1];
				if (match && match->last < src->last &&
				    !strcmp(stoks[match->last + 1].text, ","))
					cfix__match_map_token(m, p,
							      match->last + 1,
							      match->last + 1);
			}
		}
	}
}

/*
 * After match_kid_list(): the tokens pat owns (brackets, commas) are
 * mapped to the same tokens of src in the same gap between kids.  A
 * comma next to "..." or a list that took nothing has no counterpart
 * and stays unmapped.
 */
void cfix__match_map_list_tokens(struct matcher *m, const struct cfix_node *pat,
				 const struct cfix_node *src,
				 const struct cover *cover)
{
	uint32_t ptoks[64], stoks[64], np, ns;
	bool used[64] = { false };

	if ((src->flags & CFIX_NODEF_MACRO) ||
	    !cfix__match_collect_own_tokens(pat, ptoks, 64, &np) ||
	    !cfix__match_collect_own_tokens(src, stoks, 64, &ns))
		return;
	if (cfix_node_is_open_init_list(pat) ||
	    cfix__match_unordered_init_list(pat)) {
		map_open_list_tokens(m, pat, src, cover, ptoks, np);
		return;
	}
	for (uint32_t i = 0; i < np; i++) {
		uint32_t gap = 0, sg;

		while (gap < pat->nkids &&
		       (!pat->kids[gap] || pat->kids[gap]->first > pat->kids[gap]->last ||
			pat->kids[gap]->first < ptoks[i]))
			gap++;
		sg = gap < pat->nkids ? cover[gap].from : src->nkids;
		for (uint32_t k = 0; k < ns; k++) {
			bool after = sg == 0 || !src->kids[sg - 1] ||
				     src->kids[sg - 1]->last < stoks[k];
			bool before = sg >= src->nkids || !src->kids[sg] ||
				      stoks[k] < src->kids[sg]->first;

			if (used[k] || !after || !before ||
			    strcmp(m->rule->toks[ptoks[i]].text,
				   m->source->toks[stoks[k]].text))
				continue;
			used[k] = true;
			cfix__match_map_token(m, ptoks[i], stoks[k], stoks[k]);
			break;
		}
	}
	for (uint32_t i = 0; i < np; i++)
		map_orphan_comma(m, pat, src, cover, ptoks[i]);
	take_trailing_comma(m, pat, src, cover, stoks, ns, used);
	cfix__match_take_leading_comma(m, pat, src);
	if (pat->kind == CFIX_NODE_RECORD)
		cfix__match_map_end_attributes(m, pat, src);
}

/* "statement list [3] SL;", "[n]": a block of count statements. */
static bool stmt_list_count_fits(struct matcher *m,
				 const struct cfix_metavar *mv, uint32_t count)
{
	return count >= mv->list_min && count <= mv->list_max &&
	       bind_list_length(m, mv, count);
}

/* The statement list metavariable a block pattern holds alone,
 * `{ SL }`, or NULL. */
const struct cfix_node *cfix__match_lone_stmt_list(const struct matcher *m,
						   const struct cfix_node *pat)
{
	const struct cfix_node *kid = pat->nkids == 1 ? pat->kids[0] : NULL;

	if (!kid || kid->metavar < 0 || kid->first != kid->last ||
	    (uint32_t)kid->metavar >= m->rule->nmetavars)
		return NULL;
	return m->rule->metavars[kid->metavar].kind == CFIX_MV_STATEMENT_LIST
		       ? kid : NULL;
}

/*
 * `{ SL }`: statement list SL binds all of block src's statements (no
 * token when there are none), or checks that they are the code it
 * bound.  spatch's statement list matches only a whole block.
 */
bool cfix__match_bind_stmt_list(struct matcher *m, const struct cfix_node *kid,
				 const struct cfix_node *src)
{
	struct binding *b = &m->bindings[kid->metavar];
	uint32_t first = src->last, last = src->last - 1;

	if (src->nkids && src->kids[0] && src->kids[src->nkids - 1]) {
		first = src->kids[0]->first;
		last = src->kids[src->nkids - 1]->last;
	}
	if (b->set && b->value
		    ? !cfix__match_same_value(m->source, b->value, first, last)
		    : b->set && !cfix__match_same_tokens(m->source, b->first,
							 b->last, first, last))
		return false;
	if (!b->set && !stmt_list_count_fits(m, &m->rule->metavars[kid->metavar],
					     src->nkids))
		return false;
	if (!b->set)
		*b = (struct binding){ .set = true, .first = first,
				       .last = last };
	if (first <= last)
		cfix__match_map_token(m, kid->first, first, last);
	return true;
}
