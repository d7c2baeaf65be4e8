/*
 * cparse_names.c: cfix's own C parser: names among declaration
 * specifiers.  Without headers cfix cannot tell a type name from an
 * annotation macro (`__user`, `__init`) or a type macro (`ARRAY(int)`)
 * by the name alone, so these functions decide from the tokens around
 * it which name is the type, which the declared name and which an
 * annotation, and step over annotations after a '*' and trailing macros
 * after a declarator.  See cparse.c for the parser's design.
 */
#include "cparse_internal.h"

/* With no type yet, is the name at pos a type by the tokens after it? */
static bool guess_type(const struct parser *ps)
{
	const struct cfix_token *next = peek(ps, 1);

	return next->kind == CFIX_TOK_IDENT || tok_is(next, "*") ||
	       tok_in(next, cfix_qualifier_words) ||
	       tok_in(next, cfix_storage_words) ||
	       tok_in(next, cfix_attribute_words) ||
	       (tok_is(next, "(") && peek_is(ps, 2, "*"));
}

/* Does a type keyword or a known type name follow the names and
 * qualifiers from offset k?  (static noinline __cold int f; xfs's `STATIC
 * xfs_extlen_t f`; file's `file_private const uint8_t *f`) */
static bool type_keyword_follows(const struct parser *ps, unsigned k)
{
	for (unsigned n = 0; n < 8; n++, k++) {
		const struct cfix_token *t = peek(ps, k);

		if (tok_in(t, cfix_type_specifier_words) ||
		    tok_in(t, cfix_tag_words) || tok_in(t, cfix_typeof_words) ||
		    cfix__cparse_is_typename(ps, t))
			return true;
		if (t->kind != CFIX_TOK_IDENT &&
		    !tok_in(t, cfix_storage_words) &&
		    !tok_in(t, cfix_qualifier_words))
			return false;
	}
	return false;
}

/*
 * After the type, a run of names: which one is declared?  Offset from
 * pos, or -1 when a '*' follows (all are annotations: char __user *p).
 * Before '(' and parameters, the last (int __init f(void)); else the
 * first that is no known annotation and does not start with "__"
 * (int x __read_mostly), else the first that is no known annotation.
 * Before '[', the last (static char __initdata buf[], zlib's
 * `local z_crc_t FAR x2n_table[32]`).  A last name with literal
 * arguments is a trailing macro (u32 fd __aligned(8);) unless a name
 * follows it.
 */
static int declared_name_offset(const struct parser *ps)
{
	unsigned run = 0, names;
	int name = -1;
	const struct cfix_token *after, *inside;

	while (run < 8 && peek(ps, run)->kind == CFIX_TOK_IDENT)
		run++;
	after = peek(ps, run);
	inside = peek(ps, run + 1);
	if (tok_is(after, "*") || tok_in(after, cfix_qualifier_words) ||
	    (tok_is(after, "(") && tok_is(inside, "*")))
		return -1;
	/* static z_crc_t FAR x2n_table[32]: only the declared name comes
	 * right before an array's '[' */
	if (tok_is(after, "["))
		return (int)run - 1;
	names = run;
	if (tok_is(after, "(") && run > 1 &&
	    (inside->kind == CFIX_TOK_NUMBER || inside->kind == CFIX_TOK_STRING)) {
		uint32_t close =
			cfix__cparse_match_close(ps, index_ahead(ps, run));

		/* __printf(1, 2) before the name */
		if (close == NONE ||
		    cfix__cparse_token_after(ps, close)->kind == CFIX_TOK_IDENT)
			return -1;
		names--;
	} else if (tok_is(after, "(")) {
		/* f __P((void)): the name before the macro */
		return (int)run - 1 -
		       (run > 1 && cfix__cparse_params_macro_ahead(ps, run - 1));
	}
	for (unsigned k = 0; k < names && name < 0; k++)
		if (!tok_in(peek(ps, k), cfix_annotation_words) &&
		    strncmp(peek(ps, k)->text, "__", 2) != 0)
			name = (int)k;
	for (unsigned k = 0; k < names && name < 0; k++)
		if (!tok_in(peek(ps, k), cfix_annotation_words))
			name = (int)k;
	return name < 0 ? 0 : name;
}

/*
 * After `int a`, an attribute group at peek(ps, 1): does a declarator
 * still follow it (`int __init __attribute__((cold)) f(void)`: `__init`
 * is an annotation), or does it end the declarator (`int a
 * __attribute__((unused));`: `a` is the declared name)?
 */
static bool declarator_after_attribute(const struct parser *ps)
{
	uint32_t open = index_ahead(ps, 2), close;
	const struct cfix_token *after;

	if (!tok_is(token(ps, open), "("))
		return true;
	close = cfix__cparse_match_close(ps, open);
	if (close == NONE)
		return true;
	after = token(ps, visible_from(ps, close + 1));
	return after->kind == CFIX_TOK_IDENT || tok_is(after, "*") ||
	       tok_in(after, cfix_attribute_words);
}

/*
 * A name that is neither the type nor the declared name: an annotation
 * macro such as __init, __user or noinline.  After the type, see
 * declared_name_offset(); before it, a name a type keyword or a known
 * type name follows.
 */
static bool is_annotation(const struct parser *ps, const struct specs *sp)
{
	const struct cfix_token *next = peek(ps, 1);

	if (cfix__cparse_metavar_of(ps, peek(ps, 0)) >= 0 ||
	    cfix__cparse_is_typename(ps, peek(ps, 0)))
		return false;
	if (tok_in(peek(ps, 0), cfix_annotation_words))
		return true;
	/* before the type: a type keyword or a known type name follows */
	if (!sp->base)
		return type_keyword_follows(ps, 1);
	if ((tok_in(next, cfix_attribute_words) &&
	     declarator_after_attribute(ps)) ||
	    tok_is(next, "*"))
		return true;
	if (next->kind == CFIX_TOK_IDENT)
		return declared_name_offset(ps) != 0;
	return tok_is(next, "(") && peek_is(ps, 2, "*") &&
	       peek(ps, 3)->kind == CFIX_TOK_IDENT && peek_is(ps, 4, ")");
}

static bool is_specifier_word(const struct cfix_token *t)
{
	return tok_in(t, cfix_storage_words) ||
	       tok_in(t, cfix_qualifier_words) ||
	       tok_in(t, cfix_type_specifier_words) ||
	       tok_in(t, cfix_tag_words) || tok_in(t, cfix_typeof_words) ||
	       tok_in(t, cfix_attribute_words);
}

/*
 * After the group closing at close, `name(params) {`: a function's
 * definition, cJSON's `CJSON_PUBLIC(cJSON *) f(cJSON * const o) {`, so
 * the macro before it gives the return type.
 */
static bool function_body_after(const struct parser *ps, uint32_t close)
{
	uint32_t open = visible_from(ps, visible_from(ps, close + 1) + 1);
	uint32_t end;

	if (!tok_is(token(ps, open), "("))
		return false;
	end = cfix__cparse_match_close(ps, open);
	return end != NONE && tok_is(cfix__cparse_token_after(ps, end), "{");
}

/*
 * name(args) among specifiers: an annotation when a specifier keyword
 * follows (__printf(1, 2) static int), or a name after the type; a type
 * macro (CFIX_ARRAY(int) v;) in place of the type when a declared name
 * and one of ; , = [ : follow, or a '*', or in C mode a function's
 * definition (T(int) f(void) {).  1 consumed, 0 not, -1 error.
 */
static int macro_spec(struct parser *ps, struct specs *sp, enum spec_mode mode)
{
	uint32_t close = cfix__cparse_match_close(ps, index_ahead(ps, 1));
	const struct cfix_token *after, *after2;
	bool type_macro, annotation;

	if (close == NONE)
		return 0;
	after = cfix__cparse_token_after(ps, close);
	after2 = after->kind == CFIX_TOK_IDENT
			 ? cfix__cparse_token_after(ps,
						    visible_from(ps, close + 1))
			 : &eof_token;
	type_macro = !sp->base && mode != SPEC_KNOWN &&
		     (tok_is(after, "*") ||
		      (after->kind == CFIX_TOK_IDENT &&
		       (tok_is(after2, ";") || tok_is(after2, ",") ||
			tok_is(after2, "=") || tok_is(after2, "[") ||
			tok_is(after2, ":") ||
			(!ps->pattern && tok_is(after2, "(") &&
			 function_body_after(ps, close)))));
	/* before a name, only literal arguments: __printf(2, 3) f(...),
	 * not f(int x) __releases(l) */
	annotation = is_specifier_word(after) ||
		     (after->kind == CFIX_TOK_IDENT &&
		      (peek(ps, 2)->kind == CFIX_TOK_NUMBER ||
		       peek(ps, 2)->kind == CFIX_TOK_STRING));
	/* after the type, before a declared name or a '*': u8
	 * __aligned(ALIGN) data[], const u32 __aligned(1) *p; after a
	 * struct body, before its end: } __aligned(8); */
	annotation |= sp->base && !ps->pattern &&
		      ((after->kind == CFIX_TOK_IDENT &&
			(tok_is(after2, ";") || tok_is(after2, ",") ||
			 tok_is(after2, "=") || tok_is(after2, "[") ||
			 tok_is(after2, ":"))) ||
		       (sp->record && tok_is(after, ";")) ||
		       tok_is(after, "*"));
	if (!type_macro && !annotation)
		return 0;
	sp->base |= type_macro;
	advance(ps);
	return cfix__cparse_skip_group(ps) ? 1 : -1;
}

int cfix__cparse_name_spec(struct parser *ps, struct specs *sp,
			   enum spec_mode mode)
{
	const struct cfix_token *t = peek(ps, 0);
	int step;

	if (peek_is(ps, 1, "(") && !cfix__cparse_is_typename(ps, t) &&
	    cfix__cparse_metavar_of(ps, t) < 0 &&
	    (step = macro_spec(ps, sp, mode)))
		return step;
	if (is_annotation(ps, sp) ||
	    (mode == SPEC_TYPENAME && sp->base && !ps->pattern)) {
		advance(ps);
		return 1;
	}
	if (!sp->base &&
	    (cfix__cparse_is_typename(ps, t) || mode >= SPEC_ANY ||
	     (mode == SPEC_GUESS && guess_type(ps)))) {
		sp->base = true;
		advance(ps);
		return 1;
	}
	return 0;
}

bool cfix__cparse_pointer_quals(struct parser *ps)
{
	for (;;) {
		const struct cfix_token *t = peek(ps, 0), *next = peek(ps, 1);

		if (tok_in(t, cfix_qualifier_words)) {
			advance(ps);
		} else if (tok_in(t, cfix_attribute_words)) {
			if (!cfix__cparse_skip_attribute(ps))
				return false;
		} else if (t->kind == CFIX_TOK_IDENT &&
			   !cfix__cparse_is_typename(ps, t) &&
			   cfix__cparse_metavar_of(ps, t) < 0 &&
			   (tok_in(t, cfix_annotation_words) ||
			    ((next->kind == CFIX_TOK_IDENT ||
			      tok_is(next, "*")) &&
			     declared_name_offset(ps) != 0))) {
			advance(ps);
		} else {
			return true;
		}
	}
}

bool cfix__cparse_skip_trailing_macros(struct parser *ps)
{
	while (peek(ps, 0)->kind == CFIX_TOK_IDENT) {
		advance(ps);
		if (is(ps, "(") && !cfix__cparse_skip_group(ps))
			return false;
	}
	return cfix__cparse_skip_attributes(ps);
}
