/*
 * attributes.h: `attribute a;` metavariables among a declarator's own
 * tokens (attributes.c).
 */
#ifndef CFIX_MATCH_ATTRIBUTES_H
#define CFIX_MATCH_ATTRIBUTES_H

#include "state.h"

/* Does one of pattern tokens ptoks[0..np) stand for an attribute
 * metavariable? */
bool cfix__match_has_attribute_metavar(const struct matcher *m,
				       const uint32_t *ptoks, uint32_t np);

/* Maps pattern tokens ptoks to source tokens stoks (from[i]: where
 * stoks[i]'s match starts), an attribute metavariable taking one
 * attribute of the source (a name the rule declares `attribute name`).
 * False when they differ. */
bool cfix__match_attribute_tokens(struct matcher *m, const uint32_t *ptoks,
				  uint32_t np, const uint32_t *stoks,
				  const uint32_t *from, uint32_t ns);

/* clang's view ends a parameter at its name: `int q __nocast` and
 * `int q __attribute__((unused))` leave the attribute after the node.
 * Maps the pattern's own tokens, the last np - ns of them attributes
 * (names the rule declares, `__attribute__((...))` groups), to the
 * source's own tokens and those right after source token last.  False
 * when they differ. */
bool cfix__match_trailing_attributes(struct matcher *m, const uint32_t *ptoks,
				     uint32_t np, const uint32_t *stoks,
				     uint32_t ns, uint32_t last);

#endif
