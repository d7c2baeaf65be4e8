/*
 * Constant values compared as text: what a script's value spells, what
 * counts as a constant (a literal, an ALL_CAPS name, BIT(3) without
 * clang), integer literals by value, a number against a character.
 */
#include "types.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* Does a script's value spell source tokens [first, last]?  (Spaces in
 * the value are ignored, as between tokens.) */
bool cfix__match_same_value(const struct cfix_source *source, const char *value,
			    uint32_t first, uint32_t last)
{
	const char *v = value;

	for (uint32_t i = first; i <= last; i++) {
		size_t n = strlen(source->toks[i].text);

		while (*v == ' ' || *v == '\t' || *v == '\n')
			v++;
		if (strncmp(v, source->toks[i].text, n))
			return false;
		v += n;
	}
	while (*v == ' ' || *v == '\t' || *v == '\n')
		v++;
	return !*v;
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

/* spatch's name of a constant: ^[A-Z_][A-Z_0-9]*$ (a single `N` too) */
static bool is_spatch_caps(const char *name)
{
	if (!*name || !(isupper((unsigned char)*name) || *name == '_'))
		return false;
	for (const char *p = name; *p; p++)
		if (!isupper((unsigned char)*p) && !isdigit((unsigned char)*p) &&
		    *p != '_')
			return false;
	return true;
}

/*
 * spatch 1.1.1's `constant`, read from the code's spelling alone
 * (engine/cocci_vs_c.ml, the A.CONST form of a MetaExpr): a literal, a
 * name in capitals, a cast or a unary minus of one, a sizeof.  Not an
 * enumerator or #define in lower case (the kernel's `false`), not `+1`,
 * `(3)` or a call (BIT(3)), whatever the file declares: spatch decides
 * before, and apart from, what its typing knows.
 */
static bool is_spatch_constant(const struct cfix_node *src)
{
	switch (src->kind) {
	case CFIX_NODE_NUMBER:
	case CFIX_NODE_CHAR:
	case CFIX_NODE_STRING:
		return true;
	case CFIX_NODE_IDENT:
		return src->text && is_spatch_caps(src->text);
	case CFIX_NODE_UNARY:
		return src->op && !strcmp(src->op, "-") && src->kids[0] &&
		       is_spatch_constant(src->kids[0]);
	case CFIX_NODE_CAST:
		return src->nkids > 1 && src->kids[1] &&
		       is_spatch_constant(src->kids[1]);
	case CFIX_NODE_SIZEOF:
		return src->op && !strcmp(src->op, "sizeof");
	default:
		return false;
	}
}

/*
 * Coccinelle's `constant`: literals, and names that stand for constants.
 * clang knows enumerators and constant macros (CFIX_NODEF_CONSTANT); a
 * name clang did not resolve falls back to Coccinelle's ALL_CAPS rule,
 * and a call clang did not resolve to an ALL_CAPS macro of constants.
 * A cast of a constant and a sizeof are ones too, as in Coccinelle.
 * spatch mode reads it as spatch does (is_spatch_constant()).
 */
bool cfix__match_is_constant(const struct cfix_node *src, bool spatch)
{
	if (spatch)
		return is_spatch_constant(src);
	if (src->flags & CFIX_NODEF_CONSTANT)
		return true;
	switch (src->kind) {
	case CFIX_NODE_UNARY:
		/* -1 and -FOO are constants too, as in Coccinelle */
		return (!strcmp(src->op, "-") || !strcmp(src->op, "+")) &&
		       src->kids[0] &&
		       cfix__match_is_constant(src->kids[0], false);
	case CFIX_NODE_CAST:
		return src->nkids > 1 && src->kids[1] &&
		       cfix__match_is_constant(src->kids[1], false);
	case CFIX_NODE_SIZEOF:
		return src->op && !strcmp(src->op, "sizeof");
	case CFIX_NODE_NUMBER:
	case CFIX_NODE_CHAR:
	case CFIX_NODE_STRING:
		return true;
	case CFIX_NODE_IDENT:
		if (!(src->flags & (CFIX_NODEF_OWN_PARSE | CFIX_NODEF_MACRO_USE)) &&
		    src->type)
			return false;
		return is_all_caps(src->text);
	case CFIX_NODE_CALL:
		/* Without clang (cfix's own parser, or a hole it filled),
		 * an ALL_CAPS macro of constants is one too: BIT(3),
		 * GENMASK(7, 0), BIT(FLAG_SHIFT).  clang decides by
		 * evaluating (CFIX_NODEF_CONSTANT). */
		if (!(src->flags & CFIX_NODEF_OWN_PARSE) || src->nkids < 2 ||
		    !src->kids[0] || src->kids[0]->kind != CFIX_NODE_IDENT ||
		    !is_all_caps(src->kids[0]->text))
			return false;
		for (uint32_t k = 1; k < src->nkids; k++)
			if (!src->kids[k] ||
			    !cfix__match_is_constant(src->kids[k], false))
				return false;
		return true;
	default:
		return false;
	}
}

/*
 * Integer literals compare by value: a rule's 0 matches 0x00 and 0U, as
 * in Coccinelle.  Anything else compares by spelling.
 */
bool cfix__match_same_number(const char *a, const char *b)
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
bool cfix__match_number_fits_char(const char *number, const char *lit)
{
	char *end;
	unsigned long long v = strtoull(number, &end, 0);

	return !*end && char_value(lit) >= 0 &&
	       v == (unsigned long long)char_value(lit);
}

bool cfix__match_same_text(const char *a, const char *b)
{
	if (!a || !b)
		return a == b;
	return !strcmp(a, b);
}
