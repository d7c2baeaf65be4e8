/*
 * candidate_memo.c: an editor's check of a file redoes the candidate
 * pass (candidates.c) only on the top-level items an edit changed.
 *
 * What a rule's walk finds in one item depends on the item's bytes and
 * on what the matcher reads elsewhere in the file: file-scope
 * declarations and struct bodies (types.c), #define lines (macro uses,
 * constants), prototypes and attributes.  All of that lies outside
 * function bodies, so the memo keeps the file's text with its function
 * bodies cut out (the context) and trusts nothing when it changed: an
 * edit in a body redoes that body's item, any other edit (a global, a
 * struct, a #define, a function added or removed) the whole file.  A
 * body holding a directive (a #define in a function) counts as context.
 * A rule that ends its paths at calls that do not return reads which
 * functions the file defines so, from their bodies: their names are
 * part of the context.  Rules whose walk is not one of items (a script,
 * #include and #define rules, a nest) are not kept here: candidates.c
 * runs them on the whole file.  Nor, where one of its rules matched, is
 * a rule file whose rules read each other (a binding inherited from a
 * match in another function, `depends on`, `p != r.p`).
 */
#include "candidate_memo.h"
#include "noreturn.h"

#include <stdlib.h>
#include <string.h>

#define NONE UINT32_MAX

/* One unit's result: per rule, its first candidate (and first taken by
 * a maybe) as an offset from the unit's first byte, NONE for none. */
struct unit {
	uint64_t hash;
	char *bytes;		/* the unit's text (malloc'd) */
	uint32_t len;
	uint32_t *at, *by_maybe;
};

struct cfix_candidate_memo {
	const struct cfix_ruleset *set;
	uint32_t nrules;
	unsigned key;
	struct cfix_buf context;
	bool valid;		/* context, set, key hold */
	struct unit *units;	/* the last file's items */
	uint32_t nunits;
	struct unit macros;	/* the #define bodies' unit */
};

struct cfix_candidate_memo *cfix_candidate_memo_new(void)
{
	struct cfix_candidate_memo *memo = cfix_xcalloc(1, sizeof(*memo));

	cfix_buf_init(&memo->context);
	return memo;
}

static void unit_release(struct unit *u)
{
	free(u->bytes);
	free(u->at);
	free(u->by_maybe);
	*u = (struct unit){ 0 };
}

static void drop_units(struct cfix_candidate_memo *memo)
{
	for (uint32_t i = 0; i < memo->nunits; i++)
		unit_release(&memo->units[i]);
	free(memo->units);
	memo->units = NULL;
	memo->nunits = 0;
	unit_release(&memo->macros);
}

void cfix_candidate_memo_free(struct cfix_candidate_memo *memo)
{
	if (!memo)
		return;
	drop_units(memo);
	cfix_buf_release(&memo->context);
	free(memo);
}

static bool tests_a_rule(const struct cfix_depend *dep)
{
	if (!dep)
		return false;
	if (dep->kind == CFIX_DEP_RULE || dep->kind == CFIX_DEP_EVER ||
	    dep->kind == CFIX_DEP_NEVER)
		return true;
	return tests_a_rule(dep->left) || tests_a_rule(dep->right);
}

bool cfix__memo_rule_local(const struct cfix_rule *rule, bool *reads)
{
	if (rule->script != CFIX_SCRIPT_NONE ||
	    rule->nincludes || rule->define || !rule->pattern ||
	    rule->pattern->kind == CFIX_NODE_NEST ||
	    rule->pattern->kind == CFIX_NODE_DOTS)
		return false;
	*reads = tests_a_rule(rule->depends);
	for (uint32_t i = 0; i < rule->nmetavars; i++) {
		if (rule->metavars[i].from_rule >= 0)
			*reads = true;
		for (const struct cfix_metavar *c = &rule->metavars[i]; c;
		     c = c->next_constraint)
			for (uint32_t r = 0; r < c->nrefs; r++)
				if (c->ref_rule[r] >= 0)
					*reads = true;
	}
	return true;
}

/* The bytes of top-level item node in *begin, *end (empty: 0, 0). */
static void item_bytes(const struct cfix_source *own,
		       const struct cfix_node *node, uint32_t *begin,
		       uint32_t *end)
{
	*begin = *end = 0;
	if (node && node->first <= node->last && node->last < own->ntoks) {
		*begin = own->toks[node->first].begin;
		*end = own->toks[node->last].end;
	}
}

/* The body of function item node whose bytes are not context, or
 * NULL. */
static const struct cfix_node *plain_body(const struct cfix_source *own,
					  const struct cfix_node *node)
{
	const struct cfix_node *body;
	uint32_t b, e;

	if (!node || node->kind != CFIX_NODE_FUNCTION || node->nkids < 4 ||
	    !(body = node->kids[3]))
		return NULL;
	item_bytes(own, body, &b, &e);
	if (e <= b || memchr(own->text + b, '#', e - b))
		return NULL;
	return body;
}

/* own's text with the plain function bodies cut out, into out. */
static void context_of(struct cfix_source *own, struct cfix_buf *out)
{
	uint32_t at = 0, b, e;

	cfix_buf_reset(out);
	for (uint32_t i = 0; own->root && i < own->root->nkids; i++) {
		const struct cfix_node *body = plain_body(own,
							  own->root->kids[i]);

		if (!body)
			continue;
		item_bytes(own, body, &b, &e);
		cfix_buf_add(out, own->text + at, b - at);
		cfix_buf_add(out, "\0{}", 3);	/* no C text holds it */
		at = e;
	}
	cfix_buf_add(out, own->text + at, own->len - at);
	/* a rule ending its paths at calls that do not return reads which
	 * functions the file defines so, from their bodies */
	cfix_buf_add(out, "\0noreturn", 9);
	cfix__match_noreturn_names(own, out);
}

/* Runs the rules of fronts on unit walk of own, into u (offsets from
 * base). */
static void run_unit(struct cfix_source *own, const struct cfix_ruleset *set,
		     uint8_t *fronts, uint32_t walk, uint32_t base,
		     struct unit *u)
{
	uint32_t n = set->nrules;
	struct cfix_maybe maybe;
	struct cfix_diag_sink none;
	const struct cfix_match *matches;
	uint32_t count;

	u->at = cfix_xmalloc((n + 1) * sizeof(*u->at));
	u->by_maybe = cfix_xmalloc((n + 1) * sizeof(*u->by_maybe));
	for (uint32_t k = 0; k < n; k++)
		u->at[k] = u->by_maybe[k] = NONE;
	maybe = (struct cfix_maybe){ .at = u->at, .by_maybe = u->by_maybe };
	cfix_diag_sink_init(&none);
	own->fronts = fronts;
	own->nfronts = n;
	own->maybe = &maybe;
	own->walk_unit = walk;
	/* a run that fails keeps what it noted, as on the whole file */
	(void)cfix_source_match(own, set, &none, &matches, &count);
	own->walk_unit = 0;
	own->maybe = NULL;
	own->fronts = NULL;
	own->nfronts = 0;
	cfix_diag_sink_release(&none);
	for (uint32_t k = 0; k < n; k++) {
		if (u->at[k] != NONE)
			u->at[k] = u->at[k] >= base ? u->at[k] - base : 0;
		if (u->by_maybe[k] != NONE)
			u->by_maybe[k] = u->by_maybe[k] >= base
						 ? u->by_maybe[k] - base : 0;
	}
}

/* The last file's unit with these bytes, taken out of memo (its place
 * emptied), or false. */
static bool take_unit(struct cfix_candidate_memo *memo, uint64_t hash,
		      const char *p, uint32_t len, struct unit *out)
{
	for (uint32_t i = 0; i < memo->nunits; i++) {
		struct unit *u = &memo->units[i];

		if (u->at && u->hash == hash && u->len == len &&
		    !memcmp(u->bytes, p, len)) {
			*out = *u;
			*u = (struct unit){ 0 };
			return true;
		}
	}
	return false;
}

/* The first of a unit's offsets in walk order into *to (NONE: none
 * yet). */
static void take_first(uint32_t *to, uint32_t rel, uint32_t base)
{
	if (*to == NONE && rel != NONE)
		*to = base + rel;
}

void cfix__memo_pass(struct cfix_candidate_memo *memo,
		     struct cfix_source *own, const struct cfix_ruleset *set,
		     uint8_t *fronts, unsigned key, uint32_t *at,
		     uint32_t *by_maybe)
{
	uint32_t n = set->nrules, nkids = own->root ? own->root->nkids : 0;
	struct cfix_buf context = CFIX_BUF_INIT;
	struct unit *units = cfix_xcalloc(nkids + 1, sizeof(*units));
	struct unit macros = { 0 };
	uint32_t base, end;

	context_of(own, &context);
	if (!memo->valid || memo->set != set || memo->nrules != n ||
	    memo->key != key || context.len != memo->context.len ||
	    memcmp(context.data, memo->context.data, context.len))
		drop_units(memo);	/* nothing of it holds */
	for (uint32_t i = 0; i < nkids; i++) {
		struct unit *u = &units[i];

		item_bytes(own, own->root->kids[i], &base, &end);
		u->len = end - base;
		u->hash = cfix_hash_bytes(own->text + base, u->len,
					  CFIX_HASH_INIT);
		if (take_unit(memo, u->hash, own->text + base, u->len, u))
			continue;
		u->bytes = cfix_xmalloc(u->len + 1);
		memcpy(u->bytes, own->text + base, u->len);
		run_unit(own, set, fronts, i + 1, base, u);
	}
	base = own->nmacros && own->macros[0].first < own->ntoks
		       ? own->toks[own->macros[0].first].begin : 0;
	if (memo->macros.at) {
		macros = memo->macros;
		memo->macros = (struct unit){ 0 };
	} else {
		run_unit(own, set, fronts, CFIX_WALK_MACROS, base, &macros);
	}
	drop_units(memo);
	memo->units = units;
	memo->nunits = nkids;
	memo->macros = macros;
	memo->set = set;
	memo->nrules = n;
	memo->key = key;
	cfix_buf_reset(&memo->context);
	cfix_buf_add(&memo->context, context.data, context.len);
	memo->valid = true;
	cfix_buf_release(&context);
	for (uint32_t k = 0; k < n; k++) {
		if (fronts[k] != CFIX_RULE_HERE)
			continue;
		for (uint32_t i = 0; i < nkids; i++) {
			item_bytes(own, own->root->kids[i], &base, &end);
			take_first(&at[k], units[i].at[k], base);
			take_first(&by_maybe[k], units[i].by_maybe[k], base);
		}
		base = own->nmacros && own->macros[0].first < own->ntoks
			       ? own->toks[own->macros[0].first].begin : 0;
		take_first(&at[k], macros.at[k], base);
		take_first(&by_maybe[k], macros.by_maybe[k], base);
	}
}
