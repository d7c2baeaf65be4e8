/*
 * format.h: string literals as format strings, for `format` and
 * `format list` metavariables (format.c).
 */
#ifndef CFIX_MATCH_FORMAT_H
#define CFIX_MATCH_FORMAT_H

#include "state.h"

/*
 * Is the rule's string literal pat a format pattern: does it hold a
 * format metavariable ("%@f@"), or "..." beside a format descriptor?
 */
bool cfix__match_is_format_pattern(const struct matcher *m,
				   const struct cfix_node *pat);

/*
 * Matches format pattern pat against string literal src, fragment by
 * fragment (text between descriptors is matched whole, never in part):
 * "%@f@" binds one descriptor (`2x` of `%2x`), "%@l@" of a format list
 * a run of descriptors and the text between and around them, "..." any
 * run.  A string that matches in several ways gives one way per
 * attempt (m->list_pick), as a parameter list does.  On failure the
 * bindings are as they were.
 */
bool cfix__match_format(struct matcher *m, const struct cfix_node *pat,
			const struct cfix_node *src);

#endif
