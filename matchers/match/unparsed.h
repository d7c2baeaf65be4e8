/*
 * unparsed.h: which rules code that cfix's own parse left unparsed may
 * hold a match of (unparsed.c); candidates.c asks, to send a file to
 * clang for those rules only.
 */
#ifndef CFIX_MATCH_UNPARSED_H
#define CFIX_MATCH_UNPARSED_H

#include "../smpl/smpl.h"
#include "../cfront/cfront.h"

/*
 * Per rule of set (a malloc'd array of set->nrules + 1, the caller
 * frees it): whether own's top-level items that hold unparsed code may
 * hold a match of a rule of its rule file, by the prefilter on their
 * text; NULL when own left nothing unparsed.  *at: where the first
 * unparsed code is.
 */
bool *cfix__unparsed_rules(const struct cfix_source *own,
			   const struct cfix_ruleset *set,
			   struct cfix_loc *at);

#endif
