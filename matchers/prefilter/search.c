/*
 * The search for a chain in a file's tokens: elements in order, gaps
 * as balanced runs of the kind the rule says, the runs of one
 * metavariable spelled the same, statement dots anywhere in a function
 * (control flow goes back round a loop or by a goto).  A search that takes too many steps says "found".
 */
#include "prefilter_internal.h"

#include <stdlib.h>
#include <string.h>

/* Every place of toks[first, last] may lead back to first (a loop's
 * back edge, a goto to a label before it): noted as the region's last
 * place, in backs[first] while the regions are found (sweep_backs()). */
static void mark_back(struct search *s, uint32_t first, uint32_t last)
{
	if (s->backs[first] == UINT32_MAX || s->backs[first] < last)
		s->backs[first] = last;
}

/*
 * backs[k] from the regions' ends: the first place of the regions
 * around k, or k.  The regions begun so far wait in order of their
 * start; the oldest one still open is the answer, and one closed
 * before k is closed for every place after it: one pass.
 */
static void sweep_backs(struct search *s)
{
	struct region { uint32_t first, last; } *open;
	size_t head = 0, tail = 0;

	open = cfix_xmalloc(((size_t)s->ntoks + 1) * sizeof(*open));
	for (uint32_t k = 0; k < s->ntoks; k++) {
		if (s->backs[k] != UINT32_MAX)
			open[tail++] = (struct region){ k, s->backs[k] };
		while (head < tail && open[head].last < k)
			head++;
		s->backs[k] = head < tail ? open[head].first : k;
	}
	free(open);
}

/* Does a loop's body (braced, or a statement a loop macro's `)` may
 * be followed by) start at toks[p]?  After a call's `)` come operators
 * and `;` instead. */
static bool body_starts(const struct search *s, uint32_t p)
{
	static const char *const starts[] = { "{", "*", "(", "++", "--" };

	if (p >= s->ntoks)
		return false;
	if (s->toks[p].kind == PTOK_WORD)
		return true;
	for (size_t i = 0; i < sizeof(starts) / sizeof(*starts); i++)
		if (is_punct(&s->toks[p], starts[i]))
			return true;
	return false;
}

/*
 * The loop at toks[w] (inside braces b, a function's body or a block
 * in it): `while`, `for`, `do`, or a name whose `(...)` a body follows
 * (a loop macro, `list_for_each_entry(...)`, told from a call by what
 * comes after its `)`; an if's head may pass for one: a place more).
 * Its places lead back to its start: up to its braced body's end, or
 * else up to the end of the braces around it.
 */
static void mark_loop(struct search *s, uint32_t w, uint32_t b)
{
	const struct ptok *tok = &s->toks[w];
	uint32_t block_end = (uint32_t)s->toks[b].partner, close;
	bool keyword = tok_is(tok, "while") || tok_is(tok, "for");

	if (tok->kind != PTOK_WORD)
		return;
	if (tok_is(tok, "do")) {
		mark_back(s, w, block_end);
		return;
	}
	if (tok_is(tok, "if") || tok_is(tok, "switch") ||
	    tok_is(tok, "sizeof") || tok_is(tok, "return") ||
	    w + 1 >= s->ntoks || !is_punct(&s->toks[w + 1], "(") ||
	    s->toks[w + 1].partner <= (int32_t)w + 1)
		return;
	close = (uint32_t)s->toks[w + 1].partner;
	if (close + 1 < s->ntoks && is_punct(&s->toks[close + 1], "{") &&
	    s->toks[close + 1].partner > (int32_t)close + 1)
		mark_back(s, w, (uint32_t)s->toks[close + 1].partner);
	else if (keyword || body_starts(s, close + 1))
		mark_back(s, w, block_end);
}

/* A `goto X` at toks[g] to an `X :` before it in the function's body,
 * which starts at toks[body]: the places between lead back to it (a
 * `?:` may look like a label too: a place more). */
static void mark_goto(struct search *s, uint32_t g, uint32_t body)
{
	const struct ptok *name = &s->toks[g + 1];

	if (name->kind != PTOK_WORD)
		return;
	for (uint32_t l = body; l + 1 < g; l++)
		if (s->toks[l].len == name->len &&
		    !memcmp(s->toks[l].text, name->text, name->len) &&
		    tok_is(&s->toks[l + 1], ":")) {
			mark_back(s, l, g);
			return;
		}
}

/*
 * Fills s->ends and s->backs, when the file's braces balance.  ends[p]:
 * the end of the outermost braces around toks[p] (a function's body:
 * control flow stays in it), or ntoks.  backs[p]: the first place a
 * path from toks[p] may go back to (the start of the outermost loop
 * around it, or a label a later goto names), or p.
 */
static void find_ends(struct search *s)
{
	CFIX_ARRAY(uint32_t) open = { 0 };	/* the '{' around toks[p] */

	s->backs = cfix_xmalloc(((size_t)s->ntoks + 1) * sizeof(*s->backs));
	s->ends = cfix_xmalloc(((size_t)s->ntoks + 1) * sizeof(*s->ends));
	for (uint32_t p = 0; p < s->ntoks; p++) {
		s->backs[p] = UINT32_MAX;	/* no region starts here */
		s->ends[p] = s->ntoks;
	}
	for (uint32_t p = 0; p < s->ntoks; p++) {
		if (is_punct(&s->toks[p], "{")) {
			cfix_array_push(&open, p);
		} else if (is_punct(&s->toks[p], "}")) {
			if (!open.len)
				goto unbalanced;
			if (--open.len == 0)
				for (uint32_t k = open.items[0]; k <= p; k++)
					s->ends[k] = p + 1;
		} else if (open.len) {
			mark_loop(s, p, open.items[open.len - 1]);
			if (tok_is(&s->toks[p], "goto") && p + 1 < s->ntoks &&
			    s->toks[p].kind == PTOK_WORD)
				mark_goto(s, p, open.items[0]);
		}
	}
	if (!open.len) {
		cfix_array_release(&open);
		sweep_backs(s);
		return;
	}
unbalanced:
	cfix_array_release(&open);
	free(s->backs);
	free(s->ends);
	s->backs = s->ends = NULL;
}

/* The search ran off an open window: it stops, unsure. */
static bool off_window(struct search *s)
{
	s->overflow = true;
	return true;
}

bool cfix__elem_fits(const struct elem *e, const struct ptok *tok)
{
	if (e->kind == ELEM_NUMBER)
		return tok->kind == PTOK_NUMBER || tok->kind == PTOK_CHAR;
	return tok->len == e->len && !memcmp(tok->text, e->text, e->len);
}

/* The matcher's words around a type (so a file the matcher would match
 * is never dropped for a word the pattern does not spell). */
static bool is_type_extra(const struct ptok *tok)
{
	for (size_t i = 0; cfix_type_extra_words[i]; i++)
		if (tok_is(tok, cfix_type_extra_words[i]))
			return true;
	return false;
}

/* Words that, like a prefix operator, still want an operand. */
static bool is_prefix_word(const struct ptok *tok)
{
	return tok_is(tok, "sizeof") || tok_is(tok, "_Alignof") ||
	       tok_is(tok, "__alignof__") || tok_is(tok, "__alignof") ||
	       tok_is(tok, "alignof") || tok_is(tok, "__extension__") ||
	       tok_is(tok, "__real__") || tok_is(tok, "__imag__");
}

/*
 * Can an operand of a unary operator take tok next?  *want_operand says
 * whether an operand must come first (then '&', '*', '-', '+' are prefix
 * operators); a binary operator ends the operand.
 */
static bool operand_takes(const struct ptok *tok, bool *want_operand)
{
	static const char *const prefix[] = { "!", "~", "-", "+", "*", "&", "&&" };

	if (tok->kind == PTOK_WORD) {
		*want_operand = is_prefix_word(tok);
		return true;
	}
	if (tok->kind != PTOK_PUNCT) {
		*want_operand = false;
		return true;
	}
	if (tok_is(tok, "->") || tok_is(tok, ".")) {
		*want_operand = true;
		return true;
	}
	if (tok_is(tok, "++") || tok_is(tok, "--") || tok_is(tok, "#") ||
	    tok_is(tok, "##"))
		return true;
	for (size_t i = 0; i < sizeof(prefix) / sizeof(*prefix); i++)
		if (tok_is(tok, prefix[i]))
			return *want_operand;
	return false;
}

/* Can a gap of this kind take tok (not a bracket) next? */
static bool gap_takes(enum gap_kind gap, const struct ptok *tok,
		      bool *want_operand)
{
	switch (gap) {
	case GAP_STMT:
		return true;
	case GAP_EXPR:
	case GAP_CONSTANT:
		return !is_punct(tok, ";");
	case GAP_OPERAND:
		return operand_takes(tok, want_operand);
	case GAP_TYPE_BEFORE:
		return tok->kind == PTOK_WORD && is_type_extra(tok);
	case GAP_TYPE_AFTER:
		return (tok->kind == PTOK_WORD && is_type_extra(tok)) ||
		       is_punct(tok, "*");
	case GAP_ANY:
		return true;
	}
	return false;
}

static bool is_opener(const struct ptok *tok)
{
	return tok->kind == PTOK_PUNCT && tok->len == 1 &&
	       (tok->text[0] == '(' || tok->text[0] == '[' || tok->text[0] == '{');
}

static bool is_closer(const struct ptok *tok)
{
	return tok->kind == PTOK_PUNCT && tok->len == 1 &&
	       (tok->text[0] == ')' || tok->text[0] == ']' || tok->text[0] == '}');
}


static bool is_paren(const struct ptok *tok)
{
	return tok->kind == PTOK_PUNCT && tok->len == 1 &&
	       (tok->text[0] == '(' || tok->text[0] == ')');
}

/*
 * Charges cost steps to the search; true when that passes its budget
 * (the caller then says "maybe", as cfix__search_from() does).  Every
 * walk over tokens pays, not only each call: in a file whose macros
 * expand to a million tokens, a few walks per step were minutes.
 */
static bool over_budget(struct search *s, unsigned long cost)
{
	s->steps += cost;
	return s->steps > STEP_BUDGET;
}

/* Does a directive line (an #if maybe) stand inside toks[first, end]
 * (or just after it)? */
static bool directive_in(struct search *s, uint32_t first, uint32_t end)
{
	if (first >= s->ntoks)
		return false;
	if (!s->directives) {
		s->directives = cfix_xmalloc(((size_t)s->ntoks + 1) *
					     sizeof(*s->directives));
		s->directives[0] = 0;
		for (uint32_t i = 0; i < s->ntoks; i++)
			s->directives[i + 1] = s->directives[i] +
					       s->toks[i].after_directive;
	}
	if (end >= s->ntoks)
		end = s->ntoks - 1;
	return s->directives[end + 1] != s->directives[first];
}

/*
 * Could two runs of tokens be the same binding?  They must spell the
 * same but for parentheses (the matcher may bind `(p)` once and `p`
 * once, through the paren isomorphism).  A run with a directive line
 * inside may lose tokens to an #if the compiler drops: it passes.
 */
static bool same_run(struct search *s, uint32_t a, uint32_t a_end,
		     uint32_t b, uint32_t b_end)
{
	const struct ptok *toks = s->toks;

	if (directive_in(s, a, a_end) || directive_in(s, b, b_end))
		return true;
	for (;;) {
		if (over_budget(s, 1))
			return true;
		while (a < a_end && is_paren(&toks[a]))
			a++;
		while (b < b_end && is_paren(&toks[b]))
			b++;
		if (a == a_end || b == b_end)
			return a == a_end && b == b_end;
		if (toks[a].len != toks[b].len ||
		    memcmp(toks[a].text, toks[b].text, toks[a].len))
			return false;
		a++;
		b++;
	}
}

/*
 * Could the run toks[b, b_end) be the binding that ends just before
 * toks[end] (a gap trimmed off the chain's start)?  It must spell the
 * tokens before end, but for parentheses.
 */
static bool same_suffix(struct search *s, uint32_t end, uint32_t b,
			uint32_t b_end)
{
	const struct ptok *toks = s->toks;
	uint32_t a = end;

	if (directive_in(s, b, b_end))
		return true;
	for (;;) {
		if (over_budget(s, 1))
			return true;
		while (b_end > b && is_paren(&toks[b_end - 1]))
			b_end--;
		while (a > 0 && is_paren(&toks[a - 1]))
			a--;
		if (b_end == b)
			return true;
		if (a == 0)
			return false;
		if (toks[a - 1].after_directive || toks[end].after_directive)
			return true;
		if (toks[a - 1].len != toks[b_end - 1].len ||
		    memcmp(toks[a - 1].text, toks[b_end - 1].text, toks[a - 1].len))
			return false;
		a--;
		b_end--;
	}
}

/* Could the run toks[b, b_end) be found in toks[a, a_end] (but for
 * parentheses)? */
static bool run_within(struct search *s, uint32_t a, uint32_t a_end,
		       uint32_t b, uint32_t b_end)
{
	const struct ptok *toks = s->toks;

	if (directive_in(s, a, a_end) || directive_in(s, b, b_end))
		return true;
	for (uint32_t i = a; i <= a_end; i++) {
		uint32_t x = i, y = b;

		for (;;) {
			if (over_budget(s, 1))
				return true;
			while (x < a_end && is_paren(&toks[x]))
				x++;
			while (y < b_end && is_paren(&toks[y]))
				y++;
			if (y == b_end)
				return true;
			if (x == a_end || toks[x].len != toks[y].len ||
			    memcmp(toks[x].text, toks[y].text, toks[x].len))
				break;
			x++;
			y++;
		}
	}
	return false;
}

/* The rest of the chain after the gap elems[e] that spans [start, p):
 * a gap of a metavariable seen before must spell what it did. */
static bool search_after_gap(struct search *s, uint32_t e, uint32_t start,
			     uint32_t p)
{
	int32_t slot = s->chain->elems[e].slot;
	bool found;

	if (slot < 0)
		return cfix__search_from(s, e + 1, p);
	if (s->bound[slot] && s->suffix[slot])
		return same_suffix(s, s->end[slot], start, p) &&
		       cfix__search_from(s, e + 1, p);
	if (s->bound[slot] && s->contains[slot])
		return run_within(s, s->first[slot], s->end[slot], start, p) &&
		       cfix__search_from(s, e + 1, p);
	if (s->bound[slot] && s->chain->elems[e].contains)
		return run_within(s, start, p, s->first[slot], s->end[slot]) &&
		       cfix__search_from(s, e + 1, p);
	if (s->bound[slot])
		return same_run(s, s->first[slot], s->end[slot], start, p) &&
		       cfix__search_from(s, e + 1, p);
	s->bound[slot] = true;
	s->contains[slot] = s->chain->elems[e].contains;
	s->first[slot] = start;
	s->end[slot] = p;
	found = cfix__search_from(s, e + 1, p);
	s->bound[slot] = false;
	s->contains[slot] = false;
	return found;
}

/* Words that make a parenthesized group a type name. */
static bool is_type_word(const struct ptok *tok)
{
	static const char *const words[] = {
		"_Bool", "char", "const", "double", "enum", "float", "int",
		"long", "short", "signed", "struct", "union", "unsigned",
		"void", "volatile",
	};

	for (size_t i = 0; i < sizeof(words) / sizeof(*words); i++)
		if (tok_is(tok, words[i]))
			return true;
	return false;
}

/*
 * Is the group opened at toks[open] surely a cast, `(unsigned long)` or
 * `(struct foo *)`, so that an operand must follow it?  Only a '('
 * holding nothing but words, one of them a type keyword, or ending in
 * '*' (no expression ends so) is taken for one.
 */
static bool is_cast(const struct ptok *toks, uint32_t open)
{
	int32_t close = toks[open].partner;
	bool keyword = false;

	if (close <= (int32_t)open + 1 || !tok_is(&toks[open], "("))
		return false;
	if (is_punct(&toks[close - 1], "*"))
		return true;
	for (int32_t i = (int32_t)open + 1; i < close; i++) {
		if (toks[i].kind != PTOK_WORD)
			return false;
		keyword |= is_type_word(&toks[i]);
	}
	return keyword;
}

/*
 * GAP_ANY: the next element at any place from p on to the end of the
 * function p is in, or from further back: statement dots follow control
 * flow, which goes back round a loop's back edge to the loop's start
 * and by a goto to a label before it (find_ends()'s backs; the whole
 * file when its braces do not balance).  A window may not hold that
 * place: it cannot say no.  Places where a token the next element
 * wants is not are passed without a step.
 */
static bool search_any(struct search *s, uint32_t e, uint32_t p)
{
	const struct elem *next = e + 1 < s->chain->nelems
					  ? &s->chain->elems[e + 1] : NULL;

	uint32_t from = 0, limit = s->ntoks;

	if (s->window)
		return true;
	if (!s->ends_found) {
		find_ends(s);
		s->ends_found = true;
	}
	if (s->ends && p < s->ntoks) {
		from = s->backs[p];
		limit = s->ends[p];
	} else if (s->ends) {
		from = p;	/* past the last token: nothing before counts */
	}
	for (uint32_t q = from; q <= limit; q++) {
		if ((q & 255) == 0 && over_budget(s, 256))
			return true;
		if (next && next->kind == ELEM_TOKEN &&
		    (q == s->ntoks || !cfix__elem_fits(next, &s->toks[q])))
			continue;
		if (search_after_gap(s, e, q < p ? q : p, q))
			return true;
	}
	return s->open_end && off_window(s);
}

/*
 * Can a constant start at toks[p]?  What the matcher takes for one
 * (cfix__match_is_constant() in match/types.c, with the paren
 * isomorphism): signs and parentheses, then a literal, a run of string
 * pieces (`KERN_ERR "x"`), or a name (an enumerator, a macro: `BIT(3)`
 * with its arguments; a cast's type: `(void *)0`, what follows the
 * cast not looked at), and then the parentheses opened before it
 * closed.  So `!a & (b == 0)` holds no `!E & C`.  Prefixes `~` and `!` are let through for the
 * streams where a macro of the file is expanded (`FOO` as `~0`).
 * 1: yes, 0: no, -1: the tokens ran out first (a window's end).
 */
static int constant_head(const struct search *s, uint32_t p)
{
	uint32_t open = 0;

	for (;; p++) {
		if (p >= s->ntoks)
			return -1;
		if (s->toks[p].after_directive)
			return 1;	/* an #if may hide what is between */
		if (!is_punct(&s->toks[p], "(") && !is_punct(&s->toks[p], "-") &&
		    !is_punct(&s->toks[p], "+") && !is_punct(&s->toks[p], "~") &&
		    !is_punct(&s->toks[p], "!"))
			break;
		open += is_punct(&s->toks[p], "(");
	}
	switch (s->toks[p].kind) {
	case PTOK_NUMBER:
	case PTOK_CHAR:
		p++;
		break;
	case PTOK_WORD:
	case PTOK_STRING:
		if (p + 1 < s->ntoks && is_punct(&s->toks[p + 1], "(") &&
		    s->toks[p].kind == PTOK_WORD) {
			if (s->toks[p + 1].partner <= (int32_t)p + 1)
				return -1;	/* unpaired: past the window */
			p = (uint32_t)s->toks[p + 1].partner + 1;
			break;
		}
		while (p < s->ntoks && (s->toks[p].kind == PTOK_STRING ||
					s->toks[p].kind == PTOK_WORD))
			p++;
		/* a cast's type names a pointer: (void *)0 */
		while (open && p < s->ntoks && is_punct(&s->toks[p], "*"))
			p++;
		break;
	default:
		return 0;
	}
	for (; open; open--, p++) {
		if (p >= s->ntoks)
			return -1;
		if (s->toks[p].after_directive)
			return 1;
		if (!is_punct(&s->toks[p], ")"))
			return 0;
	}
	return 1;
}

/* The gap elems[e] from token p: every end it can have is tried. */
static bool search_gap(struct search *s, uint32_t e, uint32_t p)
{
	enum gap_kind gap = s->chain->elems[e].gap;
	bool want_operand = true;

	if (gap == GAP_ANY)
		return search_any(s, e, p);
	if (gap == GAP_CONSTANT) {
		int head = constant_head(s, p);

		if (head < 0)
			return !s->open_end || off_window(s);
		if (!head)
			return false;
	}

	for (uint32_t start = p;; ) {
		const struct ptok *tok;

		/* an operand ends where it is complete (or is empty) */
		if ((gap != GAP_OPERAND || !want_operand || p == start) &&
		    search_after_gap(s, e, start, p))
			return true;
		if (p >= s->ntoks)
			return s->open_end && off_window(s);
		tok = &s->toks[p];
		if (is_closer(tok))
			return false;
		if (is_opener(tok)) {
			if (gap == GAP_TYPE_BEFORE || gap == GAP_TYPE_AFTER)
				return false;
			if (s->open_end && (tok->partner < (int32_t)p ||
					    tok->partner >= (int32_t)s->ntoks))
				return off_window(s);
			/* `(long)&x`: the '&' is a prefix; `f(int *) & x` and
			 * `sizeof(int) & x`: it is binary */
			want_operand = want_operand &&
				       !(p > 0 && is_prefix_word(&s->toks[p - 1])) &&
				       is_cast(s->toks, p);
			/* an unpaired opener (#if branches) is passed over */
			p = tok->partner > (int32_t)p ? (uint32_t)tok->partner + 1 : p + 1;
			continue;
		}
		if (!gap_takes(gap, tok, &want_operand))
			return false;
		p++;
	}
}

bool cfix__search_from(struct search *s, uint32_t e, uint32_t p)
{
	const struct elem *elem;

	if (++s->steps > STEP_BUDGET)
		return true;	/* too much work: keep the file */
	if (e == s->chain->nelems)
		return true;
	elem = &s->chain->elems[e];
	switch (elem->kind) {
	case ELEM_GAP:
		return search_gap(s, e, p);
	case ELEM_OPTIONAL:
		if (p < s->ntoks && cfix__elem_fits(elem, &s->toks[p]) &&
		    cfix__search_from(s, e + 1, p + 1))
			return true;
		return cfix__search_from(s, e + 1, p);
	default:
		if (p >= s->ntoks)
			return s->open_end && off_window(s);
		return cfix__elem_fits(elem, &s->toks[p]) &&
		       cfix__search_from(s, e + 1, p + 1);
	}
}

static uint32_t group_of(const char *text, uint32_t len, uint32_t mask)
{
	return (uint32_t)cfix_hash_bytes(text, len, CFIX_HASH_INIT) & mask;
}

void cfix__tok_index_build(struct tok_index *index, const struct ptok *toks,
			   uint32_t ntoks)
{
	uint32_t mask = 15, *group;

	while (mask < ntoks)
		mask = mask * 2 + 1;
	index->mask = mask;
	index->starts = cfix_xcalloc((size_t)mask + 2, sizeof(*index->starts));
	index->places = cfix_xmalloc(((size_t)ntoks + 1) *
				     sizeof(*index->places));
	group = cfix_xmalloc(((size_t)ntoks + 1) * sizeof(*group));
	/* a counting sort by group: starts[g + 1] counts group g's places,
	 * then is where group g + 1 starts; the places fill in order */
	for (uint32_t p = 0; p < ntoks; p++) {
		group[p] = group_of(toks[p].text, toks[p].len, mask);
		index->starts[group[p] + 1]++;
	}
	for (uint32_t g = 0; g <= mask; g++)
		index->starts[g + 1] += index->starts[g];
	for (uint32_t p = 0; p < ntoks; p++)
		index->places[index->starts[group[p]]++] =
			(struct tok_place){ toks[p].text, toks[p].len, p };
	for (uint32_t g = mask + 1; g > 0; g--)	/* back to each start */
		index->starts[g] = index->starts[g - 1];
	index->starts[0] = 0;
	free(group);
	index->built = true;
}

void cfix__tok_index_release(struct tok_index *index)
{
	free(index->places);
	free(index->starts);
	*index = (struct tok_index){ 0 };
}

static bool chain_in_search(struct search *sp, const struct tok_index *index);

bool cfix__chain_in(const struct chain *chain, const struct ptok *toks,
		    uint32_t ntoks, const struct tok_index *index,
		    unsigned long *spent)
{
	struct search s = { .chain = chain, .toks = toks, .ntoks = ntoks };
	bool found = *spent > FILE_BUDGET || chain_in_search(&s, index);

	*spent += s.steps;
	free(s.backs);
	free(s.ends);
	free(s.directives);
	return found;
}

/* Is the chain's rest found after its first element, at toks[p]? */
static bool search_at(struct search *sp, uint32_t p)
{
	const struct chain *chain = sp->chain;

	if (chain->lead_slot >= 0)
		sp->end[chain->lead_slot] = p;
	if (chain->lead_contains) {
		uint32_t q = p;

		while (q > 0 && !is_punct(&sp->toks[q - 1], ";") &&
		       !is_punct(&sp->toks[q - 1], "{") &&
		       !is_punct(&sp->toks[q - 1], "}"))
			q--;
		sp->first[chain->lead_slot] = q;
	}
	return cfix__search_from(sp, 1, p + 1);
}

/* The places the first element fits, in order: through the index
 * where it is one token's spelling. */
static bool chain_in_search(struct search *sp, const struct tok_index *index)
{
	const struct chain *chain = sp->chain;
	const struct elem *lead = &chain->elems[0];

	if (chain->lead_slot >= 0) {
		sp->bound[chain->lead_slot] = true;
		sp->suffix[chain->lead_slot] = !chain->lead_contains;
		sp->contains[chain->lead_slot] = chain->lead_contains;
	}
	if (index && (lead->kind == ELEM_TOKEN || lead->kind == ELEM_OPTIONAL)) {
		uint32_t g = group_of(lead->text, lead->len, index->mask);

		for (uint32_t i = index->starts[g]; i < index->starts[g + 1];
		     i++)
			if (index->places[i].len == lead->len &&
			    !memcmp(index->places[i].text, lead->text,
				    lead->len) &&
			    search_at(sp, index->places[i].at))
				return true;
		return false;
	}
	for (uint32_t p = 0; p < sp->ntoks; p++)
		if (cfix__elem_fits(lead, &sp->toks[p]) && search_at(sp, p))
			return true;
	return false;
}

/* Does toks[0, n) hold a token the element e (not a gap) fits? */
bool cfix__tokens_hold(const struct ptok *toks, uint32_t n,
		       const struct elem *e)
{
	for (uint32_t i = 0; i < n; i++)
		if (cfix__elem_fits(e, &toks[i]))
			return true;
	return false;
}

