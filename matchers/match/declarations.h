/*
 * declarations.h: declarations beside the structural match
 * (declarations.c).
 */
#ifndef CFIX_MATCH_DECLARATIONS_H
#define CFIX_MATCH_DECLARATIONS_H

#include "type_words.h"

/* Does the rule add code next to one of its tokens first..last? */
bool cfix__match_adds_within(const struct cfix_rule *rule, uint32_t first,
			     uint32_t last);

/*
 * `- f(...) { ... }` written without a return type removes the whole
 * definition: the source's return type and storage class go too.
 */
void cfix__match_remove_return_type(struct matcher *m,
				    const struct cfix_node *pat,
				    const struct cfix_node *src);

/* The number of `*`s that are all of node's tokens, or 0. */
uint32_t cfix__match_stars_only(const struct cfix_token *toks,
				const struct cfix_node *node);

/* One past the array brackets after source token name (`[45]` of
 * `x[45]`), name + 1 when there are none. */
uint32_t cfix__match_array_suffix_end(const struct cfix_source *source,
				      uint32_t name, uint32_t last);

/*
 * The rule's brackets after a declared name, rule tokens pfirst..plast
 * (`[...]`, `[N]`), against the source's, sfirst..slast: token by token,
 * a "..." standing for what the source's brackets hold.
 */
bool cfix__match_array_suffix(struct matcher *m, uint32_t pfirst,
			      uint32_t plast, uint32_t sfirst, uint32_t slast);

/*
 * The words of a declaration's specifiers around the struct it defines
 * (`typedef struct` of `typedef struct { ... } T;`): type's tokens
 * outside rec's.
 */
void cfix__match_words_around(const struct cfix_node *type,
			      const struct cfix_node *rec, index_array *out);

/* Is pat the declarator of `typedef ... T;` whose name T is a type
 * metavariable, and src a declarator of a name alone?  (Not `*name`:
 * there spatch's T1 of `typedef T1 T2;` takes the star, which the
 * pattern's specifiers cannot.) */
bool cfix__match_is_typedef_name(const struct matcher *m,
				 const struct cfix_node *pat,
				 const struct cfix_node *src);

/* A declarator of `typedef struct { ... } T;` or `typedef int T;`, where
 * the rule's T is a type metavariable (cfix__match_is_typedef_name()):
 * it binds the typedef's name, a type. */
bool cfix__match_bind_typedef_name(struct matcher *m,
				   const struct cfix_node *pat,
				   const struct cfix_node *src);

/* Does the source's specifiers node src hold tokens (`static`,
 * `const`) that the pattern's type pat did not match? */
bool cfix__match_specifiers_beyond(const struct matcher *m,
				   const struct cfix_node *pat,
				   const struct cfix_node *src);

/*
 * A declaration pattern removed whole, with nothing added in its place,
 * against `static const int a;`: the storage class and qualifiers the
 * pattern does not name go too (spatch removes the declaration).  When
 * code is added they stay, in front of it (`static long a;`).
 */
void cfix__match_remove_whole_decl(struct matcher *m,
				   const struct cfix_node *pat,
				   const struct cfix_node *src);

/*
 * When a rule's matches remove every declarator of a declaration, the
 * declaration goes whole.
 */
void cfix__match_merge_decl_cuts(struct matcher *m, size_t from);

/*
 * `struct foo { ... }` matches the definition of struct foo only;
 * `struct I { ... }` with I an identifier metavariable binds I to the
 * name.  Maps the name.
 */
bool cfix__match_record_name(struct matcher *m, const struct cfix_node *pat,
			     const struct cfix_node *src);

/* A struct's own tokens from its '{' on (its name was matched by
 * cfix__match_record_name()). */
bool cfix__match_record_tokens(struct matcher *m, const struct cfix_node *pat,
			       const struct cfix_node *src);

/* The struct a declaration defines, in clang's shape (its type's kid)
 * or the own parser's (its last kid), and *ndecls its declarators;
 * NULL (*ndecls untouched) for a declaration defining none. */
const struct cfix_node *cfix__match_defined_record(const struct cfix_node *src,
						   uint32_t *ndecls);

#endif
