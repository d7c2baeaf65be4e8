/*
 * state.h: the matcher's state, shared by the files of matchers/match/
 * alone (each of which has a header for what it offers the others):
 * what a metavariable is bound to, the token map, the matcher itself
 * and the snapshots that undo a failed attempt.  Other files of
 * matchers/ go through their own layers' headers.
 */
#ifndef CFIX_MATCH_STATE_H
#define CFIX_MATCH_STATE_H

#include "../smpl/smpl.h"
#include "../cfront/cfront.h"
#include "../python/python.h"

struct binding {
	bool set;
	uint32_t first, last;	/* source tokens */
	const char *text;	/* identifier or operator text, type text */
	const char *value;	/* a script's output: the code as text, no
				   tokens (first, last unused) */
	/* how much looser than a name the code bound holds together:
	 * 14 - cfix__match_expr_prec() of its node (0: a name, a call, a
	 * type, or no single node).  Not the node itself: some binds are of
	 * nodes made for the occasion on the stack (a type's words). */
	uint8_t looser;
	/* a type's tokens after the declared name, `[45]` of `int x[45]`
	 * that `T x` binds; suffix_len 0: none */
	uint32_t suffix_first, suffix_len;
	/* a position bound at several places in one match (a nest's
	 * occurrences, the paths of a forall match): the places after
	 * [first, last], as pairs of source tokens, sorted, in the source's
	 * arena (poslist.c; spatch's coalesce_positions) */
	const uint32_t *more;
	uint32_t nmore;
};

/* A source token span [first, last]; first > last means "none". */
struct span {
	uint32_t first, last;
	/* a rule '(' or ')' the source does not have (paren isomorphism):
	 * 1 + the source offset where it would stand, else 0 */
	uint32_t virtual_at;
	uint32_t partner;	/* for a virtual '(': its ')' */
	bool anchor;		/* virtual_at places insertions next to it */
	bool exit;		/* a removed `return;` the function's end is */
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

/* The bytes a token of a '*' line matched; opens: the first matched
 * token of a run of consecutive starred rule tokens (a '*' place). */
struct star_span {
	uint32_t begin, end;
	bool opens;
};

typedef CFIX_ARRAY(struct star_span) star_list;

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
	 * environment per value of the other metavariables, the positions
	 * the occurrences bound one list (poslist.c), as in spatch */
	CFIX_ARRAY(struct binding *) nest_envs;
	star_list extra_stars;		/* what further paths' '*' matched */
	const char *not_rewritten;	/* first reason met in this match */
	const struct cfix_node *root;	/* where the current attempt starts */
	/* a run of statements' attempt: its first statement, or the
	 * function when the run begins with `...` (the match's root for
	 * reach.c); NULL otherwise */
	const struct cfix_node *run_root;
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
	/* a when clause's or a nest's pattern matched one way at a time
	 * (cfix__match_node_way()): its lists and chains take the ways */
	bool local_ways;
	/* a fresh identifier named by a string alone (`fresh identifier
	 * i = "v";`) or by nothing is that string and a number, one per
	 * such identifier per match, counted over a file's rules: v0, v1 */
	uint32_t fresh_serial;
	/* the current match's fresh names, one per metavariable (fresh.c) */
	const char **fresh_names;
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
	bool took_maybe;		/* the candidate pass: this attempt
					   took something the own parse
					   cannot decide as a match */
	bool exited;			/* a script called exit: no more rules */
	struct cfix_explain *trace;	/* --explain's, or NULL (explain.h) */
	/* whether the rule, saying neither exists nor forall, is exists,
	 * its rule file having a '*' line (poslist.c): 0 not known yet
	 * for this rule, 1 no, 2 yes */
	uint8_t starred_file;
	/* the labels of function labels_of, in tree order, for gotos
	 * (flow_dots.c); kept for one rule's run (rules.c) */
	const struct cfix_node *labels_of;
	CFIX_ARRAY(const struct cfix_node *) labels;
	/* the names noreturn_of declares as not returning (noreturn.c) */
	const struct cfix_source *noreturn_of;
	CFIX_ARRAY(const char *) noreturn_names;
	CFIX_ARRAY(struct cfix_match) matches;
	/* the blocks of released snapshots, of snap_size bytes each (one
	 * rule's), kept for the next take: an attempt takes and releases
	 * one at every disjunction, too often for malloc and free */
	void *snap_free;
	size_t snap_size;
};

/* What a failed attempt must undo: bindings, token map, branches
 * taken, extra actions. */
struct snapshot {
	struct binding *bindings;
	struct span *map;
	bool *taken;
	size_t nextra, nnest, nstars;
	const char *not_rewritten;
	const struct cfix_node *cut_decl;	/* and its cut_* */
	uint32_t cut_k, cut_begin, cut_end;
	struct matcher *owner;	/* whose snap_free takes the block back */
};

/* Frees the nest environments of m past the first n. */
void cfix__match_nest_envs_truncate(struct matcher *m, size_t n);

/* Clears what one trial of a pattern starts from: m's bindings back to
 * the seed's, the token map, the branches taken. */
void cfix__match_trial_reset(struct matcher *m);

/* Clears m for a new attempt: cfix__match_trial_reset(), and extra
 * actions and nest environments, the declaration cut. */
void cfix__match_state_reset(struct matcher *m);
/* A complete way of a list's match (or of a chain's `A op ...`): true
 * for the attempt's own, the list_pick-th, which asks for the next
 * attempt (list_more); false for the ways before it, passed over. */
bool cfix__match_take_way(struct matcher *m);

/* Saves m's state in snap (heap memory until
 * cfix__match_snapshot_release()), to put it back when an attempt
 * fails. */
void cfix__match_snapshot_take(struct matcher *m, struct snapshot *snap);

/* Puts m's state back as snap saved it (snap stays for another try). */
void cfix__match_snapshot_restore(struct matcher *m,
				  const struct snapshot *snap);

/* Gives the memory snap holds back to its matcher, for its next take
 * (cfix__match_snapshot_pool_free() frees it). */
void cfix__match_snapshot_release(struct snapshot *snap);

/* Frees the blocks the released snapshots of m left for reuse. */
void cfix__match_snapshot_pool_free(struct matcher *m);

/* Do source tokens a_first..a_last spell the same as b_first..b_last? */
bool cfix__match_same_tokens(const struct cfix_source *source,
			     uint32_t a_first, uint32_t a_last,
			     uint32_t b_first, uint32_t b_last);

/* Notes why the match cannot be rewritten when src lies in a macro
 * definition or expansion (the first reason met is kept). */
void cfix__match_note_macro(struct matcher *m, const struct cfix_node *src);
/*
 * Whether the rule's identifier pat matches the code's src through the
 * project's vocabulary (src a wrapper of pat's name, e.g. `xmalloc` for
 * `malloc`).  When the rule removes that name and adds code, the match
 * is not rewritten: the replacement is for the function, not for the
 * project's wrapper of it.
 */
bool cfix__match_wrapper(struct matcher *m, const struct cfix_node *pat,
			 const struct cfix_node *src);

/* Maps match-side token pat_tok to source tokens first..last. */
void cfix__match_map_token(struct matcher *m, uint32_t pat_tok,
			   uint32_t first, uint32_t last);

/* Branch k of disjunction pat matched source tokens first..last. */
void cfix__match_branch_taken(struct matcher *m, const struct cfix_node *pat,
			      uint32_t k, uint32_t first, uint32_t last);

/* Do a and b hold the same further places (b->more, poslist.c)? */
bool cfix__match_same_more(const struct binding *a, const struct binding *b);

/* Do bindings a and b (of metavariable kind kind) stand for the same
 * code?  A position is where, not what. */
bool cfix__match_same_binding(const struct matcher *m, enum cfix_mv_kind kind,
			      const struct binding *a,
			      const struct binding *b);

#endif
