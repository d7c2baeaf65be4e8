/*
 * body.c: a rule's body, the lines after its declarations.  The body is
 * lexed from a copy of it at its own offset in a buffer the size of the
 * file (nothing outside the body is written or read: a rule costs its
 * own length, not the file's), with the column-0 marks ('-', '+', '*',
 * '?') turned into spaces, so each token keeps the rule file's own
 * offset, line and column.  The tokens are checked (marks, metavariables of added code,
 * brackets, directives), split into the match side and the plus side,
 * aligned (hunks.c) and the match side parsed (rule_pattern.c).
 */
#include "rule_internal.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/*
 * Copies the body to its offset in copy, with the column-0 marks of its
 * lines replaced by spaces; marks[k] gets the mark of the body's k-th
 * line (0: its first).  Newlines stay, so lines and columns do not move.
 */
static int blank_copy(struct rule_ctx *rc, const struct rule_region *r,
		      char *copy, char *marks)
{
	struct rule_file *f = rc->file;
	bool in_comment = false, line_start = true;
	uint32_t line = 0;
	size_t i = r->body_begin;

	memcpy(copy + r->body_begin, f->text + r->body_begin,
	       r->body_end - r->body_begin);
	copy[r->body_end] = '\0';
	line_start = r->body_begin == 0 || f->text[r->body_begin - 1] == '\n';
	while (i < r->body_end) {
		char ch = f->text[i];

		if (line_start && !in_comment) {
			if (ch == '-' || ch == '+' || ch == '*') {
				marks[line] = ch;
				copy[i] = ' ';
				/* "++": added code that may repeat (one copy
				 * per match at one place); an ordinary '+' */
				if (ch == '+' && i + 1 < r->body_end &&
				    f->text[i + 1] == '+')
					copy[++i] = ' ';
			} else if (ch == '(' || ch == '|' || ch == ')' ||
				   ch == '&') {
				marks[line] = 'D';	/* a disjunction delimiter */
			} else if (ch == '?') {
				/* an optional line: '?', then maybe a mark */
				char next = i + 1 < r->body_end ? f->text[i + 1] : ' ';

				copy[i] = ' ';
				marks[line] = 'O';
				if (next == '-' || next == '+' || next == '*') {
					marks[line] = next == '-' ? 'm' : next == '+' ? 'p' : 's';
					copy[i + 1] = ' ';
					i++;
				}
			}
		}
		line_start = ch == '\n';
		if (line_start) {
			line++;
			i++;
		} else {
			cfix__rule_skip_one(f, &i, &in_comment);
		}
	}
	return 0;
}

/* A string or character literal the lexer stopped at a line's end: no
 * closing quote, or one that a backslash escapes. */
static bool unterminated_literal(const struct cfix_token *tok)
{
	const char *quote, *last;
	size_t slashes = 0;

	if (tok->kind != CFIX_TOK_STRING && tok->kind != CFIX_TOK_CHAR)
		return false;
	quote = strpbrk(tok->text, "\"'");
	last = tok->text + strlen(tok->text) - 1;
	if (!quote || last == quote || *last != *quote)
		return true;
	while (last - slashes - 1 > quote && last[-(ptrdiff_t)slashes - 1] == '\\')
		slashes++;
	return slashes % 2 == 1;
}

/*
 * Disjunction delimiters get one spelling, "\\(", "\\|", "\\)" or
 * "\\&", whether the rule wrote them in column 0 or inline (clex
 * gives a stray '\\' and the bracket as two tokens).  Returns how many
 * tokens toks[i..] the delimiter took, 0 when it is none.
 */
static uint32_t delimiter_at(struct rule_ctx *rc, const char *marks,
			     uint32_t first, struct cfix_token *toks,
			     uint32_t n, uint32_t i)
{
	struct cfix_token *tok = &toks[i];
	static const char *const names[] = { "\\(", "\\|", "\\)", "\\&" };
	const char *which = NULL;

	if (marks[tok->line - first] == 'D' && tok->col == 1 && tok->text[0] &&
	    !tok->text[1] && strchr("(|)&", tok->text[0])) {
		which = tok->text;
	} else if (tok_is(tok, "\\") && i + 1 < n &&
		   toks[i + 1].begin == tok->end && !toks[i + 1].text[1] &&
		   strchr("(|)&", toks[i + 1].text[0])) {
		which = toks[i + 1].text;
	}
	if (!which)
		return 0;
	for (int k = 0; k < 4; k++)
		if (names[k][1] == which[0])
			which = names[k];
	(void)rc;
	if (tok_is(tok, "\\")) {
		tok->end = toks[i + 1].end;
		tok->text = which;
		return 2;
	}
	tok->text = which;
	return 1;
}

/* Does the name at toks[at] occur elsewhere in the body? */
static bool metavar_used_elsewhere(const struct cfix_token *toks, uint32_t n,
				   uint32_t at)
{
	for (uint32_t k = 0; k < n; k++)
		if (k != at && toks[k].kind == CFIX_TOK_IDENT &&
		    !strcmp(toks[k].text, toks[at].text))
			return true;
	return false;
}

/* Does tok open a place for an operand (`(`, `,`, ...), so that "@e"
 * after it is stray rather than "X@e" on tok?  (An operator's "@e" is
 * kept, to be refused as not supported.) */
static bool opens_operand(const struct cfix_token *tok)
{
	static const char *const openers[] = {
		"(", "[", "{", ",", ";", "\\(", "\\|", NULL,
	};

	for (int i = 0; openers[i]; i++)
		if (tok_is(tok, openers[i]))
			return true;
	return false;
}

/* Records metavariable mv, named after an '@', on body token b (the
 * term it ends); chained ones (`f(...)@E@p`) after the first.  Returns
 * -1 when b has no room left. */
static int add_at(struct body_tok *b, int32_t mv)
{
	if (b->position < 0) {
		b->position = mv;
		return 0;
	}
	for (int k = 0; k < 2; k++)
		if (b->chained[k] < 0) {
			b->chained[k] = mv;
			return 0;
		}
	return -1;
}

/* Lexes the body into rc->body.  "@p" position annotations are not
 * tokens of the pattern: they are kept as the position of the token
 * before them. */
static int lex_body(struct rule_ctx *rc, const struct rule_region *r)
{
	struct rule_file *f = rc->file;
	char *copy = cfix_xmalloc(f->len + 1);
	uint32_t first = cfix__rule_line_of(f, r->body_begin);
	char *marks = cfix_xcalloc(cfix__rule_line_of(f, r->body_end) - first
				   + 2, 1);
	struct cfix_token *toks;
	uint32_t n = 0;
	int ret = blank_copy(rc, r, copy, marks);

	if (ret == 0)
		n = cfix__rule_lex(f, copy, r->body_begin, r->body_end,
				   CFIX_CLEX_SMPL, &toks);
	rc->body = cfix_arena_alloc(f->arena, (n + 1) * sizeof(*rc->body));
	for (uint32_t i = 0; i < n; i++) {
		struct body_tok *b = &rc->body[rc->nbody];
		uint32_t delim = delimiter_at(rc, marks, first, toks, n, i);
		int32_t mv = toks[i].kind == CFIX_TOK_IDENT
				     ? cfix__metavar_find(rc, toks[i].text)
				     : -1;
		char mark = marks[toks[i].line - first];
		bool optional = mark == 'O' || mark == 'm' || mark == 'p' ||
				mark == 's';

		if (optional)
			mark = mark == 'm' ? '-' : mark == 'p' ? '+' : mark == 's' ? '*' : ' ';
		b->tok = toks[i];
		if (toks[i].kind == CFIX_TOK_IDENT &&
		    cfix__virtual_id_value(rc, toks[i].text))
			b->tok.text = cfix__virtual_id_value(rc, toks[i].text);
		b->optional = optional;
		b->mark = mark && mark != 'D' ? mark : ' ';
		b->position = b->chained[0] = b->chained[1] = -1;
		if (delim) {
			b->mark = ' ';
			b->metavar = -1;
			i += delim - 1;
			rc->nbody++;
			continue;
		}
		if (unterminated_literal(&toks[i]) && ret == 0) {
			cfix__rule_error_tok(f, &toks[i],
					     "missing terminating %s character",
					     toks[i].kind == CFIX_TOK_STRING
						     ? "'\"'"
						     : "'");
			ret = -1;
		}
		/* spatch 1.1.1 reads a comments metavariable only after '@' */
		if (mv >= 0 && rc->metavars.items[mv].kind == CFIX_MV_COMMENTS) {
			cfix__rule_error_tok(f, &toks[i],
					     "comments metavariable '%s' stands only after '@' (`foo();@%s`)",
					     toks[i].text, toks[i].text);
			ret = -1;
		}
		/* nor a position: `+ bar(p)` wrote the code p's place holds */
		if (mv >= 0 && rc->metavars.items[mv].kind == CFIX_MV_POSITION) {
			cfix__rule_error_tok(f, &toks[i],
					     "position metavariable '%s' stands only after '@' (`foo@%s(...)`)",
					     toks[i].text, toks[i].text);
			ret = -1;
		}
		if (mv >= 0 && (rc->metavars.items[mv].kind == CFIX_MV_SYMBOL ||
				rc->metavars.items[mv].kind == CFIX_MV_TYPEDEF ||
				rc->metavars.items[mv].kind ==
					CFIX_MV_LIST_LENGTH))
			mv = -1;	/* names that match themselves */
		b->metavar = mv;
		/* "E@p" a position; "probe@fld" binds fld as well (pattern.c
		 * checks that a node ends at the token) */
		if (tok_is(&toks[i], "@") && i + 1 < n &&
		    (mv = cfix__metavar_find(rc, toks[i + 1].text)) >= 0 &&
		    rc->metavars.items[mv].kind != CFIX_MV_DECLARATION &&
		    (cfix__is_place_kind(rc->metavars.items[mv].kind) ||
		     (rc->nbody &&
		      !opens_operand(&rc->body[rc->nbody - 1].tok)))) {
			if (b->mark == CFIX_MARK_PLUS) {
				cfix__rule_error_tok(
					f, &toks[i + 1],
					rc->metavars.items[mv].kind ==
							CFIX_MV_COMMENTS
						? "comments metavariable '%s' in added code is not supported yet"
					: rc->metavars.items[mv].kind ==
							CFIX_MV_POSITION
						? "position metavariable '%s' in added code"
						: "'@%s' in added code",
					toks[i + 1].text);
				ret = -1;
			} else if (rc->nbody &&
				   add_at(&rc->body[rc->nbody - 1], mv) < 0) {
				cfix__rule_error_tok(f, &toks[i + 1],
						     "too many '@' on one term");
				ret = -1;
			}
			i++;
			continue;
		}
		/* `int b@d;` with d a declaration metavariable used nowhere
		 * else: it would bind the whole declaration; dropped */
		if (tok_is(&toks[i], "@") && i + 1 < n &&
		    (mv = cfix__metavar_find(rc, toks[i + 1].text)) >= 0 &&
		    rc->metavars.items[mv].kind == CFIX_MV_DECLARATION &&
		    b->mark != CFIX_MARK_PLUS && rc->nbody) {
			if (ret == 0 && metavar_used_elsewhere(toks, n, i + 1)) {
				cfix__rule_error_tok(
					f, &toks[i + 1],
					"binding a declaration with '@%s' is not supported yet",
					toks[i + 1].text);
				ret = -1;
			}
			i++;
			continue;
		}
		rc->nbody++;
	}
	free(copy);
	free(marks);
	return ret;
}

/* Splits the body tokens into the match side and the plus side. */
static void split_sides(struct rule_ctx *rc)
{
	struct cfix_arena *arena = rc->file->arena;
	struct cfix_rule *rule = rc->rule;
	uint32_t nmatch = 0, nplus = 0, npos = 0;

	for (uint32_t i = 0; i < rc->nbody; i++)
		nplus += rc->body[i].mark == CFIX_MARK_PLUS;
	nmatch = rc->nbody - nplus;
	/* one more slot each: an EOF token, as cfix_clex() leaves one */
	rule->toks = cfix_arena_alloc(arena, (nmatch + 1) * sizeof(*rule->toks));
	rule->remove = cfix_arena_alloc(arena, (nmatch + 1) * sizeof(bool));
	rule->star = cfix_arena_alloc(arena, (nmatch + 1) * sizeof(bool));
	rule->optional = cfix_arena_alloc(arena, (nmatch + 1) * sizeof(bool));
	rule->minus = cfix_arena_alloc(arena, (nmatch + 1) * sizeof(bool));
	rule->tok_metavar =
		cfix_arena_alloc(arena, (nmatch + 1) * sizeof(int32_t));
	rule->plus_toks =
		cfix_arena_alloc(arena, (nplus + 1) * sizeof(*rule->plus_toks));
	rule->plus_metavar =
		cfix_arena_alloc(arena, (nplus + 1) * sizeof(int32_t));
	rc->plus_body = cfix_arena_alloc(arena, (nplus + 1) * sizeof(uint32_t));
	for (uint32_t i = 0; i < rc->nbody; i++) {
		struct body_tok *b = &rc->body[i];

		if (b->mark == CFIX_MARK_PLUS) {
			b->index = rule->nplus++;
			rule->plus_toks[b->index] = b->tok;
			rule->plus_metavar[b->index] = b->metavar;
			rc->plus_body[b->index] = i;
			continue;
		}
		b->index = rule->ntoks++;
		rule->toks[b->index] = b->tok;
		rule->tok_metavar[b->index] = b->metavar;
		rule->star[b->index] = b->mark == CFIX_MARK_STAR;
		rule->optional[b->index] = b->optional;
		rule->minus[b->index] = b->mark == CFIX_MARK_MINUS;
		rule->stars |= b->mark == CFIX_MARK_STAR;
		rule->changes |= b->mark == CFIX_MARK_MINUS;
		npos += (b->position >= 0) + (b->chained[0] >= 0) +
			(b->chained[1] >= 0);
	}
	rule->changes |= nplus > 0;
	rule->positions = cfix_arena_alloc(arena, (npos + 1) *
							  sizeof(*rule->positions));
	for (uint32_t i = 0; i < rc->nbody; i++) {
		const struct body_tok *b = &rc->body[i];
		const int32_t at[] = { b->position, b->chained[0],
				       b->chained[1] };

		for (int k = 0; k < 3 && b->mark != CFIX_MARK_PLUS; k++)
			if (at[k] >= 0)
				rule->positions[rule->npositions++] =
					(struct cfix_position){
						.tok = b->index,
						.metavar = at[k] };
	}
	rule->toks[nmatch] = (struct cfix_token){ .kind = CFIX_TOK_EOF,
						  .text = "" };
	rule->plus_toks[nplus] = (struct cfix_token){ .kind = CFIX_TOK_EOF,
						      .text = "" };
}

/* Marks the first and last tokens of every statement under node. */
static void mark_statements(const struct cfix_node *node, bool *first,
			    bool *last)
{
	if (!node)
		return;
	if ((cfix_node_is_stmt(node) ||
	     (node->kind == CFIX_NODE_DOTS &&
	      (node->flags & CFIX_NODEF_STMT_DOTS))) &&
	    !(node->flags & CFIX_NODEF_IN_STMT) && node->first <= node->last) {
		first[node->first] = true;
		last[node->last] = true;
	}
	/* a function definition is lines of its own */
	if (node->kind == CFIX_NODE_FUNCTION && node->first <= node->last) {
		first[node->first] = true;
		last[node->last] = true;
	}
	/* after a block's '{' and before its '}' a line starts too */
	if (node->kind == CFIX_NODE_COMPOUND && node->first < node->last) {
		last[node->first] = true;
		first[node->last] = true;
	}
	/* and before the '}' of a `.field = value` list without dots,
	 * whose fields match in any order: spatch gives a field added there
	 * a line after the last element's match */
	if (node->nkids && cfix_node_is_open_init_list(node) &&
	    node->first < node->last)
		first[node->last] = true;
	/* a struct's fields are lines of their own, as statements are */
	if (node->parent && node->parent->kind == CFIX_NODE_RECORD &&
	    (node->kind == CFIX_NODE_DECL || node->kind == CFIX_NODE_DOTS) &&
	    node->first <= node->last) {
		first[node->first] = true;
		last[node->last] = true;
	}
	/* so are a line after its `{` and one before its `}` */
	if (node->kind == CFIX_NODE_RECORD && node->nkids && node->kids[0] &&
	    node->kids[node->nkids - 1] && node->kids[0]->first > 0) {
		last[node->kids[0]->first - 1] = true;
		first[node->kids[node->nkids - 1]->last + 1] = true;
	}
	for (uint32_t i = 0; i < node->nkids; i++)
		mark_statements(node->kids[i], first, last);
}

/*
 * Is this use of a `function` metavariable somewhere else than the name
 * of a function definition pattern (`f(...) { ... }`)?  Elsewhere (a
 * call) Coccinelle also requires the name to be a function's, which
 * cfix does not check yet.
 */
static bool function_name_misplaced(const struct cfix_metavar *mv,
				    const struct cfix_node *parent,
				    uint32_t index)
{
	return mv->function_name &&
	       !(parent && parent->kind == CFIX_NODE_FUNCTION && index == 1);
}

static int check_function_names(struct rule_ctx *rc)
{
	const struct cfix_node *bad =
		cfix__rule_misplaced_metavar(rc, function_name_misplaced);

	if (!bad)
		return 0;
	cfix__rule_error_tok(
		rc->file, &rc->rule->toks[bad->first],
		"a 'function' metavariable other than a definition's name is not supported yet");
	return -1;
}

/*
 * An expression standing for a statement (`- x` `+ y` between dots)
 * that the rule removes whole is replaced in the statement holding it
 * (`if (x)` becomes `if (y)`), so what replaces it stays on its line.
 */
static void unmark_removed_bare(const struct cfix_rule *rule,
				const struct cfix_node *node, bool *first,
				bool *last)
{
	bool all = true;

	if (!node)
		return;
	if ((node->flags & CFIX_NODEF_BARE_EXPR) && node->first <= node->last) {
		for (uint32_t t = node->first; t <= node->last && all; t++)
			all = rule->remove[t];
		if (all) {
			first[node->first] = false;
			last[node->last] = false;
			return;
		}
	}
	for (uint32_t k = 0; k < node->nkids; k++)
		unmark_removed_bare(rule, node->kids[k], first, last);
}

/* A statement metavariable alone or in a block's statements (`S`
 * between added lines) is a statement too, though it parses as a name.
 * (A branch's `if (...) S` is left to the brace pass.) */
static void mark_statement_metavars(const struct rule_ctx *rc,
				    const struct cfix_node *node, bool *first,
				    bool *last)
{
	if (!node)
		return;
	if ((node == rc->rule->pattern ||
	     (node->parent && node->parent->kind == CFIX_NODE_COMPOUND)) &&
	    node->metavar >= 0 && node->first == node->last &&
	    (size_t)node->metavar < rc->metavars.len &&
	    (rc->metavars.items[node->metavar].kind == CFIX_MV_STATEMENT ||
	     rc->metavars.items[node->metavar].kind ==
		     CFIX_MV_STATEMENT_LIST)) {
		first[node->first] = true;
		last[node->last] = true;
	}
	for (uint32_t i = 0; i < node->nkids; i++)
		mark_statement_metavars(rc, node->kids[i], first, last);
}

/*
 * Added lines stay lines of their own only next to a statement: in
 * "+ !!" above "  E" the "!!" joins the expression it precedes.  So
 * newline and newline_after are cleared for an insertion whose anchor
 * does not begin (before) or end (after) a statement of the pattern.
 */
static void fit_newlines(struct rule_ctx *rc)
{
	struct cfix_rule *rule = rc->rule;
	bool *first = cfix_xcalloc(rule->ntoks + 1, sizeof(bool));
	bool *last = cfix_xcalloc(rule->ntoks + 1, sizeof(bool));

	mark_statements(rule->pattern, first, last);
	mark_statement_metavars(rc, rule->pattern, first, last);
	unmark_removed_bare(rule, rule->pattern, first, last);
	for (uint32_t i = 0; i < rule->ninsertions; i++) {
		struct cfix_insertion *ins = &rule->insertions[i];
		bool edge = ins->after ? last[ins->anchor] : first[ins->anchor];

		if (!edge)
			ins->newline = ins->newline_after = false;
	}
	free(first);
	free(last);
}

/* Checks the body's marks: some match-side code, no '*' mixed with
 * '-' or '+'. */
static int check_marks(struct rule_ctx *rc, const struct rule_region *r)
{
	const struct body_tok *star = NULL, *change = NULL, *plus = NULL;
	bool match = false;

	for (uint32_t i = 0; i < rc->nbody; i++) {
		const struct body_tok *b = &rc->body[i];

		if (b->mark == CFIX_MARK_STAR && !star)
			star = b;
		if (b->mark != CFIX_MARK_STAR && b->mark != CFIX_MARK_CONTEXT &&
		    !change)
			change = b;
		if (b->mark == CFIX_MARK_PLUS && !plus)
			plus = b;
		match |= b->mark != CFIX_MARK_PLUS;
	}
	if (!rc->nbody) {
		cfix__rule_error_at(rc->file, r->at, 0, "empty rule body");
		return -1;
	}
	if (star && change) {
		cfix__rule_error_tok(
			rc->file, &star->tok,
			"'*' lines cannot be mixed with '-' or '+' lines");
		return -1;
	}
	if (!match) {
		cfix__rule_error_tok(rc->file, &plus->tok,
				     "plus code has nothing to attach to");
		return -1;
	}
	return 0;
}

/* A metavariable in added code must be bound by the code matched: its
 * text is what the fix inserts. */
/* Does typed metavariable mv's type (or one of its types) start with
 * the type metavariable name? */
static bool types_name(const struct cfix_metavar *mv, const char *name)
{
	size_t n = strlen(name);

	for (uint32_t k = 0; k < (mv->ntypes ? mv->ntypes : 1); k++) {
		const char *type = mv->ntypes ? mv->types[k] : mv->type;

		if (type && !strncmp(type, name, n) &&
		    (type[n] == ' ' || type[n] == '\0'))
			return true;
	}
	return false;
}

static int check_plus_metavars(struct rule_ctx *rc)
{
	for (uint32_t i = 0; i < rc->nbody; i++) {
		const struct body_tok *b = &rc->body[i];
		bool bound = false;

		if (b->mark != CFIX_MARK_PLUS || b->metavar < 0 ||
		    rc->metavars.items[b->metavar].from_rule >= 0 ||
		    rc->metavars.items[b->metavar].virtual_name ||
		    rc->metavars.items[b->metavar].kind == CFIX_MV_FRESH)
			continue;
		for (uint32_t k = 0; k < rc->nbody && !bound; k++) {
			int32_t used = rc->body[k].metavar;

			bound = rc->body[k].mark != CFIX_MARK_PLUS &&
				(used == b->metavar ||
				 /* "X@E" binds E */
				 rc->body[k].position == b->metavar ||
				 rc->body[k].chained[0] == b->metavar ||
				 rc->body[k].chained[1] == b->metavar ||
				 /* `T *E;`: E's match binds T */
				 (used >= 0 && rc->metavars.items[b->metavar].kind ==
						       CFIX_MV_TYPE &&
				  types_name(&rc->metavars.items[used],
					     rc->metavars.items[b->metavar].name)));
		}
		if (!bound) {
			cfix__rule_error_tok(
				rc->file, &b->tok,
				"metavariable '%s' in added code is not used in the matched code",
				b->tok.text);
			return -1;
		}
	}
	return 0;
}

static const char *closer_of(const struct cfix_token *tok)
{
	if (tok->kind != CFIX_TOK_PUNCT || tok->text[1])
		return NULL;
	switch (tok->text[0]) {
	case '(': return ")";
	case '[': return "]";
	case '{': return "}";
	default: return NULL;
	}
}

static bool is_closer(const struct cfix_token *tok)
{
	return tok->kind == CFIX_TOK_PUNCT && tok->text[1] == '\0' &&
	       strchr(")]}", tok->text[0]);
}

/*
 * `##` joins names in a fresh identifier's declaration and a #define's
 * body only; in a rule's code spatch 1.1.1's parser refuses it (`+
 * e##_EXTRA,`), where cfix would write the `##` into C.
 */
static int check_no_concat(struct rule_ctx *rc)
{
	for (uint32_t i = 0; i < rc->nbody; i++)
		if (!strcmp(rc->body[i].tok.text, "##")) {
			cfix__rule_error_tok(rc->file, &rc->body[i].tok,
					     "'##' joins names only in a fresh identifier's declaration or a #define");
			return -1;
		}
	return 0;
}

/* Do tokens a then b join strings, `"a" "b"` or `KERN_ERR "x"`? */
static bool joins_string(const struct body_tok *a, const struct body_tok *b)
{
	bool sa = a->tok.kind == CFIX_TOK_STRING, sb = b->tok.kind == CFIX_TOK_STRING;

	return (sa && sb) || (sa && b->tok.kind == CFIX_TOK_IDENT) ||
	       (sb && a->tok.kind == CFIX_TOK_IDENT);
}

/*
 * Strings side by side, or a name beside a string, on one side of the
 * rule (match or fix): spatch 1.1.1's grammar has no string
 * concatenation, and refuses them (a parse error); cfix would take the
 * two as one argument and drop the text (`pr_err(, x)`).
 */
static int check_string_joins(struct rule_ctx *rc)
{
	const struct body_tok *prev[2] = { NULL, NULL };

	for (uint32_t i = 0; i < rc->nbody; i++) {
		const struct body_tok *t = &rc->body[i];
		bool sides[2] = { t->mark != CFIX_MARK_PLUS,
				  t->mark != CFIX_MARK_MINUS &&
					  t->mark != CFIX_MARK_STAR };

		for (int k = 0; k < 2; k++) {
			if (!sides[k])
				continue;
			if (prev[k] && joins_string(prev[k], t)) {
				cfix__rule_error_tok(rc->file, &t->tok,
						     "strings side by side: SmPL has no string concatenation");
				return -1;
			}
			prev[k] = t;
		}
	}
	return 0;
}

/*
 * Brackets must pair up on the side that matches (context and minus
 * tokens) and on the side the fix leaves (context and plus tokens):
 * `- f(` over a kept `  E);` would leave "E);".  An opener left open on
 * the match side is the pattern parser's to report ("expected ')'").
 */
static int check_brackets(struct rule_ctx *rc, bool output)
{
	const char *where = output ? " in the code the rule produces" : "";
	uint32_t *open = cfix_xcalloc(rc->nbody + 1, sizeof(*open));
	uint32_t depth = 0;
	int ret = 0;

	for (uint32_t i = 0; i < rc->nbody && ret == 0; i++) {
		const struct cfix_token *tok = &rc->body[i].tok;
		const struct cfix_token *opener;

		if (rc->body[i].mark == (output ? CFIX_MARK_MINUS : CFIX_MARK_PLUS))
			continue;
		if (closer_of(tok)) {
			open[depth++] = i;
			continue;
		}
		if (!is_closer(tok))
			continue;
		if (!depth) {
			cfix__rule_error_tok(rc->file, tok, "unmatched '%s'%s",
					     tok->text, where);
			ret = -1;
			break;
		}
		opener = &rc->body[open[--depth]].tok;
		if (strcmp(closer_of(opener), tok->text)) {
			cfix__rule_error_tok(
				rc->file, tok,
				"mismatched '%s'%s; the '%s' at line %u, column %u is not closed",
				tok->text, where, opener->text, opener->line,
				opener->col);
			ret = -1;
		}
	}
	if (ret == 0 && output && depth) {
		cfix__rule_error_tok(rc->file, &rc->body[open[depth - 1]].tok,
				     "unclosed '%s'%s",
				     rc->body[open[depth - 1]].tok.text, where);
		ret = -1;
	}
	free(open);
	return ret;
}

int cfix__body_parse(struct rule_ctx *rc, const struct rule_region *r)
{
	uint32_t cfix__rule_error_tok = 0;
	const char *error = NULL;

	int includes = 0;
	bool define;

	if (lex_body(rc, r) < 0 || check_marks(rc, r) < 0 ||
	    cfix__nest_marks_check(rc) < 0)
		return -1;
	/* `#define` lines (defines.c) are matched as definitions */
	define = cfix__defines_in_body(rc);
	if (!define && (includes = cfix__directives_check(rc)) < 0)
		return -1;
	if (includes) {
		if (check_plus_metavars(rc) < 0)
			return -1;
		split_sides(rc);
		return cfix__directives_finish(rc);
	}
	if (check_plus_metavars(rc) < 0 || cfix__format_check_uses(rc) < 0 ||
	    (!define && (check_no_concat(rc) < 0 ||
			 check_string_joins(rc) < 0)) ||
	    check_brackets(rc, false) < 0 ||
	    check_brackets(rc, true) < 0)
		return -1;
	split_sides(rc);
	if (cfix__pattern_scopes(rc->rule, rc->file->arena,
				 &cfix__rule_error_tok, &error) < 0) {
		cfix__rule_pattern_error(rc, cfix__rule_error_tok, error);
		return -1;
	}
	cfix__hunks_align(rc);
	cfix__plus_comments_attach(rc, r);
	if (define)
		return cfix__defines_parse(rc);
	if (cfix__rule_pattern_parse(rc) < 0 || cfix__nest_sides_check(rc) < 0 ||
	    check_function_names(rc) < 0 ||
	    cfix__declarers_check(rc) < 0 || cfix__list_places_check(rc) < 0 ||
	    cfix__param_commas_check(rc) < 0 ||
	    cfix__typedef_names_check(rc) < 0 ||
	    cfix__knr_params_check(rc) < 0 ||
	    cfix__attribute_places_check(rc) < 0)
		return -1;
	fit_newlines(rc);
	return 0;
}
