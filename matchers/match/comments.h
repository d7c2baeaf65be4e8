/*
 * comments.h: what a script gets for a `comments` metavariable
 * (comments.c).
 */
#ifndef CFIX_MATCH_COMMENTS_H
#define CFIX_MATCH_COMMENTS_H

#include "state.h"

/* Fills v's three lists with the comments of source: those between the
 * token before first and first, those between first and last, those
 * between last and the token after it (allocated in source's arena). */
void cfix__match_comments_value(const struct cfix_source *source,
				uint32_t first, uint32_t last,
				struct cfix_script_value *v);

#endif
