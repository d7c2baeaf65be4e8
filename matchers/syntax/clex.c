/*
 * cfix's own C lexer: turns C (or SmPL code lines) into struct cfix_token
 * arrays for the rule parser and for the parts of a C file that clang
 * could not structure.
 *
 * Design decision: the lexer never fails and never interprets the
 * preprocessor.  Directive lines are lexed like any other code and only
 * flagged (CFIX_TOKF_PP), so callers decide whether to look at them; a
 * byte that starts no token becomes a one-byte PUNCT token.  The array
 * gets one extra CFIX_TOK_EOF token after the last real one (not
 * counted), so a reader that peeks one token ahead never leaves it.
 */
#include "syntax.h"

#include <stdlib.h>
#include <string.h>

typedef CFIX_ARRAY(struct cfix_token) tok_array;

struct lexer {
	struct cfix_arena *arena;
	const char *text;
	size_t pos, end;
	uint32_t line, col;	/* of text[pos] */
	uint32_t last_line;	/* line of the previous token, 0 if none */
	bool in_pp;		/* inside a directive line */
	bool line_blank;	/* nothing but blanks so far on this line */
	unsigned flags;		/* enum cfix_clex_flags */
	tok_array toks;
};

/* ---- character helpers -------------------------------------------------- */

static int peek(const struct lexer *lx, size_t ahead)
{
	size_t at = lx->pos + ahead;

	return at < lx->end ? (unsigned char)lx->text[at] : -1;
}

static bool is_ident_start(int c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' ||
	       c == '$' || c >= 0x80;
}

static bool is_digit(int c)
{
	return c >= '0' && c <= '9';
}

static bool is_ident_char(int c)
{
	return is_ident_start(c) || is_digit(c);
}

/* Moves past one byte, keeping line and col current. */
static void advance(struct lexer *lx)
{
	if (lx->pos >= lx->end)
		return;
	if (lx->text[lx->pos] == '\n') {
		lx->line++;
		lx->col = 1;
	} else {
		lx->col++;
	}
	lx->pos++;
}

static void advance_n(struct lexer *lx, size_t n)
{
	while (n--)
		advance(lx);
}

/* Length of a backslash-newline (with optional \r) at pos+ahead, or 0. */
static size_t splice_len(const struct lexer *lx, size_t ahead)
{
	if (peek(lx, ahead) != '\\')
		return 0;
	if (peek(lx, ahead + 1) == '\n')
		return 2;
	if (peek(lx, ahead + 1) == '\r' && peek(lx, ahead + 2) == '\n')
		return 3;
	return 0;
}

/* ---- whitespace and comments -------------------------------------------- */

static void skip_block_comment(struct lexer *lx)
{
	advance_n(lx, 2);
	while (lx->pos < lx->end) {
		if (peek(lx, 0) == '*' && peek(lx, 1) == '/') {
			advance_n(lx, 2);
			return;
		}
		advance(lx);
	}
}

/* A // comment runs to the newline; backslash-newline continues it. */
static void skip_line_comment(struct lexer *lx)
{
	while (lx->pos < lx->end && peek(lx, 0) != '\n') {
		size_t splice = splice_len(lx, 0);

		advance_n(lx, splice ? splice : 1);
	}
}

static void end_line(struct lexer *lx)
{
	advance(lx);
	lx->in_pp = false;
	lx->line_blank = true;
}

/* Skips blanks, comments and splices; returns false at the end. */
static bool skip_space(struct lexer *lx)
{
	while (lx->pos < lx->end) {
		int c = peek(lx, 0);
		size_t splice = splice_len(lx, 0);

		if (c == '\n')
			end_line(lx);
		else if (c == ' ' || c == '\t' || c == '\r' || c == '\f' ||
			 c == '\v')
			advance(lx);
		else if (splice)
			advance_n(lx, splice);
		else if (c == '/' && peek(lx, 1) == '*')
			skip_block_comment(lx);
		else if (c == '/' && peek(lx, 1) == '/')
			skip_line_comment(lx);
		else
			return true;
	}
	return false;
}

/* ---- token scanners: each returns the token's length in bytes ---------- */

static size_t scan_ident(const struct lexer *lx)
{
	size_t n = 1;

	while (is_ident_char(peek(lx, n)))
		n++;
	return n;
}

/* A pp-number: digits, letters, '.', '_' and signs after e/E/p/P. */
static size_t scan_number(const struct lexer *lx)
{
	size_t n = 1;

	for (;;) {
		int c = peek(lx, n);
		int prev = peek(lx, n - 1);

		if (is_ident_char(c) || c == '.')
			n++;
		else if ((c == '+' || c == '-') &&
			 (prev == 'e' || prev == 'E' || prev == 'p' ||
			  prev == 'P'))
			n++;
		else
			return n;
	}
}

/* A quoted literal starting at pos+start; stops at an unescaped newline. */
static size_t scan_quoted(const struct lexer *lx, size_t start)
{
	int quote = peek(lx, start);
	size_t n = start + 1;

	for (;;) {
		int c = peek(lx, n);

		if (c < 0 || c == '\n')
			return n;
		if (c == quote)
			return n + 1;
		if (c == '\\' && peek(lx, n + 1) >= 0)
			n++;
		n++;
	}
}

/* Length of an encoding prefix (L, u, U, u8) before a quote, or 0. */
static size_t literal_prefix(const struct lexer *lx)
{
	int c = peek(lx, 0);

	if ((c == 'L' || c == 'U' || c == 'u') &&
	    (peek(lx, 1) == '"' || peek(lx, 1) == '\''))
		return 1;
	if (c == 'u' && peek(lx, 1) == '8' &&
	    (peek(lx, 2) == '"' || peek(lx, 2) == '\''))
		return 2;
	return 0;
}

/* "......" is C's own "..." (varargs), which "..." means in SmPL */
static const char *const smpl_puncts[] = { "......", "<+...", "...+>", "<...",
					   "...>" };

/* "<?" ">?" "<?=" ">?=": GNU's old min and max (gone from GCC 4.3),
 * which spatch's C and SmPL parsers still take; no valid C puts a '?'
 * right after a '<' or '>' */
static const char *const puncts[] = {
	"...", "<<=", ">>=", "<?=", ">?=", "<?", ">?",
	"->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||",
	"*=", "/=", "%=", "+=", "-=", "&=", "^=", "|=", "##",
};

static bool starts_with(const struct lexer *lx, const char *word)
{
	size_t len = strlen(word);

	return lx->end - lx->pos >= len &&
	       memcmp(lx->text + lx->pos, word, len) == 0;
}

/* Longest-match punctuator; anything else is one byte. */
static size_t scan_punct(const struct lexer *lx)
{
	size_t i;

	if (lx->flags & CFIX_CLEX_SMPL) {
		for (i = 0; i < sizeof(smpl_puncts) / sizeof(*smpl_puncts); i++)
			if (starts_with(lx, smpl_puncts[i]))
				return strlen(smpl_puncts[i]);
	}
	for (i = 0; i < sizeof(puncts) / sizeof(*puncts); i++)
		if (starts_with(lx, puncts[i]))
			return strlen(puncts[i]);
	return 1;
}

/* ---- the driver ---------------------------------------------------------- */

static enum cfix_tok_kind scan_token(const struct lexer *lx, size_t *len)
{
	int c = peek(lx, 0);
	size_t prefix = literal_prefix(lx);

	if (prefix) {
		*len = scan_quoted(lx, prefix);
		return peek(lx, prefix) == '"' ? CFIX_TOK_STRING : CFIX_TOK_CHAR;
	}
	if (is_ident_start(c)) {
		*len = scan_ident(lx);
		return CFIX_TOK_IDENT;
	}
	if (is_digit(c) || (c == '.' && is_digit(peek(lx, 1)))) {
		*len = scan_number(lx);
		return CFIX_TOK_NUMBER;
	}
	if (c == '"' || c == '\'') {
		*len = scan_quoted(lx, 0);
		return c == '"' ? CFIX_TOK_STRING : CFIX_TOK_CHAR;
	}
	*len = scan_punct(lx);
	return CFIX_TOK_PUNCT;
}

static void emit(struct lexer *lx, enum cfix_tok_kind kind, size_t len)
{
	struct cfix_token tok = {
		.begin = (uint32_t)lx->pos,
		.end = (uint32_t)(lx->pos + len),
		.line = lx->line,
		.col = lx->col,
		.kind = (uint16_t)kind,
	};

	tok.text = cfix_arena_strndup(lx->arena, lx->text + lx->pos, len);
	if (kind == CFIX_TOK_IDENT && cfix_is_c_keyword(tok.text))
		tok.kind = CFIX_TOK_KEYWORD;
	if (lx->line_blank && kind == CFIX_TOK_PUNCT && tok.text[0] == '#')
		lx->in_pp = true;
	if (lx->in_pp)
		tok.flags |= CFIX_TOKF_PP;
	if (lx->last_line != lx->line)
		tok.flags |= CFIX_TOKF_LINE_START;
	lx->last_line = lx->line;
	lx->line_blank = false;
	cfix_array_push(&lx->toks, tok);
	advance_n(lx, len);
}

static void start_position(struct lexer *lx, size_t begin)
{
	for (size_t i = 0; i < begin; i++) {
		if (lx->text[i] == '\n') {
			lx->line++;
			lx->col = 1;
		} else {
			lx->col++;
		}
	}
	lx->pos = begin;
}

/* Copies the tokens and an EOF sentinel into the arena. */
static uint32_t finish(struct lexer *lx, struct cfix_token **out)
{
	size_t n = lx->toks.len;
	struct cfix_token *toks =
		cfix_arena_alloc(lx->arena, (n + 1) * sizeof(*toks));

	if (n)
		memcpy(toks, lx->toks.items, n * sizeof(*toks));
	toks[n] = (struct cfix_token){
		.begin = (uint32_t)lx->end, .end = (uint32_t)lx->end,
		.line = lx->line, .col = lx->col, .kind = CFIX_TOK_EOF,
		.text = "",
	};
	cfix_array_release(&lx->toks);
	*out = toks;
	return (uint32_t)n;
}

/* Lexes from lx's position to its end. */
static uint32_t lex_all(struct lexer *lx, struct cfix_token **out)
{
	size_t len;

	while (skip_space(lx)) {
		enum cfix_tok_kind kind = scan_token(lx, &len);

		emit(lx, kind, len);
	}
	return finish(lx, out);
}

uint32_t cfix_clex_from(struct cfix_arena *arena, const char *text,
			size_t begin, size_t end, uint32_t line, uint32_t col,
			unsigned flags, struct cfix_token **out)
{
	struct lexer lx = {
		.arena = arena, .text = text, .end = end, .line = line,
		.col = col, .line_blank = true, .flags = flags,
		.pos = begin > end ? end : begin,
	};

	return lex_all(&lx, out);
}

uint32_t cfix_clex(struct cfix_arena *arena, const char *text, size_t begin,
		   size_t end, unsigned flags, struct cfix_token **out)
{
	struct lexer lx = {
		.arena = arena, .text = text, .end = end, .line = 1, .col = 1,
		.line_blank = true, .flags = flags,
	};

	start_position(&lx, begin > end ? end : begin);
	return lex_all(&lx, out);
}
