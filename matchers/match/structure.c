/*
 * The structural match: a rule's pattern tree walked side by side with a
 * C file's view, node by node (expressions, statements, declarations,
 * lists), binding metavariables and mapping every match-side token of
 * the rule to the source tokens it stands for.  Disjunctions, nests and
 * the isomorphisms that need the recursion (parentheses, casts, else
 * branches, NULL tests) live here too.
 *
 * Statements in a run, and the `...` between them, are matched by flow.c
 * (flow.h), which comes back here for each statement (structure.h): the
 * one circle of calls between the matcher's files.
 */
#include "structure.h"
#include "attributes.h"
#include "nests.h"
#include "changes.h"
#include "fresh.h"
#include "format.h"
#include "statements.h"
#include "types.h"
#include "bindings.h"
#include "tokens.h"
#include "type_words.h"
#include "typeof.h"
#include "declarer_type.h"
#include "lists.h"
#include "isos.h"
#include "iso_shapes.h"
#include "chain_dots.h"
#include "declarations.h"
#include "decl_shapes.h"
#include "flow.h"
#include "explain.h"

#include <stdlib.h>
#include <string.h>

static bool match_kids(struct matcher *m, const struct cfix_node *pat,
		       const struct cfix_node *src)
{
	if (pat->nkids != src->nkids)
		return false;
	for (uint32_t i = 0; i < pat->nkids; i++) {
		if (!pat->kids[i] || !src->kids[i]) {
			/* `for (...;...;...)` matches `for (;;)` */
			if (pat->kids[i] != src->kids[i] &&
			    !(pat->kids[i] && pat->kids[i]->kind == CFIX_NODE_DOTS &&
			      !(pat->kids[i]->flags & CFIX_NODEF_STMT_DOTS)))
				return false;
			continue;
		}
		if (!cfix__match_node(m, pat->kids[i], src->kids[i]))
			return false;
	}
	return true;
}

static bool match_open_elem(struct matcher *m, const struct cfix_node *pat,
			    uint32_t pi, const struct cfix_node *src,
			    uint32_t si, struct cover *cover);

/*
 * Are the ways list pattern pat matches the attempt's own to enumerate?
 * Inside a when clause (`... when != f(...)` asks whether any way
 * matches) or a nest (each way is an occurrence), those of the clause's
 * or the nest's own loop (cfix__match_node_way()); where an entry point
 * takes no such loop, none: the first way is taken.  Nor inside a list
 * that enumerates its own: the attempt counts the outer list's ways,
 * and an inner count would refuse the outer's later ones (`{ ..., [e1]
 * = X(i1, ...), ..., [e2] = X(i2, ...), ... }` gave 2 of its 6 pairs).
 */
static bool own_ways(const struct matcher *m, const struct cfix_node *pat)
{
	if (m->local_ways)
		return true;
	for (const struct cfix_node *n = pat->parent; n; n = n->parent)
		if (n->kind == CFIX_NODE_WHEN || n->kind == CFIX_NODE_NEST ||
		    ((n->kind == CFIX_NODE_INIT_LIST ||
		      n->kind == CFIX_NODE_CALL) &&
		     cfix__match_has_dots(m, n)))
			return false;
	return true;
}

bool cfix__match_node_way(struct matcher *m, const struct cfix_node *pat,
			  const struct cfix_node *src, uint32_t way,
			  bool *more)
{
	uint32_t pick = m->list_pick, seen = m->list_seen;
	bool outer_more = m->list_more, local = m->local_ways, ok;

	m->list_pick = way;
	m->list_seen = 0;
	m->list_more = false;
	m->local_ways = true;
	ok = cfix__match_node(m, pat, src);
	*more = m->list_more && (!m->budget || --m->budget > 0);
	m->list_pick = pick;
	m->list_seen = seen;
	m->list_more = outer_more;
	m->local_ways = local;
	return ok;
}

bool cfix__match_node_any_way(struct matcher *m, const struct cfix_node *pat,
			      const struct cfix_node *src)
{
	struct snapshot snap;
	bool ok = false, more = true;

	cfix__match_snapshot_take(m, &snap);
	for (uint32_t way = 0; more && !ok; way++) {
		ok = cfix__match_node_way(m, pat, src, way, &more);
		if (!ok)
			cfix__match_snapshot_restore(m, &snap);
	}
	cfix__match_snapshot_release(&snap);
	return ok;
}

static bool match_kid_list(struct matcher *m, const struct cfix_node *pat,
			   uint32_t pi, const struct cfix_node *src,
			   uint32_t si, struct cover *cover)
{
	const struct cfix_node *p, *list;
	struct snapshot snap;

	if (pi == pat->nkids) {
		if (si != src->nkids && !cfix_node_is_open_init_list(pat) &&
		    !cfix__match_unordered_init_list(pat))
			return false;
		if (pat->kind == CFIX_NODE_RECORD)
			return cfix__match_record_solution(m, pat, cover);
		/* each way is a match of its own, as spatch enumerates
		 * them: `f(..., e1, ..., e2, ...)` binds every pair, `f(...,
		 * - NULL + 0, ...)` fixes every NULL */
		if (!own_ways(m, pat))
			return true;
		return cfix__match_take_way(m);
	}
	p = pat->kids[pi];
	if (cfix__match_unordered_init_list(pat)) {
		if (p && p->kind == CFIX_NODE_DOTS) {	/* takes nothing */
			cover[pi] = (struct cover){ si, si };
			return match_kid_list(m, pat, pi + 1, src, si, cover);
		}
		/* from the first, as spatch's permutations */
		return match_open_elem(m, pat, pi, src, 0, cover);
	}
	list = cfix__match_list_metavar(m, p);
	if (p && (p->kind == CFIX_NODE_DOTS || list)) {
		for (uint32_t skip = si; skip <= src->nkids; skip++) {
			bool ok = true;

			cfix__match_snapshot_take(m, &snap);
			cover[pi] = (struct cover){ si, skip };
			if (list)
				ok = cfix__match_bind_list(m, list, src, si,
							   skip);
			else if (skip > si && src->kids[si] && src->kids[skip - 1])
				cfix__match_map_token(
					m, p->first, src->kids[si]->first,
					src->kids[skip - 1]->last);
			else if (cfix__match_void_params(m, src))
				cfix__match_map_token(
					m, p->first,
					cfix__match_void_params(m, src),
					cfix__match_void_params(m, src));
			if (ok && match_kid_list(m, pat, pi + 1, src, skip, cover)) {
				cfix__match_snapshot_release(&snap);
				return true;
			}
			cfix__match_snapshot_restore(m, &snap);
			cfix__match_snapshot_release(&snap);
		}
		return false;
	}
	if (cfix_node_is_open_init_list(pat))
		return match_open_elem(m, pat, pi, src, si, cover);
	if (si == src->nkids || !p || !src->kids[si])
		return false;
	cover[pi] = (struct cover){ si, si + 1 };
	return cfix__match_node(m, p, src->kids[si]) &&
	       match_kid_list(m, pat, pi + 1, src, si + 1, cover);
}

/* Element pi of an open initializer list pattern: any element of the
 * code an earlier one did not take, the ones after si first (the code's
 * order, as spatch, is free: `.b = x, .a = y` matches `.a = A, .b = B`),
 * those left over being fields it does not name. */
static bool match_open_elem(struct matcher *m, const struct cfix_node *pat,
			    uint32_t pi, const struct cfix_node *src,
			    uint32_t si, struct cover *cover)
{
	for (uint32_t k = 0; k < src->nkids; k++) {
		uint32_t at = (si + k) % src->nkids;
		struct snapshot snap;

		if (!pat->kids[pi] || !src->kids[at] ||
		    cfix__match_elem_taken(cover, pi, at))
			continue;
		cfix__match_snapshot_take(m, &snap);
		cover[pi] = (struct cover){ at, at + 1 };
		if (cfix__match_node(m, pat->kids[pi], src->kids[at]) &&
		    match_kid_list(m, pat, pi + 1, src, at + 1, cover)) {
			cfix__match_snapshot_release(&snap);
			return true;
		}
		cfix__match_snapshot_restore(m, &snap);
		cfix__match_snapshot_release(&snap);
	}
	return false;
}

/*
 * Coccinelle's paren isomorphism: a rule's `(E)` also matches E written
 * without parentheses, unless the rule removes the parentheses (then
 * there is nothing to do), nor E inside parentheses at the pattern's
 * root.  The rule's '(' and ')' are remembered as
 * virtual tokens: if the fix changes what is inside, they are added.
 */
static bool match_without_parens(struct matcher *m,
				 const struct cfix_node *pat,
				 const struct cfix_node *src)
{
	const struct cfix_source *source = m->source;

	if (!cfix__iso_applies(m->rule, CFIX_ISO_PAREN, pat, pat->first))
		return false;
	/* code in parentheses already: the rule's `(E)` matches them, and
	 * spatch, matching the outer expression first, makes one match */
	if (pat == m->rule->pattern && src->parent &&
	    src->parent->kind == CFIX_NODE_PAREN)
		return false;
	if (!cfix__match_node(m, pat->kids[0], src))
		return false;
	/* removed parentheses that are not there: nothing to remove */
	if (m->rule->remove[pat->first] && m->rule->remove[pat->last]) {
		cfix__match_unmap_tokens(m, pat->first, pat->first);
		cfix__match_unmap_tokens(m, pat->last, pat->last);
		return true;
	}
	m->map[pat->first] = (struct span){
		.first = 1, .last = 0,
		.virtual_at = source->toks[src->first].begin + 1,
		.partner = pat->last };
	m->map[pat->last] = (struct span){
		.first = 1, .last = 0,
		.virtual_at = source->toks[src->last].end + 1 };
	/* a `(` on a `-` line the plus code shares (`- (E == 0)` `+ z(E)`
	 * on `!a`): what is added before it goes where it goes, then the
	 * `(`, as spatch writes z(a), not (za) */
	m->map[pat->first].anchor = m->rule->minus &&
				    m->rule->minus[pat->first] &&
				    !m->rule->remove[pat->first];
	return true;
}

/*
 * Coccinelle's fld_to_ptr isomorphism: a rule's `E.fld`, E a typed
 * expression metavariable of type T left in place, also matches
 * `P->fld` with P a T * (E binds P); else ptr_to_array's `E->fld`.
 */
static bool match_field_through_pointer(struct matcher *m,
					const struct cfix_node *pat,
					const struct cfix_node *src)
{
	const struct cfix_node *base = pat->kids[0];
	struct cfix_metavar star;
	struct snapshot snap;
	bool ok;

	if (src->kind != CFIX_NODE_MEMBER || pat->nkids != 2 ||
	    src->nkids != 2 || !cfix__match_same_text(pat->op, ".") ||
	    !cfix__match_same_text(src->op, "->") ||
	    !cfix__match_pure_typed_base(m, base) || !src->kids[0] ||
	    !pat->kids[1] || !src->kids[1])
		return cfix__match_ptr_to_array(m, pat, src);
	cfix__match_snapshot_take(m, &snap);
	star = cfix__match_pointer_types(&m->rule->metavars[base->metavar]);
	ok = cfix__match_bind_code_as(m, base->metavar, &star, src->kids[0]);
	cfix__match_free_pointer_types(&star);
	if (ok) {
		cfix__match_map_token(m, base->first, src->kids[0]->first,
				      src->kids[0]->last);
		/* the operator, `.` for `->` */
		cfix__match_map_token(m, base->last + 1,
				      src->kids[0]->last + 1,
				      src->kids[0]->last + 1);
		ok = cfix__match_node(m, pat->kids[1], src->kids[1]);
	}
	if (!ok)
		cfix__match_snapshot_restore(m, &snap);
	cfix__match_snapshot_release(&snap);
	return ok;
}

/*
 * Coccinelle's drop_cast isomorphism: a rule's `(T)E`, T a type
 * metavariable, also matches E written without a cast.  The rule's
 * `(T)` then stands for no code: it must carry no change of its own,
 * and T, left unbound, may not appear in added code.
 */
static bool match_without_cast(struct matcher *m, const struct cfix_node *pat,
			       const struct cfix_node *src)
{
	const struct cfix_node *type = pat->nkids == 2 ? pat->kids[0] : NULL;
	const struct cfix_node *operand = pat->nkids == 2 ? pat->kids[1] : NULL;

	if (!type || !operand ||
	    !cfix__iso_applies(m->rule, CFIX_ISO_DROP_CAST, pat, pat->first) ||
	    operand->first <= pat->first ||
	    !cfix__match_iso_changes_fit(m, pat, pat->first,
					 operand->first - 1))
		return false;
	for (uint32_t i = 0; i < m->rule->nplus; i++)
		if (m->rule->plus_metavar[i] == type->metavar)
			return false;
	if (!cfix__match_node(m, operand, src))
		return false;
	cfix__match_unmap_tokens(m, pat->first, operand->first - 1);
	return true;
}

/*
 * Coccinelle's drop_else isomorphism: a rule's `if (E) S1 else S2`
 * also matches `if (E) S1` when the else branch is a pure statement
 * metavariable: it changes nothing, and nothing else (added code, the
 * rest of the pattern) names it, and the `if (E)` keeps its `if`, `(`
 * and `)`.
 */
static bool match_without_else(struct matcher *m, const struct cfix_node *pat,
			       const struct cfix_node *src)
{
	const struct cfix_node *alt = pat->nkids == 3 ? pat->kids[2] : NULL;
	struct cfix_node head;
	uint32_t els;

	if (!alt || !cfix__iso_on(m->rule, CFIX_ISO_DROP_ELSE) ||
	    alt->metavar < 0 || alt->first != alt->last ||
	    (uint32_t)alt->metavar >= m->rule->nmetavars ||
	    m->rule->metavars[alt->metavar].kind != CFIX_MV_STATEMENT ||
	    !pat->kids[0] || !pat->kids[1] || src->nkids < 2 ||
	    (src->nkids > 2 && src->kids[2]))
		return false;
	els = pat->kids[1]->last + 1;
	for (uint32_t i = els; i <= alt->last; i++)
		if (m->rule->remove[i])
			return false;
	/* nor a `if (` or `)` on minus lines: spatch 1.1.1 then drops no
	 * else (`- if (f(x))` `+ if (g(x))` `S1 else S2`) */
	for (uint32_t i = pat->first; m->rule->minus && i <= els - 1; i++)
		if (m->rule->minus[i] && (i < pat->kids[0]->first ||
					   i == pat->kids[0]->last + 1))
			return false;
	for (uint32_t i = 0; i < m->rule->ninsertions; i++)
		if (m->rule->insertions[i].anchor >= els &&
		    m->rule->insertions[i].anchor <= alt->last)
			return false;
	for (uint32_t i = 0; i < m->rule->nplus; i++)
		if (m->rule->plus_metavar[i] == alt->metavar)
			return false;
	/* `if (E) S else S`: S is no free else branch */
	for (uint32_t i = 0; i < m->rule->ntoks; i++)
		if (i != alt->first && m->rule->tok_metavar[i] == alt->metavar)
			return false;
	/* the rule's `if (`, `)`: the pattern without its else */
	head = *pat;
	head.nkids = 2;
	head.last = els - 1;
	if (!cfix__match_node(m, pat->kids[0], src->kids[0]) ||
	    !cfix__match_node(m, pat->kids[1], src->kids[1]) ||
	    !cfix__match_own_tokens(m, &head, src))
		return false;
	cfix__match_unmap_tokens(m, els, alt->last);
	return true;
}

/*
 * `E && ...` (and `E || ...`): the dots stand for more operands or none,
 * so the pattern also matches E alone (`if (x == NULL && ...) S` matches
 * `if (x == NULL) return;`, as spatch does).  The `&& ...` then stands
 * for no code and must carry no change.  E alone is a test: spatch
 * (comm_assoc's Nested, test_exps) matches it only where C tests a value
 * for truth, so `E || ...` does not match the E of `kfree(E)`.
 */
static bool match_without_rest(struct matcher *m, const struct cfix_node *pat,
			       const struct cfix_node *src)
{
	const struct cfix_node *left = pat->nkids == 2 ? pat->kids[0] : NULL;
	const struct cfix_node *dots = pat->nkids == 2 ? pat->kids[1] : NULL;

	if (!left || !dots || dots->kind != CFIX_NODE_DOTS ||
	    left->last >= pat->last || m->rule->no_comm_assoc ||
	    !cfix__match_in_test_position(src) ||
	    !cfix__match_iso_changes_fit(m, pat, left->last + 1, pat->last))
		return false;
	if (!cfix__match_node(m, left, src))
		return false;
	cfix__match_unmap_tokens(m, left->last + 1, pat->last);
	return true;
}

/* Does the file itself #define the macro src uses? */
static bool file_defines_macro(const struct matcher *m,
			       const struct cfix_node *src)
{
	const char *name = m->source->toks[src->first].text;

	for (uint32_t i = 0; i < m->source->nmacros; i++)
		if (!strcmp(m->source->macros[i].name, name))
			return true;
	return false;
}

/* A type: its words, and the argument of a typeof in it as code. */
static bool match_type(struct matcher *m, const struct cfix_node *pat,
		       const struct cfix_node *src)
{
	struct typeof_args args;
	int split = cfix__match_typeof_split(m, pat, src, &args);

	if (split < 0)
		split = cfix__match_declarer_split(m, pat, src, &args);
	if (split < 0)
		return cfix__match_type(m, pat, src);
	return split && cfix__match_node(m, args.pat, args.src);
}

/*
 * A macro use written in the file may hide part of a match: `NOT(d) & C`
 * where NOT(d) is `!(d)->flags` matches `!E & C` only through clang's
 * expansion.  Such a match is reported, never rewritten.  A match that
 * lies wholly inside the expansion is not: the macro's definition is
 * matched (and reported) once, not at every use.  Only the file's own
 * macros are looked into: the prefilter reads the file alone (with its
 * macros expanded), and a rule's findings must not depend on it
 * (`if (p) xfree(p)`, xfree a header's name for free, is no match).
 */
/*
 * Is pat a whole item of the pattern's code: its top, or what a nest or
 * dots look for, through parentheses and disjunctions?  What pat matches
 * inside an expansion is then the whole match, which lies in the macro
 * (`<... (x < y ? x : y) ...>` against `return BUF_SIZE;`, BUF_SIZE the
 * conditional: spatch's misc/minmax does not report it).
 */
static bool whole_pattern_item(const struct cfix_node *pat)
{
	const struct cfix_node *up = pat->parent;

	while (up && (up->kind == CFIX_NODE_PAREN || up->kind == CFIX_NODE_DISJ))
		up = up->parent;
	return !up || up->kind == CFIX_NODE_NEST || up->kind == CFIX_NODE_DOTS;
}

static bool match_through_expansion(struct matcher *m,
				    const struct cfix_node *pat,
				    const struct cfix_node *src)
{
	struct snapshot snap;
	bool ok;

	if (!(src->flags & CFIX_NODEF_MACRO_USE) || !src->expansion ||
	    src == m->root || !file_defines_macro(m, src) ||
	    whole_pattern_item(pat))
		return false;
	/* A rule's literal is not a macro name that expands to it: the code
	 * says MIN_PORT, not 0 (spatch does not match it either). */
	if (!pat->nkids && (pat->kind == CFIX_NODE_NUMBER ||
			    pat->kind == CFIX_NODE_CHAR ||
			    pat->kind == CFIX_NODE_STRING))
		return false;
	cfix__match_snapshot_take(m, &snap);
	ok = cfix__match_node(m, pat, src->expansion);
	if (!ok)
		cfix__match_snapshot_restore(m, &snap);
	cfix__match_snapshot_release(&snap);
	return ok;
}

static bool match_written(struct matcher *m, const struct cfix_node *pat,
			  const struct cfix_node *src);

bool cfix__match_node(struct matcher *m, const struct cfix_node *pat,
		      const struct cfix_node *src)
{
	struct snapshot snap;
	bool ok;

	/* clang's tree may hold an expansion in place of the use (a use
	 * of the file's macro whose body uses another): as in
	 * match_through_expansion(), a whole item is not found in it */
	if (cfix_node_is_ifdef_chain(src)) {	/* no statement, no block */
		ok = false;
		goto out;
	}
	if ((src->flags & CFIX_NODEF_MACRO) &&
	    !(src->flags & CFIX_NODEF_MACRO_USE) && whole_pattern_item(pat) &&
	    file_defines_macro(m, src)) {
		ok = false;
		goto out;
	}
	if (!(src->flags & CFIX_NODEF_MACRO_USE) || !src->expansion ||
	    src == m->root) {
		ok = match_written(m, pat, src) &&
		     cfix__match_positions_hold(m, pat, src);
		goto out;
	}
	cfix__match_snapshot_take(m, &snap);
	ok = match_written(m, pat, src);
	if (!ok) {
		cfix__match_snapshot_restore(m, &snap);
		ok = match_through_expansion(m, pat, src);
	}
	cfix__match_snapshot_release(&snap);
	ok = ok && cfix__match_positions_hold(m, pat, src);
out:
	if (!ok)
		cfix__explain_fail(m, pat, src, CFIX_EXPLAIN_MISMATCH);
	return ok;
}

/* `E1 B E2` with B a binary operator metavariable, or an assignment
 * operator one (pat an ASSIGN). */
static bool match_binop(struct matcher *m, const struct cfix_node *pat,
			const struct cfix_node *src)
{
	struct binding *b = &m->bindings[pat->metavar];
	uint32_t op_tok;

	if (src->kind != pat->kind || !src->op ||
	    !strcmp(src->op, ",") || src->nkids != 2 || !src->kids[0])
		return false;
	if (b->set && strcmp(b->text, src->op))
		return false;
	if (!cfix__match_op_allowed(m, &m->rule->metavars[pat->metavar],
				    src->op))
		return false;
	op_tok = src->kids[0]->last + 1;
	if (!b->set)
		*b = (struct binding){ .set = true, .first = op_tok,
				       .last = op_tok, .text = src->op };
	cfix__match_note_macro(m, src);
	if (!match_kids(m, pat, src))
		return false;
	cfix__match_map_token(m, pat->kids[0]->last + 1, op_tok, op_tok);
	return cfix__match_token_positions_hold(m, pat->kids[0]->last + 1,
						op_tok);
}

/*
 * Coccinelle matches an assignment `x = E` (not `x += E`) in a rule
 * also against a declarator's initializer, `int *x = E;`.  The rule's
 * '=' maps to the declarator's.
 */
static bool match_decl_init(struct matcher *m, const struct cfix_node *pat,
			    const struct cfix_node *src)
{
	const struct cfix_node *name, *init;
	uint32_t pat_eq, src_eq;
	struct snapshot snap;
	bool ok;

	if (pat->kind != CFIX_NODE_ASSIGN ||
	    !cfix__match_same_text(pat->op, "=") || pat->metavar >= 0 ||
	    pat->nkids != 2 || !pat->kids[0] || !pat->kids[1] ||
	    src->kind != CFIX_NODE_DECLARATOR || src->nkids < 3 ||
	    !(name = src->kids[1]) || !(init = src->kids[2]) ||
	    name->kind != CFIX_NODE_IDENT || init->first > init->last ||
	    init->first == 0)
		return false;
	pat_eq = pat->kids[0]->last + 1;
	src_eq = init->first - 1;
	if (pat_eq >= m->rule->ntoks || strcmp(m->rule->toks[pat_eq].text, "=") ||
	    strcmp(m->source->toks[src_eq].text, "="))
		return false;
	cfix__match_snapshot_take(m, &snap);
	ok = cfix__match_node(m, pat->kids[0], name) &&
	     cfix__match_node(m, pat->kids[1], init);
	if (ok) {
		cfix__match_map_token(m, pat_eq, src_eq, src_eq);
		/* `x =@p E`: p holds the declarator's '=', as an
		 * assignment's operator (an inherited p left unbound by
		 * its rule's match holds nowhere) */
		ok = cfix__match_token_positions_hold(m, pat_eq, src_eq);
	}
	if (!ok)
		cfix__match_snapshot_restore(m, &snap);
	cfix__match_snapshot_release(&snap);
	return ok;
}

/* The first place under src (src too) where pat matches, in source
 * order; its bindings and token map stay. */
static bool match_somewhere(struct matcher *m, const struct cfix_node *pat,
			    const struct cfix_node *src)
{
	struct snapshot snap;

	if (!src || (m->budget && --m->budget == 0))
		return false;
	if (cfix_node_is_expr(src) && !cfix_node_is_name(src) &&
	    src->first <= src->last) {
		cfix__match_snapshot_take(m, &snap);
		if (cfix__match_node(m, pat, src)) {
			cfix__match_snapshot_release(&snap);
			return true;
		}
		cfix__match_snapshot_restore(m, &snap);
		cfix__match_snapshot_release(&snap);
	}
	if (match_decl_init(m, pat, src))
		return true;
	for (uint32_t i = 0; i < src->nkids; i++)
		if (src->kids[i] && !cfix_node_is_stmt(src->kids[i]) &&
		    match_somewhere(m, pat, src->kids[i]))
			return true;
	return false;
}

/*
 * An expression written as a statement without its ';' (SmPL's
 * top-level expression): matches a statement whose own part (an
 * expression statement, a declaration, a return's value, an if's or a
 * loop's head) holds the expression.
 */
bool cfix__match_bare_expr(struct matcher *m, const struct cfix_node *expr,
			   const struct cfix_node *src)
{
	uint32_t count;
	const struct cfix_node *head;

	if (!expr || !cfix_node_is_stmt(src))
		return false;
	head = cfix__match_stmt_head(src, &count);
	if (!head)
		return false;
	if (count == 3) {
		for (uint32_t i = 0; i < 3 && i < src->nkids; i++)
			if (match_somewhere(m, expr, src->kids[i]))
				return true;
		return false;
	}
	return match_somewhere(m, expr, head);
}

/* A bare pattern line, no `;`: an expression in a statement's head, or
 * a declaration or statement metavariable standing for the whole (`d`
 * of `( struct s { fs } *I; & d )`, spatch's decl27 in bc_1). */
static bool match_bare(struct matcher *m, const struct cfix_node *pat,
		       const struct cfix_node *src)
{
	const struct cfix_node *kid = pat->nkids ? pat->kids[0] : NULL;
	int32_t mv = kid && kid->first == kid->last ? kid->metavar : -1;

	if (mv >= 0 && (uint32_t)mv < m->rule->nmetavars &&
	    (m->rule->metavars[mv].kind == CFIX_MV_DECLARATION ||
	     m->rule->metavars[mv].kind == CFIX_MV_STATEMENT))
		return cfix__match_node(m, kid, src);
	return kid && cfix__match_bare_expr(m, kid, src);
}

/*
 * standard.iso's commutative and relational isomorphisms (commeq,
 * commneq, bitor_comm, bitand_comm, plus_comm, mult_comm, gtr_lss,
 * gtr_lss_eq): `X op Y` also matches `Y op' X`, op' the same operator
 * or the mirrored comparison (`>` for `<`); for `==` and `!=` only when
 * X or Y is a constant in the rule.  The operator's token maps to the
 * code's; each operand keeps its own changes, as long as the fix comes
 * out as spatch writes it (cfix__match_swap_writes_rule_order()).
 */

static bool match_commuted(struct matcher *m, const struct cfix_node *pat,
			   const struct cfix_node *src)
{
	const char *op = NULL;
	uint32_t src_op;

	if (src->kind != CFIX_NODE_BINARY || src->nkids != 2 ||
	    !src->kids[0] || !src->kids[1] ||
	    cfix__iso_commuted(m->rule, pat, &op) == CFIX_ISO_COUNT ||
	    !cfix__match_same_text(src->op, op))
		return false;
	if (!cfix__match_node(m, pat->kids[0], src->kids[1]) ||
	    !cfix__match_node(m, pat->kids[1], src->kids[0]))
		return false;
	src_op = src->kids[0]->last + 1;
	cfix__match_map_token(m, pat->kids[0]->last + 1, src_op, src_op);
	return cfix__match_token_positions_hold(m, pat->kids[0]->last + 1,
						src_op) &&
	       cfix__match_swap_writes_rule_order(m, pat);
}

/* pat against src kid by kid, else (an isomorphism) with src's
 * operands swapped. */
static bool match_same_or_commuted(struct matcher *m,
				   const struct cfix_node *pat,
				   const struct cfix_node *src)
{
	const char *op;
	struct snapshot snap;
	bool ok;

	if (src->kind != CFIX_NODE_BINARY ||
	    cfix__iso_commuted(m->rule, pat, &op) == CFIX_ISO_COUNT)
		return cfix__match_same_or_assoc(m, pat, src);
	cfix__match_snapshot_take(m, &snap);
	ok = cfix__match_same_or_assoc(m, pat, src);
	if (!ok) {
		cfix__match_snapshot_restore(m, &snap);
		ok = match_commuted(m, pat, src);
	}
	cfix__match_snapshot_release(&snap);
	return ok;
}

/*
 * Coccinelle's standard isomorphisms on tests against NULL (and 0:
 * is_zero, isnt_zero):
 * `X != NULL` matches a test of X alone, `X == NULL` matches `!X`,
 * `!X`, X a pointer (not_ptr1), matches `X == NULL`, and the constant may stand on either side
 * (`NULL == X`).  The rule's tokens the code lacks map to nothing, or
 * to the source tokens that stand for them (`==` to `!`).
 */
static bool match_null_iso(struct matcher *m, const struct cfix_node *pat,
			   const struct cfix_node *src)
{
	const struct cfix_node *x;
	uint32_t op_tok, src_op;
	struct snapshot snap;
	bool ok = false, zero;

	if (cfix__iso_applies(m->rule, CFIX_ISO_NOT_PTR1, pat, pat->first) &&
	    src->kind == CFIX_NODE_BINARY &&
	    src->op && !strcmp(src->op, "==") && src->nkids == 2 &&
	    src->kids[0] && src->kids[1]) {
		bool null_first = cfix__match_is_null_like(src->kids[0]);

		if (!null_first && !cfix__match_is_null_like(src->kids[1]))
			return false;
		src_op = src->kids[0]->last + 1;
		cfix__match_snapshot_take(m, &snap);
		ok = cfix__match_node(m, pat->kids[0],
				      src->kids[null_first ? 1 : 0]);
		if (ok)
			cfix__match_map_token(m, pat->first,
					      null_first ? src->first : src_op,
					      null_first ? src_op : src->last);
		goto done;
	}
	if (pat->kind != CFIX_NODE_BINARY || !pat->op || pat->nkids != 2 ||
	    !pat->kids[0] || !pat->kids[1] ||
	    (strcmp(pat->op, "==") && strcmp(pat->op, "!=")))
		return false;
	zero = cfix__match_is_literal_zero(pat->kids[1]);
	if (!zero && !cfix__match_is_null_like(pat->kids[1]))
		return false;
	op_tok = pat->kids[0]->last + 1;
	x = pat->kids[0];
	cfix__match_snapshot_take(m, &snap);
	/* `0 == X`: commeq's (match_commuted()) */
	if (!zero && src->kind == CFIX_NODE_BINARY && src->op &&
	    !strcmp(src->op, pat->op) && src->nkids == 2 && src->kids[0] &&
	    src->kids[1] && cfix__match_is_null_like(src->kids[0])) {
		/* NULL == X */
		ok = cfix__match_node(m, x, src->kids[1]) &&
		     cfix__match_node(m, pat->kids[1], src->kids[0]);
		src_op = src->kids[0]->last + 1;
		cfix__match_map_token(m, op_tok, src_op, src_op);
		goto done;
	}
	if (!cfix__match_iso_changes_fit(m, pat, op_tok, pat->last))
		goto done;
	if (!strcmp(pat->op, "==") &&
	    cfix__iso_on(m->rule, zero ? CFIX_ISO_IS_ZERO : CFIX_ISO_IS_NULL) &&
	    src->kind == CFIX_NODE_UNARY &&
	    src->op && !strcmp(src->op, "!") && src->nkids && src->kids[0]) {
		ok = cfix__match_node(m, x, src->kids[0]);
		cfix__match_unmap_tokens(m, pat->kids[1]->first,
					 pat->kids[1]->last);
		cfix__match_map_token(m, op_tok, src->first, src->first);
	} else if (!strcmp(pat->op, "!=") &&
		   cfix__iso_on(m->rule, zero ? CFIX_ISO_ISNT_ZERO
					      : CFIX_ISO_ISNT_NULL1) &&
		   cfix__match_in_test_position(src) &&
		   !(src->kind == CFIX_NODE_BINARY && src->op &&
		     !strcmp(src->op, "!=") &&
		     /* spatch: `0 != a` is the test X, not commneq's;
		      * `a != 0` is isnt_null1's X */
		     (zero ? cfix__match_is_literal_zero(src->kids[1]) :
			     cfix__match_is_null_like(src->kids[0]) ||
				     cfix__match_is_null_like(src->kids[1])))) {
		ok = cfix__match_node(m, x, src);
		cfix__match_unmap_tokens(m, op_tok, pat->last);
	}
done:
	if (!ok)
		cfix__match_snapshot_restore(m, &snap);
	cfix__match_snapshot_release(&snap);
	return ok;
}

/*
 * Coccinelle's not_int2 and not_ptr2 isomorphisms: a test X of int type
 * in the rule matches `X != 0` (or `0 != X`) in the code, one of
 * pointer type (`expression *X`) `X != NULL` (or `NULL != X`).  The
 * code's `!= 0` has no rule token: it is kept as it is.
 */
static bool match_not_int2(struct matcher *m, const struct cfix_node *pat,
			   const struct cfix_node *src)
{
	const struct cfix_node *x;
	bool (*other)(const struct cfix_node *) = cfix__match_is_literal_zero;

	if (src->kind != CFIX_NODE_BINARY || !src->op ||
	    strcmp(src->op, "!=") || src->nkids != 2 || !src->kids[0] ||
	    !src->kids[1])
		return false;
	if (cfix__iso_applies(m->rule, CFIX_ISO_NOT_PTR2, pat, pat->first))
		other = cfix__match_is_null_like;
	else if (!cfix__iso_applies(m->rule, CFIX_ISO_NOT_INT2, pat,
				    pat->first))
		return false;
	if (other(src->kids[1]))
		x = src->kids[0];
	else if (other(src->kids[0]))
		x = src->kids[1];
	else
		return false;
	if (!cfix__match_node(m, pat, x))
		return false;
	cfix__match_take_test_rest(m, pat, src, x);
	return true;
}

/*
 * Coccinelle's not_int1: the rule's `!X`, X of int type, matches
 * `X == 0` (or `0 == X`) anywhere; the `!` stands for `== 0`.
 */
static bool match_not_int1(struct matcher *m, const struct cfix_node *pat,
			   const struct cfix_node *src)
{
	const struct cfix_node *x;
	bool zero_first;
	uint32_t src_op;

	if (src->kind != CFIX_NODE_BINARY || !src->op ||
	    strcmp(src->op, "==") || src->nkids != 2 || !src->kids[0] ||
	    !src->kids[1] ||
	    !cfix__iso_applies(m->rule, CFIX_ISO_NOT_INT1, pat, pat->first))
		return false;
	zero_first = cfix__match_is_literal_zero(src->kids[0]);
	if (!zero_first && !cfix__match_is_literal_zero(src->kids[1]))
		return false;
	/* spatch's X == 0 holds X without the rule's parentheses:
	 * `!(a + b)` matches `a + b == 0`, not `(a + b) == 0` */
	x = pat->kids[0];
	while (x->kind == CFIX_NODE_PAREN && x->nkids && x->kids[0])
		x = x->kids[0];
	if ((x != pat->kids[0] &&
	     src->kids[zero_first ? 1 : 0]->kind == CFIX_NODE_PAREN) ||
	    !cfix__match_node(m, x, src->kids[zero_first ? 1 : 0]))
		return false;
	src_op = src->kids[0]->last + 1;
	cfix__match_map_token(m, pat->first, zero_first ? src->first : src_op,
			      zero_first ? src_op : src->last);
	return true;
}

/*
 * standard.iso's inc and for_inc: the rule's `i++;` (or `++i;`,
 * `i += 1;`, `i = i + 1;`) matches the others, i a name, and a for
 * loop's last part `i++` matches `++i` (and the reverse).  The rule's
 * operator tokens stand for the code's.
 */
static bool match_increment(struct matcher *m, const struct cfix_node *pat,
			    const struct cfix_node *src)
{
	const struct cfix_node *pname = NULL, *sname = NULL, *up = src->parent;
	bool stmt = cfix__iso_applies(m->rule, CFIX_ISO_INC, pat, pat->first);
	enum cfix_inc_form sform;
	bool for_inc;

	/* the rule's side first: at most nodes neither applies, and the
	 * code's form need not be read */
	if (!stmt &&
	    !cfix__iso_applies(m->rule, CFIX_ISO_FOR_INC, pat, pat->first))
		return false;
	sform = cfix__inc_form(NULL, src, &sname);
	for_inc = sform == CFIX_INC_POST || sform == CFIX_INC_PRE;
	if (sform == CFIX_INC_NONE ||
	    sform == cfix__inc_form(m->rule, pat, &pname) || !up ||
	    !(stmt ? up->kind == CFIX_NODE_EXPR_STMT :
		     up->kind == CFIX_NODE_FOR && up->nkids > 2 &&
			     up->kids[2] == src && for_inc) ||
	    !cfix__match_inc_fits(m, pat, pname) ||
	    /* spatch's for_inc is a statement's: a change of the `++i`
	     * alone does not use it */
	    (!stmt && !cfix__match_untouched(m, pat->first, pat->last) &&
	     !m->rule->remove[pat->parent->first]) ||
	    !cfix__match_node(m, pname, sname))
		return false;
	cfix__match_inc_map(m, pat, pname, src, sname);
	return true;
}

/*
 * standard.iso's unlikely and bsd_branch_pred: the rule's `unlikely(E)`
 * matches `likely(E)` (`__predict_false` and `__predict_true` alike)
 * and, alone (the call's own tokens unchanged), E itself: spatch's
 * alternative E matches any expression, so a rule changing the call
 * fails there ("already tagged token").
 */
static bool match_likely_kin(struct matcher *m, const struct cfix_node *pat,
			     const struct cfix_node *src, bool alone)
{
	const struct cfix_node *callee = pat->nkids == 2 ? pat->kids[0] : NULL;
	const char *partner;

	if (!callee || !(cfix__iso_applies(m->rule, CFIX_ISO_UNLIKELY, pat,
					   pat->first) ||
			 cfix__iso_applies(m->rule, CFIX_ISO_LIKELY, pat,
					   pat->first) ||
			 cfix__iso_applies(m->rule, CFIX_ISO_PREDICT_FALSE, pat,
					   pat->first) ||
			 cfix__iso_applies(m->rule, CFIX_ISO_PREDICT_TRUE, pat,
					   pat->first)))
		return false;
	partner = cfix__likely_partner(callee->text);
	if (alone) {
		if (!cfix_node_is_expr(src) ||
		    !cfix__match_untouched(m, pat->first, pat->last) ||
		    !cfix__match_node(m, pat->kids[1], src))
			return false;
		cfix__match_unmap_tokens(m, pat->first, callee->last + 1);
		cfix__match_unmap_tokens(m, pat->last, pat->last);
		return true;
	}
	if (src->kind != CFIX_NODE_CALL || src->nkids != 2 || !src->kids[0] ||
	    !src->kids[1] || src->kids[0]->kind != CFIX_NODE_IDENT ||
	    !cfix__match_same_text(src->kids[0]->text, partner) ||
	    !cfix__match_node(m, pat->kids[1], src->kids[1]))
		return false;
	cfix__match_map_token(m, callee->first, src->kids[0]->first,
			      src->kids[0]->last);
	cfix__match_map_token(m, callee->last + 1, src->kids[0]->last + 1,
			      src->kids[0]->last + 1);
	cfix__match_map_token(m, pat->last, src->last, src->last);
	return true;
}

/* E alone for the rule's `unlikely(E)`, after the call as written
 * failed (its bindings undone). */
static bool match_likely_alone(struct matcher *m, const struct cfix_node *pat,
			       const struct cfix_node *src)
{
	struct snapshot snap;
	bool ok;

	/* the callee's name first: most calls are no likely() kin, and
	 * need no snapshot */
	if (pat->kind != CFIX_NODE_CALL || pat->nkids != 2 || !pat->kids[0] ||
	    !cfix__likely_partner(pat->kids[0]->text))
		return false;
	cfix__match_snapshot_take(m, &snap);
	ok = match_likely_kin(m, pat, src, true);
	if (!ok)
		cfix__match_snapshot_restore(m, &snap);
	cfix__match_snapshot_release(&snap);
	return ok;
}

/* The first source token a token of pattern node pat maps to, or
 * UINT32_MAX. */
static uint32_t first_mapped(const struct matcher *m,
			     const struct cfix_node *pat)
{
	for (uint32_t t = pat->first; pat->first <= pat->last && t <= pat->last;
	     t++)
		if (span_set(m->map[t]))
			return m->map[t].first;
	return UINT32_MAX;
}

/*
 * A rule's `break` or `continue` inside a loop of the rule leaves that
 * loop: it matches a jump out of the loop it matched, not out of a loop
 * or switch nested in it (`while (...) { <... foo(); break; ...> }`
 * leaves an inner do-while's `break` alone, as spatch does).  The loop
 * matched is known by its header (matched before its body): the
 * jump's own target must hold the code the header matched, which a
 * loop nested in the body does not.
 */
static bool same_jump_target(const struct matcher *m,
			     const struct cfix_node *pat,
			     const struct cfix_node *src)
{
	bool is_break = pat->kind == CFIX_NODE_BREAK;
	const struct cfix_node *loop = cfix__match_jump_target(pat, is_break),
			       *target;
	uint32_t head;

	if (!loop || loop->kind == CFIX_NODE_DO || !loop->nkids ||
	    !loop->kids[0])
		return true;
	head = first_mapped(m, loop->kids[0]);
	if (head == UINT32_MAX)
		return true;
	target = cfix__match_jump_target(src, is_break);
	return target && target->first <= head && head <= target->last;
}

static bool match_disj(struct matcher *m, const struct cfix_node *pat,
		       const struct cfix_node *src);
static bool match_cond(struct matcher *m, const struct cfix_node *pat,
		       const struct cfix_node *src);

/*
 * `struct name { ... };` in a pattern declares the type alone: it
 * matches a definition that is a declaration of its own, not one that
 * declares a variable or a typedef name too (`typedef struct { ... }
 * RXBUF;`), nor a nested one, a field of another record (spatch's
 * misc/flexible_array reports neither).  `T { ... };`, T a type
 * metavariable, takes a typedef's too, as in spatch.
 */
static bool record_fits(const struct matcher *m, const struct cfix_node *pat,
			const struct cfix_node *src)
{
	const struct cfix_node *up = src->parent;

	if (pat->first > pat->last || strcmp(m->rule->toks[pat->last].text, ";") ||
	    m->rule->tok_metavar[pat->first] >= 0)
		return true;
	/* clang's tree holds the record in the declaration's type, the
	 * own parser's in the declaration */
	if (up && up->kind == CFIX_NODE_TYPE && up->parent &&
	    up->parent->kind == CFIX_NODE_DECL)
		up = up->parent;
	if (up && up->kind == CFIX_NODE_DECL) {
		for (uint32_t i = 0; i < up->nkids; i++)
			if (cfix__match_declares_variable(m, up->kids[i]))
				return false;
		up = up->parent;
	}
	return !up || up->kind != CFIX_NODE_RECORD;
}

static bool match_written(struct matcher *m, const struct cfix_node *pat,
			  const struct cfix_node *src)
{
	uint32_t ndecls;
	bool handled;

	if (pat->kind == CFIX_NODE_RECORD && src->kind == CFIX_NODE_RECORD &&
	    !record_fits(m, pat, src))
		return false;

	if ((pat->kind == CFIX_NODE_BREAK || pat->kind == CFIX_NODE_CONTINUE) &&
	    pat->kind == src->kind && !same_jump_target(m, pat, src))
		return false;

	if (pat->kind == CFIX_NODE_DECL && src->kind == CFIX_NODE_DECL &&
	    pat->nkids == 2 && src->nkids > 2)
		return cfix__match_one_declarator(m, pat, src);
	/* the other declarators of `int a, b;` are for the attempts after
	 * the first */
	if (pat->kind == CFIX_NODE_DECL && src->kind == CFIX_NODE_DECL &&
	    pat->nkids == 2 && m->decl_pick > 0)
		return false;
	if (pat->kind == CFIX_NODE_DECL && pat->nkids > 1 &&
	    pat->kids[pat->nkids - 1] &&
	    pat->kids[pat->nkids - 1]->kind == CFIX_NODE_RECORD &&
	    cfix__match_defined_record(src, &ndecls))
		return cfix__match_decl_record(m, pat, src);
	if (pat->kind == CFIX_NODE_DECL) {
		struct snapshot snap;
		bool ok;

		cfix__match_snapshot_take(m, &snap);
		ok = cfix__match_decl_type(m, pat, src, &handled);
		/* `- T x;` on `static int a[3];`: the storage class goes too */
		if (ok)
			cfix__match_remove_whole_decl(m, pat, src);
		if (!ok && pat->metavar < 0) {
			cfix__match_snapshot_restore(m, &snap);
			ok = cfix__match_same_kind(m, pat, src);
			if (ok)
				cfix__match_remove_whole_decl(m, pat, src);
			else
				cfix__match_snapshot_restore(m, &snap);
		}
		cfix__match_snapshot_release(&snap);
		if (ok || pat->metavar < 0)
			return ok;
		/* else as written: `struct foo` alone for `T` */
	}
	if (cfix__match_is_typedef_name(m, pat, src))
		return cfix__match_bind_typedef_name(m, pat, src);
	if (pat->kind == CFIX_NODE_EXPR_STMT && (pat->flags & CFIX_NODEF_BARE_EXPR))
		return match_bare(m, pat, src);
	/* "..." where one expression stands: `if (...)`, `x = ...` */
	if (pat->kind == CFIX_NODE_DOTS && !(pat->flags & CFIX_NODEF_STMT_DOTS) &&
	    cfix_node_is_expr(src) && src->first <= src->last) {
		cfix__match_map_token(m, pat->first, src->first, src->last);
		return true;
	}
	if (pat->kind == CFIX_NODE_DISJ)
		return match_disj(m, pat, src);
	if (src->kind == CFIX_NODE_DECLARATOR && pat->kind == CFIX_NODE_ASSIGN)
		return match_decl_init(m, pat, src);
	if (pat->kind == CFIX_NODE_DECLARATOR && cfix__match_without_init(m, pat, src))
		return true;
	if (pat->kind == CFIX_NODE_NEST)
		return cfix__match_nest(m, pat, src);
	if (pat->metavar >= 0 && pat->first == pat->last)
		return (uint32_t)pat->metavar < m->rule->nmetavars &&
		       (cfix__match_bind(m, pat, src) ||
			match_not_int2(m, pat, src));
	if (pat->kind == CFIX_NODE_COMPOUND && src->kind == CFIX_NODE_COMPOUND)
		return cfix__match_block(m, pat, src);
	if (pat->kind == CFIX_NODE_COMPOUND &&
	    cfix_node_is_branch(src, CFIX_BRANCH_UNBRACED | CFIX_BRANCH_STMT))
		return cfix__match_unbraced(m, pat, src);
	if (pat->kind == CFIX_NODE_TYPE)
		return match_type(m, pat, src);
	if (pat->kind == CFIX_NODE_PAREN && src->kind != CFIX_NODE_PAREN &&
	    cfix_node_is_expr(src))
		return match_without_parens(m, pat, src);
	if (pat->kind == CFIX_NODE_BINARY && pat->op &&
	    (!strcmp(pat->op, "&&") || !strcmp(pat->op, "||")) &&
	    cfix_node_is_expr(src) &&
	    !(src->kind == CFIX_NODE_BINARY &&
	      cfix__match_same_text(pat->op, src->op)) &&
	    match_without_rest(m, pat, src))
		return true;
	if (pat->kind == CFIX_NODE_MEMBER && pat->metavar < 0 &&
	    match_field_through_pointer(m, pat, src))
		return true;
	if (pat->kind == CFIX_NODE_SIZEOF && cfix__match_sizeof_expr(m, pat, src))
		return true;
	if (pat->kind == CFIX_NODE_CAST && src->kind != CFIX_NODE_CAST &&
	    cfix_node_is_expr(src) && match_without_cast(m, pat, src))
		return true;
	if (pat->kind == CFIX_NODE_NUMBER && src->kind == CFIX_NODE_CHAR &&
	    pat->text && src->text &&
	    cfix__match_number_fits_char(pat->text, src->text)) {
		cfix__match_map_token(m, pat->first, src->first, src->last);
		return true;
	}
	if ((pat->kind == CFIX_NODE_BINARY || pat->kind == CFIX_NODE_ASSIGN) &&
	    pat->metavar >= 0)
		return match_binop(m, pat, src);
	if (match_null_iso(m, pat, src) || match_not_int2(m, pat, src) ||
	    match_not_int1(m, pat, src) || match_increment(m, pat, src) ||
	    match_likely_kin(m, pat, src, false))
		return true;
	if (pat->kind == CFIX_NODE_IF && src->kind == CFIX_NODE_IF &&
	    pat->nkids == 3 && pat->kids[2])	/* drop_else, neg_if */
		return src->nkids < 3 || !src->kids[2] ? match_without_else(
			m, pat, src) : cfix__match_if_else(m, pat, src);
	if (cfix__match_nested_for(m, pat, src))
		return cfix__match_nested(m, pat, src, own_ways(m, pat));
	if (pat->kind == CFIX_NODE_SWITCH && src->kind == CFIX_NODE_SWITCH)
		return cfix__match_switch(m, pat, src);
	if (pat->kind == CFIX_NODE_COND && src->kind == CFIX_NODE_COND &&
	    pat->nkids == 3 && pat->kids[1])
		return match_cond(m, pat, src);
	return match_same_or_commuted(m, pat, src) ||
	       match_likely_alone(m, pat, src);
}

bool cfix__match_same_kind_or(struct matcher *m, const struct cfix_node *pat,
			      const struct cfix_node *src,
			      cfix_match_shape_fn *shape)
{
	struct snapshot snap;
	bool ok;

	cfix__match_snapshot_take(m, &snap);
	ok = cfix__match_same_kind(m, pat, src);
	if (!ok) {
		cfix__match_snapshot_restore(m, &snap);
		ok = shape(m, pat, src);
		if (!ok)
			cfix__match_snapshot_restore(m, &snap);
	}
	cfix__match_snapshot_release(&snap);
	return ok;
}

static bool match_cond(struct matcher *m, const struct cfix_node *pat,
		       const struct cfix_node *src)
{
	return cfix__match_same_kind_or(m, pat, src, cfix__match_negated_cond);
}

/* The rest of match_written(): pat and src of one kind, kid by kid. */
bool cfix__match_same_kind(struct matcher *m, const struct cfix_node *pat,
			   const struct cfix_node *src)
{
	if (pat->kind != src->kind || !cfix__match_same_text(pat->op, src->op))
		return false;
	switch (pat->kind) {
	case CFIX_NODE_NUMBER:
		if (!pat->text || !src->text ||
		    !cfix__match_same_number(pat->text, src->text))
			return false;
		break;
	case CFIX_NODE_IDENT:
		if (!cfix__match_same_text(pat->text, src->text) &&
		    !cfix__match_wrapper(m, pat, src))
			return false;
		break;
	case CFIX_NODE_STRING:
		if (cfix__match_is_format_pattern(m, pat)) {
			if (!cfix__match_format(m, pat, src))
				return false;
			break;
		}
		/* fall through */
	case CFIX_NODE_CHAR:
		if (!cfix__match_same_text(pat->text, src->text))
			return false;
		break;
	default:
		break;
	}
	if (pat->kind == CFIX_NODE_RECORD &&
	    !cfix__match_record_name(m, pat, src))
		return false;
	cfix__match_note_macro(m, src);
	if (cfix__match_has_dots(m, pat)) {
		struct cover *cover = cfix_xcalloc(pat->nkids + 1, sizeof(*cover));
		bool ok = match_kid_list(m, pat, 0, src, 0, cover);

		if (ok)
			cfix__match_map_list_tokens(m, pat, src, cover);
		free(cover);
		return ok;
	}
	if (!match_kids(m, pat, src))
		return false;
	if (pat->kind == CFIX_NODE_FUNCTION)
		cfix__match_remove_return_type(m, pat, src);
	if (pat->kind == CFIX_NODE_RECORD)
		return cfix__match_record_tokens(m, pat, src);
	return cfix__match_own_tokens(m, pat, src);
}

/*
 * `( A | B )` is "A, or else B": B is tried only where A does not
 * match.  An attempt that takes a later way of a list (list_pick) sees
 * A fail when A's ways were all taken by the attempts before it; B is
 * no match then, or `f(... + , int q);` and `f(... + , int);` would
 * both change one prototype.  `( A & B )`: every branch must match the
 * same code.
 */
/* Is metavariable mv written in the rule's pattern only inside pat? */
static bool only_inside(const struct cfix_rule *rule, int32_t mv,
			const struct cfix_node *pat)
{
	for (uint32_t i = 0; i < rule->ntoks; i++)
		if (rule->tok_metavar[i] == mv &&
		    (i < pat->first || i > pat->last))
			return false;
	return true;
}

/* Does a branch before k match src with the bindings branch k just
 * made?  Those of metavariables the rule uses nowhere else are left
 * free, as spatch quantifies them inside the disjunction (`- x =
 * \(E\|!E\);` takes `!c` as E alone).  State, list ways and all, are
 * put back.  before: the bindings the disjunction began with. */
static bool earlier_branch_matches(struct matcher *m,
				   const struct cfix_node *pat, uint32_t k,
				   const struct cfix_node *src,
				   const struct binding *before)
{
	uint32_t seen = m->list_seen;
	bool more = m->list_more, hit = false;

	for (uint32_t j = 0; j < k && !hit; j++) {
		struct snapshot snap;

		cfix__match_snapshot_take(m, &snap);
		for (uint32_t mv = 0; mv < m->rule->nmetavars; mv++)
			if (m->bindings[mv].set && !before[mv].set &&
			    only_inside(m->rule, (int32_t)mv, pat))
				m->bindings[mv].set = false;
		hit = cfix__match_node(m, pat->kids[j], src);
		cfix__match_snapshot_restore(m, &snap);
		cfix__match_snapshot_release(&snap);
	}
	m->list_seen = seen;
	m->list_more = more;
	return hit;
}

/*
 * `( A | B )` where A matched src first: spatch's B & !A, A checked
 * with B's bindings, lets B match too where A holds with other ones
 * only (`a(\(E\|&E\)); ... b(E);` on `a(&c); b(c);` binds E to c
 * through the second branch).  The later branches that so match, each
 * a way of the match of its own (cfix__match_take_way()), k0 first;
 * none when the branches hold list ways themselves.  From the state
 * before k0 (snap), left there.
 */
static uint32_t later_ways(struct matcher *m, const struct cfix_node *pat,
			   uint32_t k0, const struct cfix_node *src,
			   const struct snapshot *snap, uint32_t *ways)
{
	uint32_t n = 0, seen = m->list_seen;
	bool more = m->list_more;

	for (uint32_t k = k0 + 1; k < pat->nkids; k++) {
		bool ok = cfix__match_node(m, pat->kids[k], src) &&
			  m->list_seen == seen &&
			  !earlier_branch_matches(m, pat, k, src,
						  snap->bindings);

		cfix__match_snapshot_restore(m, snap);
		if (m->list_seen != seen) {
			m->list_seen = seen;
			m->list_more = more;
			return 0;
		}
		if (ok)
			ways[n++] = k;
	}
	return n;
}

/* ( A | B ) when A matched at k0 (from snap's state, now undone): the
 * branch of the way this attempt takes, matched again; false when the
 * attempt passes over all of them. */
static bool take_branch_way(struct matcher *m, const struct cfix_node *pat,
			    uint32_t k0, const struct cfix_node *src,
			    const struct snapshot *snap)
{
	uint32_t *ways = cfix_xmalloc(pat->nkids * sizeof(*ways));
	uint32_t n = later_ways(m, pat, k0, src, snap, ways + 1);
	bool ok = false;

	ways[0] = k0;
	for (uint32_t i = 0; i <= n; i++) {
		if (n && !cfix__match_take_way(m))
			continue;
		ok = cfix__match_node(m, pat->kids[ways[i]], src);
		if (ok)
			cfix__match_branch_taken(m, pat, ways[i], src->first,
						 src->last);
		else
			cfix__match_snapshot_restore(m, snap);
		break;
	}
	free(ways);
	return ok;
}

static bool match_disj(struct matcher *m, const struct cfix_node *pat,
		       const struct cfix_node *src)
{
	bool all = pat->op && !strcmp(pat->op, "&"), ok = all;
	struct snapshot snap;
	uint32_t seen0 = m->list_seen;

	/* `|`: a failed branch is undone, so every branch starts from
	 * the state before the first: one snapshot serves them all */
	cfix__match_snapshot_take(m, &snap);
	for (uint32_t k = 0; k < pat->nkids; k++) {
		uint32_t seen = m->list_seen;

		if (all && k) {
			cfix__match_snapshot_release(&snap);
			cfix__match_snapshot_take(m, &snap);
		}
		ok = cfix__match_node(m, pat->kids[k], src);
		if (!ok)
			cfix__match_snapshot_restore(m, &snap);
		if (ok && !all && k + 1 < pat->nkids && m->list_seen == seen0) {
			cfix__match_snapshot_restore(m, &snap);
			ok = take_branch_way(m, pat, k, src, &snap);
			break;
		}
		if (ok)
			cfix__match_branch_taken(m, pat, k, src->first,
						 src->last);
		if (ok != all || (!ok && m->list_seen > seen &&
				  m->list_seen <= m->list_pick))
			break;
	}
	cfix__match_snapshot_release(&snap);
	return ok;
}
