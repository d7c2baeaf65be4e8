/*
 * match_internal.h: the matcher's state, shared by the files of the
 * matcher alone: match.c (the matcher proper) and match_edits.c (a
 * match's changes turned into actions on the file's bytes).  Other
 * files of matchers/ go through matchers_internal.h.
 */
#ifndef CFIX_MATCH_INTERNAL_H
#define CFIX_MATCH_INTERNAL_H

#include "matchers_internal.h"

struct binding {
	bool set;
	uint32_t first, last;	/* source tokens */
	const char *text;	/* identifier or operator text, type text */
	const char *value;	/* a script's output: the code as text, no
				   tokens (first, last unused) */
	/* how much looser than a name the code bound holds together:
	 * 14 - cfix_match__expr_prec() of its node (0: a name, a call, a
	 * type, or no single node).  Not the node itself: some binds are of
	 * nodes made for the occasion on the stack (a type's words). */
	uint8_t looser;
	/* a type's tokens after the declared name, `[45]` of `int x[45]`
	 * that `T x` binds; suffix_len 0: none */
	uint32_t suffix_first, suffix_len;
};

/* A source token span [first, last]; first > last means "none". */
struct span {
	uint32_t first, last;
	/* a rule '(' or ')' the source does not have (paren isomorphism):
	 * 1 + the source offset where it would stand, else 0 */
	uint32_t virtual_at;
	uint32_t partner;	/* for a virtual '(': its ')' */
	bool anchor;		/* virtual_at places insertions next to it */
};

static inline bool span_set(struct span s)
{
	return s.first <= s.last;
}

/* One declarator of `int a, b, c;` that a match removes (the rule's
 * `- int x;`): when the matches remove them all, the declaration goes. */
struct decl_cut {
	const struct cfix_node *decl;
	uint32_t k;		/* the declarator: decl->kids[1 + k] */
	size_t match;		/* index in matcher.matches */
	uint32_t begin, end;	/* the bytes the match removes */
};

typedef CFIX_ARRAY(struct cfix_action) action_list;

/* What one rule's matches left for the rules after it. */
struct rule_result {
	bool matched;
	CFIX_ARRAY(struct binding *) envs;	/* bindings of each match */
};

struct matcher {
	const struct cfix_rule *rule;
	uint32_t rule_index;
	const struct cfix_ruleset *set;
	const struct cfix_source *source;
	struct binding *bindings;	/* one per metavariable */
	struct binding *seed;		/* inherited bindings, or NULL */
	struct span *map;		/* one per match-side token */
	bool *taken;			/* one per scope: the branch matched */
	action_list extra;		/* actions of nest occurrences and of
					   further control-flow paths */
	/* the bindings of each nest occurrence: the rules below get one
	 * environment per occurrence, as in spatch */
	CFIX_ARRAY(struct binding *) nest_envs;
	const char *not_rewritten;	/* first reason met in this match */
	const struct cfix_node *root;	/* where the current attempt starts */
	const struct cfix_node *function; /* the function it lies in */
	struct rule_result *results;	/* one per rule of the set */
	unsigned budget;		/* control-flow steps left */
	struct cfix_diag_sink *sink;	/* script errors */
	/* a declaration pattern of one name against `int a, b, c;`: the
	 * declarator this attempt takes, whether another is left to try,
	 * and the removal the attempt made (cut_decl NULL: none) */
	uint32_t decl_pick;
	bool decl_more;
	/* a struct pattern with "..." among its fields (`struct s { ...
	 * T x; ... }`) matches once per field that fits, a parameter list
	 * pattern (`f(..., T x, ...)`) once per parameter: the attempt takes
	 * solution list_pick of the list (list_seen counts them) */
	uint32_t list_pick, list_seen;
	bool list_more;
	/* a fresh identifier named by a string alone (`fresh identifier
	 * i = "v";`) is that string and a number, one per match: v0, v1 */
	uint32_t fresh_serial;
	/* the fields solution list_pick took (list_cover[i]: the first and
	 * one past the last source kid of pattern kid i), so the attempts
	 * at its other declarators (decl_pick > 0) take the same fields */
	uint32_t list_cover[2 * 32];
	uint32_t list_cover_n;
	/* header_then_dots(): the statement whose head an expression item
	 * matched, for the dots that follow */
	const struct cfix_node *past_head;
	const struct cfix_node *cut_decl;
	uint32_t cut_k, cut_begin, cut_end;
	CFIX_ARRAY(struct decl_cut) cuts;
	bool failed;			/* a script rule failed */
	CFIX_ARRAY(struct cfix_match) matches;
};


/* ---- match.c ----------------------------------------------------------- */

/* Is kind a list metavariable's (expression, parameter or identifier
 * list)? */
bool cfix_match__is_list_kind(enum cfix_mv_kind kind);
/* Is text one of the NULL-terminated words? */
bool cfix_match__is_text_in(const char *text, const char *const *words);

/* ---- match_edits.c ----------------------------------------------------- */

/* How strongly node holds together: 0 a comma, 13 a prefix operator or
 * cast, 14 anything tighter or no node. */
int cfix_match__expr_prec(const struct cfix_node *node);
/* Is mv a fresh identifier named by strings alone (`fresh identifier i
 * = "v";`)? */
bool cfix_match__literal_fresh(const struct cfix_metavar *mv);
/* Is scope inside (or equal to) outer (-1: every scope is)? */
bool cfix_match__scope_within(const struct cfix_rule *rule, int32_t scope,
			      int32_t outer);
/* The kind of the rule's metavariable when the whole pattern is that
 * one metavariable, else -1. */
int cfix_match__lone_metavar_kind(const struct cfix_rule *rule);
/* Appends to acts the removals and insertions of match-side tokens
 * lo..hi as matched now, for changes in scope nest (-1: outside every
 * nest). */
void cfix_match__collect_actions(const struct matcher *m, uint32_t lo,
				 uint32_t hi, int32_t nest, action_list *acts);
/* Appends to acts the parentheses of tokens lo..hi that the rule has and
 * the source lacks, where the fix changes what they enclose. */
void cfix_match__add_virtual_parens_in(const struct matcher *m,
				       action_list *acts, uint32_t lo,
				       uint32_t hi);
/* Fills match->actions (arena memory) from the match as it stands. */
void cfix_match__add_actions(const struct matcher *m,
			     struct cfix_match *match);
/* Fills match->stars (arena memory) with the bytes the rule's '*'
 * tokens matched, for context mode. */
void cfix_match__add_stars(const struct matcher *m, struct cfix_match *match);

#endif
