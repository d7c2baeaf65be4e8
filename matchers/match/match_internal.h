/*
 * match_internal.h: the matcher's state, shared by the files of the
 * matcher alone: match.c (the matcher proper), match_flow.c (runs of
 * statements and the control flow their `...` follow) and
 * match_edits.c (a match's changes turned into actions on the file's
 * bytes).  Other files of matchers/ go through matchers_internal.h.
 */
#ifndef CFIX_MATCH_INTERNAL_H
#define CFIX_MATCH_INTERNAL_H

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

/* What a failed attempt must undo: bindings, token map, branches
 * taken, extra actions. */
struct snapshot {
	struct binding *bindings;
	struct span *map;
	bool *taken;
	size_t nextra, nnest;
	const char *not_rewritten;
	const struct cfix_node *cut_decl;	/* and its cut_* */
	uint32_t cut_k, cut_begin, cut_end;
};

/*
 * A place in a function's statements: statement j of a block, or (single)
 * a statement that is no block's kid (an unbraced branch), j 0 or 1.
 */
struct pos {
	const struct cfix_node *list;
	uint32_t j;
	bool single;
};

/* A run of pattern statements being matched. */
struct seq {
	const struct cfix_node *pat;	/* items: pat->kids */
	const struct cfix_node *limit;	/* the block it may not leave, or
					   NULL: up to the function's end */
	bool whole;			/* must end at limit's end */
};

/* ---- match.c ----------------------------------------------------------- */

/* Saves m's state in snap (heap memory until
 * cfix_match__snapshot_release()), to put it back when an attempt
 * fails. */
void cfix_match__snapshot_take(const struct matcher *m, struct snapshot *snap);
void cfix_match__snapshot_restore(struct matcher *m,
				  const struct snapshot *snap);
void cfix_match__snapshot_release(struct snapshot *snap);
/* Do source tokens a_first..a_last spell the same as b_first..b_last? */
bool cfix_match__same_tokens(const struct cfix_source *source,
			     uint32_t a_first, uint32_t a_last,
			     uint32_t b_first, uint32_t b_last);
/* Notes why the match cannot be rewritten when src lies in a macro
 * definition or expansion (the first reason met is kept). */
void cfix_match__note_macro(struct matcher *m, const struct cfix_node *src);
/* Maps match-side token pat_tok to source tokens first..last. */
void cfix_match__map_token(struct matcher *m, uint32_t pat_tok,
			   uint32_t first, uint32_t last);
/* Maps pat's own tokens (its keywords and punctuation, not its kids')
 * to src's; false when they differ. */
bool cfix_match__own_tokens(struct matcher *m, const struct cfix_node *pat,
			    const struct cfix_node *src);
/* "E@p": records where pat matched in each position metavariable that
 * annotates it, or checks that it is where an earlier match put it. */
bool cfix_match__positions_hold(struct matcher *m, const struct cfix_node *pat,
				const struct cfix_node *src);
/* Does pattern node pat match source node src?  Binds metavariables and
 * maps tokens on success; on failure the caller restores a snapshot. */
bool cfix_match__node(struct matcher *m, const struct cfix_node *pat,
		      const struct cfix_node *src);
/* An expression written as a statement without its ';': does a
 * statement's own part (its expression, a declaration, a return's
 * value, an if's or a loop's head) hold it? */
bool cfix_match__bare_expr(struct matcher *m, const struct cfix_node *expr,
			   const struct cfix_node *src);
/* The rest of match_written(): pat and src of one kind, kid by kid. */
bool cfix_match__same_kind(struct matcher *m, const struct cfix_node *pat,
			   const struct cfix_node *src);
/* Branch k of disjunction pat matched source tokens first..last. */
void cfix_match__branch_taken(struct matcher *m, const struct cfix_node *pat,
			      uint32_t k, uint32_t first, uint32_t last);
/* The scope of nest pattern pat, or -1. */
int32_t cfix_match__nest_scope(const struct cfix_rule *rule,
			       const struct cfix_node *pat);
/* Is pat (under disjunctions and nests) a statement pattern? */
bool cfix_match__pattern_is_stmt(const struct cfix_node *pat);
/* Each place under src (src too) where pat matches.  With nest >= 0,
 * each occurrence's changes are kept as extra actions and its bindings
 * dropped; with nest < 0, the search stops at the first occurrence and
 * nothing is kept.  Returns the number of occurrences. */
unsigned cfix_match__find_occurrences(struct matcher *m,
				      const struct cfix_node *pat,
				      const struct cfix_node *src,
				      int32_t nest);

/* ---- match_flow.c ------------------------------------------------------ */

/* Pattern items pi.. against the statements from p on. */
bool cfix_match__seq_match(struct matcher *m, const struct seq *sq,
			   uint32_t pi, struct pos p);
/* The part of a statement control passes before choosing a path: an
 * if's condition, a loop's head (*count 1), or a for itself standing
 * for its kids 0..2 (*count 3); NULL for blocks and labels. */
const struct cfix_node *cfix_match__stmt_head(const struct cfix_node *stmt,
					      uint32_t *count);
/* The loop (or, for break, switch) a break or continue leaves. */
const struct cfix_node *cfix_match__jump_target(const struct cfix_node *stmt,
						bool is_break);
/* Do bindings a and b (of metavariable kind kind) stand for the same
 * code?  A position is where, not what. */
bool cfix_match__same_binding(const struct matcher *m, enum cfix_mv_kind kind,
			      const struct binding *a,
			      const struct binding *b);
/* `{ ... }` against a block: its statements, all of them. */
bool cfix_match__block(struct matcher *m, const struct cfix_node *pat,
		       const struct cfix_node *src);
/* Is src, a statement but not a block, the branch of an if or a loop
 * (where braces are optional)? */
bool cfix_match__is_unbraced_branch(const struct cfix_node *src);
/* Coccinelle's braces isomorphism: a block the rule writes also matches
 * a branch written without braces. */
bool cfix_match__unbraced(struct matcher *m, const struct cfix_node *pat,
			  const struct cfix_node *src);
/* A switch: its case groups in any order (as in spatch), else its body
 * in order. */
bool cfix_match__switch(struct matcher *m, const struct cfix_node *pat,
			const struct cfix_node *src);

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
/* Fills match->actions (in the source's arena) from the match as it
 * stands. */
void cfix_match__add_actions(const struct matcher *m,
			     struct cfix_match *match);
/* Fills match->stars (in the source's arena) with the bytes the rule's
 * '*' tokens matched, for context mode. */
void cfix_match__add_stars(const struct matcher *m, struct cfix_match *match);

#endif
