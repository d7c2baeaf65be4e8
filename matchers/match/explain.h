/*
 * explain.h: the matcher's trace for `cfix --explain FILE:LINE`
 * (explain.c).  The matcher calls these hooks where an attempt starts,
 * where a pattern element fails and why, where a match is recorded and
 * where a rule's dependencies stop it.  Each hook is an inline test of
 * m->trace, NULL in every run but an explanation's: the trace costs one
 * pointer test when it is off.
 */
#ifndef CFIX_MATCH_EXPLAIN_H
#define CFIX_MATCH_EXPLAIN_H

#include "state.h"

/* Why a pattern element did not match the code it was tried on. */
enum cfix_explain_reason {
	CFIX_EXPLAIN_NONE,
	CFIX_EXPLAIN_MISMATCH,	/* the code is not what the pattern spells */
	CFIX_EXPLAIN_KIND,	/* a metavariable's kind fits not the code */
	CFIX_EXPLAIN_TYPE,	/* a typed metavariable, code of another type */
	CFIX_EXPLAIN_CONSTRAINT, /* a metavariable's constraint excludes it */
	CFIX_EXPLAIN_BOUND,	/* the metavariable is bound to other code */
	CFIX_EXPLAIN_WHEN,	/* a `when` clause excluded the path */
	CFIX_EXPLAIN_DEPENDS,	/* the rule's `depends on` does not hold */
};

void cfix__explain_attempt_at(struct matcher *m, uint32_t first,
			      uint32_t last);
void cfix__explain_fail_at(struct matcher *m, const struct cfix_node *pat,
			   const struct cfix_node *src,
			   enum cfix_explain_reason why);
void cfix__explain_matched_at(struct matcher *m, uint32_t first,
			      uint32_t last);
void cfix__explain_depends_at(struct matcher *m, uint32_t index);
void cfix__explain_why_at(struct matcher *m, const struct cfix_node *src,
			  const struct cfix_metavar *mv,
			  enum cfix_explain_reason why);
void cfix__explain_rule_at(struct matcher *m);
void cfix__explain_quiet_at(struct matcher *m, int delta);

/* An attempt at the rule starts with source tokens first..last (the
 * node tried, or a run of statements up to its block's end). */
static inline void cfix__explain_attempt(struct matcher *m, uint32_t first,
					 uint32_t last)
{
	if (m->trace)
		cfix__explain_attempt_at(m, first, last);
}

/* Pattern element pat failed on src (NULL: no code) for reason why
 * (CFIX_EXPLAIN_MISMATCH: the reason cfix__explain_why() gave for src,
 * if any); kept when the attempt got further than any before it. */
static inline void cfix__explain_fail(struct matcher *m,
				      const struct cfix_node *pat,
				      const struct cfix_node *src,
				      enum cfix_explain_reason why)
{
	if (m->trace)
		cfix__explain_fail_at(m, pat, src, why);
}

/* The rule matched source tokens first..last. */
static inline void cfix__explain_matched(struct matcher *m, uint32_t first,
					 uint32_t last)
{
	if (m->trace)
		cfix__explain_matched_at(m, first, last);
}

/* A `when` clause of dots was found (hit) in node: the path is
 * excluded there.  Returns hit. */
static inline bool cfix__explain_when(struct matcher *m,
				      const struct cfix_node *when,
				      const struct cfix_node *node, bool hit)
{
	if (hit && m->trace)
		cfix__explain_fail_at(m, when, node, CFIX_EXPLAIN_WHEN);
	return hit;
}

/* Rule number index does not run (for one seed, or at all): its
 * `depends on` fails. */
static inline void cfix__explain_depends(struct matcher *m, uint32_t index)
{
	if (m->trace)
		cfix__explain_depends_at(m, index);
}

/* Metavariable mv could not bind src, for reason why: the failure of
 * the pattern element on src that follows says so. */
static inline void cfix__explain_why(struct matcher *m,
				     const struct cfix_node *src,
				     const struct cfix_metavar *mv,
				     enum cfix_explain_reason why)
{
	if (m->trace)
		cfix__explain_why_at(m, src, mv, why);
}

/* The matcher walks the file for m->rule (once per seed). */
static inline void cfix__explain_rule(struct matcher *m)
{
	if (m->trace)
		cfix__explain_rule_at(m);
}

/* A probe (a `when` clause looked for, a disjunction's earlier branch
 * tried for shadowing) starts (delta 1) or ends (-1): its failures are
 * not the attempt's. */
static inline void cfix__explain_quiet(struct matcher *m, int delta)
{
	if (m->trace)
		cfix__explain_quiet_at(m, delta);
}

#endif
