/*
 * chain_dots.h: comm_assoc's Nested, the rule's `A op ...` against a
 * chain of op in the code, every operand A may take a way of its own
 * (chain_dots.c).
 */
#ifndef CFIX_MATCH_CHAIN_DOTS_H
#define CFIX_MATCH_CHAIN_DOTS_H

#include "state.h"

/* Is pat an `A op ...` (op `&&`, `||`, `|`, `&`, `+`, `*`) spatch makes
 * a Nested, and src code it matches as one: a chain of op, or (op not
 * `&&` nor `||`) any expression, A alone? */
bool cfix__match_nested_for(const struct matcher *m,
			    const struct cfix_node *pat,
			    const struct cfix_node *src);

/* The Nested pat against src: A against src's chain (any operand, any
 * part the chain's own op nodes make, or the whole), the attempt's way
 * of them when own (outside a when or a nest, as lists' ways), else
 * the first that matches.  On failure the state is as before. */
bool cfix__match_nested(struct matcher *m, const struct cfix_node *pat,
			const struct cfix_node *src, bool own);

#endif
