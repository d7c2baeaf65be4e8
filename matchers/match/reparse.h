/*
 * reparse.h: code without a node of its own (a typeof's argument, an
 * array's size) parsed on demand (reparse.c).
 */
#ifndef CFIX_MATCH_REPARSE_H
#define CFIX_MATCH_REPARSE_H

#include "state.h"

/*
 * Rule tokens first..last as one piece of code, with the rule's
 * metavariables: a type when they start with a type metavariable, else
 * an expression if they are one, else a type.  NULL when they are
 * neither.  The nodes live in the source's arena.
 */
struct cfix_node *cfix__match_reparse_rule(struct matcher *m, uint32_t first,
					   uint32_t last);

/*
 * Source tokens first..last as a type (type) or an expression, flagged
 * as cfix's own parse, their root's parent set to near (the node they
 * lie in, for the declared type of a name).  A one-word type must be a
 * type to spatch (a keyword, a typedef of the file, a `_t` name).  NULL
 * when they are not one whole piece of that kind.
 */
struct cfix_node *cfix__match_reparse_source(struct matcher *m, uint32_t first,
					     uint32_t last, bool type,
					     const struct cfix_node *near);

#endif
