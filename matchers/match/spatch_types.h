/*
 * spatch_types.h: what spatch 1.1.1 cannot type, reading the headers
 * it reads, or cannot parse (spatch mode's candidate pass;
 * spatch_types.c).
 */
#ifndef CFIX_MATCH_SPATCH_TYPES_H
#define CFIX_MATCH_SPATCH_TYPES_H

#include "state.h"

/* Whether spatch surely has no type for expression src of source (the
 * own parse): a name, or the call of one, that neither the file nor a
 * header spatch reads declares.  False outside spatch mode. */
bool cfix__spatch_cannot_type(const struct cfix_source *source,
			      const struct cfix_node *src);

/* Whether spatch surely compares type (a declaration's spelling) as
 * spelled: none of its typedef names is defined in the file or a
 * header spatch reads.  False outside spatch mode. */
bool cfix__spatch_as_spelled(const struct cfix_source *source,
			     const char *type);

/* Whether spatch surely cannot parse the top-level item [b, e) of
 * source's text (one cfix's own parse left unparsed), so that it holds
 * no match of spatch's.  False outside spatch mode. */
bool cfix__spatch_cannot_parse(const struct cfix_source *source, uint32_t b,
			       uint32_t e);

#endif
