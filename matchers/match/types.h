/*
 * types.h: types and constant values compared as text (types.c).
 */
#ifndef CFIX_MATCH_TYPES_H
#define CFIX_MATCH_TYPES_H

#include "state.h"

/* Does a script's value spell source tokens [first, last]?  (Spaces in
 * the value are ignored, as between tokens.) */
bool cfix__match_same_value(const struct cfix_source *source, const char *value,
			    uint32_t first, uint32_t last);

/*
 * Coccinelle's `constant`: literals, and names that stand for constants.
 * clang knows enumerators and constant macros (CFIX_NODEF_CONSTANT); a
 * name clang did not resolve falls back to Coccinelle's ALL_CAPS rule,
 * and a call clang did not resolve to an ALL_CAPS macro of constants.
 * With spatch, as spatch 1.1.1 reads it from the spelling alone: a
 * literal, a name in capitals, a cast or unary minus of one, a sizeof.
 */
bool cfix__match_is_constant(const struct cfix_node *src, bool spatch);

/* Do type texts a and b name the same type once normalized (`unsigned`
 * is `unsigned int`, spacing aside)? */
bool cfix__match_same_type(const char *a, const char *b);

/*
 * An inherited expression matches code spelled as it only where each
 * name has the type it had where the parent rule bound it (both
 * without one, or the same): spatch 1.1.1 compares an inherited
 * expression with its types (Lib_parsing_c.al_inh_expr), so `r.x`
 * bound to a `struct a *wd` of one function does not match the `wd`
 * of another declared `struct b *wd`.  A type is clang's, else the
 * name's declaration in the file, as spatch types the file alone.
 * src: the code, whose tokens from `from` on are those of source's
 * tokens from first on.
 */
bool cfix__match_same_name_types(const struct cfix_source *source,
				 const struct cfix_node *src, uint32_t first,
				 uint32_t from);

/* cfix__match_same_name_types() over tokens [first, last] of source,
 * against the same spelling from token other on: two seeds of an
 * inherited expression spelled alike (`p` freed in two functions) are
 * two seeds when a name's type differs, as spatch's environments. */
bool cfix__match_same_range_types(const struct cfix_source *source,
				  uint32_t first, uint32_t last, uint32_t other);

/* Are the n bytes at w `struct`, `union` or `enum`? */
bool cfix__match_is_tag_word(const char *w, size_t n);

/*
 * As spatch does: the type as the code spells it, or with typedefs
 * resolved (`unsigned long long E;` matches a sector_t, `typedef u64
 * sector_t`), while a typedef name in the rule matches its own spelling
 * only (`u64 E;` does not match a sector_t nor an `unsigned long long`).
 */
bool cfix__match_type_fits(struct matcher *m, const struct cfix_metavar *mv,
			   const struct cfix_node *src);

/*
 * Integer literals compare by value: a rule's 0 matches 0x00 and 0U, as
 * in Coccinelle.  Anything else compares by spelling.
 */
bool cfix__match_same_number(const char *a, const char *b);

/* A rule's number against a character literal: 0 matches '\0'. */
bool cfix__match_number_fits_char(const char *number, const char *lit);

/* Are a and b the same text, or both NULL? */
bool cfix__match_same_text(const char *a, const char *b);

/* "disable optional_storage" makes these count in a type. */
bool cfix__match_is_storage_class(const char *word);

#endif
