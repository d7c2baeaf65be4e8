/*
 * scope.h: whether a rule's `depends on` holds in a file (scope.c).
 */
#ifndef CFIX_MATCH_SCOPE_H
#define CFIX_MATCH_SCOPE_H

#include "state.h"

/* Does the dependency dep hold for a run with inherited bindings seed
 * (NULL: none), without its scope (`forall`)? */
bool cfix__match_depends_hold(const struct matcher *m,
			      const struct cfix_depend *dep,
			      const struct binding *seed);

/* Do rule's dependencies hold for its run with inherited bindings seed
 * (NULL: none), m->rule being rule?  A script rule asks it per seed. */
bool cfix__match_scope_holds(const struct matcher *m,
			     const struct cfix_rule *rule,
			     const struct binding *seed);

#endif
