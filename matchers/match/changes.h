/*
 * changes.h: a match's removals and added code as actions (changes.c).
 */
#ifndef CFIX_MATCH_CHANGES_H
#define CFIX_MATCH_CHANGES_H

#include "state.h"

/* How strongly node holds together: 0 a comma, 13 a prefix operator or
 * cast, 14 anything tighter or no node. */
int cfix__match_expr_prec(const struct cfix_node *node);

/* Is scope inside (or equal to) outer (-1: every scope is)? */
bool cfix__match_scope_within(const struct cfix_rule *rule, int32_t scope,
			      int32_t outer);

/* The kind of the rule's metavariable when the whole pattern is that
 * one metavariable, else -1. */
int cfix__match_lone_metavar_kind(const struct cfix_rule *rule);

/* Does an action of acts remove the byte at (insert: add code at it)? */
bool cfix__match_changed_at(const action_list *acts, uint32_t at, bool insert);

/* Where the removal of the code rule token i matched ends: past the
 * space after an isomorphism's stand-in glued to the next token in the
 * rule (stand_ins.c). */
uint32_t cfix__match_removal_end(const struct matcher *m, uint32_t i);

/* Removes the blanks left between a `(` and kept code by removals
 * right after it (stand_ins.c). */
void cfix__match_unspace_after_open(const struct matcher *m,
				    action_list *acts);

/* Appends to acts the parentheses of tokens lo..hi that the rule has and
 * the source lacks, where the fix changes what they enclose. */
void cfix__match_add_virtual_parens_in(const struct matcher *m,
				       action_list *acts, uint32_t lo,
				       uint32_t hi);

/* Appends to acts the removals and insertions of match-side tokens
 * lo..hi as matched now, for changes in scope nest (-1: outside every
 * nest). */
void cfix__match_collect_actions(const struct matcher *m, uint32_t lo,
				 uint32_t hi, int32_t nest, action_list *acts);

/* Fills match->actions (in the source's arena) from the match as it
 * stands. */
void cfix__match_add_actions(const struct matcher *m,
			     struct cfix_match *match);

/* Appends to out the bytes each of the rule's '*' tokens matched as the
 * match stands, in the rule's token order, for context mode. */
void cfix__match_collect_stars(const struct matcher *m, star_list *out);

/* The same for the rule's tokens lo..hi alone (a nest's occurrence). */
void cfix__match_collect_stars_in(const struct matcher *m, uint32_t lo,
				  uint32_t hi, star_list *out);

/* Moves acts and stars, what a further path or a nest's occurrence
 * changed and starred, to m->extra and m->extra_stars; both are empty
 * after. */
void cfix__match_keep_extras(struct matcher *m, action_list *acts,
			     star_list *stars);

/* Appends the comments hung on plus token i (comments[i]; none when
 * comments is NULL) to buf; with at_end, code may follow them on their
 * line, so line comments are written as block comments. */
void cfix__match_add_comments(const char *const *comments, uint32_t i,
			      bool at_end, struct cfix_buf *buf);
/* Does a comment glued to plus token i come before it on its line? */
bool cfix__match_glued_lead(const struct cfix_rule *rule, uint32_t i);

#endif
