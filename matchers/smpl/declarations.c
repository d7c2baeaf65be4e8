/*
 * declarations.c: the metavariable declarations between a rule's
 * header and its '@@': each keyword ("expression", "identifier list",
 * "fresh identifier", ...) with its names, C types ("int *E;", "{int,
 * long} E;"), list lengths ("[n]", "[n={1...3}]") and fresh
 * identifiers' seeds.  The keywords are read from the table in
 * metavar_kinds.c.
 */
#include "rule_internal.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

static bool is_kind_word(const char *word)
{
	static const char *const words[] = {
		"expression", "identifier", "constant", "idexpression",
		"type", "statement", "binary", "position", "symbol",
		"typedef", "declarer", "iterator", "fresh", "local", "global",
		"declaration", "field", "parameter", "initializer",
		"initialiser", "format", "attribute", "metavariable",
		"assignment", "unary", "function", "comments", "pragmainfo",
		NULL,
	};

	for (int i = 0; words[i]; i++)
		if (!strcmp(word, words[i]))
			return true;
	return false;
}

static bool is_type_keyword(const char *word)
{
	static const char *const words[] = {
		"void", "char", "short", "int", "long", "float", "double",
		"signed", "unsigned", "_Bool", "bool", "_Complex", "const",
		"volatile", "__int128", NULL,
	};

	for (int i = 0; words[i]; i++)
		if (!strcmp(word, words[i]))
			return true;
	return false;
}

/* Does a C type start at t[i] (for "int x;" style declarations)? */
static bool starts_ctype(const struct rule_ctx *rc,
			 const struct cfix_token *tok)
{
	return is_type_keyword(tok->text) || tok_is(tok, "struct") ||
	       tok_is(tok, "union") || tok_is(tok, "enum") ||
	       cfix__metavar_is_type(rc, tok->text);
}

/*
 * Reads the C type of a typed metavariable ("int", "struct foo *", "T",
 * "*") and returns it joined by single spaces, or NULL when there is
 * none.  An unknown name is taken as a type (a typedef) only when
 * another name or '*' follows it.
 */
static const char *parse_ctype(struct rule_ctx *rc,
			       const struct cfix_token *t, uint32_t n,
			       uint32_t *i)
{
	struct cfix_buf buf = CFIX_BUF_INIT;
	bool base = false;	/* seen the type's name or keyword */
	const char *type = NULL;

	while (*i < n) {
		const struct cfix_token *tok = &t[*i];
		const struct cfix_token *next = *i + 1 < n ? &t[*i + 1] : NULL;
		bool tag = tok_is(tok, "struct") || tok_is(tok, "union") ||
			   tok_is(tok, "enum");
		bool qualifier = tok_is(tok, "const") || tok_is(tok, "volatile");
		uint32_t take = 0;

		if (qualifier || tok_is(tok, "*"))
			take = 1;
		else if (is_type_keyword(tok->text) ||
			 (!base && cfix__metavar_is_type(rc, tok->text)))
			take = 1, base = true;
		else if (tag && next && is_word(next))
			take = 2, base = true;
		else if (tag && next && tok_is(next, "*"))
			take = 1;	/* "expression struct *E": any struct */
		else if (base && tok_is(tok, "[") && next && tok_is(next, "]"))
			take = 2;	/* "T[] E": an array */
		else if (!base && tok->kind == CFIX_TOK_IDENT && next &&
			 (tok_is(next, "*") ||
			  (next->kind == CFIX_TOK_IDENT &&
			   !is_kind_word(next->text))))
			take = 1, base = true;	/* a typedef name */
		if (!take)
			break;
		for (uint32_t k = 0; k < take; k++) {
			if (buf.len)
				cfix_buf_addch(&buf, ' ');
			cfix_buf_adds(&buf, t[*i + k].text);
		}
		*i += take;
	}
	if (buf.len)
		type = cfix_arena_strndup(rc->file->arena, buf.data, buf.len);
	cfix_buf_release(&buf);
	return type;
}

/*
 * Reads "E1, E2;" after a kind.  close is the token standing for the
 * closing "@@" (the EOF sentinel of the declaration tokens).
 */
static int parse_names(struct rule_ctx *rc, const struct cfix_token *t,
		       uint32_t n, uint32_t *i, enum cfix_mv_kind kind,
		       const char *type)
{
	struct rule_file *f = rc->file;

	for (;;) {
		const struct cfix_token *tok = &t[*i];
		const char *shown = *i < n ? tok->text : "@@";

		if (*i >= n || !is_word(tok)) {
			cfix__rule_error_tok(
				f, tok,
				"expected metavariable name before '%s'",
				shown);
			return -1;
		}
		if (*i + 2 < n && tok_is(&t[*i + 1], ".") &&
		    is_word(&t[*i + 2])) {
			if (cfix__metavar_inherit(rc, t, *i, kind, type) < 0)
				return -1;
			*i += 2;
		} else if (cfix__metavar_add(rc, tok, kind, type) < 0) {
			return -1;
		}
		tok = &t[++*i];
		if (*i < n && tok_is(tok, ":") &&
		    cfix__script_constraint_parse(rc,
						  &rc->metavars.items
							   [rc->metavars.len -
							    1],
						  t, n, i) < 0)
			return -1;
		tok = &t[*i];
		if (*i < n && cfix__constraint_is_op(tok) &&
		    !tok_is(tok, ":") &&
		    cfix__constraints_parse(rc,
					    &rc->metavars
						     .items[rc->metavars.len -
							    1],
					    t, n, i) < 0)
			return -1;
		tok = &t[*i];
		shown = *i < n ? tok->text : "@@";
		if (*i < n && tok_is(tok, ",")) {
			++*i;
			continue;
		}
		if (*i < n && tok_is(tok, ";")) {
			++*i;
			return 0;
		}
		if (*i < n && cfix__constraint_is_op(tok))
			cfix__rule_error_tok(
				f, tok,
				"this metavariable constraint is not supported yet");
		else
			cfix__rule_error_tok(f, tok, "expected ';' before '%s'",
					     shown);
		return -1;
	}
}

static int unsupported_kind(struct rule_file *f, const struct cfix_token *tok,
			    const char *kind)
{
	cfix__rule_error_tok(f, tok,
			     "metavariable kind '%s' is not supported yet",
			     kind);
	return -1;
}

/*
 * "r.x" in a fresh identifier's seed: metavariable x of rule r above,
 * inherited under the name x with r's kind unless this rule declares it
 * already.  Advances *i to the x and returns its index, or -1.
 */
static int32_t fresh_seed_inherited(struct rule_ctx *rc,
				    const struct cfix_token *t, uint32_t n,
				    uint32_t *i)
{
	int32_t from, old;
	const struct cfix_rule *base;

	if (*i + 2 >= n || !tok_is(&t[*i + 1], ".") || !is_word(&t[*i + 2]))
		return -1;
	from = cfix__rule_above(rc->file, t[*i].text);
	if (from < 0)
		return -1;
	base = rc->file->rules->items[from - rc->file->base];
	old = cfix__metavar_find(rc, t[*i + 2].text);
	if (old >= 0) {
		if (rc->metavars.items[old].from_rule != from)
			return -1;
		*i += 2;
		return old;
	}
	for (uint32_t k = 0; k < base->nmetavars; k++) {
		if (strcmp(base->metavars[k].name, t[*i + 2].text))
			continue;
		if (cfix__metavar_inherit(rc, t, *i, base->metavars[k].kind,
					  base->metavars[k].type) < 0)
			return -1;
		*i += 2;
		return (int32_t)rc->metavars.len - 1;
	}
	return -1;
}

/* The seed of a fresh identifier: "prefix" ## E ## "suffix", E a
 * metavariable of this rule or one of a rule above (`r.x`). */
static int fresh_seed(struct rule_ctx *rc, size_t mv_index,
		      const struct cfix_token *t, uint32_t n, uint32_t *i)
{
	CFIX_ARRAY(const char *) parts = { 0 };
	CFIX_ARRAY(int32_t) mvs = { 0 };
	struct cfix_metavar *mv;
	int ret = 0;

	for (;;) {
		const struct cfix_token *tok = &t[*i < n ? *i : n];
		int32_t ref = *i < n && is_word(tok)
				      ? fresh_seed_inherited(rc, t, n, i) : -1;

		if (ref >= 0)
			tok = &t[*i];
		else if (*i < n && is_word(tok))
			ref = cfix__metavar_find(rc, tok->text);

		if (*i < n && tok->kind == CFIX_TOK_STRING && strlen(tok->text) >= 2) {
			cfix_array_push(&parts, cfix_arena_strndup(rc->file->arena,
								  tok->text + 1,
								  strlen(tok->text) - 2));
			cfix_array_push(&mvs, -1);
		} else if (*i < n && ref >= 0) {
			cfix_array_push(&parts, tok->text);
			cfix_array_push(&mvs, ref);
		} else {
			cfix__rule_error_tok(
				rc->file, tok,
				"expected a string or a metavariable in the fresh identifier's name before '%s'",
				*i < n ? tok->text : "@@");
			ret = -1;
			break;
		}
		++*i;
		if (*i + 1 < n && tok_is(&t[*i], "#") && tok_is(&t[*i + 1], "#"))
			*i += 2;
		else if (*i < n && tok_is(&t[*i], "##"))
			++*i;
		else
			break;
	}
	/* the metavariables may have moved (an inherited one was added) */
	mv = &rc->metavars.items[mv_index];
	mv->nfresh = (uint32_t)parts.len;
	mv->fresh = cfix_arena_alloc(rc->file->arena,
				     (parts.len + 1) * sizeof(*mv->fresh));
	mv->fresh_mv = cfix_arena_alloc(rc->file->arena,
					(parts.len + 1) * sizeof(*mv->fresh_mv));
	for (size_t k = 0; k < parts.len; k++) {
		mv->fresh[k] = parts.items[k];
		mv->fresh_mv[k] = mvs.items[k];
	}
	cfix_array_release(&parts);
	cfix_array_release(&mvs);
	return ret;
}

/* "fresh identifier F = "x" ## E;", "fresh identifier F;" */
static int parse_fresh(struct rule_ctx *rc, const struct cfix_token *t,
		       uint32_t n, uint32_t *i)
{
	struct rule_file *f = rc->file;

	for (;;) {
		const struct cfix_token *tok = &t[*i < n ? *i : n];

		if (*i >= n || !is_word(tok)) {
			cfix__rule_error_tok(
				f, tok,
				"expected metavariable name before '%s'",
				*i < n ? tok->text : "@@");
			return -1;
		}
		if (cfix__metavar_add(rc, tok, CFIX_MV_FRESH, NULL) < 0)
			return -1;
		++*i;
		if (*i + 1 < n && tok_is(&t[*i], "=") &&
		    tok_is(&t[*i + 1], "script")) {
			if (cfix__fresh_script_parse(
				    rc, &rc->metavars.items[rc->metavars.len - 1],
				    t, n, i) < 0)
				return -1;
		} else if (*i < n && tok_is(&t[*i], "=")) {
			++*i;
			if (fresh_seed(rc, rc->metavars.len - 1, t, n, i) < 0)
				return -1;
		}
		/* without a seed: named as spatch names it when nobody answers
		 * its prompt (match/fresh.c) */
		if (*i < n && tok_is(&t[*i], ",")) {
			++*i;
			continue;
		}
		if (*i < n && tok_is(&t[*i], ";")) {
			++*i;
			return 0;
		}
		cfix__rule_error_tok(f, &t[*i < n ? *i : n],
				     "expected ';' before '%s'",
				     *i < n ? t[*i].text : "@@");
		return -1;
	}
}

/* A name spelled like a typedef: "size_t", "u32", "__le16", "s8".  Other
 * names need "typedef name;" first (so that a misspelled kind,
 * "expresion E;", stays an error). */
static bool looks_like_typedef(const char *name)
{
	size_t len = strlen(name);
	const char *p = name;

	if (len > 2 && !strcmp(name + len - 2, "_t"))
		return true;
	while (*p == '_')
		p++;
	if (!strncmp(p, "le", 2) || !strncmp(p, "be", 2))
		p += 2;
	else if (*p == 'u' || *p == 's' || *p == 'U' || *p == 'S')
		p++;
	else
		return false;
	if (*p < '0' || *p > '9')
		return false;
	while (*p >= '0' && *p <= '9')
		p++;
	return *p == '\0';
}

/*
 * "u32 E;": a typedef's name (see looks_like_typedef()) followed by a
 * name (or '*') types an expression metavariable, as in Coccinelle.
 */
static bool starts_typedef(const struct cfix_token *t, uint32_t n, uint32_t i)
{
	return i + 1 < n && t[i].kind == CFIX_TOK_IDENT &&
	       !is_kind_word(t[i].text) && looks_like_typedef(t[i].text) &&
	       (tok_is(&t[i + 1], "*") ||
		(t[i + 1].kind == CFIX_TOK_IDENT && !is_kind_word(t[i + 1].text)));
}

/* "{char, short} *P;", "{int, long} [] A;": the '*'s and "[ ]" after a
 * set of types go with each type of it. */
static void type_set_suffix(struct rule_ctx *rc, const struct cfix_token *t,
			    uint32_t n, uint32_t *i, const char **types,
			    size_t ntypes)
{
	struct cfix_buf buf = CFIX_BUF_INIT;
	size_t plain;

	for (size_t k = 0; k < ntypes; k++) {
		uint32_t at = *i;

		cfix_buf_reset(&buf);
		cfix_buf_adds(&buf, types[k]);
		plain = buf.len;
		for (; at < n && tok_is(&t[at], "*"); at++)
			cfix_buf_adds(&buf, " *");
		if (at + 1 < n && tok_is(&t[at], "[") && tok_is(&t[at + 1], "]")) {
			cfix_buf_adds(&buf, " [ ]");
			at += 2;
		}
		if (buf.len > plain)
			types[k] = cfix_arena_strndup(rc->file->arena, buf.data,
						      buf.len);
		if (k + 1 == ntypes)
			*i = at;
	}
	cfix_buf_release(&buf);
}

/* "{int, long} E;" (after "expression", "constant", "idexpression" or
 * alone): E has one of the types. */
static int parse_type_set(struct rule_ctx *rc, const struct cfix_token *t,
			  uint32_t n, uint32_t *i, enum cfix_mv_kind kind)
{
	CFIX_ARRAY(const char *) types = { 0 };
	uint32_t open = (*i)++;
	size_t from = rc->metavars.len;
	int ret = 0;

	for (;;) {
		const char *type = parse_ctype(rc, t, n, i);

		/* a typedef name alone: "{u32, u64}" */
		if (!type && *i < n && t[*i].kind == CFIX_TOK_IDENT)
			type = t[(*i)++].text;
		if (!type) {
			cfix__rule_error_tok(
				rc->file, &t[*i < n ? *i : n],
				"expected a type in the set of types opened at '{'");
			ret = -1;
			break;
		}
		cfix_array_push(&types, type);
		if (*i < n && tok_is(&t[*i], ",")) {
			++*i;
			continue;
		}
		if (*i < n && tok_is(&t[*i], "}")) {
			++*i;
			break;
		}
		cfix__rule_error_tok(rc->file, &t[*i < n ? *i : open],
				     "expected '}' closing the set of types");
		ret = -1;
		break;
	}
	if (ret == 0) {
		type_set_suffix(rc, t, n, i, types.items, types.len);
		ret = parse_names(rc, t, n, i, kind, types.items[0]);
	}
	for (size_t k = from; ret == 0 && k < rc->metavars.len; k++) {
		struct cfix_metavar *mv = &rc->metavars.items[k];

		mv->ntypes = (uint32_t)types.len;
		mv->types = cfix_arena_alloc(rc->file->arena,
					     (types.len + 1) * sizeof(*mv->types));
		memcpy(mv->types, types.items, types.len * sizeof(*mv->types));
	}
	cfix_array_release(&types);
	return ret;
}

/* Reads names of list metavariables that bind min..max elements, their
 * count bound to metavariable len (-1: none). */
static int parse_list_names(struct rule_ctx *rc, const struct cfix_token *t,
			    uint32_t n, uint32_t *i, enum cfix_mv_kind kind,
			    uint32_t min, uint32_t max, int32_t len)
{
	size_t from = rc->metavars.len;

	if (parse_names(rc, t, n, i, kind, NULL) < 0)
		return -1;
	for (size_t k = from; k < rc->metavars.len; k++) {
		rc->metavars.items[k].list_min = min;
		rc->metavars.items[k].list_max = max;
		rc->metavars.items[k].list_len = len;
	}
	return 0;
}

/*
 * The length metavariable "n]" or "r.n]" at t[*i] names, past the '[':
 * n binds the number of elements a list takes, so that lists of the
 * same n have the same length.  Declared by its first use, or inherited
 * from rule r.  Its index, NO_LENGTH when the brackets hold something
 * else (a number), or -1 on an error.
 */
enum { NO_LENGTH = -2 };

/* The kind of inherited metavariable mv in the rule it comes from; a
 * script's output is any kind (make_listlen gives a length, spatch's
 * yes_pycocci.ml). */
static enum cfix_mv_kind inherited_kind(const struct rule_ctx *rc,
					const struct cfix_metavar *mv,
					enum cfix_mv_kind want)
{
	const struct rule_file *f = rc->file;
	const struct cfix_rule *base =
		f->rules->items[mv->from_rule - f->base];

	if (base->metavars[mv->from_mv].script_output)
		return want;
	return base->metavars[mv->from_mv].kind;
}

static int32_t parse_list_length(struct rule_ctx *rc,
				 const struct cfix_token *t, uint32_t n,
				 uint32_t *i)
{
	const enum cfix_mv_kind kind = CFIX_MV_LIST_LENGTH;
	uint32_t name = *i, take = 2;
	int32_t mv;

	if (*i + 3 < n && is_word(&t[*i]) && tok_is(&t[*i + 1], ".") &&
	    is_word(&t[*i + 2]) && tok_is(&t[*i + 3], "]"))
		name = *i + 2, take = 4;
	else if (!(*i + 1 < n && is_word(&t[*i]) && tok_is(&t[*i + 1], "]")))
		return NO_LENGTH;
	mv = cfix__metavar_find(rc, t[name].text);
	if (mv < 0) {
		int ret = take == 4
				  ? cfix__metavar_inherit(rc, t, *i, kind, NULL)
				  : cfix__metavar_add(rc, &t[name], kind, NULL);

		if (ret < 0)
			return -1;
		mv = (int32_t)rc->metavars.len - 1;
	}
	/* r.n is r's list length, not a constant nor else (spatch:
	 * "incompatible inheritance declaration") */
	if (rc->metavars.items[mv].from_rule >= 0 &&
	    inherited_kind(rc, &rc->metavars.items[mv], kind) != kind) {
		cfix__rule_error_tok(rc->file, &t[name],
				     "'%s' is not a list's length: the rule it "
				     "comes from binds it as %s", t[name].text,
				     cfix__mv_kind_name(inherited_kind(
					     rc, &rc->metavars.items[mv], kind)));
		return -1;
	}
	if (rc->metavars.items[mv].kind != kind) {
		cfix__rule_error_tok(rc->file, &t[name],
				     "'%s' is not a list's length",
				     t[name].text);
		return -1;
	}
	*i += take;
	return mv;
}

/*
 * The count after a list's '[' at t[*i], up to and past its ']': "2]"
 * or "n={1...3}]", "n={1,2}]" (the smallest to the largest value);
 * no number is any count.  open: the '['.
 */
static int parse_list_count(struct rule_ctx *rc, const struct cfix_token *t,
			    uint32_t n, uint32_t *i, uint32_t open,
			    uint32_t *min, uint32_t *max)
{
	bool any_number = false;

	for (; *i < n && !tok_is(&t[*i], "]"); ++*i) {
		const char *p = t[*i].text;

		while (*p) {
			char *end;
			unsigned long v;

			if (*p < '0' || *p > '9') {
				p++;
				continue;
			}
			v = strtoul(p, &end, 10);
			if (!any_number || v < *min)
				*min = (uint32_t)v;
			if (!any_number || v > *max)
				*max = (uint32_t)v;
			any_number = true;
			/* "1...3" lexes as one number */
			p = end;
		}
	}
	if (*i >= n) {
		cfix__rule_error_tok(rc->file, &t[open],
				     "expected ']' closing the list's length");
		return -1;
	}
	++*i;
	if (!any_number)
		*min = 0, *max = UINT32_MAX;
	return 0;
}

/*
 * "list", then optionally the element count in brackets: "[2]", "[n]"
 * or "[r.n]" (any count, bound to n), "[n={1...3}]" or "[n={1,2}]",
 * then the names.
 */
static int parse_list(struct rule_ctx *rc, const struct cfix_token *t,
		      uint32_t n, uint32_t *i, enum cfix_mv_kind kind)
{
	uint32_t min = 0, max = UINT32_MAX;
	int32_t len = NO_LENGTH;

	if (*i < n && tok_is(&t[*i], "[")) {
		uint32_t open = (*i)++;

		len = parse_list_length(rc, t, n, i);
		if (len == -1 ||
		    (len == NO_LENGTH &&
		     parse_list_count(rc, t, n, i, open, &min, &max) < 0))
			return -1;
	}
	return parse_list_names(rc, t, n, i, kind, min, max,
				len < 0 ? -1 : len);
}

/*
 * "r.T" at t[i] naming a type metavariable of rule r above, as the type
 * of a typed metavariable (`r.T *E;`): T is inherited under its name
 * unless this rule has it already.  Returns 0, or -1 when r.T is not
 * such a type (nothing added).
 */
static int inherit_type(struct rule_ctx *rc, const struct cfix_token *t,
			uint32_t i)
{
	int32_t from = cfix__rule_above(rc->file, t[i].text);
	int32_t old = cfix__metavar_find(rc, t[i + 2].text);
	const struct cfix_rule *base;

	if (from < 0 || !(tok_is(&t[i + 3], "*") || is_word(&t[i + 3])))
		return -1;
	base = rc->file->rules->items[from - rc->file->base];
	for (uint32_t k = 0; k < base->nmetavars; k++) {
		if (strcmp(base->metavars[k].name, t[i + 2].text) ||
		    base->metavars[k].kind != CFIX_MV_TYPE)
			continue;
		if (old >= 0)
			return rc->metavars.items[old].from_rule == from &&
					       rc->metavars.items[old].from_mv == (int32_t)k
				       ? 0 : -1;
		return cfix__metavar_inherit(rc, t, i, CFIX_MV_TYPE, NULL);
	}
	return -1;
}

/*
 * The names after declaration d's keywords, read as d's form says; kw
 * is its first keyword (for errors).
 */
static int parse_decl_names(struct rule_ctx *rc, const struct cfix_token *t,
			    uint32_t n, uint32_t *i,
			    const struct cfix_mv_decl *d,
			    const struct cfix_token *kw)
{
	const char *type = NULL;

	switch (d->form) {
	case CFIX_MV_DECL_TYPED:
	case CFIX_MV_DECL_LOCAL:
	case CFIX_MV_DECL_GLOBAL:
		if (*i < n && tok_is(&t[*i], "{"))
			return parse_type_set(rc, t, n, i, d->kind);
		type = parse_ctype(rc, t, n, i);
		break;
	case CFIX_MV_DECL_LIST:
		return parse_list(rc, t, n, i, d->kind);
	case CFIX_MV_DECL_ONE:
		return parse_list_names(rc, t, n, i, d->kind, 1, 1, -1);
	case CFIX_MV_DECL_FRESH:
		return parse_fresh(rc, t, n, i);
	case CFIX_MV_DECL_REFUSED:
		return unsupported_kind(rc->file, kw, d->words);
	case CFIX_MV_DECL_NAMES:
		break;
	}
	return parse_names(rc, t, n, i, d->kind, type);
}

/* Sets what declaration d says of the metavariables it declared, from
 * index from on. */
static void mark_declared(struct rule_ctx *rc, const struct cfix_mv_decl *d,
			  size_t from)
{
	for (size_t k = from; k < rc->metavars.len; k++) {
		struct cfix_metavar *mv = &rc->metavars.items[k];

		if (d->flags & CFIX_MV_DECL_ITERATOR_NAME)
			mv->iterator_name = true;
		if (d->flags & CFIX_MV_DECL_FUNCTION_NAME)
			mv->function_name = true;
		if (d->flags & CFIX_MV_DECL_ATTRIBUTE_NAME)
			mv->attribute_name = true;
		if (d->flags & CFIX_MV_DECL_DECLARER_NAME)
			mv->declarer_name = true;
		if (d->flags & CFIX_MV_DECL_INITIALIZER)
			mv->initializer = true;
		if (d->form == CFIX_MV_DECL_LOCAL)
			mv->local = true;
		if (d->form == CFIX_MV_DECL_GLOBAL)
			mv->global = true;
	}
}

/* No declaration of the table starts at t[*i]: a kind spatch has and
 * cfix does not, or no kind. */
static int refuse_decl(struct rule_ctx *rc, const struct cfix_token *t,
		       uint32_t n, uint32_t *i)
{
	struct rule_file *f = rc->file;
	const struct cfix_token *kw = &t[(*i)++];

	if (tok_is(kw, "local") || tok_is(kw, "global") ||
	    tok_is(kw, "fresh") || tok_is(kw, "assignment") ||
	    tok_is(kw, "unary") || tok_is(kw, "attribute")) {
		char *phrase = *i < n ? cfix_xasprintf("%s %s", kw->text,
							t[*i].text)
				      : cfix_xstrdup(kw->text);

		unsupported_kind(f, kw, phrase);
		free(phrase);
		return -1;
	}
	if (is_word(kw) && is_kind_word(kw->text))
		return unsupported_kind(f, kw, kw->text);
	cfix__rule_error_tok(f, kw, "unknown metavariable kind '%s'", kw->text);
	return -1;
}

/* Reads one declaration ("expression E1, E2;") at t[*i]. */
static int parse_decl(struct rule_ctx *rc, const struct cfix_token *t,
		      uint32_t n, uint32_t *i)
{
	struct rule_file *f = rc->file;
	const struct cfix_token *kw = &t[*i];
	const struct cfix_mv_decl *d;
	const char *type = NULL;
	size_t from = rc->metavars.len;

	if (*i + 3 < n && is_word(kw) && tok_is(&t[*i + 1], ".") &&
	    is_word(&t[*i + 2]) && inherit_type(rc, t, *i) == 0) {
		/* "r.T *E;": E typed by type metavariable T of rule r */
		*i += 2;
		type = parse_ctype(rc, t, n, i);
		return parse_names(rc, t, n, i, CFIX_MV_EXPRESSION, type);
	}
	if (*i + 2 < n && is_word(kw) && tok_is(&t[*i + 1], ".") &&
	    is_word(&t[*i + 2])) {
		cfix__rule_error_tok(
			f, kw, "expected a metavariable kind before '%s.%s'",
			kw->text, t[*i + 2].text);
		return -1;
	}
	if (starts_ctype(rc, kw) || starts_typedef(t, n, *i)) {
		type = parse_ctype(rc, t, n, i);
		return parse_names(rc, t, n, i, CFIX_MV_EXPRESSION, type);
	}
	if (tok_is(kw, "{"))
		return parse_type_set(rc, t, n, i, CFIX_MV_EXPRESSION);
	d = cfix__mv_decl_find(t, n, i);
	if (!d)
		return refuse_decl(rc, t, n, i);
	if (parse_decl_names(rc, t, n, i, d, kw) < 0)
		return -1;
	mark_declared(rc, d, from);
	return 0;
}

int cfix__decls_parse(struct rule_ctx *rc, size_t begin, size_t end)
{
	struct rule_file *f = rc->file;
	struct cfix_token *t;
	uint32_t n = cfix__rule_lex(f, f->text, begin, end, 0, &t);
	uint32_t i = 0;

	while (i < n)
		if (parse_decl(rc, t, n, &i) < 0)
			return -1;
	return cfix__script_args_resolve(rc);
}
