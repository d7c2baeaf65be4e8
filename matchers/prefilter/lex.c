/*
 * The prefilter's lexer: a file's tokens without clang (comments
 * skipped, strings one token, directive lines kept apart, #define
 * bodies lexed on their own), brackets linked to their partners.  It
 * says "unsure" rather than guess (a token split by a line splice).
 */
#define _GNU_SOURCE	/* memmem */
#include "prefilter_internal.h"

#include <stdlib.h>
#include <string.h>

static int at(const struct scanner *s, size_t ahead)
{
	return s->pos + ahead < s->len ? (unsigned char)s->text[s->pos + ahead]
				       : -1;
}

static size_t splice_at(const struct scanner *s, size_t ahead)
{
	if (at(s, ahead) != '\\')
		return 0;
	if (at(s, ahead + 1) == '\n')
		return 2;
	if (at(s, ahead + 1) == '\r' && at(s, ahead + 2) == '\n')
		return 3;
	return 0;
}

static void skip_block_comment(struct scanner *s)
{
	const char *end = NULL;

	if (s->pos + 2 <= s->len)
		end = memmem(s->text + s->pos + 2, s->len - s->pos - 2, "*/", 2);
	s->pos = end ? (size_t)(end - s->text) + 2 : s->len;
}

static void skip_line_comment(struct scanner *s)
{
	while (s->pos < s->len && s->text[s->pos] != '\n') {
		size_t splice = splice_at(s, 0);

		s->pos += splice ? splice : 1;
	}
}

/*
 * Skips blanks and comments.  Stops before a newline when stop_at_newline
 * (a directive line ends there); returns the next byte, or -1 at the end
 * (or at that newline).
 */
static int skip_blanks(struct scanner *s, bool stop_at_newline)
{
	while (s->pos < s->len) {
		int c = (unsigned char)s->text[s->pos];
		size_t splice;

		if (byte_class[c] & 4) {
			s->pos++;
			continue;
		}
		if (c == '\n') {
			if (stop_at_newline)
				return -1;
			s->pos++;
			continue;
		}
		splice = splice_at(s, 0);
		if (splice)
			s->pos += splice;
		else if (c == '/' && at(s, 1) == '*')
			skip_block_comment(s);
		else if (c == '/' && at(s, 1) == '/')
			skip_line_comment(s);
		else
			return c;
	}
	return -1;
}

/* with GNU's old min and max, "<?" ">?" "<?=" ">?=", as the C lexer
 * (syntax/clex.c) */
static const char *const puncts3[] = { "...", "<<=", ">>=", "<?=", ">?=" };
static const char *const puncts2[] = {
	"->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||",
	"*=", "/=", "%=", "+=", "-=", "&=", "^=", "|=", "##", "<?", ">?",
};
/* Digraphs, spelled as what they stand for. */
static const char *const digraphs[][2] = {
	{ "<:", "[" }, { ":>", "]" }, { "<%", "{" }, { "%>", "}" },
	{ "%:", "#" },
};

/* Does a punctuator start with the bytes a, b (b may be -1)? */
static bool is_punct2(int a, int b)
{
	for (size_t i = 0; i < sizeof(puncts2) / sizeof(*puncts2); i++)
		if (puncts2[i][0] == a && puncts2[i][1] == b)
			return true;
	return false;
}

static size_t punct_len(const struct scanner *s, const char **spelling)
{
	int c = at(s, 0), d = at(s, 1), e = at(s, 2);

	*spelling = NULL;
	if (d < 0 || !strchr("-+<>=!&|*/%^#.:", c))
		return 1;	/* the common case: ( ) , ; { } [ ] ~ ? */
	if ((c == '.' && d == '.' && e == '.') ||
	    ((c == '<' || c == '>') && (d == c || d == '?') && e == '='))
		return 3;
	if (is_punct2(c, d))
		return 2;
	for (size_t i = 0; i < sizeof(digraphs) / sizeof(*digraphs); i++) {
		if (digraphs[i][0][0] == c && digraphs[i][0][1] == d) {
			*spelling = digraphs[i][1];
			return 2;
		}
	}
	return 1;
}

static size_t quoted_len(const struct scanner *s, size_t start)
{
	int quote = at(s, start);
	size_t n = start + 1;

	for (;;) {
		int c = at(s, n);

		if (c < 0 || c == '\n')
			return n;
		if (c == quote)
			return n + 1;
		n += c == '\\' && at(s, n + 1) >= 0 ? 2 : 1;
	}
}

static size_t number_len(const struct scanner *s)
{
	size_t n = 1;

	for (;;) {
		int c = at(s, n), prev = at(s, n - 1);

		if (ident_char(c) || c == '.')
			n++;
		else if ((c == '+' || c == '-') &&
			 (prev == 'e' || prev == 'E' || prev == 'p' || prev == 'P'))
			n++;
		else
			return n;
	}
}

/*
 * Could tok, with the byte next glued on, be a longer token?  Then a
 * backslash-newline between them (`fo\<newline>o`) hides one token
 * from this lexer, which does not join lines: the file is kept.
 */
static bool could_continue(const struct ptok *tok, int next)
{
	char glued[4];

	if (tok->kind == PTOK_WORD || tok->kind == PTOK_NUMBER)
		return ident_char(next) || next == '.' || next == '\'' ||
		       next == '"' || next == '+' || next == '-';
	if (tok->kind != PTOK_PUNCT || tok->len > 2 || next < 0)
		return false;
	memcpy(glued, tok->text, tok->len);
	glued[tok->len] = (char)next;
	for (size_t i = 0; i < sizeof(puncts3) / sizeof(*puncts3); i++)
		if (!strncmp(puncts3[i], glued, tok->len + 1))
			return true;
	for (size_t i = 0; i < sizeof(puncts2) / sizeof(*puncts2); i++)
		if (!strncmp(puncts2[i], glued, tok->len + 1))
			return true;
	for (size_t i = 0; i < sizeof(digraphs) / sizeof(*digraphs); i++)
		if (!strncmp(digraphs[i][0], glued, tok->len + 1))
			return true;
	return tok->len == 1 && tok->text[0] == '.' && next >= '0' && next <= '9';
}

/* Scans the token at s->pos (not a blank) and moves past it. */
static struct ptok scan_token(struct scanner *s)
{
	int c = at(s, 0);
	size_t prefix = 0, len;
	struct ptok tok = { .text = s->text + s->pos, .partner = -1 };
	const char *spelling = NULL;

	if ((c == 'L' || c == 'U' || c == 'u') && (at(s, 1) == '"' || at(s, 1) == '\''))
		prefix = 1;
	else if (c == 'u' && at(s, 1) == '8' && (at(s, 2) == '"' || at(s, 2) == '\''))
		prefix = 2;
	if (prefix || c == '"' || c == '\'') {
		len = quoted_len(s, prefix);
		tok.kind = at(s, prefix) == '"' ? PTOK_STRING : PTOK_CHAR;
	} else if (ident_start(c)) {
		for (len = 1; s->pos + len < s->len &&
			      (byte_class[(unsigned char)s->text[s->pos + len]] & 2);
		     len++)
			;
		tok.kind = PTOK_WORD;
	} else if ((c >= '0' && c <= '9') || (c == '.' && at(s, 1) >= '0' && at(s, 1) <= '9')) {
		len = number_len(s);
		tok.kind = PTOK_NUMBER;
	} else {
		len = punct_len(s, &spelling);
		tok.kind = PTOK_PUNCT;
	}
	tok.len = (uint32_t)len;
	if (spelling) {
		tok.text = spelling;
		tok.len = 1;
	}
	s->pos += len;
	if (s->pos < s->len && s->text[s->pos] == '\\' && splice_at(s, 0) &&
	    could_continue(&tok, at(s, splice_at(s, 0))))
		s->unsure = true;
	return tok;
}

/* Tokens up to the end of a directive line, appended to out. */
static void scan_directive_rest(struct scanner *s, ptok_array *out)
{
	while (skip_blanks(s, true) >= 0)
		cfix_array_push(out, scan_token(s));
}

/* After "#define": the macro's name, parameters and body. */
void cfix__scan_define(struct scanner *s, struct lexed *lx)
{
	struct macro m = { 0 };
	struct ptok name;

	if (skip_blanks(s, true) < 0 || !ident_start(at(s, 0)))
		return;
	name = scan_token(s);
	m.name = name.text;
	m.name_len = name.len;
	m.params = (uint32_t)lx->defs.len;
	if (at(s, 0) == '(') {
		m.function_like = true;
		s->pos++;
		while (skip_blanks(s, true) >= 0 && at(s, 0) != ')') {
			struct ptok tok = scan_token(s);

			if (!tok_is(&tok, ","))
				cfix_array_push(&lx->defs, tok);
		}
		if (at(s, 0) == ')')
			s->pos++;
		m.nparams = (uint32_t)lx->defs.len - m.params;
	}
	m.body = (uint32_t)lx->defs.len;
	scan_directive_rest(s, &lx->defs);
	m.nbody = (uint32_t)lx->defs.len - m.body;
	cfix_array_push(&lx->macros, m);
}

static void scan_directive(struct scanner *s, struct lexed *lx)
{
	ptok_array ignored = { 0 };

	s->pos++;	/* '#' */
	if (skip_blanks(s, true) >= 0 && ident_start(at(s, 0))) {
		struct ptok word = scan_token(s);

		if (tok_is(&word, "define")) {
			cfix__scan_define(s, lx);
			return;
		}
	}
	scan_directive_rest(s, &ignored);
	cfix_array_release(&ignored);
}

static bool at_line_start(const struct scanner *s)
{
	size_t p = s->pos;

	while (p > 0 && (s->text[p - 1] == ' ' || s->text[p - 1] == '\t'))
		p--;
	return p == 0 || s->text[p - 1] == '\n';
}

/* Pairs each bracket with its partner; a closer that does not fit the
 * innermost opener stays unpaired, and so do openers left open. */
void cfix__link_brackets(ptok_array *toks)
{
	uint32_t small[256], *stack = small, depth = 0, cap = 256;

	for (uint32_t i = 0; i < toks->len; i++) {
		struct ptok *tok = &toks->items[i];
		char c = tok->text[0], o;

		if (tok->kind != PTOK_PUNCT || tok->len != 1)
			continue;
		if (c == '(' || c == '[' || c == '{') {
			if (depth == cap) {
				uint32_t *bigger = cfix_xmalloc(2 * cap * sizeof(*bigger));

				memcpy(bigger, stack, cap * sizeof(*bigger));
				if (stack != small)
					free(stack);
				stack = bigger;
				cap *= 2;
			}
			stack[depth++] = i;
			continue;
		}
		if ((c != ')' && c != ']' && c != '}') || !depth)
			continue;
		o = toks->items[stack[depth - 1]].text[0];
		if ((o == '(') != (c == ')') || (o == '[') != (c == ']'))
			continue;
		depth--;
		toks->items[stack[depth]].partner = (int32_t)i;
		tok->partner = (int32_t)stack[depth];
	}
	if (stack != small)
		free(stack);
}

/* Lexes the file into lx (code and #define bodies); directive lines
 * other than #define are dropped, as clang drops them. */
void cfix__lex_file(struct lexed *lx, const char *text, size_t len)
{
	struct scanner s = { .text = text, .len = len };
	int c;

	cfix_array_grow(&lx->code, len / 4 + 16);

	bool directive = false;

	while ((c = skip_blanks(&s, false)) >= 0) {
		if (c == '#' && at_line_start(&s)) {
			scan_directive(&s, lx);
			directive = true;
		} else {
			struct ptok tok = scan_token(&s);

			tok.after_directive = directive;
			directive = false;
			cfix_array_push(&lx->code, tok);
		}
	}
	lx->unsure = s.unsure;
	cfix__link_brackets(&lx->code);
}

void cfix__lexed_release(struct lexed *lx)
{
	cfix_array_release(&lx->code);
	cfix__tok_index_release(&lx->code_index);
	cfix_array_release(&lx->defs);
	cfix_array_release(&lx->macros);
	cfix_array_release(&lx->expanded);
}

/* Is word in text as a whole word (comments and strings count too)? */
bool cfix__word_in_text(const char *word, const char *text,
			 size_t len)
{
	size_t wlen = strlen(word);

	return !wlen || cfix__find_word(text, len, text, word, wlen);
}

