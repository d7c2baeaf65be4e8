/*
 * header_records.h: the fields of a struct or union a file's headers
 * define, found by scanning the headers' bytes (header_records.c).
 */
#ifndef CFIX_MATCH_HEADER_RECORDS_H
#define CFIX_MATCH_HEADER_RECORDS_H

#include "../matchers.h"

struct cfix_header_search;

/*
 * The headers the file at path (its bytes text, len) includes, found
 * as its compile command opts finds them: -I, -iquote, -isystem,
 * -include, the including file's folder for "...".  Nothing is read
 * before the first question.  Borrows all three until freed with
 * cfix__header_search_free() (NULL is fine).
 */
struct cfix_header_search *cfix__header_search_new(
	const char *path, const char *text, size_t len,
	const struct cfix_source_options *opts);
void cfix__header_search_free(struct cfix_header_search *hs);

/*
 * The type field has in the one definition of tag (`struct s`) among
 * the headers, as its declarator spells it: the type words, then ` *`
 * per star, then ` [ ]` per array bound ("unsigned char [ ]"; a
 * malloc'd string).  NULL when unknown: *why then says why.  *where:
 * the header that decided it, valid until hs is freed.  A definition
 * under an #if, defined twice otherwise, a field a macro declares or a
 * name a header #defines, a header past the bounds: unknown, as is any
 * tag of a file whose includes could not all be followed.
 */
char *cfix__header_field_type(struct cfix_header_search *hs, const char *tag,
			      const char *field, const char **why,
			      const char **where);

/*
 * The type name has in the headers' top-level declarations, as they
 * spell it (words, then ` *` per star): a typedef's (`typedef unsigned
 * int u32;`: "unsigned int"), or with func a function's return type
 * (`extern u32 f(void);`: "u32"; storage classes dropped).  NULL when
 * unknown: a declaration under an #if whose branch is not certain
 * (header_conds.h: `#ifndef __ASSEMBLY__` is, where no header defines
 * it) or not plain (`typedef int (*f)(void)`), declared twice otherwise, a name a header #defines, no
 * declaration, any includes not followed; *why, *where as above.
 */
/* A header's bytes, read as every header is (a regular file of at most
 * 4 MB: a checkout's header is untrusted), or NULL; h, when given, gets
 * its size and time. */
struct header;
char *cfix__header_read(const char *path, size_t *len, struct header *h);

char *cfix__header_decl_type(struct cfix_header_search *hs, const char *name,
			     bool func, const char **why, const char **where);

/*
 * The types a typedef name (with func, the return types a function)
 * may have, whichever branch of each #if clang
 * takes: cfix__header_decl_type()'s reading with the declarations under
 * an uncertain #if kept (`typedef int __kernel_ssize_t;` and `typedef
 * __kernel_long_t __kernel_ssize_t;`), each distinct one once, joined by
 * newlines; malloc'd, or NULL (none, a declaration not plain, a name a
 * header #defines, any includes not followed).
 */
char *cfix__header_decl_variants(struct cfix_header_search *hs,
				 const char *name, bool func, const char **why,
				 const char **where);

#endif
