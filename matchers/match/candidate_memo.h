/*
 * candidate_memo.h: the candidate pass's results kept per top-level
 * item between an editor's checks of one file (candidate_memo.c).
 */
#ifndef CFIX_MATCH_CANDIDATE_MEMO_H
#define CFIX_MATCH_CANDIDATE_MEMO_H

#include "../smpl/smpl.h"
#include "../cfront/cfront.h"

/*
 * The candidate pass of the rules fronts[k] == CFIX_RULE_HERE (rules
 * whose matches lie in one top-level item: cfix__memo_rule_local()) on
 * own, one unit at a time (each
 * top-level item, then the #define bodies), each unit's result taken
 * from memo when its bytes and everything outside function bodies (the
 * context) are as when it was computed.  at[k] and by_maybe[k] of those
 * rules get what the pass over the whole file gives: the first
 * candidate in the matcher's walk order, UINT32_MAX for none.  key
 * holds what else the results depend on (the options of the pass).
 */
void cfix__memo_pass(struct cfix_candidate_memo *memo,
		     struct cfix_source *own, const struct cfix_ruleset *set,
		     uint8_t *fronts, unsigned key, uint32_t *at,
		     uint32_t *by_maybe);

/*
 * Whether rule's matches are found by walking each top-level item (and
 * #define body) alone, given what it takes from other rules; *reads:
 * whether it takes something (an inherited binding, `depends on` a
 * rule, a position constraint on a rule's).  A rule file with such a
 * rule has the whole file's candidates of the items' runs only where no
 * rule of it matched in any item: its rules' inputs are then empty in
 * both.
 */
bool cfix__memo_rule_local(const struct cfix_rule *rule, bool *reads);

#endif
