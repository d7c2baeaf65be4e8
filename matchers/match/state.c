/*
 * The matcher's state while it tries a rule at one place: resetting it,
 * snapshots that undo a failed attempt, the token map (which source
 * tokens each match-side token of the rule stands for) and whether two
 * bindings stand for the same code.
 */
#include "state.h"

#include <stdlib.h>
#include <string.h>

void cfix__match_nest_envs_truncate(struct matcher *m, size_t n)
{
	while (m->nest_envs.len > n)
		free(m->nest_envs.items[--m->nest_envs.len]);
}

void cfix__match_trial_reset(struct matcher *m)
{
	const struct cfix_rule *rule = m->rule;

	memset(m->bindings, 0, rule->nmetavars * sizeof(*m->bindings));
	if (m->seed)
		memcpy(m->bindings, m->seed,
		       rule->nmetavars * sizeof(*m->bindings));
	for (uint32_t i = 0; i < rule->ntoks; i++)
		m->map[i] = (struct span){ .first = 1, .last = 0 };
	memset(m->taken, 0, (rule->nscopes + 1) * sizeof(bool));
}

void cfix__match_state_reset(struct matcher *m)
{
	cfix__match_trial_reset(m);
	m->extra.len = 0;
	m->extra_stars.len = 0;
	cfix__match_nest_envs_truncate(m, 0);
	m->not_rewritten = NULL;
	m->cut_decl = NULL;
	m->list_seen = 0;
	m->took_maybe = false;
}

/* A block of m->snap_size bytes, one released before if there is. */
static char *snapshot_block(struct matcher *m, size_t size)
{
	char *block;

	if (size < sizeof(void *))
		size = sizeof(void *);	/* a free block holds the next */
	if (m->snap_size != size) {	/* another rule's */
		cfix__match_snapshot_pool_free(m);
		m->snap_size = size;
	}
	if (!m->snap_free)
		return cfix_xmalloc(size);
	block = m->snap_free;
	memcpy(&m->snap_free, block, sizeof(void *));
	return block;
}

void cfix__match_snapshot_pool_free(struct matcher *m)
{
	while (m->snap_free) {
		void *block = m->snap_free;

		memcpy(&m->snap_free, block, sizeof(void *));
		free(block);
	}
	m->snap_size = 0;
}

void cfix__match_snapshot_take(struct matcher *m, struct snapshot *snap)
{
	size_t nb = m->rule->nmetavars * sizeof(*m->bindings);
	size_t nm = m->rule->ntoks * sizeof(*m->map);
	size_t ns = m->rule->nscopes * sizeof(bool);

	/* one block for the three, a third of the malloc and free calls
	 * (the bindings first: a binding's size keeps the spans after
	 * them aligned), taken from the blocks released before */
	char *block = snapshot_block(m, nb + nm + ns + 1);

	snap->owner = m;
	snap->bindings = (struct binding *)(void *)block;
	snap->map = (struct span *)(void *)(block + nb);
	snap->taken = (bool *)(block + nb + nm);
	memcpy(snap->bindings, m->bindings, nb);
	memcpy(snap->map, m->map, nm);
	memcpy(snap->taken, m->taken, ns);
	snap->nextra = m->extra.len;
	snap->nstars = m->extra_stars.len;
	snap->nnest = m->nest_envs.len;
	snap->not_rewritten = m->not_rewritten;
	snap->cut_decl = m->cut_decl;
	snap->cut_k = m->cut_k;
	snap->cut_begin = m->cut_begin;
	snap->cut_end = m->cut_end;
}

void cfix__match_snapshot_restore(struct matcher *m,
				  const struct snapshot *snap)
{
	memcpy(m->bindings, snap->bindings,
	       m->rule->nmetavars * sizeof(*m->bindings));
	memcpy(m->map, snap->map, m->rule->ntoks * sizeof(*m->map));
	memcpy(m->taken, snap->taken, m->rule->nscopes * sizeof(bool));
	m->extra.len = snap->nextra;
	m->extra_stars.len = snap->nstars;
	cfix__match_nest_envs_truncate(m, snap->nnest);
	m->not_rewritten = snap->not_rewritten;
	m->cut_decl = snap->cut_decl;
	m->cut_k = snap->cut_k;
	m->cut_begin = snap->cut_begin;
	m->cut_end = snap->cut_end;
}

void cfix__match_snapshot_release(struct snapshot *snap)
{
	struct matcher *m = snap->owner;
	void *block = snap->bindings;	/* the block of all three */

	/* back to the matcher's blocks, which the next take reuses */
	memcpy(block, &m->snap_free, sizeof(void *));
	m->snap_free = block;
}

bool cfix__match_same_tokens(const struct cfix_source *source, uint32_t a_first,
			     uint32_t a_last, uint32_t b_first, uint32_t b_last)
{
	if (a_last - a_first != b_last - b_first)
		return false;
	for (uint32_t i = 0; a_first + i <= a_last; i++) {
		if (strcmp(source->toks[a_first + i].text,
			   source->toks[b_first + i].text))
			return false;
	}
	return true;
}

void cfix__match_note_macro(struct matcher *m, const struct cfix_node *src)
{
	if (m->not_rewritten)
		return;
	/* a #define body (CFIX_NODEF_MACRO_DEF): search.c decides */
	if (src->flags & CFIX_NODEF_MACRO)
		m->not_rewritten = "the match lies partly inside a macro expansion";
}

bool cfix__match_wrapper(struct matcher *m, const struct cfix_node *pat,
			 const struct cfix_node *src)
{
	if (!cfix_vocabulary_wraps(m->set->vocab, pat->text, src->text))
		return false;
	if (!m->not_rewritten && pat->first < m->rule->ntoks &&
	    m->rule->remove[pat->first] && m->rule->nplus)
		m->not_rewritten = "the rule replaces a name the code spells "
				   "as a project wrapper (.cfix vocabulary)";
	return true;
}

void cfix__match_map_token(struct matcher *m, uint32_t pat_tok, uint32_t first,
			   uint32_t last)
{
	if (pat_tok < m->rule->ntoks)
		m->map[pat_tok] = (struct span){ .first = first, .last = last };
}

/* The scope of branch k of disjunction pat. */
static int32_t branch_scope(const struct cfix_rule *rule,
			    const struct cfix_node *pat, uint32_t k)
{
	int32_t outer = rule->tok_scope[pat->first];

	for (uint32_t s = 0; s < rule->nscopes; s++) {
		const struct cfix_scope *sc = &rule->scopes[s];

		if (sc->nest || sc->parent != outer || sc->open < pat->first ||
		    sc->close > pat->last)
			continue;
		if (k-- == 0)
			return (int32_t)s;
	}
	return -1;
}

static void map_virtual(struct matcher *m, uint32_t tok, uint32_t offset)
{
	m->map[tok] = (struct span){ .first = 1, .last = 0,
				     .virtual_at = offset + 1 };
}

/* Branch k of disjunction pat matched source tokens first..last. */
void cfix__match_branch_taken(struct matcher *m, const struct cfix_node *pat,
			      uint32_t k, uint32_t first, uint32_t last)
{
	int32_t scope = branch_scope(m->rule, pat, k);
	uint32_t begin = m->source->toks[first].begin;
	uint32_t end = m->source->toks[last].end;

	map_virtual(m, pat->first, begin);
	map_virtual(m, pat->last, end);
	if (scope < 0)
		return;
	m->taken[scope] = true;
	map_virtual(m, m->rule->scopes[scope].open, begin);
	map_virtual(m, m->rule->scopes[scope].close, end);
}

/* Do a and b hold the same further places (a position bound at several
 * places in one match, poslist.c)? */
bool cfix__match_same_more(const struct binding *a, const struct binding *b)
{
	return a->nmore == b->nmore &&
	       (!a->nmore ||
		!memcmp(a->more, b->more, 2 * a->nmore * sizeof(*a->more)));
}

/* Do bindings a and b (of metavariable kind kind) stand for the same
 * code?  A position is where, not what: g@p on two paths is two places
 * (cocci-tests vpos). */
bool cfix__match_same_binding(const struct matcher *m, enum cfix_mv_kind kind,
			      const struct binding *a, const struct binding *b)
{
	if (a->set != b->set || !a->value != !b->value)
		return false;
	if (a->value)
		return !strcmp(a->value, b->value);
	if (a->set && !cfix__match_same_tokens(m->source, a->first, a->last,
					       b->first, b->last))
		return false;
	return !(a->set && cfix__is_place_kind(kind) &&
		 (a->first != b->first || a->last != b->last ||
		  !cfix__match_same_more(a, b)));
}

bool cfix__match_take_way(struct matcher *m)
{
	if (m->list_seen++ < m->list_pick)
		return false;
	m->list_more = true;
	return true;
}
