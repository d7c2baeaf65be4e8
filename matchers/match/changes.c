/*
 * A match turned into edits: the rule's removed tokens and its added
 * ("plus") code printed as actions on the file's bytes, with the
 * source's spacing, braces around branches that grow, parentheses the
 * source lacks, and the stars of context mode.  The structural match
 * (structure.c, flow.c) maps each match-side token of the rule to the
 * source tokens it stands for; this file reads that map.
 *
 * The design decision a newcomer would question: the changes are
 * computed from that map, not from the trees.  The rule parser already
 * decided which rule tokens are removed and where added tokens go (by
 * aligning minus and plus lines), so a fix touches exactly the bytes of
 * the tokens the rule changes, and everything between them (spacing,
 * comments, line breaks) stays as the user wrote it.  (fixits/ then turns
 * these actions into edits.)
 */
#include "changes.h"
#include "braces.h"
#include "added_parens.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

static uint32_t tok_begin(const struct matcher *m, struct span s)
{
	return m->source->toks[s.first].begin;
}

static uint32_t tok_end(const struct matcher *m, struct span s)
{
	return m->source->toks[s.last].end;
}

/* The text an insertion adds: plus tokens with the rule's spacing, and
 * each metavariable replaced by the exact source text it bound. */
static bool is_blank(char ch)
{
	return ch == ' ' || ch == '\t';
}

/* Added string text: each "%@f@" of a bound format metavariable
 * replaced by what it bound (a format's descriptor after its '%'). */
static void add_format_string(const struct matcher *m, const char *text,
			      struct cfix_buf *buf)
{
	const char *p = text, *end = text + strlen(text);

	while (p < end) {
		uint32_t len = 0;
		int32_t k = *p == '%' ? cfix__format_meta_at(m->rule, p, end,
							     &len)
				      : -1;

		if (k < 0 || !m->bindings[k].set || !m->bindings[k].value) {
			cfix_buf_addch(buf, *p++);
			continue;
		}
		if (m->rule->metavars[k].kind == CFIX_MV_FORMAT)
			cfix_buf_addch(buf, '%');
		cfix_buf_adds(buf, m->bindings[k].value);
		p += len;
	}
}

/* Is metavariable mv a list bound to no element? */
static bool empty_list(const struct matcher *m, int32_t mv)
{
	const struct binding *b = &m->bindings[mv];

	return cfix__is_list_kind(m->rule->metavars[mv].kind) &&
	       b->set && !b->value && b->first == b->last + 1;
}

/* Is match-side token tok a list metavariable bound to nothing? */
static bool empty_list_tok(const struct matcher *m, int64_t tok)
{
	return tok >= 0 && tok < m->rule->ntoks && m->rule->tok_metavar[tok] >= 0 &&
	       empty_list(m, m->rule->tok_metavar[tok]);
}

static bool is_open_bracket_tok(const struct cfix_token *t)
{
	return !strcmp(t->text, "(") || !strcmp(t->text, "[") ||
	       !strcmp(t->text, "{");
}

static bool is_close_bracket_tok(const struct cfix_token *t)
{
	return !strcmp(t->text, ")") || !strcmp(t->text, "]") ||
	       !strcmp(t->text, "}");
}

/* The source text a (token) binding stands for. */
static void add_binding(const struct matcher *m, const struct binding *b,
			struct cfix_buf *buf)
{
	struct span s = { .first = b->first, .last = b->last };

	cfix_buf_add(buf, m->source->text + tok_begin(m, s),
		     tok_end(m, s) - tok_begin(m, s));
}

/* Does a `\` and a newline follow at p after blanks?  A line of a
 * `#define` continued: the added code joins the next line's unspaced,
 * as spatch prints it (parenmac). */
static bool continued(const char *p)
{
	while (is_blank(*p))
		p++;
	return p[0] == '\\' && (p[1] == '\n' || p[1] == '\r');
}

/* A type binding's part after the declared name (`[45]`), if any. */
static void add_suffix(const struct matcher *m, const struct binding *b,
		       struct cfix_buf *buf)
{
	struct span s;

	if (!b || !b->suffix_len)
		return;
	s = (struct span){ .first = b->suffix_first,
			   .last = b->suffix_first + b->suffix_len - 1 };
	cfix_buf_add(buf, m->source->text + tok_begin(m, s),
		     tok_end(m, s) - tok_begin(m, s));
}

/*
 * Is the kept token code ins adds after a type metavariable bound to a
 * type that ends in `*` (`struct point *` of `T x;` on `struct point
 * *e;`)?  The name that follows is glued to the star, as spatch prints
 * a declaration: `struct point *e_q`, never `struct point * e_q`.
 */
static bool after_star_type(const struct matcher *m,
			    const struct cfix_insertion *ins)
{
	const struct cfix_rule *rule = m->rule;
	int32_t mv = ins->after && ins->anchor < rule->ntoks
		? rule->tok_metavar[ins->anchor] : -1;
	struct span s;

	if (mv < 0 || rule->metavars[mv].kind != CFIX_MV_TYPE ||
	    !m->bindings[mv].set || rule->remove[ins->anchor])
		return false;
	s = m->map[ins->anchor];
	return span_set(s) && !strcmp(m->source->toks[s.last].text, "*") &&
	       (rule->plus_toks[ins->first].kind == CFIX_TOK_IDENT ||
		!strcmp(rule->plus_toks[ins->first].text, "*"));
}

/* Is the plus token past the list metavariable at plus token k (k +
 * step) a comma on line `line`? */
static bool comma_past_list(const struct cfix_rule *rule, int64_t k,
			    int step, uint32_t line)
{
	if (k < 0 || k >= rule->nplus || rule->plus_metavar[k] < 0)
		return false;
	k += step;
	return k >= 0 && k < rule->nplus && rule->plus_toks[k].line == line &&
	       !strcmp(rule->plus_toks[k].text, ",");
}

static const char *insertion_text(const struct matcher *m,
				  const struct cfix_insertion *ins)
{
	const struct cfix_rule *rule = m->rule;
	const struct cfix_token *first = &rule->plus_toks[ins->first];
	const struct cfix_token *last = &rule->plus_toks[ins->last];
	struct cfix_buf buf = CFIX_BUF_INIT;
	const char *text;
	/* added code next to a kept list that took nothing loses the
	 * comma that would separate them */
	bool skip_comma = ins->after && empty_list_tok(m, ins->anchor);
	uint32_t stop = ins->last;
	/* the type metavariable heading a declaration being added, and a
	 * bound type's part still to write after the declared name */
	int32_t decl_type = -1;
	const struct binding *suffix = NULL;
	int depth = 0;
	bool after_type = false;	/* a bound type was just written */
	bool own_line = ins->newline && ins->newline_after;
	bool comma_skipped = false;	/* no space after it either */

	/* `+ f(1, ES, 0)`, ES empty: the comma before ES stays when added
	 * code after ES starts with one (dropped there), as spatch's
	 * `f(1, 0)` */
	if (!strcmp(last->text, ",") && stop > ins->first &&
	    (ins->after ? empty_list_tok(m, (int64_t)ins->anchor + 1)
			: empty_list_tok(m, ins->anchor)) &&
	    !comma_past_list(rule, (int64_t)ins->last + 1, 1, last->line))
		last = &rule->plus_toks[--stop];

	/* The rule's space between added code and the code it is glued
	 * to: `goto l` where `l` is kept must not become `gotol`. */
	if (after_star_type(m, ins))
		;
	else if (ins->after && !(first->flags & CFIX_TOKF_LINE_START) &&
		 first->begin > 0 && rule->text &&
		 is_blank(rule->text[first->begin - 1]))
		cfix_buf_addch(&buf, ' ');
	/* a line of its own in the rule that joins a line of the code:
	 * `else` + `blah();` is `else blah();` */
	else if (ins->after && (first->flags & CFIX_TOKF_LINE_START) &&
		 !ins->newline)
		cfix_buf_addch(&buf, ' ');

	for (uint32_t i = ins->first; i <= stop; i++) {
		const struct cfix_token *t = &rule->plus_toks[i];
		int32_t mv = rule->plus_metavar[i];

		if (i > ins->first) {
			const struct cfix_token *prev = &rule->plus_toks[i - 1];

			if (t->line != prev->line)
				cfix_buf_addch(&buf, '\n');
			else if (comma_skipped)
				;	/* `+ f(ES, 0)`, ES empty: `f(0)` */
			else if (t->begin > prev->end && !cfix__match_glued_lead(rule, i) &&
				 !(after_type && buf.len && buf.data[buf.len - 1] == '*'))
				cfix_buf_addch(&buf, ' ');	/* not `int * y` */
		}
		comma_skipped = false;
		if (skip_comma && !strcmp(t->text, ",")) {
			skip_comma = false;
			comma_skipped = true;
			continue;
		}
		skip_comma = false;
		after_type = false;
		cfix__match_add_comments(rule->plus_lead, i, false, &buf);
		if (mv >= 0 && empty_list(m, mv)) {
			/* no elements: no comma before or after them */
			size_t len = buf.len;

			while (len && (buf.data[len - 1] == ' '))
				len--;
			if (len && buf.data[len - 1] == ',') {
				buf.len = len - 1;
				buf.data[buf.len] = '\0';
			} else {
				skip_comma = true;
			}
		} else if (mv >= 0 && m->fresh_names && m->fresh_names[mv]) {
			cfix_buf_adds(&buf, m->fresh_names[mv]);
		} else if (mv >= 0 && m->bindings[mv].value) {
			cfix_buf_adds(&buf, m->bindings[mv].value);
		} else if (mv >= 0 && m->bindings[mv].set) {
			const struct binding *b = &m->bindings[mv];
			int prec = 14 - b->looser;
			bool paren = (i > ins->first &&
				      cfix__match_tighter_before(rule, prec, i - 1, true)) ||
				     (i < stop &&
				      cfix__match_tighter_after(rule, prec, i + 1, true));

			cfix_buf_adds(&buf, paren ? "(" : "");
			add_binding(m, b, &buf);
			cfix_buf_adds(&buf, paren ? ")" : "");
		} else if (decl_type >= 0 && depth == 0 && !strcmp(t->text, ",")) {
			/* `+ T y, x;`: `T y; T x;` (rule.c,
			 * adds_decls_of_type_metavar()) */
			add_suffix(m, suffix, &buf);
			suffix = NULL;
			/* spatch's layout: one line stays one line */
			cfix_buf_adds(&buf, first->line == last->line ? "; " : ";\n");
			add_binding(m, &m->bindings[decl_type], &buf);
			suffix = &m->bindings[decl_type];
			after_type = true;
			continue;
		} else if (t->kind == CFIX_TOK_STRING && strchr(t->text, '@')) {
			add_format_string(m, t->text, &buf);
		} else {
			cfix_buf_adds(&buf, t->text);
		}
		cfix__match_add_comments(rule->plus_trail, i, !own_line && i == stop,
			     &buf);
		depth += is_open_bracket_tok(t) - is_close_bracket_tok(t);
		if (depth == 0 && !strcmp(t->text, ";"))
			decl_type = -1;
		/* `T x` with T bound to `int[45]`: `int x[45]` */
		if (mv >= 0 && rule->metavars[mv].kind == CFIX_MV_TYPE &&
		    m->bindings[mv].set) {
			const char *prev = i > ins->first
				? rule->plus_toks[i - 1].text : ";";

			if (!strcmp(prev, ";") || !strcmp(prev, "{") ||
			    !strcmp(prev, "}"))
				decl_type = mv;
			suffix = &m->bindings[mv];
			after_type = true;
		} else if (t->kind == CFIX_TOK_IDENT) {
			add_suffix(m, suffix, &buf);
			suffix = NULL;
		}
	}
	/* and after it (`+ f(B, A)` with A kept: `f(y, x)`, not `f(y,x)`);
	 * spatch glues a comment ending it to the code after */
	if (!(ins->newline && ins->newline_after) &&
	    !(rule->plus_trail && rule->plus_trail[stop]) &&
	    rule->text && (is_blank(rule->text[last->end]) || ins->joins_next) &&
	    !continued(rule->text + last->end) && !ins->newline_after)
		cfix_buf_addch(&buf, ' ');
	text = cfix_arena_strndup(m->source->arena, buf.data, buf.len);
	cfix_buf_release(&buf);
	return text;
}

/*
 * Where an insertion anchored at match-side token anchor goes: the
 * nearest mapped token (or SmPL delimiter that matching placed), looking
 * forward, then backward.  Returns a byte offset, or -1.
 */
static int64_t anchor_offset(const struct matcher *m, uint32_t anchor,
			     bool *after)
{
	const struct cfix_rule *rule = m->rule;

	for (uint32_t i = anchor; i < rule->ntoks; i++) {
		if (span_set(m->map[i])) {
			if (i != anchor)
				*after = false;
			return *after ? tok_end(m, m->map[i]) : tok_begin(m, m->map[i]);
		}
		if (m->map[i].virtual_at &&
		    (rule->structural[i] || m->map[i].anchor)) {
			/* after a virtual `(`: after the `(` written there
			 * (cfix__match_add_virtual_parens_in()) */
			if (i != anchor || m->map[i].partner)
				*after = false;
			return m->map[i].virtual_at - 1;
		}
	}
	for (uint32_t i = anchor < rule->ntoks ? anchor : rule->ntoks; i-- > 0;) {
		if (span_set(m->map[i])) {
			*after = true;
			return tok_end(m, m->map[i]);
		}
		if (m->map[i].virtual_at &&
		    (rule->structural[i] || m->map[i].anchor)) {
			*after = true;
			return m->map[i].virtual_at - 1;
		}
	}
	return -1;
}

/*
 * Are the changes of scope (and the scopes around it) part of this
 * match: every disjunction branch taken, and no nest but `nest` (the
 * one whose occurrence is being collected, or -1)?
 */
static bool scope_active(const struct matcher *m, int32_t scope, int32_t nest)
{
	while (scope >= 0) {
		const struct cfix_scope *sc = &m->rule->scopes[scope];

		if (sc->nest ? scope != nest : !m->taken[scope])
			return false;
		scope = sc->parent;
	}
	return true;
}

/* Is scope inside (or equal to) outer? */
bool cfix__match_scope_within(const struct cfix_rule *rule, int32_t scope,
			      int32_t outer)
{
	for (; scope >= 0; scope = rule->scopes[scope].parent)
		if (scope == outer)
			return true;
	return outer < 0;
}

/* Equal but for spaces around (unglued() may have added some). */
static bool same_trimmed(const char *a, const char *b)
{
	size_t la, lb;

	while (*a == ' ')
		a++;
	while (*b == ' ')
		b++;
	la = strlen(a);
	lb = strlen(b);
	while (la && a[la - 1] == ' ')
		la--;
	while (lb && b[lb - 1] == ' ')
		lb--;
	return la == lb && !strncmp(a, b, la);
}

/*
 * Parentheses a rule has and the source lacks are added when the fix
 * changes what they enclose (`sizeof(X)` -> `sizeof(int)` applied to
 * `sizeof 3` gives `sizeof(int)`).  '(' goes first among the actions at
 * its spot, ')' last.
 */
void cfix__match_add_virtual_parens_in(const struct matcher *m,
				       action_list *acts, uint32_t lo,
				       uint32_t hi)
{
	for (uint32_t i = lo; i <= hi && i < m->rule->ntoks; i++) {
		const struct span *open = &m->map[i];
		uint32_t begin, end;
		bool inside = false;

		size_t at = 0;

		/* parentheses the rule removes: the code lacks them already */
		if (!open->virtual_at || !open->partner || m->rule->remove[i])
			continue;
		begin = open->virtual_at - 1;
		end = m->map[open->partner].virtual_at - 1;
		for (size_t k = 0; k < acts->len; k++)
			inside |= acts->items[k].begin >= begin &&
				  acts->items[k].end <= end;
		if (!inside)
			continue;
		/* after what the rule inserts before its '(' (`+ ARRAY_SIZE`) */
		for (uint32_t n = 0; n < m->rule->ninsertions; n++) {
			const struct cfix_insertion *ins = &m->rule->insertions[n];
			bool after = ins->after;
			const char *text;

			if (ins->anchor > i || (ins->anchor == i && after) ||
			    anchor_offset(m, ins->anchor, &after) !=
				    (int64_t)begin || after)
				continue;
			text = insertion_text(m, ins);
			for (size_t k = at; k < acts->len; k++)
				if (acts->items[k].kind == CFIX_ACTION_INSERT &&
				    acts->items[k].begin == begin &&
				    !acts->items[k].after &&
				    same_trimmed(acts->items[k].text, text))
					at = k + 1;
		}
		cfix_array_grow(acts, 1);
		memmove(acts->items + at + 1, acts->items + at,
			(acts->len - at) * sizeof(*acts->items));
		acts->items[at] = (struct cfix_action){
			.kind = CFIX_ACTION_INSERT, .begin = begin,
			.end = begin, .text = "(" };
		acts->len++;
		cfix_array_push(acts, ((struct cfix_action){
			.kind = CFIX_ACTION_INSERT, .begin = end, .end = end,
			.text = ")", .after = true }));
	}
}

static void add_virtual_parens(const struct matcher *m, action_list *acts)
{
	if (m->rule->ntoks)
		cfix__match_add_virtual_parens_in(m, acts, 0,
						  m->rule->ntoks - 1);
}

/* Added code that would run into a word of the code at offset at
 * (`- T` `+ float` before a kept `x`: not `floatx`) gets a space. */
static const char *unglued(const struct matcher *m,
			   const struct cfix_insertion *ins,
			   const action_list *acts, uint32_t at,
			   const char *text)
{
	const char *src = m->source->text;
	size_t len = strlen(text);
	bool next_removed = false, prev_removed = false;

	if (!len || ins->newline)	/* a line of its own: laid out later */
		return text;
	/* `int x,` `+ int z,` `int y)`: a space after the added comma, as
	 * spatch prints it */
	if (!ins->after && text[len - 1] == ',' && at < m->source->len &&
	    !isspace((unsigned char)src[at]))
		return cfix_arena_printf(m->source->arena, "%s ", text);
	for (size_t k = 0; k < acts->len; k++) {
		const struct cfix_action *a = &acts->items[k];

		if (a->kind != CFIX_ACTION_REMOVE)
			continue;
		next_removed |= a->begin <= at && at < a->end;
		prev_removed |= a->begin < at && at <= a->end;
	}
	/* code replacing a removal that the code spaces from the kept token
	 * after it, a token of a context line of its own, keeps that space
	 * (`- 4` `+ 5` `| e` on `4 | x`: `5 | x`, as spatch prints it; the
	 * removal takes the space after it).  Not a token of a minus line
	 * that the plus code shares (`- for (` `+ for_n(`) */
	if (!ins->after && at > 0 && at < m->source->len && !next_removed &&
	    ins->anchor < m->rule->ntoks && m->rule->minus &&
	    !m->rule->minus[ins->anchor] &&
	    !isspace((unsigned char)text[len - 1]) &&
	    (src[at - 1] == ' ' || src[at - 1] == '\t')) {
		uint32_t q = at;

		while (q > 0 && (src[q - 1] == ' ' || src[q - 1] == '\t'))
			q--;
		for (size_t k = 0; k < acts->len; k++)
			if (acts->items[k].kind == CFIX_ACTION_REMOVE &&
			    acts->items[k].end == q && acts->items[k].begin < q)
				return cfix_arena_printf(m->source->arena,
							 "%s ", text);
	}
	/* before a list's comma or closing parenthesis, after a kept word
	 * (`f(..., T` `+ i` `, ...)` on `int,`: `int i,`) */
	if (!ins->after && at > 0 && !prev_removed &&
	    ins->anchor < m->rule->ntoks &&
	    (!strcmp(m->rule->toks[ins->anchor].text, ",") ||
	     !strcmp(m->rule->toks[ins->anchor].text, ")")) &&
	    cfix_is_name_char(src[at - 1]) && cfix_is_name_char(text[0]))
		return cfix_arena_printf(m->source->arena, " %s", text);
	/* an initializer added after a declarator (`int x` `+ = 0` `;` on
	 * `int d;`): `int d = 0;`, as spatch prints it */
	if (at > 0 && !prev_removed && text[0] == '=' && text[1] != '=' &&
	    (cfix_is_name_char(src[at - 1]) || src[at - 1] == ']'))
		return cfix_arena_printf(m->source->arena, " %s", text);
	/* only next to the word the rule anchors it at: a virtual '(' may
	 * come between otherwise */
	if (ins->anchor >= m->rule->ntoks ||
	    !cfix_is_name_char(m->rule->toks[ins->anchor].text[0]))
		return text;
	if (!ins->after && at < m->source->len && !next_removed &&
	    cfix_is_name_char(src[at]) && cfix_is_name_char(text[len - 1]))
		text = cfix_arena_printf(m->source->arena, "%s ", text);
	if (ins->after && at > 0 && !prev_removed && cfix_is_name_char(src[at - 1]) &&
	    cfix_is_name_char(text[0]))
		text = cfix_arena_printf(m->source->arena, " %s", text);
	return text;
}

/*
 * Code added next to a kept comma that matched nothing (`f(- ..., + 2,
 * 3)` on `f(3)`: the "..." took no argument) brings the comma with it.
 */
static const char *with_orphan_comma(const struct matcher *m,
				     const struct cfix_insertion *ins,
				     const char *text)
{
	uint32_t a = ins->anchor;
	int64_t far;

	/* `..., + x` before `}`: anchored at the brace, after the comma */
	if (!ins->after && a > 0 && a < m->rule->ntoks &&
	    !strcmp(m->rule->toks[a].text, "}") &&
	    !strcmp(m->rule->toks[a - 1].text, ",") &&
	    !span_set(m->map[a - 1]) && !m->map[a - 1].virtual_at &&
	    !m->rule->remove[a - 1] && *text)
		return cfix_arena_printf(m->source->arena, ", %s", text);
	if (a >= m->rule->ntoks || strcmp(m->rule->toks[a].text, ",") ||
	    m->rule->remove[a] || span_set(m->map[a]) || m->map[a].virtual_at ||
	    !*text)
		return text;
	/* the comma separates nothing when the code past it, away from the
	 * added code, matched nothing too (`f(..., - NULL + 0, ...)` on
	 * `f(1, NULL)`: `f(1, 0)`) */
	far = ins->after ? (int64_t)a - 1 : (int64_t)a + 1;
	if (far >= 0 && far < m->rule->ntoks && !span_set(m->map[far]) &&
	    !m->map[far].virtual_at && !strcmp(m->rule->toks[far].text, "..."))
		return text;
	return ins->after ? cfix_arena_printf(m->source->arena, ", %s", text)
			  : cfix_arena_printf(m->source->arena, "%s, ", text);
}

static bool is_storage_word(const char *text)
{
	static const char *const words[] = {
		"static", "extern", "register", "auto", "inline", "const",
		"volatile", NULL,
	};

	return cfix__is_word_in(text, words);
}

/* The source token beginning at byte at, or src->ntoks. */
static uint32_t token_beginning(const struct cfix_source *src, uint32_t at)
{
	uint32_t lo = cfix_source_token_from(src, at, false);

	return lo < src->ntoks && src->toks[lo].begin == at ? lo : src->ntoks;
}

/*
 * Code added before the name of a definition pattern written without a
 * return type (`+ int g(void) { ... }` above `f(...) { ... }`) goes
 * before the definition: before its return type.  Returns the offset.
 */
static uint32_t before_return_type(const struct matcher *m,
				   const struct cfix_insertion *ins,
				   uint32_t at)
{
	const struct cfix_node *fn = m->rule->pattern, *unit = m->source->root;
	uint32_t tok;

	if (ins->after || !fn || fn->kind != CFIX_NODE_FUNCTION ||
	    fn->nkids < 2 || !fn->kids[0] || !fn->kids[1] ||
	    fn->kids[1]->first != ins->anchor ||
	    fn->kids[0]->last + 1 != fn->kids[0]->first || !unit ||
	    (tok = token_beginning(m->source, at)) == m->source->ntoks)
		return at;
	for (uint32_t i = 0; i < unit->nkids; i++) {
		const struct cfix_node *def = unit->kids[i];

		if (def && def->kind == CFIX_NODE_FUNCTION && def->nkids > 1 &&
		    def->kids[1] && def->kids[1]->first == tok)
			return m->source->toks[def->first].begin;
	}
	return at;
}

/*
 * A line added before a declaration goes before the storage class and
 * qualifiers the pattern leaves out: `+ int z;` above `int y;` lands
 * before `static int y;`, not between `static` and `int`.  One that
 * replaces the declaration (its anchor removed) comes after them, as
 * in spatch: `- int x;` `+ long x;` makes `static long x;`.
 */
static uint32_t before_storage(const struct matcher *m,
			       const struct cfix_insertion *ins, uint32_t at)
{
	const struct cfix_source *src = m->source;
	uint32_t lo;

	if (!ins->newline || ins->after || ins->anchor >= m->rule->ntoks ||
	    is_storage_word(m->rule->toks[ins->anchor].text) ||
	    m->rule->remove[ins->anchor])
		return at;
	if ((lo = token_beginning(src, at)) == src->ntoks)
		return at;
	while (lo > 0 && src->toks[lo - 1].kind == CFIX_TOK_KEYWORD &&
	       is_storage_word(src->toks[lo - 1].text))
		lo--;
	return src->toks[lo].begin;
}

/*
 * Is anchor the `}` of a pattern's empty `{ }` that matched braces with
 * code between them (an open initializer list)?  Code added inside goes
 * first, after the `{`, as Coccinelle puts it.
 */
static bool opens_filled_braces(const struct matcher *m, uint32_t anchor)
{
	const struct cfix_rule *rule = m->rule;

	if (anchor == 0 || anchor >= rule->ntoks ||
	    strcmp(rule->toks[anchor].text, "}") ||
	    strcmp(rule->toks[anchor - 1].text, "{") ||
	    !span_set(m->map[anchor]) || !span_set(m->map[anchor - 1]))
		return false;
	return m->map[anchor - 1].last + 1 < m->map[anchor].first;
}

/* Does acts insert text at offset? */
static bool inserts_at(const action_list *acts, uint32_t offset,
		       const char *text)
{
	for (size_t i = 0; i < acts->len; i++)
		if (acts->items[i].kind == CFIX_ACTION_INSERT &&
		    acts->items[i].begin == offset &&
		    !strcmp(acts->items[i].text, text))
			return true;
	return false;
}

/* Parentheses around a kept expression the code ins adds binds tighter
 * than (cfix__match_tighter_operand()), once when code is added on both sides of
 * it; text is ins's text. */
static const char *paren_kept_operand(const struct matcher *m,
				      const struct cfix_insertion *ins,
				      const char *text, action_list *acts)
{
	bool before_it;
	int64_t tok = cfix__match_tighter_operand(m, ins, &before_it);
	struct span s;

	if (tok < 0)
		return text;
	s = m->map[tok];
	if (inserts_at(acts, tok_begin(m, s), "(") ||
	    inserts_at(acts, tok_end(m, s), ")"))
		return text;
	if (!before_it) {
		cfix_array_push(acts, ((struct cfix_action){
			.kind = CFIX_ACTION_INSERT, .begin = tok_begin(m, s),
			.end = tok_begin(m, s), .text = "(" }));
		return cfix_arena_printf(m->source->arena, ")%s", text);
	}
	cfix_array_push(acts, ((struct cfix_action){
		.kind = CFIX_ACTION_INSERT, .begin = tok_end(m, s),
		.end = tok_end(m, s), .text = ")", .after = true }));
	return cfix_arena_printf(m->source->arena, "%s(", text);
}

static bool inline_in_source(const struct matcher *m,
			     const struct cfix_insertion *ins);

/*
 * Inline code added after removed code whose kept neighbour is further
 * on in the source, past code the pattern leaves out, replaces the
 * removed code where it was, as spatch prints it: `- int` `+ long`
 * `f(...)` on `int __init f(void)` makes `long __init f`, not `__init
 * long f`.  Returns the offset after the removed code, or at.
 */
static int64_t after_removed(const struct matcher *m,
			     const struct cfix_insertion *ins, int64_t at,
			     bool *after)
{
	const struct cfix_rule *rule = m->rule;
	uint32_t a = ins->anchor;

	if (*after || ins->newline || a == 0 || a >= rule->ntoks ||
	    !rule->remove[a - 1] || rule->remove[a] ||
	    !span_set(m->map[a - 1]) || !span_set(m->map[a]) ||
	    m->map[a - 1].last + 1 >= m->map[a].first)
		return at;
	*after = true;
	return tok_end(m, m->map[a - 1]);
}

/*
 * Code added right after a declared name whose brackets a type
 * metavariable took (`T x;` against `int two[2];`, T bound to `int[2]`,
 * match_decl_array()) goes after the brackets: `+ T x = 0;` adds ` = 0`
 * after `two[2]`, not between the name and its brackets.
 */
static uint32_t past_type_suffix(const struct matcher *m, uint32_t at)
{
	const struct cfix_token *toks = m->source->toks;

	for (uint32_t v = 0; v < m->rule->nmetavars; v++) {
		const struct binding *b = &m->bindings[v];

		if (m->rule->metavars[v].kind == CFIX_MV_TYPE && b->set &&
		    b->suffix_len && b->suffix_first > 0 &&
		    toks[b->suffix_first - 1].end == at)
			return toks[b->suffix_first + b->suffix_len - 1].end;
	}
	return at;
}

/*
 * A name put in place of a declared name whose type's suffix a type
 * metavariable took (`[]` of `char s[]`, `)(int)` of `int (*fp)(int)`,
 * match_decl_array()) loses the space the rule writes after it, before
 * `=`: `s_q[] =`, `(*fp_q)(int)`, not `s_q [] =`.  at is where the
 * code goes; the removal of the old name starts there (after blanks),
 * or ends there (after_removed()).
 */
static const char *unspaced_before_suffix(const struct matcher *m,
					  const action_list *acts, uint32_t at,
					  const char *text)
{
	const struct cfix_token *toks = m->source->toks;
	size_t len = strlen(text);
	uint32_t end = at;

	if (!len || text[len - 1] != ' ')
		return text;
	while (end < m->source->len && is_blank(m->source->text[end]))
		end++;
	for (size_t k = 0; k < acts->len; k++)
		if (acts->items[k].kind == CFIX_ACTION_REMOVE &&
		    acts->items[k].begin == end && acts->items[k].end > end)
			end = acts->items[k].end;
	for (uint32_t v = 0; v < m->rule->nmetavars; v++) {
		const struct binding *b = &m->bindings[v];

		if (m->rule->metavars[v].kind == CFIX_MV_TYPE && b->set &&
		    b->suffix_len && toks[b->suffix_first].begin == end)
			return cfix_arena_strndup(m->source->arena, text,
						  len - 1);
	}
	return text;
}

/* The outermost statement of pattern pat that ends at rule token tok. */
static const struct cfix_node *stmt_ending_at(const struct cfix_node *pat,
					      uint32_t tok)
{
	if (!pat || pat->first > pat->last || pat->first > tok ||
	    pat->last < tok)
		return NULL;
	if (pat->last == tok && cfix_node_is_stmt(pat) &&
	    pat->kind != CFIX_NODE_COMPOUND)
		return pat;
	for (uint32_t k = 0; k < pat->nkids; k++) {
		const struct cfix_node *s = stmt_ending_at(pat->kids[k], tok);

		if (s)
			return s;
	}
	return NULL;
}

/*
 * Own-line code added at `at`, right after the statement of the rule
 * that ends at anchor: act records where that statement begins in the
 * code, whose line's indentation the added lines take (fixits/).
 */
static void mark_after_stmt(const struct matcher *m, uint32_t anchor,
			    uint32_t at, struct cfix_action *act)
{
	const struct cfix_node *stmt = stmt_ending_at(m->rule->pattern, anchor);

	if (!stmt || !span_set(m->map[stmt->first]) ||
	    !span_set(m->map[anchor]) || tok_end(m, m->map[anchor]) != at)
		return;
	act->has_stmt = true;
	act->stmt_begin = tok_begin(m, m->map[stmt->first]);
}

/* The statement of the code spanning exactly tokens first..last, under
 * node, when it is an unbraced branch; else NULL. */
static const struct cfix_node *unbraced_branch_at(const struct cfix_node *node,
						  uint32_t first, uint32_t last)
{
	if (!node || node->first > node->last || node->first > first ||
	    node->last < last)
		return NULL;
	if (node->first == first && node->last == last &&
	    node->kind != CFIX_NODE_DECL && cfix_node_is_stmt(node) &&
	    cfix_node_is_branch(node, CFIX_BRANCH_UNBRACED))
		return node;
	for (uint32_t k = 0; k < node->nkids; k++) {
		const struct cfix_node *b =
			unbraced_branch_at(node->kids[k], first, last);

		if (b)
			return b;
	}
	return NULL;
}

/*
 * Is rule token i `...` (with its when clause) or past the pattern's
 * edge, looking from an insertion in direction step?
 */
static bool dots_or_edge(const struct cfix_rule *rule, int64_t i, int step)
{
	for (; i >= 0 && i < rule->ntoks; i += step) {
		if (!strcmp(rule->toks[i].text, "..."))
			return true;
		if (!rule->structural[i] || step > 0)
			return false;
	}
	return true;
}

/*
 * The side of an insertion placed after (or before) its anchor as the
 * rule wrote it: `+ x();` before `f();` with `...` or nothing above it
 * belongs with f (another rule's code there stays outside), after `f();`
 * with `...` or nothing below it, or before a `...`, with f.
 */
static enum cfix_insert_side insert_side(const struct cfix_rule *rule,
					 const struct cfix_insertion *ins,
					 bool after)
{
	int64_t a = ins->anchor;

	if (after != ins->after || ins->scope >= 0 || a >= rule->ntoks)
		return CFIX_INSERT_SIDE_NONE;
	if (after)
		return dots_or_edge(rule, a + 1, 1) ? CFIX_INSERT_SIDE_AFTER
						    : CFIX_INSERT_SIDE_NONE;
	if (!strcmp(rule->toks[a].text, "..."))
		return CFIX_INSERT_SIDE_AFTER;
	return dots_or_edge(rule, a - 1, -1) ? CFIX_INSERT_SIDE_BEFORE
					     : CFIX_INSERT_SIDE_NONE;
}

/*
 * Is pat the rule's own branch that ends its if or loop?  Code the rule
 * adds after it then follows the whole if or loop (`if (E) g(E); + k(E);`
 * is the if and then k(E), as spatch parses it), not the branch.
 */
static bool ends_pattern_statement(const struct cfix_node *pat)
{
	return cfix_node_is_branch(pat, 0) && pat->parent->last == pat->last;
}

/*
 * A pattern statement of lo..hi that matched an unbraced branch and that
 * the fix turns into several statements (lines added before or after
 * it; itself kept or not): braces go around the branch, or the code
 * added after it would leave it (`if (a) foo(2); x();`).  add_braces()
 * does this for a rule that is one statement; here the statement is
 * reached through a sequence or a nest, where code added after the
 * branch's last token is at the byte where code added after the whole
 * `if` goes (brace_branches_under() cannot tell them apart): the
 * pattern statement the insertion hangs on tells.
 */
static void brace_filled_branches(const struct matcher *m,
				  const struct cfix_node *pat, uint32_t lo,
				  uint32_t hi, int32_t nest, action_list *acts)
{
	const struct cfix_rule *rule = m->rule;
	const struct cfix_token *toks = m->source->toks;
	const struct cfix_node *node;
	unsigned added = 0;
	bool kept = false;
	struct span sf, sl;
	uint32_t before;

	if (!pat || pat->first > pat->last || pat->last < lo || pat->first > hi)
		return;
	for (uint32_t k = 0; k < pat->nkids; k++)
		brace_filled_branches(m, pat->kids[k], lo, hi, nest, acts);
	if (pat == rule->pattern || !cfix_node_is_stmt(pat) ||
	    pat->kind == CFIX_NODE_DECL || pat->first < lo || pat->last > hi ||
	    pat->last >= rule->ntoks ||
	    !cfix__match_scope_within(rule, rule->tok_scope[pat->first], nest))
		return;
	sf = m->map[pat->first];
	sl = m->map[pat->last];
	if (!span_set(sf) || !span_set(sl) || sf.first == 0 ||
	    !(node = unbraced_branch_at(m->source->root, sf.first, sl.last)))
		return;
	for (uint32_t i = 0; i < rule->ninsertions; i++) {
		const struct cfix_insertion *ins = &rule->insertions[i];

		if (ins->after && ends_pattern_statement(pat))
			continue;
		if (ins->newline &&
		    ins->anchor == (ins->after ? pat->last : pat->first) &&
		    cfix__match_scope_within(rule, ins->scope, nest) &&
		    scope_active(m, ins->scope, nest))
			added += cfix__match_added_statements(rule, ins);
	}
	for (uint32_t i = pat->first; i <= pat->last; i++)
		kept |= !rule->remove[i];
	before = toks[node->first - 1].end;
	if (added + kept < 2 || cfix__match_opens_brace_at(acts, before))
		return;
	cfix__match_wrap_branch(m, node, kept, acts);
}

/*
 * A removed `return;` that the function's end stands for (exit_return()
 * in flow_dots.c): what replaces it, its kept tokens among it (`- return`
 * `+ goto out` `;`), is a line of its own before the closing brace, as
 * spatch prints it.  The first insertion in the run of tokens does it
 * all (*done past the run); false for any other insertion.
 */
/* Text joined to buf, a space between two words. */
static void exit_add(struct cfix_buf *buf, const char *text)
{
	while (*text == ' ')
		text++;
	if (buf->len && cfix_is_name_char(buf->data[buf->len - 1]) &&
	    cfix_is_name_char(*text))
		cfix_buf_addch(buf, ' ');
	cfix_buf_adds(buf, text);
}

/* The code added at token t, on the side after says. */
static void exit_add_at(const struct matcher *m, uint32_t t, bool after,
			int32_t nest, struct cfix_buf *buf)
{
	const struct cfix_rule *rule = m->rule;

	for (uint32_t k = 0; k < rule->ninsertions; k++) {
		const struct cfix_insertion *ins = &rule->insertions[k];

		if (ins->anchor == t && ins->after == after &&
		    cfix__match_scope_within(rule, ins->scope, nest) &&
		    scope_active(m, ins->scope, nest))
			exit_add(buf, insertion_text(m, ins));
	}
}

static bool exit_replacement(const struct matcher *m, uint32_t i,
			     int32_t nest, uint32_t *done, action_list *acts)
{
	const struct cfix_rule *rule = m->rule;
	uint32_t a = rule->insertions[i].anchor, lo = a, hi = a;
	struct cfix_buf buf = CFIX_BUF_INIT;

	if (a >= rule->ntoks || !m->map[a].exit)
		return false;
	if (a < *done)
		return true;
	while (lo > 0 && m->map[lo - 1].exit)
		lo--;
	while (hi + 1 < rule->ntoks && m->map[hi + 1].exit)
		hi++;
	*done = hi + 1;
	for (uint32_t t = lo; t <= hi; t++) {
		exit_add_at(m, t, false, nest, &buf);
		if (!rule->remove[t])
			exit_add(&buf, rule->toks[t].text);
		exit_add_at(m, t, true, nest, &buf);
	}
	cfix_array_push(acts, ((struct cfix_action){
		.kind = CFIX_ACTION_INSERT, .begin = m->map[a].virtual_at - 1,
		.end = m->map[a].virtual_at - 1,
		.text = cfix_arena_strndup(m->source->arena, buf.data, buf.len),
		.own_line = true }));
	cfix_buf_release(&buf);
	return true;
}

/* Does an action remove byte at (insert: insert at offset at)? */
/*
 * A removed token that stood between two words of the code with no
 * space (`return(x)`, `sizeof(x)` with `- (` `- )`) leaves a space
 * between them, as spatch prints `return x`: not `returnx`.
 */
static void unglue_removals(const struct matcher *m, action_list *acts)
{
	const char *src = m->source->text;
	size_t n = acts->len;

	for (size_t k = 0; k < n; k++) {
		struct cfix_action a = acts->items[k];

		if (a.kind != CFIX_ACTION_REMOVE || a.begin == 0 ||
		    a.end >= m->source->len || !cfix_is_name_char(src[a.begin - 1]) ||
		    !cfix_is_name_char(src[a.end]) ||
		    cfix__match_changed_at(acts, a.begin - 1, false) ||
		    cfix__match_changed_at(acts, a.end, false) ||
		    cfix__match_changed_at(acts, a.begin, true) ||
		    cfix__match_changed_at(acts, a.end, true))
			continue;
		cfix_array_push(acts, ((struct cfix_action){
			.kind = CFIX_ACTION_INSERT, .begin = a.end,
			.end = a.end, .text = " " }));
	}
}

/*
 * A minus token the plus side shares is kept where the code has it; where
 * it matched no code (drop_cast's `(T)` before a bare E), the plus side's
 * copy is written in its place, after what is added before it: spatch
 * writes the whole plus code (`- x = (T)E` `+ f(x, E)` keeps f's ')').
 */
static void write_unmatched_shared(const struct matcher *m, uint32_t lo,
				   uint32_t hi, int32_t nest,
				   action_list *acts)
{
	const struct cfix_rule *rule = m->rule;

	for (uint32_t i = lo; i <= hi && i < rule->ntoks; i++) {
		bool after = false;
		int64_t at;

		/* a list's ',' next to an empty one: with_orphan_comma();
		 * a metavariable or dots that matched nothing: nothing */
		if (!rule->minus[i] || rule->remove[i] ||
		    rule->tok_metavar[i] >= 0 ||
		    !strcmp(rule->toks[i].text, ",") ||
		    strstr(rule->toks[i].text, "...") ||
		    rule->toks[i].text[0] == '\\' ||
		    span_set(m->map[i]) || m->map[i].virtual_at ||
		    !cfix__match_scope_within(rule, rule->tok_scope[i], nest) ||
		    !scope_active(m, rule->tok_scope[i], nest))
			continue;
		at = anchor_offset(m, i, &after);
		if (at < 0)
			continue;
		cfix_array_push(acts, ((struct cfix_action){
			.kind = CFIX_ACTION_INSERT, .begin = (uint32_t)at,
			.end = (uint32_t)at, .text = rule->toks[i].text,
			.after = after }));
	}
}

/*
 * The removals and insertions of match-side tokens lo..hi as matched
 * now, for changes in scope `nest` (-1: outside every nest).
 */
void cfix__match_collect_actions(const struct matcher *m, uint32_t lo,
				 uint32_t hi, int32_t nest, action_list *acts)
{
	const struct cfix_rule *rule = m->rule;

	for (uint32_t i = lo; i <= hi && i < rule->ntoks; i++) {
		if (!rule->remove[i] || !span_set(m->map[i]))
			continue;
		if (!cfix__match_scope_within(rule, rule->tok_scope[i], nest))
			continue;
		cfix_array_push(acts, ((struct cfix_action){
			.kind = CFIX_ACTION_REMOVE,
			.begin = tok_begin(m, m->map[i]),
			.end = cfix__match_removal_end(m, i) }));
	}
	for (uint32_t i = 0, exit_done = 0; i < rule->ninsertions; i++) {
		const struct cfix_insertion *ins = &rule->insertions[i];
		struct cfix_insertion inline_ins;
		bool after = ins->after;
		const char *text;
		int64_t at, replaced;

		if (inline_in_source(m, ins)) {
			inline_ins = *ins;
			inline_ins.newline = inline_ins.newline_after = false;
			ins = &inline_ins;
		}
		if (ins->anchor < lo || ins->anchor > hi ||
		    !cfix__match_scope_within(rule, ins->scope, nest) ||
		    !scope_active(m, ins->scope, nest) ||
		    exit_replacement(m, i, nest, &exit_done, acts))
			continue;
		at = anchor_offset(m, ins->anchor, &after);
		if (at < 0)
			continue;
		replaced = after_removed(m, ins, at, &after);
		/* in place of a removed name (`T` `- x` `+ y`): before
		 * the brackets its type keeps, `int y[2]` */
		if (after && replaced == at)
			replaced = past_type_suffix(m, (uint32_t)at);
		at = replaced;
		if (!after)
			at = before_storage(m, ins, before_return_type(
							     m, ins, (uint32_t)at));
		if (!after && opens_filled_braces(m, ins->anchor)) {
			after = true;	/* `{` `+ .a = 1,` `}` on a full list */
			at = tok_end(m, m->map[ins->anchor - 1]);
		}
		/* before the push, which grows acts by a slot not yet set */
		text = unglued(m, ins, acts, (uint32_t)at,
			       with_orphan_comma(m, ins, insertion_text(m, ins)));
		text = paren_kept_operand(m, ins, text, acts);
		text = unspaced_before_suffix(m, acts, (uint32_t)at, text);
		cfix_array_push(acts, ((struct cfix_action){
			.kind = CFIX_ACTION_INSERT, .begin = (uint32_t)at,
			.end = (uint32_t)at, .text = text,
			.own_line = ins->newline && ins->newline_after,
			.after = after, .side = insert_side(rule, ins, after) }));
		if (after && ins->after && ins->newline && ins->newline_after)
			mark_after_stmt(m, ins->anchor, (uint32_t)at,
					&acts->items[acts->len - 1]);
	}
	write_unmatched_shared(m, lo, hi, nest, acts);
	brace_filled_branches(m, rule->pattern, lo, hi, nest, acts);
	unglue_removals(m, acts);
	cfix__match_unspace_after_open(m, acts);
}

/* The kept match-side token next to anchor on the side the insertion
 * faces (removed tokens skipped), or -1. */
static int64_t kept_neighbour(const struct cfix_rule *rule,
			      const struct cfix_insertion *ins)
{
	int64_t b = ins->anchor;

	do
		b += ins->after ? 1 : -1;
	while (b >= 0 && b < rule->ntoks && rule->remove[b]);
	if (b < 0 || b >= rule->ntoks || rule->structural[b])
		return -1;
	return b;
}

/*
 * Added code on a line of its own in the rule, one line of it, between
 * two kept tokens that share a line in the code, or in place of removed
 * code on the line of the kept token it is anchored at (`return` / `-
 * ret` / `+ C` / `;` against `return ret;`): it goes inline there, as
 * spatch prints it (`return 0;`; misc/returnvar).
 */
static bool inline_in_source(const struct matcher *m,
			     const struct cfix_insertion *ins)
{
	const struct cfix_rule *rule = m->rule;
	int64_t b;
	struct span sa, sb;

	if (!ins->newline || !ins->newline_after || ins->first > ins->last ||
	    rule->plus_toks[ins->first].line != rule->plus_toks[ins->last].line)
		return false;
	b = kept_neighbour(rule, ins);
	if (b < 0)
		return false;
	/* replacing removed code: where that code was (`return` then
	 * `r;` on the next line gets `1;` there) */
	if (b != (int64_t)ins->anchor + (ins->after ? 1 : -1))
		b = (int64_t)ins->anchor + (ins->after ? 1 : -1);
	sa = m->map[ins->anchor];
	sb = m->map[b];
	if (!span_set(sa) || !span_set(sb))
		return false;
	return m->source->toks[sa.first].line == m->source->toks[sb.last].line &&
	       m->source->toks[sa.last].line == m->source->toks[sb.first].line;
}

/*
 * May comment c stay a line comment after offset at?  Only when it is
 * one, nothing but blanks follows on the code's line and nothing else
 * is added there on that line.
 */
static bool line_comment_fits(const struct matcher *m,
			      const action_list *acts,
			      const struct cfix_comment_lines *c, uint32_t at)
{
	const char *text = m->source->text;

	if (!c->after || strncmp(c->text, "//", 2) || strchr(c->text, '\n'))
		return false;
	for (uint32_t k = at; k < m->source->len && text[k] != '\n'; k++)
		if (!is_blank(text[k]) && text[k] != '\r')
			return false;
	for (size_t i = 0; i < acts->len; i++)
		if (acts->items[i].kind == CFIX_ACTION_INSERT &&
		    !acts->items[i].own_line && acts->items[i].begin == at)
			return false;
	return true;
}

/* The comments of '+' lines with no added code beside them, on lines of
 * their own next to the context code they hang on, where it matched
 * outside nests. */
static void add_comment_lines(const struct matcher *m, action_list *acts)
{
	const struct cfix_rule *rule = m->rule;

	for (uint32_t i = 0; i < rule->ncomment_lines; i++) {
		const struct cfix_comment_lines *c = &rule->comment_lines[i];
		int32_t scope = rule->tok_scope ? rule->tok_scope[c->anchor]
						: -1;

		struct cfix_buf buf = CFIX_BUF_INIT;
		uint32_t at;

		if (!span_set(m->map[c->anchor]) ||
		    !cfix__match_scope_within(rule, scope, -1) ||
		    !scope_active(m, scope, -1))
			continue;
		at = c->after ? tok_end(m, m->map[c->anchor])
			      : tok_begin(m, m->map[c->anchor]);
		if (c->own_line) {
			cfix_buf_adds(&buf, c->text);
		} else if (line_comment_fits(m, acts, c, at)) {
			cfix_buf_addch(&buf, ' ');
			cfix_buf_adds(&buf, c->text);
		} else {
			/* glued, as spatch writes it, but never into a
			 * line comment: `/` `/ *` */
			if (at > 0 && m->source->text[at - 1] == '/')
				cfix_buf_addch(&buf, ' ');
			cfix__match_add_comments(&c->text, 0, true, &buf);
		}
		cfix_array_push(acts, ((struct cfix_action){
			.kind = CFIX_ACTION_INSERT, .begin = at, .end = at,
			.text = cfix_arena_strndup(m->source->arena, buf.data,
						   buf.len),
			.own_line = c->own_line, .after = c->after }));
		cfix_buf_release(&buf);
	}
}

void cfix__match_add_actions(const struct matcher *m,
			     struct cfix_match *match)
{
	const struct cfix_rule *rule = m->rule;
	action_list acts = { 0 };
	struct cfix_action *copy;

	if (rule->ntoks)
		cfix__match_collect_actions(m, 0, rule->ntoks - 1, -1, &acts);
	/* a rule of #include lines has no pattern: lines, no braces */
	if (rule->pattern) {
		cfix__match_add_braces(m, &acts);
		add_virtual_parens(m, &acts);
	}
	for (size_t i = 0; i < m->extra.len; i++)
		cfix_array_push(&acts, m->extra.items[i]);
	for (size_t i = 0; i < acts.len && rule->pattern; i++)
		if (acts.items[i].kind == CFIX_ACTION_INSERT &&
		    acts.items[i].own_line) {
			cfix__match_brace_reached_branches(
				m, m->source->root, match->begin, match->end,
				&acts);
			break;
		}
	if (rule->pattern) {
		/* the further paths' changes (`when any`, exists) may lie
		 * past the match's own span */
		uint32_t lo = match->begin, hi = match->end;

		for (size_t i = 0; i < m->extra.len; i++) {
			if (m->extra.items[i].begin < lo)
				lo = m->extra.items[i].begin;
			if (m->extra.items[i].end > hi)
				hi = m->extra.items[i].end;
		}
		cfix__match_empty_removed_branches(m, m->source->root, lo, hi,
						   &acts);
	}
	/* after the braces: a comment is no statement a branch grows by */
	add_comment_lines(m, &acts);
	copy = cfix_arena_alloc(m->source->arena,
				(acts.len ? acts.len : 1) * sizeof(*copy));
	if (acts.len)
		memcpy(copy, acts.items, acts.len * sizeof(*copy));
	match->actions = copy;
	match->nactions = (uint32_t)acts.len;
	cfix_array_release(&acts);
}

static bool disj_delimiter(const struct cfix_token *tok)
{
	return !strcmp(tok->text, "\\(") || !strcmp(tok->text, "\\|") ||
	       !strcmp(tok->text, "\\)");
}

void cfix__match_collect_stars(const struct matcher *m, star_list *out)
{
	if (m->rule->ntoks)
		cfix__match_collect_stars_in(m, 0, m->rule->ntoks - 1, out);
}

void cfix__match_collect_stars_in(const struct matcher *m, uint32_t lo,
				  uint32_t hi, star_list *out)
{
	const struct cfix_rule *rule = m->rule;
	bool opens = true;

	for (uint32_t i = lo; i <= hi && i < rule->ntoks; i++) {
		const struct span *s = &m->map[i];

		if (!rule->star[i]) {
			/* an inline disjunction's `\(`, `\|`, `\)` on a
			 * '*' line does not end the line's span */
			opens |= !disj_delimiter(&rule->toks[i]);
			continue;
		}
		if (!span_set(*s))
			continue;
		cfix_array_push(out, ((struct star_span){
			.begin = m->source->toks[s->first].begin,
			.end = m->source->toks[s->last].end, .opens = opens }));
		opens = false;
	}
}

void cfix__match_keep_extras(struct matcher *m, action_list *acts,
			     star_list *stars)
{
	for (size_t i = 0; i < acts->len; i++)
		cfix_array_push(&m->extra, acts->items[i]);
	for (size_t i = 0; i < stars->len; i++)
		cfix_array_push(&m->extra_stars, stars->items[i]);
	cfix_array_release(acts);
	cfix_array_release(stars);
}
