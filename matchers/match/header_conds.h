/*
 * header_conds.h: which branch of a header's #if groups the compiler
 * takes, where the macros tested are certainly defined or certainly
 * not (header_conds.c), for the header index (header_records.c).
 */
#ifndef CFIX_MATCH_HEADER_CONDS_H
#define CFIX_MATCH_HEADER_CONDS_H

#include "../cfront/cfront.h"

/*
 * What is certain of macro names where a file's headers test them:
 * the compiler's predefines and the command's -D/-U (defined), and the
 * names a header of the file or the file itself #defines or #undefs
 * (touched: never certain).  known false: nothing is certain.
 */
struct cfix__macro_facts {
	bool known;
	struct cfix__predefines defined;
	CFIX_ARRAY(uint64_t) touched;	/* sorted */
	CFIX_ARRAY(uint64_t) unguarded;	/* sorted: touched but by the
					 * #define of `#ifndef X` `#define X` */
};

enum cfix__cond_state {
	CFIX_COND_UNKNOWN,
	CFIX_COND_TAKEN,	/* this branch certainly taken */
	CFIX_COND_SKIPPED,	/* certainly not */
};

/* The #if groups open at a point of a header. */
struct cfix__conds {
	int n;			/* groups open (past 32: unknown ones) */
	struct {
		unsigned char state;	/* enum cfix__cond_state */
		bool done, maybe;	/* a branch before: taken, unknown */
		bool guard;	/* cfix__conds_assume_taken()'s */
	} g[32];
};

/*
 * The condition of one directive, as header_records.c reads it:
 * `#ifdef X`, `#ifndef X`, `#if defined X`, `#if defined(X)`, `#if
 * !defined(X)` give name (not NUL-ended, len long) and negated; any
 * other #if or #elif has name NULL: unknown.
 */
struct cfix__cond_line {
	enum { CFIX_COND_IF, CFIX_COND_ELIF, CFIX_COND_ELSE, CFIX_COND_ENDIF }
		kind;
	const char *name;
	size_t len;
	bool negated;
};

/* Whether facts (NULL: none) make name[0, len) certainly defined
 * (TAKEN), certainly not (SKIPPED), or neither. */
enum cfix__cond_state cfix__macro_state(const struct cfix__macro_facts *facts,
					const char *name, size_t len);

/*
 * Whether `#ifndef X` `#define X` (X name[0, len)) opens a branch the
 * compiler reads once, as a header's guard: X is defined nowhere else
 * (no other #define nor #undef, not predefined nor -D), so the first
 * such pair the compiler meets takes its branch.  Which one is first is
 * not known: the declarations of every such branch count, and the
 * header index takes a name's type only where they all agree.
 */
bool cfix__macro_guard_taken(const struct cfix__macro_facts *facts,
			     const char *name, size_t len);

/* Steps c over the directive line under facts (NULL: every condition
 * unknown). */
void cfix__conds_step(struct cfix__conds *c,
		      const struct cfix__macro_facts *facts,
		      const struct cfix__cond_line *line);

/* The innermost group's first branch is taken (a header's guard:
 * `#ifndef G` then `#define G`); its #else, if any, is unknown (taken
 * where the header is read twice). */
void cfix__conds_assume_taken(struct cfix__conds *c);

/* Where c stands: SKIPPED if a group's branch is certainly not taken,
 * else UNKNOWN if one's is unknown, else TAKEN (none open included). */
enum cfix__cond_state cfix__conds_region(const struct cfix__conds *c);

#endif
