/*
 * header_members.h: the members of a struct or union body as a header
 * spells them (header_members.c), for the header index's field
 * questions (header_records.c).
 */
#ifndef CFIX_MATCH_HEADER_MEMBERS_H
#define CFIX_MATCH_HEADER_MEMBERS_H

#include <stdbool.h>
#include <stddef.h>

/* A token of a header: p, n bytes. */
struct tok {
	const char *p;
	size_t n;
	bool cond;		/* between an #if and its #endif (in a
				 * declaration: one not certainly taken) */
};

/*
 * The type field has in the body [p, end) of a definition (after its
 * `{`, up to its `}`), as cfix__header_field_type() spells it; NULL
 * with *why when no plain declarator of the body outside an #if of
 * the body names it, or field is a word of the body elsewhere.  A
 * member of an anonymous struct or union is the body's own (C11),
 * depth_left bodies deep at most.
 */
char *cfix__body_field(const char *p, const char *end, const char *field,
		       unsigned depth_left, const char **why);

#endif
