/*
 * hunks.c: what the plus side shares with the minus side.
 *
 * The decision a newcomer would question: minus and plus lines are not
 * read as "delete these lines, add those".  In each run of minus and plus
 * tokens the longest common subsequence of the two sides is kept as it
 * is, and only the rest becomes removals and insertions, so a fix
 * touches only what actually changes.
 *
 * Where an insertion goes (struct cfix_insertion's anchor):
 *  - it is glued to the kept token it shares a line with in the rule:
 *    `+ !(E & C)` puts "(" after '!' and ")" after 'C'; `dma_map_single(`
 *    goes before '(';
 *  - glued on both sides, it goes after the kept token before it, unless
 *    the rule spaces it from that token and not from the next one, both
 *    kept tokens side by side, spaced, on the match side too (`- a = E;`
 *    `+ a = init(E);`: "init(" goes before E, after the code's space:
 *    `c = init(b)`, never `c = init( b)`; not `- E++;` `+ E += 1;`);
 *  - glued to neither (added lines), it goes before the next kept token
 *    when the rule writes it above that token, else after the previous
 *    kept token (`+bar();` above ` foo();`; ` foo();` then `+blah();`);
 *    but whole lines between a kept statement's `;` or `}` and what
 *    follows (nothing removed between) go after the statement, as spatch
 *    attaches them: above a comment or an `#ifdef` line before the next;
 *  - when every match-side token is removed (`- x != NULL` / `+ 12`),
 *    it goes before the first removed token.
 * newline/newline_after describe the rule's lines, but only where the
 * anchor is a statement's edge: elsewhere added code joins its line.
 * "Kept" means a context token or a minus token the plus side shares.
 */
#include "rule_internal.h"

#include <ctype.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* One run of minus and plus tokens, as indices into the two sides. */
struct hunk {
	uint32_t *minus, nminus;	/* match-side indices */
	uint32_t *plus, nplus;		/* plus-side indices */
	int64_t before, after;		/* match tokens around it, or -1 */
	int32_t *pair;			/* plus k -> minus position, or -1 */
	int32_t *plus_nest;		/* plus k's innermost nest, or -1 */
	int32_t scope;			/* the scope it lies in, or -1 */
};

/* Largest hunk side product we run the quadratic LCS on. */
enum { LCS_CELLS_MAX = 4 * 1024 * 1024 };

/*
 * Pairs equal tokens of the two sides along a longest common
 * subsequence.  Where several exist, plus tokens pair as early as they
 * can (so "- f(X);" "+ f(X, 1);" "+ g();" keeps the first line's ")").
 */
/* Statements in a run of tokens: its ';' outside brackets. */
static unsigned count_statements(const struct cfix_token *toks,
				 const uint32_t *index, size_t n)
{
	unsigned count = 0;
	int depth = 0;

	for (size_t k = 0; k < n; k++) {
		const char *t = toks[index[k]].text;

		if (strchr("([{", t[0]) && t[1] == '\0')
			depth++;
		else if (strchr(")]}", t[0]) && t[1] == '\0')
			depth--;
		else if (!strcmp(t, ";") && depth == 0)
			count++;
	}
	return count;
}

/*
 * When one statement becomes two (or two one), tokens may be shared only
 * with the first statement of the other side: `- f(X);` / `+ f(X, 1);`
 * `+ g();` keeps f(X) in place, but `- GOTO(l,e);` / `+ e;` `+ goto l;`
 * would splice `e;` and `goto` in front of a kept `l`.  There the minus
 * side goes and the plus side comes whole, as Coccinelle prints it.
 */
static bool pairs_in_first_statements(const struct cfix_rule *rule,
				      const struct hunk *h)
{
	unsigned plus_stmt = 0, minus_stmt;
	int depth = 0;

	for (size_t k = 0; k < h->nplus; k++) {
		const char *t = rule->plus_toks[h->plus[k]].text;

		if (h->pair[k] >= 0) {
			if (plus_stmt > 0)
				return false;
			minus_stmt = count_statements(rule->toks, h->minus,
						      (size_t)h->pair[k]);
			if (minus_stmt > 0)
				return false;
		}
		if (strchr("([{", t[0]) && t[1] == '\0')
			depth++;
		else if (strchr(")]}", t[0]) && t[1] == '\0')
			depth--;
		else if (!strcmp(t, ";") && depth == 0)
			plus_stmt++;
	}
	return true;
}

/* Is the plus token on a "++" line?  Such code is added whole, never
 * aligned with the minus side (`- int a;` `++ int q;`). */
static bool on_repeat_line(const struct rule_ctx *rc,
			   const struct cfix_token *tok)
{
	const char *text = rc->file->text;
	size_t ls = tok->begin;

	while (ls > 0 && text[ls - 1] != '\n')
		ls--;
	return ls + 1 < rc->file->len && text[ls] == '+' && text[ls + 1] == '+';
}

/* The index in idx[0..n) of the bracket closing (dir +1) or opening
 * (dir -1) the one at k, or -1. */
static int64_t partner_bracket(const struct cfix_token *toks,
			       const uint32_t *idx, size_t n, size_t k, int dir)
{
	const char *open = dir > 0 ? toks[idx[k]].text : NULL;
	const char *close = dir < 0 ? toks[idx[k]].text : NULL;
	int depth = 0;

	if (dir > 0)
		close = !strcmp(open, "(") ? ")" : !strcmp(open, "[") ? "]" : "}";
	else
		open = !strcmp(close, ")") ? "(" : !strcmp(close, "]") ? "[" : "{";
	for (int64_t i = (int64_t)k; i >= 0 && (size_t)i < n; i += dir) {
		const char *t = toks[idx[i]].text;

		if (!strcmp(t, dir > 0 ? open : close))
			depth++;
		else if (!strcmp(t, dir > 0 ? close : open) && --depth == 0)
			return i;
	}
	return -1;
}

static bool is_open_bracket(const char *t)
{
	return !strcmp(t, "(") || !strcmp(t, "[") || !strcmp(t, "{");
}

/*
 * The LCS may pair a kept '(' with the wrong one of two: in
 * `- x = (T)f(E)` / `+ x = g(E)` the plus '(' pairs with the cast's,
 * while its ')' pairs with the call's, and dropping the cast (or
 * removing it) loses the call's '('.  Re-pairs such an opener with the
 * opener of the minus bracket its closer pairs with, when that one is
 * free and the order of the pairs allows it.
 */
/* May plus token q pair with minus position target instead: is target
 * free, and between the pairs of the plus tokens around q? */
static bool can_repair(const struct hunk *h, size_t q, int64_t target)
{
	if (target < 0)
		return false;
	for (size_t r = 0; r < h->nplus; r++) {
		if (r == q || h->pair[r] < 0)
			continue;
		if (h->pair[r] == target || (r < q && h->pair[r] > target) ||
		    (r > q && h->pair[r] < target))
			return false;
	}
	return true;
}

static void pair_brackets_consistently(const struct cfix_rule *rule,
				       struct hunk *h)
{
	for (size_t k = 0; k < h->nplus; k++) {
		int64_t pc, mc;

		if (h->pair[k] < 0 ||
		    !is_open_bracket(rule->plus_toks[h->plus[k]].text))
			continue;
		pc = partner_bracket(rule->plus_toks, h->plus, h->nplus, k, 1);
		mc = partner_bracket(rule->toks, h->minus, h->nminus,
				     (size_t)h->pair[k], 1);
		if (pc < 0 || h->pair[pc] < 0 || h->pair[pc] == mc)
			continue;
		/* keep the opener, move the closer (`- f((E))` / `+ f(E)`
		 * keeps the call's parentheses), or else the other way */
		if (can_repair(h, (size_t)pc, mc))
			h->pair[pc] = (int32_t)mc;
		else {
			int64_t mo = partner_bracket(rule->toks, h->minus,
						     h->nminus,
						     (size_t)h->pair[pc], -1);

			if (can_repair(h, k, mo))
				h->pair[k] = (int32_t)mo;
		}
	}
}

/* A word of an integer type's spelling. */
static bool is_int_word(const char *t)
{
	static const char *const words[] = { "signed", "unsigned", "int",
					     "short", "long", "char" };

	for (size_t i = 0; i < sizeof(words) / sizeof(*words); i++)
		if (!strcmp(t, words[i]))
			return true;
	return false;
}

/* A word that may start a declaration's type: a type or storage
 * keyword. */
static bool is_decl_word(const char *t)
{
	static const char *const words[] = { "const", "volatile", "static",
					     "extern", "register", "inline" };

	for (size_t i = 0; i < sizeof(words) / sizeof(*words); i++)
		if (!strcmp(t, words[i]))
			return true;
	return is_int_word(t);
}

/*
 * An integer type's words are kept whole or replaced whole: the matcher
 * lets `signed int` stand for the code's `signed` and `unsigned` for
 * `unsigned int` (type_words.c), so a word kept alone has no code of
 * its own (`- signed int z;` `+ int z;` made `signed v;` into `v;`,
 * `- unsigned z;` `+ unsigned int z;` made `unsigned int int`).  Unless
 * a plus run of such words pairs word for word with a minus run, none
 * of its words pair.
 */
static void pair_int_types_whole(const struct cfix_rule *rule,
				 struct hunk *h)
{
	for (size_t a = 0, b; a < h->nplus; a = b) {
		int64_t ma = -1, mb;
		bool whole;

		b = a + 1;
		if (!is_int_word(rule->plus_toks[h->plus[a]].text))
			continue;
		while (b < h->nplus &&
		       is_int_word(rule->plus_toks[h->plus[b]].text))
			b++;
		for (size_t k = a; k < b && ma < 0; k++)
			if (h->pair[k] >= 0)
				ma = (int64_t)h->pair[k] - (int64_t)(k - a);
		if (ma < 0)
			continue;	/* nothing of it kept */
		mb = ma + (int64_t)(b - a);	/* the minus run [ma, mb) */
		whole = ma >= 0 && (size_t)mb <= h->nminus &&
			(ma == 0 ||
			 !is_int_word(rule->toks[h->minus[ma - 1]].text)) &&
			((size_t)mb == h->nminus ||
			 !is_int_word(rule->toks[h->minus[mb]].text));
		for (size_t k = a; k < b && whole; k++)
			whole = h->pair[k] == ma + (int64_t)(k - a);
		if (!whole)
			for (size_t k = a; k < b; k++)
				h->pair[k] = -1;
	}
}

/*
 * `+ T y, x;` with T a type metavariable: Coccinelle writes each
 * declarator as a declaration of its own (`int *y; int *x;`: T may hold
 * a pointer or an array part), so such plus code is added whole (the
 * matcher splits it), never aligned with the minus side.
 */
static bool adds_decls_of_type_metavar(const struct rule_ctx *rc,
				       const struct hunk *h)
{
	const struct cfix_rule *rule = rc->rule;

	for (size_t k = 0; k < h->nplus; k++) {
		int32_t mv = rule->plus_metavar[h->plus[k]];
		const char *prev = k ? rule->plus_toks[h->plus[k - 1]].text : ";";
		int depth = 0;

		if (mv < 0 || rc->metavars.items[mv].kind != CFIX_MV_TYPE ||
		    (strcmp(prev, ";") && strcmp(prev, "{") && strcmp(prev, "}")))
			continue;
		for (size_t j = k + 1; j < h->nplus; j++) {
			const char *t = rule->plus_toks[h->plus[j]].text;

			if (strchr("([{", t[0]) && t[1] == '\0')
				depth++;
			else if (strchr(")]}", t[0]) && t[1] == '\0')
				depth--;
			else if (depth == 0 && !strcmp(t, ";"))
				break;
			else if (depth == 0 && !strcmp(t, ","))
				return true;
		}
	}
	return false;
}

/* The innermost nest around scope, or -1. */
static int32_t nest_of(const struct cfix_rule *rule, int32_t scope)
{
	while (scope >= 0 && !rule->scopes[scope].nest)
		scope = rule->scopes[scope].parent;
	return scope;
}

/* The innermost scope of the rule's token i; -1 where the rule has no
 * scopes recorded (a body that built no pattern) */
static int32_t scope_of(const struct cfix_rule *rule, uint32_t i)
{
	return rule->tok_scope ? rule->tok_scope[i] : -1;
}

static void pair_hunk(struct rule_ctx *rc, struct hunk *h)
{
	const struct cfix_rule *rule = rc->rule;
	size_t m = h->nminus, p = h->nplus, i = 0, j = 0;
	unsigned sm, sp;
	uint32_t *dp;

	for (size_t k = 0; k < p; k++)
		h->pair[k] = -1;
	for (size_t k = 0; k < p; k++)
		if (on_repeat_line(rc, &rule->plus_toks[h->plus[k]]))
			return;
	if (adds_decls_of_type_metavar(rc, h))
		return;
	sm = count_statements(rule->toks, h->minus, m);
	sp = count_statements(rule->plus_toks, h->plus, p);
	/* a token of a nest is the nest's, not code for outside it:
	 * `- use(<+... x ...+>);` `+ use2(x);` keeps no x */
#define EQ(a, b)                                                        \
	(!strcmp(rule->toks[h->minus[a]].text,                         \
		 rule->plus_toks[h->plus[b]].text) &&                  \
	 nest_of(rule, scope_of(rule, h->minus[a])) == h->plus_nest[b])
	while (i < m && j < p && EQ(i, j))
		h->pair[j++] = (int32_t)i++;
	if ((m - i + 1) * (p - j + 1) > LCS_CELLS_MAX)
		return;
	dp = cfix_xcalloc((m + 1) * (p + 1), sizeof(*dp));
#define DP(a, b) dp[(a) * (p + 1) + (b)]
	for (size_t a = m; a-- > i;)
		for (size_t b = p; b-- > j;)
			DP(a, b) = EQ(a, b) ? DP(a + 1, b + 1) + 1
			: DP(a + 1, b) > DP(a, b + 1) ? DP(a + 1, b)
						      : DP(a, b + 1);
	while (i < m && j < p) {
		if (EQ(i, j))
			h->pair[j++] = (int32_t)i++;
		else if (DP(i, j + 1) >= DP(i + 1, j))
			j++;
		else
			i++;
	}
#undef DP
#undef EQ
	free(dp);
	pair_brackets_consistently(rule, h);
	pair_int_types_whole(rule, h);
	if (sm && sp && sm != sp && !pairs_in_first_statements(rule, h))
		for (size_t k = 0; k < p; k++)
			h->pair[k] = -1;
}

/* The body token before (dir -1) or after (+1) body index b that is not
 * a minus token, or NULL. */
static const struct body_tok *output_neighbour(const struct rule_ctx *rc,
					       uint32_t b, int dir)
{
	for (int64_t k = (int64_t)b + dir; k >= 0 && k < rc->nbody; k += dir)
		if (rc->body[k].mark != CFIX_MARK_MINUS)
			return &rc->body[k];
	return NULL;
}

/*
 * Places the insertion plus[first..last], which sits between kept
 * match tokens prev and next (-1: none); removed is the first removed
 * token between them (-1: none).  See the file comment for the rules.
 */
static void place_insertion(struct rule_ctx *rc, struct cfix_insertion *ins,
			    int64_t prev, int64_t next, int64_t removed)
{
	const struct cfix_rule *rule = rc->rule;
	uint32_t bfirst = rc->plus_body[ins->first];
	uint32_t blast = rc->plus_body[ins->last];
	const struct cfix_token *first = &rule->plus_toks[ins->first];
	const struct cfix_token *last = &rule->plus_toks[ins->last];
	const struct body_tok *pred = output_neighbour(rc, bfirst, -1);
	const struct body_tok *succ = output_neighbour(rc, blast, +1);
	bool glue_prev = pred && pred->tok.line == first->line;
	bool glue_next = succ && succ->tok.line == last->line;
	int64_t kept_prev = prev, kept_next = next;
	bool after;

	/* SmPL syntax (a disjunction's delimiters, a when clause) is no
	 * place for code, unless there is nothing else */
	if (prev >= 0 && rule->structural[prev] &&
	    strcmp(rule->toks[prev].text, "..."))
		kept_prev = -1;
	if (next >= 0 && rule->structural[next] &&
	    strcmp(rule->toks[next].text, "..."))
		kept_next = -1;
	if (kept_prev >= 0 || kept_next >= 0 || removed >= 0)
		prev = kept_prev, next = kept_next;

	if (glue_prev && glue_next && prev >= 0 && next == prev + 1 &&
	    rule->toks[prev].end < rule->toks[next].begin &&
	    pred->tok.end < first->begin && last->end == succ->tok.begin)
		after = false;	/* `= init(E)`: with E, spaced from `=` */
	else if (glue_prev)
		after = true;
	else if (glue_next)
		after = false;
	else
		after = !(next >= 0 && last->begin < rule->toks[next].begin);
	/* added lines between two statements go after the first, as
	 * spatch attaches them (insert_plus.ml, after_m1): above a
	 * comment or an #ifdef line before the second */
	if (!after && !glue_prev && !glue_next && prev >= 0 && next >= 0 &&
	    removed < 0 &&
	    !rule->structural[prev] && !rule->remove[prev] &&
	    (!strcmp(rule->toks[prev].text, ";") ||
	     !strcmp(rule->toks[prev].text, "}")) &&
	    (first->flags & CFIX_TOKF_LINE_START) &&
	    (blast + 1 >= rc->nbody ||
	     rc->body[blast + 1].tok.line > last->line))
		after = true;
	if (after && prev < 0)
		after = false;
	if (!after && next < 0 && prev >= 0)
		after = true;
	ins->after = after;
	ins->anchor = (uint32_t)(after ? prev : next >= 0 ? next : removed);
	/* `- T x;` `+ int y;` `...`: the added code takes the removed
	 * code's place, not the place of what the dots reach */
	if (!after && next >= 0 && !strcmp(rule->toks[next].text, "...") &&
	    removed >= 0 && rule->toks[removed].begin < first->begin)
		ins->anchor = (uint32_t)removed;
	ins->newline = first->flags & CFIX_TOKF_LINE_START;
	ins->newline_after = blast + 1 >= rc->nbody ||
			     rc->body[blast + 1].tok.line > last->line;
	/* a type word added on the line above joins the word it qualifies:
	 * `+ unsigned` above `int i;` gives `unsigned int i;`, as spatch */
	if (!after && is_decl_word(last->text) && ins->newline_after &&
	    next >= 0 && (isalpha((unsigned char)rule->toks[next].text[0]) ||
			  rule->toks[next].text[0] == '_'))
		ins->newline_after = false, ins->joins_next = true;
}

/* Marks removals and records insertions for one hunk. */
static void apply_hunk(struct rule_ctx *rc, struct hunk *h,
		       insertion_array *out)
{
	struct cfix_rule *rule = rc->rule;
	int64_t prev = h->before, removed = -1;
	uint32_t mpos = 0;	/* next minus position not yet passed */
	uint32_t k = 0;

	pair_hunk(rc, h);
	for (uint32_t i = 0; i < h->nminus; i++)
		rule->remove[h->minus[i]] = true;
	for (uint32_t j = 0; j < h->nplus; j++)
		if (h->pair[j] >= 0) {
			rule->remove[h->minus[h->pair[j]]] = false;
			rc->plus_kept[h->plus[j]] =
				(int32_t)h->minus[h->pair[j]];
		}
	while (k <= h->nplus) {
		/* the gap before plus k, or the end of the hunk */
		uint32_t start = k;
		int64_t next;

		while (k < h->nplus && h->pair[k] < 0)
			k++;
		uint32_t mend = k < h->nplus ? (uint32_t)h->pair[k] : h->nminus;

		removed = mpos < mend ? (int64_t)h->minus[mpos] : -1;
		next = k < h->nplus ? h->minus[mend] : h->after;
		if (k > start) {
			struct cfix_insertion ins = {
				.first = h->plus[start],
				.last = h->plus[k - 1],
				.scope = h->scope,
				.repeat = on_repeat_line(
					rc, &rule->plus_toks[h->plus[start]]),
			};

			place_insertion(rc, &ins, prev, next, removed);
			cfix_array_push(out, ins);
		}
		if (k < h->nplus) {
			prev = h->minus[mend];
			mpos = mend + 1;
		}
		k++;
	}
}

/* The scope in effect right after match-side token i (-1: before any). */
static int32_t scope_after(const struct cfix_rule *rule, int64_t i)
{
	const char *text;

	if (i < 0 || !rule->tok_scope)
		return -1;
	for (uint32_t s = 0; s < rule->nscopes; s++)
		if (rule->scopes[s].open == i)
			return (int32_t)s;
	text = rule->toks[i].text;
	if ((!strcmp(text, "\\)") || !strcmp(text, "...>") ||
	     !strcmp(text, "...+>")) && rule->tok_scope[i] >= 0)
		return rule->scopes[rule->tok_scope[i]].parent;
	return rule->tok_scope[i];
}

void cfix__hunks_align(struct rule_ctx *rc)
{
	struct cfix_rule *rule = rc->rule;
	insertion_array ins = {0};
	uint32_t *minus = cfix_xcalloc(rc->nbody + 1, sizeof(uint32_t));
	uint32_t *plus = cfix_xcalloc(rc->nbody + 1, sizeof(uint32_t));
	int32_t *pair = cfix_xcalloc(rc->nbody + 1, sizeof(int32_t));
	int32_t *plus_nest = cfix_xcalloc(rc->nbody + 1, sizeof(int32_t));
	uint32_t seen = 0;	/* match tokens before position i */

	rc->plus_kept = cfix_arena_alloc(rc->file->arena,
					 (rule->nplus + 1) * sizeof(int32_t));
	for (uint32_t k = 0; k <= rule->nplus; k++)
		rc->plus_kept[k] = -1;

	for (uint32_t i = 0; i < rc->nbody;) {
		struct hunk h = { .minus = minus, .plus = plus, .pair = pair,
				  .plus_nest = plus_nest };
		char mark = rc->body[i].mark;

		if (mark != CFIX_MARK_MINUS && mark != CFIX_MARK_PLUS) {
			seen++, i++;
			continue;
		}
		h.before = (int64_t)seen - 1;
		for (; i < rc->nbody; i++) {
			mark = rc->body[i].mark;
			if (mark == CFIX_MARK_MINUS)
				h.minus[h.nminus++] = rc->body[i].index;
			else if (mark == CFIX_MARK_PLUS) {
				int64_t prev = h.nminus ? h.minus[h.nminus - 1]
							: h.before;

				h.plus_nest[h.nplus] =
					nest_of(rule, scope_after(rule, prev));
				h.plus[h.nplus++] = rc->body[i].index;
			} else
				break;
		}
		h.scope = scope_after(rule, h.before);
		seen += h.nminus;
		h.after = seen < rule->ntoks ? (int64_t)seen : -1;
		apply_hunk(rc, &h, &ins);
	}
	rule->ninsertions = (uint32_t)ins.len;
	rule->insertions = cfix_arena_alloc(rc->file->arena,
					    (ins.len + 1) * sizeof(*ins.items));
	if (ins.len)
		memcpy(rule->insertions, ins.items, ins.len * sizeof(*ins.items));
	cfix_array_release(&ins);
	free(minus);
	free(plus);
	free(pair);
	free(plus_nest);
}
