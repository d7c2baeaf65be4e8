/*
 * The matcher: a rule's pattern tree walked side by side with a C file's
 * view, binding metavariables, then the rule's token-level changes
 * turned into actions on the file's bytes.
 *
 * The design decision a newcomer would question: the matcher maps every
 * match-side token of the rule to the source tokens it stands for, and
 * the changes are computed from that map, not from the trees.  The rule
 * parser already decided which rule tokens are removed and where added
 * tokens go (by aligning minus and plus lines), so a fix touches exactly
 * the bytes of the tokens the rule changes, and everything between them
 * (spacing, comments, line breaks) stays as the user wrote it.
 */
#include "matchers_internal.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

struct binding {
	bool set;
	uint32_t first, last;	/* source tokens */
	const char *text;	/* identifier or operator text, type text */
};

/* A source token span [first, last]; first > last means "none". */
struct span {
	uint32_t first, last;
	/* a rule '(' or ')' the source does not have (paren isomorphism):
	 * 1 + the source offset where it would stand, else 0 */
	uint32_t virtual_at;
	uint32_t partner;	/* for a virtual '(': its ')' */
};

struct matcher {
	const struct cfix_rule *rule;
	const struct cfix_source *source;
	struct binding *bindings;	/* one per metavariable */
	struct span *map;		/* one per match-side token */
	const char *not_rewritten;	/* first reason met in this match */
	const struct cfix_node *root;	/* where the current attempt starts */
	CFIX_ARRAY(struct cfix_match) matches;
};

/* What a failed attempt must undo: bindings and the token map. */
struct snapshot {
	struct binding *bindings;
	struct span *map;
	const char *not_rewritten;
};

static bool match_node(struct matcher *m, const struct cfix_node *pat,
		       const struct cfix_node *src);
static bool match_without_parens(struct matcher *m,
				 const struct cfix_node *pat,
				 const struct cfix_node *src);
static bool match_written(struct matcher *m, const struct cfix_node *pat,
			  const struct cfix_node *src);
static bool match_kids(struct matcher *m, const struct cfix_node *pat,
		       const struct cfix_node *src);

/* ---- state ------------------------------------------------------------- */

static void state_reset(struct matcher *m)
{
	const struct cfix_rule *rule = m->rule;

	memset(m->bindings, 0, rule->nmetavars * sizeof(*m->bindings));
	for (uint32_t i = 0; i < rule->ntoks; i++)
		m->map[i] = (struct span){ .first = 1, .last = 0 };
	m->not_rewritten = NULL;
}

static void snapshot_take(const struct matcher *m, struct snapshot *snap)
{
	size_t nb = m->rule->nmetavars * sizeof(*m->bindings);
	size_t nm = m->rule->ntoks * sizeof(*m->map);

	snap->bindings = cfix_xmalloc(nb ? nb : 1);
	snap->map = cfix_xmalloc(nm ? nm : 1);
	memcpy(snap->bindings, m->bindings, nb);
	memcpy(snap->map, m->map, nm);
	snap->not_rewritten = m->not_rewritten;
}

static void snapshot_restore(struct matcher *m, const struct snapshot *snap)
{
	memcpy(m->bindings, snap->bindings,
	       m->rule->nmetavars * sizeof(*m->bindings));
	memcpy(m->map, snap->map, m->rule->ntoks * sizeof(*m->map));
	m->not_rewritten = snap->not_rewritten;
}

static void snapshot_release(struct snapshot *snap)
{
	free(snap->bindings);
	free(snap->map);
}

/* ---- helpers ----------------------------------------------------------- */

static bool same_tokens(const struct cfix_source *source, uint32_t a_first,
			uint32_t a_last, uint32_t b_first, uint32_t b_last)
{
	if (a_last - a_first != b_last - b_first)
		return false;
	for (uint32_t i = 0; a_first + i <= a_last; i++) {
		if (strcmp(source->toks[a_first + i].text,
			   source->toks[b_first + i].text))
			return false;
	}
	return true;
}

static bool is_all_caps(const char *name)
{
	bool letter = false;

	for (const char *p = name; *p; p++) {
		if (islower((unsigned char)*p))
			return false;
		if (isupper((unsigned char)*p))
			letter = true;
	}
	return letter && strlen(name) > 1;
}

/*
 * Coccinelle's `constant`: literals, and names that stand for constants.
 * clang knows enumerators and constant macros (CFIX_NODEF_CONSTANT); a
 * name clang did not resolve falls back to Coccinelle's ALL_CAPS rule.
 */
static bool is_constant(const struct cfix_node *src)
{
	if (src->flags & CFIX_NODEF_CONSTANT)
		return true;
	switch (src->kind) {
	case CFIX_NODE_UNARY:
		/* -1 and -FOO are constants too, as in Coccinelle */
		return (!strcmp(src->op, "-") || !strcmp(src->op, "+")) &&
		       src->kids[0] && is_constant(src->kids[0]);
	case CFIX_NODE_NUMBER:
	case CFIX_NODE_CHAR:
	case CFIX_NODE_STRING:
		return true;
	case CFIX_NODE_IDENT:
		if (!(src->flags & (CFIX_NODEF_OWN_PARSE | CFIX_NODEF_MACRO_USE)) &&
		    src->type)
			return false;
		return is_all_caps(src->text);
	default:
		return false;
	}
}

/* "struct  foo*" and "struct foo *" compare equal. */
static bool same_type_text(const char *a, const char *b)
{
	for (;;) {
		while (*a == ' ')
			a++;
		while (*b == ' ')
			b++;
		if (!*a || !*b)
			return !*a && !*b;
		if (*a++ != *b++)
			return false;
	}
}

static bool type_fits(const struct cfix_metavar *mv,
		      const struct cfix_node *src)
{
	if (!mv->type)
		return true;
	return src->type && same_type_text(mv->type, src->type);
}

static void note_macro(struct matcher *m, const struct cfix_node *src)
{
	if (m->not_rewritten)
		return;
	if (src->flags & CFIX_NODEF_MACRO_DEF)
		m->not_rewritten = "the match lies in a macro definition";
	else if (src->flags & CFIX_NODEF_MACRO)
		m->not_rewritten = "the match lies partly inside a macro expansion";
}

static void map_token(struct matcher *m, uint32_t pat_tok, uint32_t first,
		      uint32_t last)
{
	if (pat_tok < m->rule->ntoks)
		m->map[pat_tok] = (struct span){ .first = first, .last = last };
}

/* ---- metavariables ----------------------------------------------------- */

static bool kind_fits(const struct cfix_metavar *mv,
		      const struct cfix_node *src)
{
	switch (mv->kind) {
	case CFIX_MV_EXPRESSION:
		return cfix_node_is_expr(src) && type_fits(mv, src);
	case CFIX_MV_IDEXPRESSION:
		return src->kind == CFIX_NODE_IDENT && type_fits(mv, src);
	case CFIX_MV_IDENTIFIER:
		return src->kind == CFIX_NODE_IDENT;
	case CFIX_MV_CONSTANT:
		return is_constant(src) && type_fits(mv, src);
	case CFIX_MV_TYPE:
		return src->kind == CFIX_NODE_TYPE;
	case CFIX_MV_STATEMENT:
		return cfix_node_is_stmt(src);
	case CFIX_MV_SYMBOL:
		return src->kind == CFIX_NODE_IDENT;
	case CFIX_MV_TYPEDEF:
		return src->kind == CFIX_NODE_TYPE || src->kind == CFIX_NODE_IDENT;
	default:
		return false;
	}
}

static bool bind(struct matcher *m, const struct cfix_node *pat,
		 const struct cfix_node *src)
{
	const struct cfix_metavar *mv = &m->rule->metavars[pat->metavar];
	struct binding *b = &m->bindings[pat->metavar];

	if (!kind_fits(mv, src))
		return false;
	if (mv->kind == CFIX_MV_SYMBOL || mv->kind == CFIX_MV_TYPEDEF) {
		if (!src->text || strcmp(src->text, mv->name))
			return false;
	} else if (b->set) {
		if (!same_tokens(m->source, b->first, b->last, src->first,
				 src->last))
			return false;
	} else {
		*b = (struct binding){ .set = true, .first = src->first,
				       .last = src->last, .text = src->text };
	}
	note_macro(m, src);
	map_token(m, pat->first, src->first, src->last);
	return true;
}

/* ---- structure ----------------------------------------------------------- */

/*
 * Maps the tokens a node owns itself (those of no kid: operators,
 * parentheses, keywords) in order.  Both sides must own the same tokens.
 */
static bool own_tokens(const struct cfix_node *node, uint32_t *out,
		       uint32_t max, uint32_t *count)
{
	uint32_t n = 0, k = 0;

	for (uint32_t t = node->first; t <= node->last && node->first <= node->last; t++) {
		while (k < node->nkids &&
		       (!node->kids[k] || node->kids[k]->first > node->kids[k]->last ||
			node->kids[k]->last < t))
			k++;
		if (k < node->nkids && node->kids[k]->first <= t) {
			t = node->kids[k]->last;
			continue;
		}
		if (n == max)
			return false;
		out[n++] = t;
	}
	*count = n;
	return true;
}

static bool match_own_tokens(struct matcher *m, const struct cfix_node *pat,
			     const struct cfix_node *src)
{
	uint32_t ptoks[64], stoks[64], np, ns;

	/* Inside an expansion every node spans the macro use's tokens. */
	if (src->flags & CFIX_NODEF_MACRO)
		return true;
	/* Leaves were compared by text (0 matches 0x00): map them whole. */
	if (!pat->nkids && (pat->kind == CFIX_NODE_IDENT ||
			    pat->kind == CFIX_NODE_NUMBER ||
			    pat->kind == CFIX_NODE_CHAR ||
			    pat->kind == CFIX_NODE_STRING)) {
		for (uint32_t t = pat->first; t <= pat->last; t++)
			map_token(m, t, src->first, src->last);
		return true;
	}
	if (!own_tokens(pat, ptoks, 64, &np) || !own_tokens(src, stoks, 64, &ns))
		return false;
	if (np != ns)
		return false;
	for (uint32_t i = 0; i < np; i++) {
		if (strcmp(m->rule->toks[ptoks[i]].text,
			   m->source->toks[stoks[i]].text))
			return false;
		map_token(m, ptoks[i], stoks[i], stoks[i]);
	}
	return true;
}

/*
 * Integer literals compare by value: a rule's 0 matches 0x00 and 0U, as
 * in Coccinelle.  Anything else compares by spelling.
 */
static bool same_number(const char *a, const char *b)
{
	char *end_a, *end_b;
	unsigned long long x, y;

	if (!strcmp(a, b))
		return true;
	x = strtoull(a, &end_a, 0);
	y = strtoull(b, &end_b, 0);
	if (strspn(end_a, "uUlL") != strlen(end_a) ||
	    strspn(end_b, "uUlL") != strlen(end_b))
		return false;
	return x == y;
}

/* The value of a plain character literal ('a', '\0', '\x1f'), or -1. */
static long char_value(const char *lit)
{
	size_t len = strlen(lit);
	char *end;
	long v;

	if (len < 3 || lit[0] != '\'' || lit[len - 1] != '\'')
		return -1;
	if (len == 3)
		return (unsigned char)lit[1];
	if (lit[1] != '\\')
		return -1;
	if (lit[2] == 'x')
		v = strtol(lit + 3, &end, 16);
	else if (lit[2] >= '0' && lit[2] <= '7')
		v = strtol(lit + 2, &end, 8);
	else
		return len == 4 ? (unsigned char)lit[2] : -1;
	return *end == '\'' ? v : -1;
}

/* A rule's number against a character literal: 0 matches '\0'. */
static bool number_fits_char(const char *number, const char *lit)
{
	char *end;
	unsigned long long v = strtoull(number, &end, 0);

	return !*end && char_value(lit) >= 0 &&
	       v == (unsigned long long)char_value(lit);
}

static bool same_text(const char *a, const char *b)
{
	if (!a || !b)
		return a == b;
	return !strcmp(a, b);
}

static bool match_kids(struct matcher *m, const struct cfix_node *pat,
		       const struct cfix_node *src)
{
	if (pat->nkids != src->nkids)
		return false;
	for (uint32_t i = 0; i < pat->nkids; i++) {
		if (!pat->kids[i] || !src->kids[i]) {
			if (pat->kids[i] != src->kids[i])
				return false;
			continue;
		}
		if (!match_node(m, pat->kids[i], src->kids[i]))
			return false;
	}
	return true;
}

static bool has_dots(const struct cfix_node *pat)
{
	for (uint32_t i = 0; i < pat->nkids; i++)
		if (pat->kids[i] && pat->kids[i]->kind == CFIX_NODE_DOTS)
			return true;
	return false;
}

/*
 * Kids pat->kids[pi..] against src->kids[si..], where a DOTS pattern kid
 * stands for any number of source kids.  Separators (commas) are not
 * mapped; a rule that removes a comma next to "..." keeps it.
 */
static bool match_kid_list(struct matcher *m, const struct cfix_node *pat,
			   uint32_t pi, const struct cfix_node *src,
			   uint32_t si)
{
	const struct cfix_node *p;
	struct snapshot snap;

	if (pi == pat->nkids)
		return si == src->nkids;
	p = pat->kids[pi];
	if (p && p->kind == CFIX_NODE_DOTS) {
		for (uint32_t skip = si; skip <= src->nkids; skip++) {
			snapshot_take(m, &snap);
			if (skip > si && src->kids[si] && src->kids[skip - 1])
				map_token(m, p->first, src->kids[si]->first,
					  src->kids[skip - 1]->last);
			if (match_kid_list(m, pat, pi + 1, src, skip)) {
				snapshot_release(&snap);
				return true;
			}
			snapshot_restore(m, &snap);
			snapshot_release(&snap);
		}
		return false;
	}
	if (si == src->nkids || !p || !src->kids[si])
		return false;
	return match_node(m, p, src->kids[si]) &&
	       match_kid_list(m, pat, pi + 1, src, si + 1);
}

/* Words around a type that a type pattern need not mention. */
static bool is_type_extra(const char *word)
{
	static const char *const extras[] = {
		"static", "extern", "inline", "register", "auto", "const",
		"volatile", "__inline", "__inline__", "typedef", NULL,
	};

	for (int i = 0; extras[i]; i++)
		if (!strcmp(word, extras[i]))
			return true;
	return false;
}

/*
 * A type pattern against a source type, token by token.  Storage classes
 * and qualifiers the pattern does not name may stand before or after:
 * `- int` matches the `int` of `static int`.  A type metavariable of the
 * pattern matches one source token.
 */
static bool match_type(struct matcher *m, const struct cfix_node *pat,
		       const struct cfix_node *src)
{
	const struct cfix_token *stoks = m->source->toks;
	uint32_t n = pat->last - pat->first + 1, first = src->first;
	uint32_t last = src->last;

	if (src->kind != CFIX_NODE_TYPE || src->first > src->last)
		return false;
	while (first < last && last - first + 1 > n &&
	       is_type_extra(stoks[first].text) &&
	       strcmp(stoks[first].text, m->rule->toks[pat->first].text))
		first++;
	/* `- LPINT` matches the LPINT of `LPINT *y` too */
	while (last > first && last - first + 1 > n &&
	       (is_type_extra(stoks[last].text) || !strcmp(stoks[last].text, "*")))
		last--;
	if (last - first + 1 != n)
		return false;
	for (uint32_t i = 0; i < n; i++) {
		const struct cfix_token *pt = &m->rule->toks[pat->first + i];
		int32_t mv = m->rule->tok_metavar[pat->first + i];

		if (mv >= 0 && m->rule->metavars[mv].kind == CFIX_MV_TYPE)
			continue;
		if (strcmp(pt->text, stoks[first + i].text))
			return false;
	}
	for (uint32_t i = 0; i < n; i++)
		map_token(m, pat->first + i, first + i, first + i);
	return true;
}

/*
 * Coccinelle's paren isomorphism: a rule's `(E)` also matches E written
 * without parentheses, unless the rule removes the parentheses (then
 * there is nothing to do).  The rule's '(' and ')' are remembered as
 * virtual tokens: if the fix changes what is inside, they are added.
 */
static bool match_without_parens(struct matcher *m,
				 const struct cfix_node *pat,
				 const struct cfix_node *src)
{
	const struct cfix_source *source = m->source;

	bool inside_kept = false;

	for (uint32_t i = pat->first + 1; i < pat->last; i++)
		inside_kept |= !m->rule->remove[i];
	/* `- (` E `- )`: the rule is about the parentheses themselves */
	if ((m->rule->remove[pat->first] && inside_kept) || !pat->kids[0])
		return false;
	if (!match_node(m, pat->kids[0], src))
		return false;
	m->map[pat->first] = (struct span){
		.first = 1, .last = 0,
		.virtual_at = source->toks[src->first].begin + 1,
		.partner = pat->last };
	m->map[pat->last] = (struct span){
		.first = 1, .last = 0,
		.virtual_at = source->toks[src->last].end + 1 };
	return true;
}

/*
 * A macro use written in the file may hide part of a match: `NOT(d) & C`
 * where NOT(d) is `!(d)->flags` matches `!E & C` only through clang's
 * expansion.  Such a match is reported, never rewritten.  A match that
 * lies wholly inside the expansion is not: the macro's definition is
 * matched (and reported) once, not at every use.
 */
static bool match_through_expansion(struct matcher *m,
				    const struct cfix_node *pat,
				    const struct cfix_node *src)
{
	struct snapshot snap;
	bool ok;

	if (!(src->flags & CFIX_NODEF_MACRO_USE) || !src->expansion ||
	    src == m->root)
		return false;
	snapshot_take(m, &snap);
	ok = match_node(m, pat, src->expansion);
	if (!ok)
		snapshot_restore(m, &snap);
	snapshot_release(&snap);
	return ok;
}

static bool match_node(struct matcher *m, const struct cfix_node *pat,
		       const struct cfix_node *src)
{
	struct snapshot snap;
	bool ok;

	if (!(src->flags & CFIX_NODEF_MACRO_USE) || !src->expansion ||
	    src == m->root)
		return match_written(m, pat, src);
	snapshot_take(m, &snap);
	ok = match_written(m, pat, src);
	if (!ok) {
		snapshot_restore(m, &snap);
		ok = match_through_expansion(m, pat, src);
	}
	snapshot_release(&snap);
	return ok;
}

/* `E1 B E2` with B a binary operator metavariable. */
static bool match_binop(struct matcher *m, const struct cfix_node *pat,
			const struct cfix_node *src)
{
	struct binding *b = &m->bindings[pat->metavar];
	uint32_t op_tok;

	if (src->kind != CFIX_NODE_BINARY || !src->op ||
	    !strcmp(src->op, ",") || src->nkids != 2 || !src->kids[0])
		return false;
	if (b->set && strcmp(b->text, src->op))
		return false;
	op_tok = src->kids[0]->last + 1;
	if (!b->set)
		*b = (struct binding){ .set = true, .first = op_tok,
				       .last = op_tok, .text = src->op };
	note_macro(m, src);
	if (!match_kids(m, pat, src))
		return false;
	map_token(m, pat->kids[0]->last + 1, op_tok, op_tok);
	return true;
}

static bool match_written(struct matcher *m, const struct cfix_node *pat,
			  const struct cfix_node *src)
{
	if (pat->metavar >= 0 && pat->first == pat->last)
		return bind(m, pat, src);
	if (pat->kind == CFIX_NODE_TYPE)
		return match_type(m, pat, src);
	if (pat->kind == CFIX_NODE_PAREN && src->kind != CFIX_NODE_PAREN &&
	    cfix_node_is_expr(src))
		return match_without_parens(m, pat, src);
	if (pat->kind == CFIX_NODE_NUMBER && src->kind == CFIX_NODE_CHAR &&
	    pat->text && src->text && number_fits_char(pat->text, src->text)) {
		map_token(m, pat->first, src->first, src->last);
		return true;
	}
	if (pat->kind == CFIX_NODE_BINARY && pat->metavar >= 0)
		return match_binop(m, pat, src);
	if (pat->kind != src->kind || !same_text(pat->op, src->op))
		return false;
	switch (pat->kind) {
	case CFIX_NODE_NUMBER:
		if (!pat->text || !src->text || !same_number(pat->text, src->text))
			return false;
		break;
	case CFIX_NODE_IDENT:
	case CFIX_NODE_CHAR:
	case CFIX_NODE_STRING:
		if (!same_text(pat->text, src->text))
			return false;
		break;
	default:
		break;
	}
	note_macro(m, src);
	if (has_dots(pat))
		return match_kid_list(m, pat, 0, src, 0);
	if (!match_kids(m, pat, src))
		return false;
	return match_own_tokens(m, pat, src);
}

/* ---- actions ------------------------------------------------------------- */

static uint32_t tok_begin(const struct matcher *m, struct span s)
{
	return m->source->toks[s.first].begin;
}

static uint32_t tok_end(const struct matcher *m, struct span s)
{
	return m->source->toks[s.last].end;
}

static bool span_set(struct span s)
{
	return s.first <= s.last;
}

/* The text an insertion adds: plus tokens with the rule's spacing, and
 * each metavariable replaced by the exact source text it bound. */
static bool is_blank(char ch)
{
	return ch == ' ' || ch == '\t';
}

static const char *insertion_text(const struct matcher *m,
				  const struct cfix_insertion *ins)
{
	const struct cfix_rule *rule = m->rule;
	const struct cfix_token *first = &rule->plus_toks[ins->first];
	const struct cfix_token *last = &rule->plus_toks[ins->last];
	struct cfix_buf buf = CFIX_BUF_INIT;
	const char *text;

	/* The rule's space between added code and the code it is glued
	 * to: `goto l` where `l` is kept must not become `gotol`. */
	if (ins->after && !(first->flags & CFIX_TOKF_LINE_START) &&
	    first->begin > 0 && rule->text && is_blank(rule->text[first->begin - 1]))
		cfix_buf_addch(&buf, ' ');

	for (uint32_t i = ins->first; i <= ins->last; i++) {
		const struct cfix_token *t = &rule->plus_toks[i];
		int32_t mv = rule->plus_metavar[i];

		if (i > ins->first) {
			const struct cfix_token *prev = &rule->plus_toks[i - 1];

			if (t->line != prev->line)
				cfix_buf_addch(&buf, '\n');
			else if (t->begin > prev->end)
				cfix_buf_addch(&buf, ' ');
		}
		if (mv >= 0 && m->bindings[mv].set) {
			const struct binding *b = &m->bindings[mv];
			struct span s = { .first = b->first, .last = b->last };

			cfix_buf_add(&buf, m->source->text + tok_begin(m, s),
				     tok_end(m, s) - tok_begin(m, s));
		} else {
			cfix_buf_adds(&buf, t->text);
		}
	}
	if (!ins->after && !(ins->newline && ins->newline_after) &&
	    rule->text && is_blank(rule->text[last->end]) &&
	    !ins->newline_after)
		cfix_buf_addch(&buf, ' ');
	text = cfix_arena_strndup(m->source->arena, buf.data, buf.len);
	cfix_buf_release(&buf);
	return text;
}

/* The nearest mapped match-side token to anchor, looking in direction. */
static struct span anchor_span(const struct matcher *m, uint32_t anchor,
			       bool *after)
{
	for (uint32_t i = anchor; i < m->rule->ntoks; i++) {
		if (span_set(m->map[i])) {
			if (i != anchor)
				*after = false;
			return m->map[i];
		}
	}
	for (uint32_t i = anchor; i-- > 0;) {
		if (span_set(m->map[i])) {
			*after = true;
			return m->map[i];
		}
	}
	return (struct span){ .first = 1, .last = 0 };
}

typedef CFIX_ARRAY(struct cfix_action) action_list;

/* Statements an insertion adds: its ';' and '}' at bracket depth 0. */
static unsigned added_statements(const struct cfix_rule *rule,
				 const struct cfix_insertion *ins)
{
	unsigned count = 0;
	int depth = 0;

	for (uint32_t i = ins->first; i <= ins->last; i++) {
		const char *t = rule->plus_toks[i].text;

		if (!strcmp(t, "(") || !strcmp(t, "[") || !strcmp(t, "{"))
			depth++;
		else if (!strcmp(t, ")") || !strcmp(t, "]"))
			depth--;
		else if (!strcmp(t, "}") && --depth == 0)
			count++;
		else if (!strcmp(t, ";") && depth == 0)
			count++;
	}
	return count;
}

/* Is stmt the unbraced body of an if, else, loop or loop macro? */
static bool is_unbraced_body(const struct cfix_node *stmt)
{
	const struct cfix_node *parent = stmt ? stmt->parent : NULL;

	if (!parent || stmt->kind == CFIX_NODE_COMPOUND)
		return false;
	switch (parent->kind) {
	case CFIX_NODE_IF:
		return parent->kids[0] != stmt;
	case CFIX_NODE_WHILE:
	case CFIX_NODE_ITERATOR:
		return parent->nkids > 1 && parent->kids[1] == stmt;
	case CFIX_NODE_DO:
		return parent->kids[0] == stmt;
	case CFIX_NODE_FOR:
		return parent->nkids > 3 && parent->kids[3] == stmt;
	default:
		return false;
	}
}

/* "\n" + the indentation of node's first line + "}", for a closing
 * brace lined up with the statement it closes. */
static const char *closing_brace(const struct matcher *m,
				 const struct cfix_node *node)
{
	const char *text = m->source->text;
	uint32_t at = m->source->toks[node->first].begin, ls = at, ie;
	const char *nl = memchr(text, '\n', m->source->len);
	bool crlf = nl && nl > text && nl[-1] == '\r';

	while (ls > 0 && text[ls - 1] != '\n')
		ls--;
	for (ie = ls; ie < at && (text[ie] == ' ' || text[ie] == '\t'); ie++)
		;
	return cfix_arena_printf(m->source->arena, "%s%.*s}",
				 crlf ? "\r\n" : "\n", (int)(ie - ls),
				 text + ls);
}

/*
 * A branch without braces that the fix turns into several statements
 * gets braces, and one it empties gets `{}`, as Coccinelle prints them:
 * `if (x) foo();` + an added `bar();` becomes `if (x) {` ... `}`.
 */
static void add_braces(const struct matcher *m, action_list *acts)
{
	const struct cfix_rule *rule = m->rule;
	const struct cfix_node *stmt = m->root;
	unsigned added = 0, remaining;
	bool all_removed = true;
	uint32_t before, after;

	if (!cfix_node_is_stmt(rule->pattern) || !is_unbraced_body(stmt))
		return;
	for (uint32_t i = 0; i < rule->ninsertions; i++)
		if (rule->insertions[i].newline)
			added += added_statements(rule, &rule->insertions[i]);
	for (uint32_t i = 0; i < rule->ntoks; i++)
		all_removed &= rule->remove[i];
	remaining = added + !all_removed;
	if (remaining == 1 || stmt->first == 0)
		return;
	before = m->source->toks[stmt->first - 1].end;
	after = m->source->toks[stmt->last].end;
	if (remaining == 0) {
		cfix_array_push(acts, ((struct cfix_action){
			.kind = CFIX_ACTION_INSERT, .begin = after,
			.end = after, .text = "{}", .own_line = true,
			.after = true }));
		return;
	}
	cfix_array_push(acts, ((struct cfix_action){
		.kind = CFIX_ACTION_INSERT, .begin = before, .end = before,
		.text = " {", .after = true }));
	if (all_removed) {
		/* in place of the removed line, after what replaces it */
		cfix_array_push(acts, ((struct cfix_action){
			.kind = CFIX_ACTION_INSERT, .begin = after,
			.end = after, .text = "}", .own_line = true,
			.after = true }));
		return;
	}
	cfix_array_push(acts, ((struct cfix_action){
		.kind = CFIX_ACTION_INSERT, .begin = after, .end = after,
		.text = closing_brace(m, stmt->parent), .after = true }));
}

/*
 * Parentheses a rule has and the source lacks are added when the fix
 * changes what they enclose (`sizeof(X)` -> `sizeof(int)` applied to
 * `sizeof 3` gives `sizeof(int)`).  '(' goes first among the actions at
 * its spot, ')' last.
 */
static void add_virtual_parens(const struct matcher *m, action_list *acts)
{
	for (uint32_t i = 0; i < m->rule->ntoks; i++) {
		const struct span *open = &m->map[i];
		uint32_t begin, end;
		bool inside = false;

		if (!open->virtual_at || !open->partner)
			continue;
		begin = open->virtual_at - 1;
		end = m->map[open->partner].virtual_at - 1;
		for (size_t k = 0; k < acts->len; k++)
			inside |= acts->items[k].begin >= begin &&
				  acts->items[k].end <= end;
		if (!inside)
			continue;
		cfix_array_grow(acts, 1);
		memmove(acts->items + 1, acts->items,
			acts->len * sizeof(*acts->items));
		acts->items[0] = (struct cfix_action){
			.kind = CFIX_ACTION_INSERT, .begin = begin,
			.end = begin, .text = "(" };
		acts->len++;
		cfix_array_push(acts, ((struct cfix_action){
			.kind = CFIX_ACTION_INSERT, .begin = end, .end = end,
			.text = ")", .after = true }));
	}
}

static void add_actions(const struct matcher *m, struct cfix_match *match)
{
	const struct cfix_rule *rule = m->rule;
	action_list acts = { 0 };
	struct cfix_action *copy;

	for (uint32_t i = 0; i < rule->ntoks; i++) {
		if (!rule->remove[i] || !span_set(m->map[i]))
			continue;
		cfix_array_push(&acts, ((struct cfix_action){
			.kind = CFIX_ACTION_REMOVE,
			.begin = tok_begin(m, m->map[i]),
			.end = tok_end(m, m->map[i]) }));
	}
	for (uint32_t i = 0; i < rule->ninsertions; i++) {
		const struct cfix_insertion *ins = &rule->insertions[i];
		bool after = ins->after;
		struct span s = anchor_span(m, ins->anchor, &after);
		uint32_t at;

		if (!span_set(s))
			continue;
		at = after ? tok_end(m, s) : tok_begin(m, s);
		cfix_array_push(&acts, ((struct cfix_action){
			.kind = CFIX_ACTION_INSERT, .begin = at, .end = at,
			.text = insertion_text(m, ins),
			.own_line = ins->newline && ins->newline_after,
			.after = after }));
	}
	add_braces(m, &acts);
	add_virtual_parens(m, &acts);
	copy = cfix_arena_alloc(m->source->arena,
				(acts.len ? acts.len : 1) * sizeof(*copy));
	if (acts.len)
		memcpy(copy, acts.items, acts.len * sizeof(*copy));
	match->actions = copy;
	match->nactions = (uint32_t)acts.len;
	cfix_array_release(&acts);
}

static void record_match(struct matcher *m, uint32_t first, uint32_t last,
			 const char *not_rewritten)
{
	struct cfix_match match = {
		.rule = m->rule->name,
		.message = m->rule->message,
		.begin = m->source->toks[first].begin,
		.end = m->source->toks[last].end,
		.not_rewritten = not_rewritten ? not_rewritten : m->not_rewritten,
	};

	add_actions(m, &match);
	cfix_array_push(&m->matches, match);
}

/* ---- the walk ------------------------------------------------------------ */

/* A run of statements: a COMPOUND the rule wrote without braces. */
static bool is_sequence(const struct cfix_rule *rule)
{
	const struct cfix_node *pat = rule->pattern;

	return pat->kind == CFIX_NODE_COMPOUND &&
	       (pat->first > pat->last || strcmp(rule->toks[pat->first].text, "{"));
}

/* A run of statements against consecutive kids of a compound. */
static bool match_sequence_at(struct matcher *m, const struct cfix_node *pat,
			      const struct cfix_node *block, uint32_t at)
{
	if (at + pat->nkids > block->nkids)
		return false;
	for (uint32_t i = 0; i < pat->nkids; i++) {
		if (!block->kids[at + i] ||
		    !match_node(m, pat->kids[i], block->kids[at + i]))
			return false;
	}
	return true;
}

static void try_sequence(struct matcher *m, const struct cfix_node *block,
			 const char *why)
{
	const struct cfix_node *pat = m->rule->pattern;

	if (block->kind != CFIX_NODE_COMPOUND || !pat->nkids)
		return;
	m->root = NULL;
	for (uint32_t at = 0; at + pat->nkids <= block->nkids; at++) {
		state_reset(m);
		if (!match_sequence_at(m, pat, block, at))
			continue;
		record_match(m, block->kids[at]->first,
			     block->kids[at + pat->nkids - 1]->last, why);
		at += pat->nkids - 1;
	}
}

/*
 * Is this IDENT a name in a place no expression stands (a member name, a
 * declared name, a label)?  Expression patterns skip those; identifier
 * metavariables inside a pattern still reach them through their parent.
 */
static bool is_name_position(const struct cfix_node *src)
{
	const struct cfix_node *parent = src->parent;

	if (src->kind != CFIX_NODE_IDENT || !parent)
		return false;
	switch (parent->kind) {
	case CFIX_NODE_MEMBER:
		return parent->nkids > 1 && parent->kids[1] == src;
	case CFIX_NODE_DESIGNATOR:
		return parent->kids[0] == src && !strcmp(parent->op ? parent->op : ".", ".");
	case CFIX_NODE_DECLARATOR:
	case CFIX_NODE_FUNCTION:
	case CFIX_NODE_PARAM:
	case CFIX_NODE_GOTO:
	case CFIX_NODE_LABEL:
	case CFIX_NODE_RECORD:
		return true;
	default:
		return false;
	}
}

static void try_node(struct matcher *m, const struct cfix_node *src,
		     const char *why)
{
	const struct cfix_node *pat = m->rule->pattern;

	if (cfix_node_is_expr(pat) &&
	    (!cfix_node_is_expr(src) || is_name_position(src)))
		return;
	if (cfix_node_is_stmt(pat) && !cfix_node_is_stmt(src))
		return;
	if (src->first > src->last)
		return;
	state_reset(m);
	m->root = src;
	if (match_node(m, pat, src))
		record_match(m, src->first, src->last, why);
}

static void walk(struct matcher *m, const struct cfix_node *src,
		 const char *why)
{
	if (!src)
		return;
	if (is_sequence(m->rule))
		try_sequence(m, src, why);
	else
		try_node(m, src, why);
	for (uint32_t i = 0; i < src->nkids; i++)
		walk(m, src->kids[i], why);
}

static int compare_matches(const void *a, const void *b)
{
	const struct cfix_match *x = a, *y = b;

	if (x->begin != y->begin)
		return x->begin < y->begin ? -1 : 1;
	return (x->end > y->end) - (x->end < y->end);
}

static void run_rule(struct matcher *m, const struct cfix_rule *rule)
{
	const struct cfix_source *source = m->source;

	if (!rule->pattern)
		return;
	m->rule = rule;
	m->bindings = cfix_xcalloc(rule->nmetavars + 1, sizeof(*m->bindings));
	m->map = cfix_xcalloc(rule->ntoks + 1, sizeof(*m->map));
	walk(m, source->root, NULL);
	for (uint32_t i = 0; i < source->nmacros; i++) {
		if (source->macros[i].body)
			walk(m, source->macros[i].body,
			     cfix_arena_printf(source->arena,
					       "the match lies in the definition of macro '%s'",
					       source->macros[i].name));
	}
	free(m->bindings);
	free(m->map);
}

int cfix_source_match(struct cfix_source *source,
		      const struct cfix_ruleset *set,
		      struct cfix_diag_sink *sink,
		      const struct cfix_match **matches, uint32_t *count)
{
	struct matcher m = { .source = source };
	struct cfix_match *out;

	cfix_node_link_parents(source->root);
	for (uint32_t i = 0; i < source->nmacros; i++)
		cfix_node_link_parents(source->macros[i].body);
	for (uint32_t i = 0; i < set->nrules; i++)
		run_rule(&m, set->rules[i]);
	if (m.matches.len)
		qsort(m.matches.items, m.matches.len,
		      sizeof(*m.matches.items), compare_matches);
	out = cfix_arena_alloc(source->arena,
			       (m.matches.len ? m.matches.len : 1) * sizeof(*out));
	if (m.matches.len)
		memcpy(out, m.matches.items, m.matches.len * sizeof(*out));
	*matches = out;
	*count = (uint32_t)m.matches.len;
	cfix_array_release(&m.matches);
	return 0;
}
