/*
 * cparse_ahead.c: cfix's own C parser: lookahead.  Each function here decides
 * from the tokens at pos what comes next (a cast, a declaration, a
 * label, an annotation, a type named by no declaration) without
 * consuming any; the grammar (cparse_grammar.c) acts on the answer.
 */
#include "cparse_internal.h"

/* ---- operators ---------------------------------------------------------- */

static const struct binary_op {
	const char *op;
	int prec;		/* 1 `||` up to 10 `*` */
} binary_ops[] = {
	{ "||", 1 }, { "&&", 2 }, { "|", 3 }, { "^", 4 }, { "&", 5 },
	{ "==", 6 }, { "!=", 6 }, { "<", 7 }, { ">", 7 }, { "<=", 7 },
	{ ">=", 7 }, { "<<", 8 }, { ">>", 8 }, { "+", 9 }, { "-", 9 },
	{ "*", 10 }, { "/", 10 }, { "%", 10 },
	/* GNU's min and max, as multiplicative as spatch's C parser has
	 * them */
	{ "<?", 10 }, { ">?", 10 },
};

/* ---- lookahead ----------------------------------------------------------- */

bool cfix__cparse_string_macro(const struct cfix_token *t)
{
	static const char *const words[] = {
		"KERN_EMERG", "KERN_ALERT", "KERN_CRIT", "KERN_ERR",
		"KERN_WARNING", "KERN_NOTICE", "KERN_INFO", "KERN_DEBUG", NULL,
	};

	return tok_in(t, words) != NULL;
}

bool cfix__cparse_string_ahead(const struct parser *ps)
{
	unsigned k = 0;

	if (!ps->pattern && cfix__cparse_string_macro(peek(ps, 0)) &&
	    peek(ps, 1)->kind == CFIX_TOK_IDENT)
		return true;
	if (cfix__cparse_string_call_ahead(ps))
		return true;

	while (k < 4 && peek(ps, k)->kind == CFIX_TOK_IDENT &&
	       cfix__cparse_metavar_of(ps, peek(ps, k)) < 0)
		k++;
	return k > 0 && peek(ps, k)->kind == CFIX_TOK_STRING;
}

/*
 * In C mode, a call followed by a string literal, utf8proc's
 * `STRINGIZE(MAJOR) "." STRINGIZE(MINOR)`: no expression is a call
 * followed by a literal, so the call is a macro giving a string (spatch
 * 1.1.1 reads it).
 */
bool cfix__cparse_string_call_ahead(const struct parser *ps)
{
	uint32_t close;

	if (ps->pattern || peek(ps, 0)->kind != CFIX_TOK_IDENT ||
	    !peek_is(ps, 1, "(") || cfix__cparse_metavar_of(ps, peek(ps, 0)) >= 0)
		return false;
	close = cfix__cparse_match_close(ps, index_ahead(ps, 1));
	return close != NONE &&
	       cfix__cparse_token_after(ps, close)->kind == CFIX_TOK_STRING;
}

/*
 * No expression is two names side by side, and no macro giving an
 * operator ends an initializer: what a name follows there is a string
 * macro (spatch 1.1.1 cannot parse it without the macros' definitions).
 */
bool cfix__cparse_names_string_ahead(const struct parser *ps)
{
	unsigned k = 0;

	if (ps->pattern)
		return false;
	while (peek(ps, k)->kind == CFIX_TOK_IDENT &&
	       cfix__cparse_metavar_of(ps, peek(ps, k)) < 0)
		k++;
	return k >= 2 && (peek_is(ps, k, ";") || peek_is(ps, k, ",") ||
			  peek_is(ps, k, "}"));
}

/* The offset of the ')' closing the '(' at offset k, counting the
 * tokens passed in *n; past the scan's 16 tokens, k. */
static unsigned group_end(const struct parser *ps, unsigned k, unsigned *n)
{
	int depth = 0;

	for (; *n < 16; k++, (*n)++) {
		depth += tok_is(peek(ps, k), "(") - tok_is(peek(ps, k), ")");
		if (!depth)
			return k;
	}
	return k;
}

/*
 * Words and stars up to a ')' that no expression could be: two words in
 * a row (`(u32 __user *)`, `(a b)`) or a '*' not followed by a name
 * (`(name *)`).  k is the offset of the first token inside.  Returns the
 * offset of the ')', or 0; *single says it holds one name only.
 */
static unsigned typelike_parens(const struct parser *ps, unsigned k,
				bool *single)
{
	bool adjacent = false, after_word = false, after_star = false;
	unsigned stars = 0, words = 0;

	for (unsigned n = 0; n < 16; n++, k++) {
		const struct cfix_token *t = peek(ps, k);

		if (tok_is(t, ")")) {
			*single = words == 1 && !stars;
			return adjacent || stars || *single ? k : 0;
		}
		if (tok_is(t, "*")) {
			stars++;
			after_star = true;
			after_word = false;
			continue;
		}
		if (t->kind == CFIX_TOK_IDENT && !after_star &&
		    cfix__cparse_metavar_of(ps, t) < 0) {
			adjacent |= after_word;
			/* in C mode a type macro, tinycc's `(ElfW(Sym) *)p` */
			if (!ps->pattern && peek_is(ps, k + 1, "("))
				k = group_end(ps, k + 1, &n);
		} else if (tok_in(t, cfix_qualifier_words) ||
			   tok_in(t, cfix_type_specifier_words) ||
			   tok_in(t, cfix_tag_words)) {
			adjacent |= after_word && !after_star;
		} else {
			return 0;
		}
		words++;
		after_word = true;
	}
	return 0;
}

static bool cast_at(const struct parser *ps, unsigned k, bool need_operand,
		    int budget);

/* Can the token at offset k start the operand of a cast `(name) x`? */
static bool cast_operand_at(const struct parser *ps, unsigned k, int budget)
{
	const struct cfix_token *t = peek(ps, k);

	if (tok_is(t, "("))
		return budget > 0 && cast_at(ps, k, true, budget - 1);
	if (tok_is(t, "++") || tok_is(t, "--"))
		return peek(ps, k + 1)->kind == CFIX_TOK_IDENT;
	return t->kind == CFIX_TOK_IDENT || t->kind == CFIX_TOK_NUMBER ||
	       t->kind == CFIX_TOK_CHAR || t->kind == CFIX_TOK_STRING ||
	       tok_is(t, "!") || tok_is(t, "~") || tok_is(t, "{") ||
	       tok_in(t, cfix_sizeof_words);
}

/*
 * Is the '(' at offset k a cast (or a compound literal, or with
 * !need_operand a parenthesized type)?  Yes when a type starts after
 * it; for names cfix does not know, when the parentheses hold what
 * typelike_parens() accepts, or one name followed by a name, a literal,
 * '!', '~', '{', sizeof, another such cast or '++' and a name -- none of
 * which can follow a parenthesized expression: `(u64)(unsigned long)p`,
 * vim's `(char_u)++round`.
 */
static bool cast_at(const struct parser *ps, unsigned k, bool need_operand,
		    int budget)
{
	bool single = false;
	unsigned close;

	if (cfix__cparse_starts_type(ps, k + 1))
		return true;
	close = typelike_parens(ps, k + 1, &single);
	if (!close)
		return false;
	if (!single)
		return true;
	return need_operand && cast_operand_at(ps, close + 1, budget);
}

bool cfix__cparse_cast_ahead(const struct parser *ps, bool need_operand)
{
	return cast_at(ps, 0, need_operand, 3);
}

/* The binary_ops entry of the operator spelled text, or NULL. */
static const struct binary_op *binary_op(const char *text)
{
	for (size_t i = 0; i < sizeof(binary_ops) / sizeof(*binary_ops); i++)
		if (strcmp(text, binary_ops[i].op) == 0)
			return &binary_ops[i];
	return NULL;
}

int cfix__cparse_binary_prec(const char *op)
{
	const struct binary_op *b = op ? binary_op(op) : NULL;

	return b ? b->prec : 0;
}

int cfix__cparse_token_prec(const struct cfix_token *t, const char **op)
{
	const struct binary_op *b;

	if (t->kind != CFIX_TOK_PUNCT || !(b = binary_op(t->text)))
		return 0;
	*op = b->op;
	return b->prec;
}

bool cfix__cparse_nested_ahead(const struct parser *ps, enum declr_mode mode)
{
	const struct cfix_token *next = peek(ps, 1);

	if (tok_is(next, "*") || tok_is(next, "^") ||
	    tok_in(next, cfix_attribute_words))
		return true;
	if (mode == DECLR_NAMED)
		return !tok_is(next, ")");
	return mode == DECLR_EITHER && next->kind == CFIX_TOK_IDENT &&
	       !cfix__cparse_is_typename(ps, next);
}

bool cfix__cparse_params_macro_ahead(const struct parser *ps, unsigned k)
{
	uint32_t open = index_ahead(ps, k + 1), inner = index_ahead(ps, k + 2);
	uint32_t close;

	/* the shape first: a scan for a closer from anything but an
	 * opener runs on to the file's end (quadratic over a file) */
	if (ps->pattern || peek(ps, k)->kind != CFIX_TOK_IDENT ||
	    !peek_is(ps, k + 1, "(") || !peek_is(ps, k + 2, "("))
		return false;
	close = cfix__cparse_match_close(ps, open);
	if (close == NONE)
		return false;
	inner = cfix__cparse_match_close(ps, inner);
	return inner != NONE && visible_from(ps, inner + 1) == close;
}

bool cfix__cparse_implicit_int_ahead(const struct parser *ps)
{
	uint32_t close;

	if (peek(ps, 0)->kind != CFIX_TOK_IDENT || !peek_is(ps, 1, "("))
		return false;
	close = cfix__cparse_match_close(ps, index_ahead(ps, 1));
	return close != NONE && tok_is(token(ps, visible_from(ps, close + 1)),
				       "{");
}
bool cfix__cparse_lone_field(const struct parser *ps)
{
	const struct cfix_token *t = peek(ps, 0);

	return ps->pattern && ps->cfg->is_field_metavar &&
	       cfix__cparse_metavar_of(ps, t) >= 0 &&
	       ps->cfg->is_field_metavar(ps->cfg->ctx, t->text);
}

/* CFIX_ARRAY(int) v; CFIX_ARRAY(int) v = {0}; -- not an iterator */
static bool type_macro_decl_ahead(const struct parser *ps)
{
	uint32_t close = cfix__cparse_match_close(ps, index_ahead(ps, 1)), name;
	const struct cfix_token *after;

	if (close == NONE)
		return false;
	name = visible_from(ps, close + 1);
	if (token(ps, name)->kind != CFIX_TOK_IDENT)
		return false;
	after = cfix__cparse_token_after(ps, name);
	/* `for_each_cpu(c, m) count[c]++;` is an iterator: an array's
	 * size is followed by what may follow a declarator */
	if (tok_is(after, "[") && !ps->pattern) {
		uint32_t open = visible_from(ps, name + 1);
		uint32_t shut = cfix__cparse_match_close(ps, open);
		const struct cfix_token *next;

		if (shut == NONE)
			return false;
		next = cfix__cparse_token_after(ps, shut);
		return tok_is(next, ";") || tok_is(next, ",") ||
		       tok_is(next, "=") || tok_is(next, "[");
	}
	return tok_is(after, ";") || tok_is(after, ",") || tok_is(after, "[") ||
	       (tok_is(after, "=") &&
		tok_is(cfix__cparse_token_after(ps, visible_from(ps, name + 1)),
		       "{"));
}

/*
 * In C mode, a name alone on its line after the end of a statement, a
 * block or a label, the next line a name at the same column: `LOCK` /
 * `g();`, a statement macro without ';', as spatch 1.1.1 reads it
 * (parsing_hacks.ml's find_macro_lineparen), neither a prefix of the
 * call nor a declaration's type.
 */
bool cfix__cparse_line_macro_ahead(const struct parser *ps)
{
	const struct cfix_token *t = peek(ps, 0), *next = peek(ps, 1);
	const struct cfix_token *before =
		ps->prev == NONE ? NULL : &ps->toks[ps->prev];

	return !ps->pattern && before && t->kind == CFIX_TOK_IDENT &&
	       next->kind == CFIX_TOK_IDENT &&
	       (t->flags & next->flags & CFIX_TOKF_LINE_START) &&
	       t->col == next->col &&
	       (tok_is(before, ";") || tok_is(before, "{") ||
		tok_is(before, "}") || tok_is(before, ":"));
}

/*
 * A name and stars before ',' or ')', ALLOC_MULT(char_u *, n), char_u a
 * header's typedef: no expression ends in '*', so a type, as spatch
 * reads it.
 */
bool cfix__cparse_pointer_type_arg_ahead(const struct parser *ps)
{
	unsigned k = 1;

	if (peek(ps, 0)->kind != CFIX_TOK_IDENT || !peek_is(ps, 1, "*"))
		return false;
	while (peek_is(ps, k, "*"))
		k++;
	return peek_is(ps, k, ",") || peek_is(ps, k, ")");
}

bool cfix__cparse_decl_ahead(const struct parser *ps)
{
	const struct cfix_token *t = peek(ps, 0), *next = peek(ps, 1), *after;
	unsigned k = 1;

	if (tok_is(t, "__extension__"))
		return !tok_is(next, "(");
	if (tok_is(t, "_Static_assert") || tok_is(t, "static_assert"))
		return true;
	if (t->kind != CFIX_TOK_IDENT)
		return cfix__cparse_starts_type(ps, 0);
	if (cfix__cparse_metavar_of(ps, t) >= 0 &&
	    !cfix__cparse_is_typename(ps, t))
		return false;
	/* a name typed by its `_t` before a call's '(' is the function
	 * (format_dev_t(buf, devt);) */
	if (cfix__cparse_is_typename(ps, t))
		return next->kind == CFIX_TOK_IDENT || tok_is(next, "*") ||
		       (tok_is(next, "(") &&
			(ps->pattern || peek_is(ps, 2, "*") ||
			 peek_is(ps, 2, "^"))) ||
		       next->kind == CFIX_TOK_KEYWORD ||
		       (ps->pattern && cfix__cparse_metavar_of(ps, t) >= 0 &&
			tok_is(next, "{"));
	if (cfix__cparse_line_macro_ahead(ps))
		return false;
	/* `__iomem void *base;`, less's `constant char *s;` (#define
	 * constant const): no expression has a name before a type keyword */
	if (tok_in(next, cfix_qualifier_words) ||
	    tok_in(next, cfix_type_specifier_words) ||
	    tok_in(next, cfix_tag_words) ||
	    (tok_in(t, cfix_annotation_words) &&
	     tok_in(next, cfix_storage_words)))
		return true;
	if (tok_is(next, "("))
		return (peek_is(ps, 2, "*") && peek(ps, 3)->kind == CFIX_TOK_IDENT &&
			peek_is(ps, 4, ")") &&
			(peek_is(ps, 5, "(") || peek_is(ps, 5, "["))) ||
		       type_macro_decl_ahead(ps);
	for (unsigned n = 0; n < 8; n++, k++) {
		const struct cfix_token *mid = peek(ps, k), *more = peek(ps, k + 1);

		if (!tok_is(mid, "*") && !tok_in(mid, cfix_qualifier_words) &&
		    !(mid->kind == CFIX_TOK_IDENT &&
		      (more->kind == CFIX_TOK_IDENT || tok_is(more, "*") ||
		       tok_in(more, cfix_qualifier_words))))
			break;
	}
	/* `char_u *(*cb)(expand_T *, int) = NULL;`: a pointer to a function
	 * returning a pointer; as an expression, a product thrown away */
	if (k > 1 && tok_is(peek(ps, k - 1), "*") && peek_is(ps, k, "(") &&
	    peek_is(ps, k + 1, "*") &&
	    peek(ps, k + 2)->kind == CFIX_TOK_IDENT &&
	    peek_is(ps, k + 3, ")") &&
	    (peek_is(ps, k + 4, "(") || peek_is(ps, k + 4, "[")))
		return true;
	if (peek(ps, k)->kind != CFIX_TOK_IDENT)
		return false;
	after = peek(ps, k + 1);
	return tok_is(after, "=") || tok_is(after, ",") || tok_is(after, ";") ||
	       tok_is(after, "[") || tok_is(after, ")");
}

bool cfix__cparse_label_ahead(const struct parser *ps)
{
	return is(ps, "case") || is(ps, "default") ||
	       (peek(ps, 0)->kind == CFIX_TOK_IDENT && peek_is(ps, 1, ":"));
}

/* A keyword starting a type: no call's arguments start with one. */
static bool type_keyword(const struct cfix_token *t)
{
	return tok_in(t, cfix_type_specifier_words) ||
	       tok_in(t, cfix_qualifier_words) || tok_in(t, cfix_tag_words);
}

bool cfix__cparse_iterator_ahead(const struct parser *ps)
{
	const struct cfix_token *after;
	uint32_t close;

	if (peek(ps, 0)->kind != CFIX_TOK_IDENT || !peek_is(ps, 1, "("))
		return false;
	close = cfix__cparse_match_close(ps, index_ahead(ps, 1));
	if (close == NONE)
		return false;
	close = visible_from(ps, close + 1);
	after = token(ps, close);
	if (tok_is(after, "++") || tok_is(after, "--"))
		return cfix__cparse_token_after(ps, close)->kind ==
		       CFIX_TOK_IDENT;
	if (tok_is(after, "("))
		return type_keyword(cfix__cparse_token_after(ps, close));
	return tok_is(after, "{") || after->kind == CFIX_TOK_IDENT ||
	       tok_in(after, cfix_stmt_words);
}

bool cfix__cparse_lone_metavar(const struct parser *ps)
{
	const struct cfix_token *t = peek(ps, 0), *next = peek(ps, 1);

	if (!ps->pattern || cfix__cparse_metavar_of(ps, t) < 0 ||
	    cfix__cparse_is_typename(ps, t))
		return false;
	if (tok_is(next, ";") && ps->cfg->is_stmt_metavar &&
	    ps->cfg->is_stmt_metavar(ps->cfg->ctx, t->text))
		return true;
	return next->kind == CFIX_TOK_EOF || next->kind == CFIX_TOK_IDENT ||
	       (next->kind == CFIX_TOK_KEYWORD && !tok_is(next, "sizeof")) ||
	       tok_is(next, "}") || tok_is(next, "...");
}

/* Are the tokens strictly between open and close literals and commas? */
static bool literal_args(const struct parser *ps, uint32_t open,
			 uint32_t close)
{
	for (uint32_t i = visible_from(ps, open + 1); i < close;
	     i = visible_from(ps, i + 1)) {
		enum cfix_tok_kind kind = ps->toks[i].kind;

		if (kind != CFIX_TOK_NUMBER && kind != CFIX_TOK_STRING &&
		    kind != CFIX_TOK_CHAR && !tok_is(&ps->toks[i], ","))
			return false;
	}
	return true;
}

bool cfix__cparse_macro_item_ahead(const struct parser *ps)
{
	uint32_t open = index_ahead(ps, 1), close, next;
	const struct cfix_token *t, *after;

	if (peek(ps, 0)->kind != CFIX_TOK_IDENT || !peek_is(ps, 1, "(") ||
	    cfix__cparse_is_typename(ps, peek(ps, 0)))
		return false;
	/* a rule's `attribute name` with arguments: an attribute before
	 * the declaration that follows (`aarg(...)` then `int f()`) */
	if (ps->pattern && ps->cfg->is_attribute &&
	    ps->cfg->is_attribute(ps->cfg->ctx, peek(ps, 0)->text))
		return false;
	close = cfix__cparse_match_close(ps, open);
	if (close == NONE)
		return false;
	next = visible_from(ps, close + 1);
	if (next >= ps->end)
		return true;
	t = token(ps, next);
	if (!(t->flags & CFIX_TOKF_LINE_START))
		return false;
	/* freetype's `FT_LOCAL_ARRAY_DEF(T)` / `x[] = { ... };`: a name
	 * then '[' or '=' is declared, the macro its type */
	after = token(ps, visible_from(ps, next + 1));
	if (!ps->pattern && t->kind == CFIX_TOK_IDENT &&
	    (tok_is(after, "[") || tok_is(after, "=")))
		return false;
	return t->kind == CFIX_TOK_IDENT ||
	       (t->kind == CFIX_TOK_KEYWORD && !literal_args(ps, open, close));
}

/* Does a ';' at bracket depth 0 lie in the group [open, close]? */
static bool holds_semicolon(const struct parser *ps, uint32_t open,
			   uint32_t close)
{
	int depth = 0;

	for (uint32_t i = open; i < close; i = visible_from(ps, i + 1)) {
		const struct cfix_token *t = token(ps, i);

		depth += tok_is(t, "(") || tok_is(t, "[") || tok_is(t, "{");
		depth -= tok_is(t, ")") || tok_is(t, "]") || tok_is(t, "}");
		if (depth == 1 && tok_is(t, ";"))
			return true;
	}
	return false;
}

int cfix__cparse_macro_field_ahead(const struct parser *ps)
{
	uint32_t open = index_ahead(ps, 1), close;

	if (ps->pattern || peek(ps, 0)->kind != CFIX_TOK_IDENT ||
	    !peek_is(ps, 1, "(") || cfix__cparse_is_typename(ps, peek(ps, 0)))
		return 0;
	close = cfix__cparse_match_close(ps, open);
	if (close == NONE ||
	    !tok_is(cfix__cparse_token_after(ps, close), ";"))
		return 0;
	return holds_semicolon(ps, open, close) ? 2 : 1;
}

/* Does [from, to) hold `name(...)` then another, on a line of its own,
 * and nothing else? */
static bool lone_calls(const struct parser *ps, uint32_t from, uint32_t to)
{
	unsigned n = 0;

	for (uint32_t i = from, close; i < to; i = visible_from(ps, close + 1)) {
		uint32_t open = visible_from(ps, i + 1);

		if (token(ps, i)->kind != CFIX_TOK_IDENT || open >= to ||
		    !tok_is(token(ps, open), "(") ||
		    (close = cfix__cparse_match_close(ps, open)) == NONE ||
		    close >= to)
			return false;
		if (n++ && !(token(ps, i)->flags & CFIX_TOKF_LINE_START))
			return false;
	}
	return n > 1;
}

bool cfix__cparse_call_run(const struct parser *ps, uint32_t from,
			   uint32_t to)
{
	return lone_calls(ps, from, to);
}

bool cfix__cparse_action_arg(const struct parser *ps, uint32_t from,
			     uint32_t to)
{
	for (uint32_t i = from; i < to; i = visible_from(ps, i + 1)) {
		const struct cfix_token *t = token(ps, i);

		if (tok_is(t, ";") || tok_is(t, "else") ||
		    (t->kind == CFIX_TOK_KEYWORD && tok_in(t, cfix_stmt_words)))
			return true;
	}
	return lone_calls(ps, from, to);
}

bool cfix__cparse_operator_arg(const struct parser *ps, uint32_t from,
			       uint32_t to)
{
	for (uint32_t i = from; i < to; i = visible_from(ps, i + 1)) {
		const struct cfix_token *t = token(ps, i);

		if (t->kind != CFIX_TOK_PUNCT || tok_is(t, "(") ||
		    tok_is(t, "[") || tok_is(t, "{"))
			return false;
	}
	return from < to;
}

/*
 * In C mode, after an operand: an ALL_CAPS name then the start of an
 * operand, freetype's `*p OP 0x80` (`#define OP <`).  No expression has
 * a name right after an operand, so the name is a macro giving an
 * operator.
 */
bool cfix__cparse_operator_macro_ahead(const struct parser *ps)
{
	const struct cfix_token *t = peek(ps, 0), *next = peek(ps, 1);

	if (ps->pattern || t->kind != CFIX_TOK_IDENT ||
	    cfix__cparse_metavar_of(ps, t) >= 0)
		return false;
	for (const char *c = t->text; *c; c++)
		if (!(*c >= 'A' && *c <= 'Z') && *c != '_' &&
		    !(*c >= '0' && *c <= '9'))
			return false;
	/* not before '(': calls side by side are left to their own
	 * readings (the kernel's dev_pm_ops initializers) */
	return next->kind == CFIX_TOK_NUMBER || next->kind == CFIX_TOK_CHAR ||
	       (next->kind == CFIX_TOK_IDENT && !peek_is(ps, 2, "("));
}
