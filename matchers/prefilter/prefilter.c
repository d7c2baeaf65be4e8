/*
 * The prefilter: decides from a file's bytes alone, without clang,
 * whether any rule of a set can match it, so that a batch run parses only
 * the files that can.
 *
 * Each rule becomes a *chain* (one per combination of the branches of
 * its disjunctions): the tokens of its match side in order (names,
 * keywords, operators), with *gaps* where a metavariable, "..." or a
 * literal compared by value stands.  A gap is a balanced run of tokens;
 * where the rule's tree says the code is the operand of a unary or
 * postfix operator, the gap holds no binary operator (so `!E & C` needs
 * `!`, an operand, then a binary `&`: `!a && b & c` is not a
 * candidate); "..." between statements is any run up to the end of the
 * function (control flow enters and leaves blocks, goes back round a
 * loop or by a goto: from the function's start).
 * The gaps of a metavariable met twice must spell the same tokens
 * (`if (E) kfree(E);`), as the matcher compares bindings token by
 * token.  A declaration is its initializers.  The file is lexed by a
 * small lexer of its own (comments skipped, strings one token,
 * directive lines kept apart) and the chain is looked for in three token
 * streams: the code, each #define body of the file, and the code with
 * the file's own macros expanded once.  Before that, windows lexed from
 * the bytes of each chain's first token can say "no" without lexing the
 * whole file (windows_say_no()).
 *
 * The design decision a newcomer would question: the prefilter looks
 * only at the file's own text, as Coccinelle does (it matches the source
 * as written), and the matcher looks into the expansions of the file's
 * own macros only (match_through_expansion() in match/structure.c), so a rule's
 * findings are the same with and without the prefilter, and whatever
 * other rules run beside it.  Parts of a rule the chain cannot model
 * (functions, declarations without an initializer, more than 64
 * combinations of branches) fall back to a bag of words: every name the
 * rule writes must occur.  Whatever the prefilter is unsure of (a token
 * split by a backslash line splice, too much work), it keeps the file.
 *
 * This file holds the public functions (matchers.h) and the check of a
 * file's words; chains.c builds the chains, lex.c lexes the file,
 * search.c looks for a chain, expand.c expands the file's macros,
 * windows.c gives the quick "no".
 */
#define _GNU_SOURCE	/* memmem */
#include "prefilter_internal.h"

#include <stdlib.h>
#include <string.h>

/*
 * Whether rule k of set keeps no file by itself: it only binds for later
 * rules (binds_only: no change, no '*', its matches are no findings),
 * and no script reads it or depends on it (a script rule has no chain
 * of its own, its inputs' chains keep its files) nor runs in its
 * matching (a script constraint may print).  Whatever a later pattern
 * rule finds with its bindings, that rule's own chain is in the file
 * (`position p != r.p` only narrows it), so a binder's chain, however
 * wide (test_addr_fn's `&f == NULL ... f(...)`, words only, none of
 * them the rule's own), would only keep files none of the set can
 * report on.
 */
static bool keeps_nothing(const struct cfix_ruleset *set, uint32_t k)
{
	const struct cfix_rule *rule = set->rules[k];

	if (!rule->binds_only || rule->script != CFIX_SCRIPT_NONE)
		return false;
	for (uint32_t i = 0; i < rule->nmetavars; i++)
		if (rule->metavars[i].constraint == CFIX_MVC_SCRIPT)
			return false;
	for (uint32_t j = 0; j < set->nrules; j++) {
		const struct cfix_rule *other = set->rules[j];

		if (other->script == CFIX_SCRIPT_NONE)
			continue;
		if (cfix__rule_uses(other, k))
			return false;
	}
	return true;
}

/* Whether dep tests an earlier rule than k (matched, ever or never). */
static bool depends_tests_rule(const struct cfix_depend *dep, uint32_t k)
{
	if (!dep)
		return false;
	if (dep->kind == CFIX_DEP_RULE || dep->kind == CFIX_DEP_EVER ||
	    dep->kind == CFIX_DEP_NEVER)
		return dep->rule >= 0 && (uint32_t)dep->rule < k;
	return depends_tests_rule(dep->left, k) ||
	       depends_tests_rule(dep->right, k);
}

/*
 * The gates: a rule that inherits a metavariable runs in a file only
 * where the rule it inherits from bound it there (bindings do not
 * outlive a file), and a script runs only where each input without a
 * default is bound.  So a rule's chain keeps a file only when the rules
 * it needs are present too: one of their chains is found and their own
 * needs hold.  check_bq27xxx_data's `u8 i1regs@p1[...] = {...};`
 * (words: u8) so keeps no file without BQ27XXX_DATA, which its first
 * rule needs.  Likewise a rule runs only where its `depends on` holds,
 * which cannot where the rules it requires are absent (`depends on r`,
 * r absent: r did not match).  Only when no rule of the set changes
 * code: a change may make a later rule match what the file's text does
 * not hold.
 */
static void gates_build(struct cfix_prefilter *filter,
			const struct cfix_ruleset *set,
			const chain_array *chains)
{
	uint32_t nrules = cfix_ruleset_count(set);
	chain_array gate = { 0 };
	bool any = false;

	for (uint32_t k = 0; k < nrules; k++)
		if (set->rules[k]->changes &&
		    cfix__depends_can_hold(set, set->rules[k]->depends))
			return;
	filter->gates = cfix_arena_alloc(filter->arena,
					 (nrules + 1) * sizeof(*filter->gates));
	memset(filter->gates, 0, (nrules + 1) * sizeof(*filter->gates));
	filter->nrules = nrules;
	for (uint32_t k = 0; k < nrules; k++) {
		const struct cfix_rule *rule = set->rules[k];
		struct gate *gate = &filter->gates[k];

		gate->never = !cfix__depends_can_hold(set, rule->depends);
		gate->script = rule->script != CFIX_SCRIPT_NONE;
		gate->tested = !gate->never &&
			       depends_tests_rule(rule->depends, k) &&
			       cfix__depends_tabulate(set, rule->depends,
						      &gate->depends);
		any |= gate->tested;
		gate->needs = cfix_arena_alloc(filter->arena,
					       (rule->nmetavars + 1) * sizeof(uint32_t));
		for (uint32_t i = 0; i < rule->nmetavars; i++) {
			const struct cfix_metavar *mv = &rule->metavars[i];
			uint32_t j = (uint32_t)mv->from_rule;

			if (mv->from_rule < 0 || j >= k || mv->script_default)
				continue;
			gate->needs[gate->nneeds++] = j;
			any = true;
		}
	}
	if (!any) {
		filter->gates = NULL;
		filter->nrules = 0;
		return;
	}
	/* the chains of the rules needed that keep no file themselves */
	for (uint32_t k = 0; k < nrules; k++) {
		bool built = false;
		size_t from = gate.len;

		if (filter->gates[k].never || filter->gates[k].script)
			continue;
		for (size_t c = 0; c < chains->len && !built; c++)
			built = chains->items[c].k == k;
		if (built)
			continue;
		cfix__chains_build(filter, set->rules[k], &gate);
		for (size_t c = from; c < gate.len; c++)
			gate.items[c].k = k;
	}
	filter->ngate_chains = (uint32_t)gate.len;
	filter->gate_chains = cfix_arena_alloc(filter->arena,
					       (gate.len + 1) * sizeof(*gate.items));
	if (gate.len)
		memcpy(filter->gate_chains, gate.items,
		       gate.len * sizeof(*gate.items));
	cfix_array_release(&gate);
}

/* Builds rule i's chains onto chains, each marked as rule i's. */
static void chains_add(struct cfix_prefilter *filter,
		       const struct cfix_ruleset *set, uint32_t i,
		       chain_array *chains)
{
	size_t from = chains->len;

	cfix__chains_build(filter, set->rules[i], chains);
	for (size_t c = from; c < chains->len; c++)
		chains->items[c].k = i;
}

/* Moves chains into the filter's arena, after them a zeroed one. */
static void chains_keep(struct cfix_prefilter *filter, chain_array *chains)
{
	filter->vocab = NULL;
	filter->nchains = (uint32_t)chains->len;
	filter->chains = cfix_arena_alloc(filter->arena,
					  (filter->nchains + 1) *
						  sizeof(*filter->chains));
	memset(filter->chains, 0,
	       (filter->nchains + 1) * sizeof(*filter->chains));
	if (chains->len)
		memcpy(filter->chains, chains->items,
		       chains->len * sizeof(*chains->items));
	cfix_array_release(chains);
}

struct cfix_prefilter *cfix_prefilter_new(const struct cfix_ruleset *set)
{
	struct cfix_prefilter *filter = cfix_xcalloc(1, sizeof(*filter));
	chain_array chains = { 0 };
	uint32_t nrules = cfix_ruleset_count(set);

	filter->arena = cfix_arena_new();
	filter->vocab = set->vocab;
	for (uint32_t i = 0; i < nrules; i++) {
		/* a rule that cannot run (`depends on context` in report
		 * mode) keeps no file, nor does a rule that only binds */
		if (cfix__depends_can_hold(set, set->rules[i]->depends) &&
		    !keeps_nothing(set, i))
			chains_add(filter, set, i, &chains);
	}
	gates_build(filter, set, &chains);
	chains_keep(filter, &chains);
	return filter;
}

struct cfix_prefilter *cfix_prefilter_new_each(const struct cfix_ruleset *set)
{
	struct cfix_prefilter *filter = cfix_xcalloc(1, sizeof(*filter));
	chain_array chains = { 0 };
	uint32_t nrules = cfix_ruleset_count(set);

	filter->arena = cfix_arena_new();
	filter->vocab = set->vocab;
	for (uint32_t i = 0; i < nrules; i++) {
		const struct cfix_rule *rule = set->rules[i];

		/* a script runs whatever the file holds */
		if (rule->script == CFIX_SCRIPT_NONE && rule->pattern)
			chains_add(filter, set, i, &chains);
	}
	chains_keep(filter, &chains);
	return filter;
}

void cfix_prefilter_free(struct cfix_prefilter *filter)
{
	if (!filter)
		return;
	cfix_arena_free(filter->arena);
	free(filter);
}



static bool word_in_tokens(const char *word, const ptok_array *toks)
{
	for (size_t i = 0; i < toks->len; i++)
		if (toks->items[i].kind == PTOK_WORD && tok_is(&toks->items[i], word))
			return true;
	return false;
}

/*
 * What found() said of each word so far, for one file: the chains of a
 * rule's disjunction branches repeat most of their words.
 */
struct word_memo {
	bool (*found)(const char *word, const void *ctx);
	const void *ctx;
	CFIX_ARRAY(struct word_seen { const char *word; bool found; }) seen;
};

static bool memo_found(struct word_memo *memo, const char *word)
{
	struct word_seen seen;

	for (size_t i = 0; i < memo->seen.len; i++)
		if (!strcmp(memo->seen.items[i].word, word))
			return memo->seen.items[i].found;
	seen = (struct word_seen){ word, memo->found(word, memo->ctx) };
	cfix_array_push(&memo->seen, seen);
	return seen.found;
}

/* Does each run of alternatives (chain->any_of) have a word memo's
 * found() is true of? */
static bool word_groups_hold(const struct chain *chain, struct word_memo *memo)
{
	for (uint32_t i = 0; i < chain->nwords;) {
		bool any = false;
		uint32_t k = i;

		do {
			any = any || memo_found(memo, chain->words[k]);
			k++;
		} while (k < chain->nwords && chain->any_of[k]);
		if (!any)
			return false;
		i = k;
	}
	return true;
}

static bool word_in_lexed(const char *word, const void *ctx)
{
	const struct lexed *lx = ctx;

	return word_in_tokens(word, &lx->code) || word_in_tokens(word, &lx->defs);
}


static bool chain_in_file(const struct chain *chain, struct lexed *lx)
{
	if (!lx->code_index.built)
		cfix__tok_index_build(&lx->code_index, lx->code.items,
				      (uint32_t)lx->code.len);
	if (cfix__chain_in(chain, lx->code.items, (uint32_t)lx->code.len,
			   &lx->code_index, &lx->steps))
		return true;
	for (size_t i = 0; i < lx->macros.len; i++) {
		const struct macro *m = &lx->macros.items[i];
		ptok_array body = { 0 };
		bool found;

		if (!cfix__tokens_hold(lx->defs.items + m->body, m->nbody,
				       &chain->elems[0]))
			continue;
		cfix_array_grow(&body, m->nbody);
		memcpy(body.items, lx->defs.items + m->body, m->nbody * sizeof(*body.items));
		body.len = m->nbody;
		cfix__link_brackets(&body);
		found = cfix__chain_in(chain, body.items, (uint32_t)body.len,
				       NULL, &lx->steps);
		cfix_array_release(&body);
		if (found)
			return true;
	}
	cfix__expand_macros(lx, chain);
	return !lx->unsure ? cfix__chain_in(chain, lx->expanded.items,
				      (uint32_t)lx->expanded.len, NULL,
				      &lx->steps)
			   : true;
}

/* A cheap first look: the rule's words, anywhere in the bytes. */
struct text_ref {
	const char *text;
	size_t len;
};

static bool word_in_text_ref(const char *word, const void *ctx)
{
	const struct text_ref *ref = ctx;

	return cfix__word_in_text(word, ref->text, ref->len);
}

/* A backslash-newline inside a word would hide it from cfix__word_in_text(). */
static bool has_split_word(const char *text, size_t len)
{
	for (const char *p = memchr(text, '\\', len); p;
	     p = memchr(p + 1, '\\', len - (size_t)(p + 1 - text))) {
		size_t at = (size_t)(p - text);
		size_t next = at + (at + 1 < len && text[at + 1] == '\r' ? 2 : 1);

		if (next < len && text[next] == '\n' && at > 0 && next + 1 < len &&
		    ident_char((unsigned char)text[at - 1]) &&
		    ident_char((unsigned char)text[next + 1]))
			return true;
		if (at + 1 >= len)
			break;
	}
	return false;
}


/* One file's look at chains: the memos of its words, its lexing (done
 * when first needed), and what each rule's presence was found to be. */
struct look {
	struct lexed lx;
	bool lexed, split;
	struct word_memo in_text, in_code;
	int8_t *present;	/* per rule: -1 not known yet, 0, 1 */
};

/* Whether chain is in the file (lx.unsure: maybe, so yes). */
static bool chain_found(const struct chain *chain, struct look *look,
			const char *text, size_t len)
{
	if (chain->mode == CHAIN_ALWAYS)
		return true;
	if (chain->mode == CHAIN_NEVER ||
	    (!look->split && !word_groups_hold(chain, &look->in_text)))
		return false;
	if (!look->lexed) {
		cfix__lex_file(&look->lx, text, len);
		look->lexed = true;
	}
	if (look->lx.unsure)
		return true;
	if (!word_groups_hold(chain, &look->in_code))
		return false;
	return chain->mode == CHAIN_WORDS || chain_in_file(chain, &look->lx);
}

static bool rule_present(const struct cfix_prefilter *filter, uint32_t k,
			 struct look *look, const char *text, size_t len);

/* Whether rule k's `depends on` can hold in the file: with the rules
 * its tests name that are absent there as not matched. */
static bool depends_may_hold(const struct cfix_prefilter *filter, uint32_t k,
			     struct look *look, const char *text, size_t len)
{
	const struct cfix__depends_table *t = &filter->gates[k].depends;
	uint64_t absent = 0;

	for (uint32_t i = 0; i < t->n; i++) {
		int32_t j = t->leaf_rule[i];

		if (j >= 0 && (uint32_t)j < k &&
		    !rule_present(filter, (uint32_t)j, look, text, len))
			absent |= (uint64_t)1 << i;
	}
	for (uint32_t truth = 0; truth < (1u << t->n); truth++)
		if ((t->holds >> truth) & 1 && !(truth & absent))
			return true;
	return false;
}

/* Whether each rule rule k needs is present in the file, and its
 * `depends on` can hold there. */
static bool gates_hold(const struct cfix_prefilter *filter, uint32_t k,
		       struct look *look, const char *text, size_t len)
{
	if (!filter->gates || k >= filter->nrules)
		return true;
	for (uint32_t i = 0; i < filter->gates[k].nneeds; i++)
		if (!rule_present(filter, filter->gates[k].needs[i], look,
				  text, len))
			return false;
	return !filter->gates[k].tested ||
	       depends_may_hold(filter, k, look, text, len);
}

static bool rule_present(const struct cfix_prefilter *filter, uint32_t k,
			 struct look *look, const char *text, size_t len)
{
	const struct gate *gate = &filter->gates[k];
	bool found = gate->script;

	if (look->present[k] >= 0)
		return look->present[k];
	for (uint32_t i = 0; i < filter->nchains && !found && !gate->never; i++)
		found = filter->chains[i].k == k &&
			chain_found(&filter->chains[i], look, text, len);
	for (uint32_t i = 0; i < filter->ngate_chains && !found && !gate->never; i++)
		found = filter->gate_chains[i].k == k &&
			chain_found(&filter->gate_chains[i], look, text, len);
	found = found && !gate->never && gates_hold(filter, k, look, text, len);
	look->present[k] = found;
	return found;
}

bool cfix_prefilter_check(const struct cfix_prefilter *filter,
			  const char *text, size_t len)
{
	struct text_ref ref = { text, len };
	struct look look = { .in_text = { word_in_text_ref, &ref, { 0 } } };
	bool candidate = false, any = false;
	bool *maybe = cfix_xcalloc(filter->nchains + 1, sizeof(*maybe));

	look.in_code = (struct word_memo){ word_in_lexed, &look.lx, { 0 } };
	look.present = cfix_xcalloc(filter->nrules + 1, sizeof(*look.present));
	memset(look.present, -1, filter->nrules + 1);
	look.split = has_split_word(text, len);
	for (uint32_t i = 0; i < filter->nchains; i++) {
		const struct chain *chain = &filter->chains[i];

		if (chain->mode == CHAIN_ALWAYS &&
		    gates_hold(filter, chain->k, &look, text, len)) {
			candidate = true;
			goto out;
		}
		maybe[i] = chain->mode != CHAIN_NEVER &&
			   (look.split || word_groups_hold(chain, &look.in_text));
		any |= maybe[i];
	}
	if (!any || (!look.split && cfix__windows_say_no(filter, maybe, text, len)))
		goto out;
	for (uint32_t i = 0; i < filter->nchains && !candidate; i++)
		candidate = maybe[i] &&
			    chain_found(&filter->chains[i], &look, text, len) &&
			    gates_hold(filter, filter->chains[i].k, &look, text, len);
out:
	cfix_array_release(&look.in_text.seen);
	cfix_array_release(&look.in_code.seen);
	cfix__lexed_release(&look.lx);
	free(look.present);
	free(maybe);
	return candidate;
}

void cfix_prefilter_absent(const struct cfix_prefilter *filter,
			   const char *text, size_t len, bool *absent,
			   uint32_t nrules)
{
	struct lexed lx = { 0 };
	struct text_ref ref = { text, len };
	struct word_memo in_text = { word_in_text_ref, &ref, { 0 } };
	struct word_memo in_code = { word_in_lexed, &lx, { 0 } };
	bool *seen = cfix_xcalloc(nrules + 1, sizeof(*seen));
	bool lexed = false;

	for (uint32_t k = 0; k < nrules; k++)
		absent[k] = false;
	if (has_split_word(text, len))
		goto out;
	/* a rule with a chain is absent until one of its chains is found;
	 * a rule without one (a script) is never absent */
	for (uint32_t i = 0; i < filter->nchains; i++)
		if (filter->chains[i].k < nrules && !seen[filter->chains[i].k]) {
			seen[filter->chains[i].k] = true;
			absent[filter->chains[i].k] = true;
		}
	for (uint32_t i = 0; i < filter->nchains; i++) {
		const struct chain *chain = &filter->chains[i];
		uint32_t k = chain->k;

		if (k >= nrules || !absent[k] || chain->mode == CHAIN_NEVER)
			continue;
		if (chain->mode == CHAIN_ALWAYS) {
			absent[k] = false;
			continue;
		}
		if (!word_groups_hold(chain, &in_text))
			continue;
		if (!lexed) {
			cfix__lex_file(&lx, text, len);
			lexed = true;
		}
		if (!lx.unsure && !word_groups_hold(chain, &in_code))
			continue;
		if (lx.unsure || chain->mode == CHAIN_WORDS ||
		    chain_in_file(chain, &lx))
			absent[k] = false;
		if (lx.unsure) {	/* too much work: sure of nothing */
			for (uint32_t j = 0; j < nrules; j++)
				absent[j] = false;
			break;
		}
	}
out:
	cfix_array_release(&in_text.seen);
	cfix_array_release(&in_code.seen);
	cfix__lexed_release(&lx);
	free(seen);
}

/* ---- dump ------------------------------------------------------------------------ */

static const char *const mode_names[] = {
	[CHAIN_NEVER] = "never", [CHAIN_ALWAYS] = "always",
	[CHAIN_TOKENS] = "tokens", [CHAIN_WORDS] = "words",
};

static const char *const gap_names[] = {
	[GAP_EXPR] = "expr", [GAP_OPERAND] = "operand", [GAP_STMT] = "stmt",
	[GAP_CONSTANT] = "constant",
	[GAP_TYPE_BEFORE] = "type-before", [GAP_TYPE_AFTER] = "type-after",
	[GAP_ANY] = "any",
};

void cfix_prefilter_dump(const struct cfix_prefilter *filter,
			 struct cfix_buf *out)
{
	for (uint32_t i = 0; filter && i < filter->nchains; i++) {
		const struct chain *chain = &filter->chains[i];

		cfix_buf_addf(out, "prefilter %s: %s", chain->rule,
			      mode_names[chain->mode]);
		if (chain->mode == CHAIN_TOKENS && chain->lead_slot >= 0)
			cfix_buf_addf(out, " <%s%d>",
				      chain->lead_contains ? "stmt~" : "=",
				      chain->lead_slot + 1);
		for (uint32_t k = 0; chain->mode == CHAIN_TOKENS && k < chain->nelems; k++) {
			const struct elem *e = &chain->elems[k];

			if (e->kind == ELEM_GAP && e->slot >= 0)
				cfix_buf_addf(out, " <%s%s%d>", gap_names[e->gap],
					      e->contains ? "~" : "=", e->slot + 1);
			else if (e->kind == ELEM_GAP)
				cfix_buf_addf(out, " <%s>", gap_names[e->gap]);
			else if (e->kind == ELEM_NUMBER)
				cfix_buf_adds(out, " <number>");
			else
				cfix_buf_addf(out, " %s%s", e->text,
					      e->kind == ELEM_OPTIONAL ? "?" : "");
		}
		if (chain->mode == CHAIN_WORDS) {
			for (uint32_t k = 0; k < chain->nwords; k++)
				cfix_buf_addf(out, "%s%s", chain->any_of[k] ? "|" : " ",
					      chain->words[k]);
		}
		cfix_buf_addch(out, '\n');
	}
}

