/*
 * A rule's `#define` line (smpl/defines.c) against each definition of
 * the file: the name, the parameters (`...` for any run of them) and the
 * body, which is compared token by token when the rule's is plain code,
 * else matched as a pattern against the body as the file's view parsed
 * it (cfront/macro_body.c).  Each match maps the rule's tokens to the
 * file's, so removals, additions and '*' reports take the same path as
 * those of code (search.c record, then fixits/).
 *
 * The decision a newcomer would question: a rule's empty body
 * (`#define X`) matches an empty body only.  spatch 1.1.1 matches every
 * definition there and removes its header alone, leaving the body of
 * `#define X 12` as a line `12`; its own test (emptydefine) expects
 * otherwise.
 */
#include "defines.h"
#include "bindings.h"
#include "lists.h"
#include "search.h"
#include "structure.h"

#include <string.h>

/* Token k of the source's `#define` whose body (or end) is mac's: the
 * `#`, or false when mac has no such header. */
static bool header_of(const struct cfix_source *src,
		      const struct cfix_macro_def *mac, uint32_t *hash)
{
	const struct cfix_token *t = src->toks;
	uint32_t end = mac->first <= mac->last ? mac->first : mac->last + 1;

	for (uint32_t i = end; i-- > 0;) {
		if (!(t[i].flags & CFIX_TOKF_PP))
			return false;
		if ((t[i].flags & CFIX_TOKF_LINE_START) && !strcmp(t[i].text, "#")) {
			*hash = i;
			return i + 2 < src->ntoks &&
			       !strcmp(t[i + 1].text, "define") &&
			       !strcmp(t[i + 2].text, mac->name);
		}
	}
	return false;
}

/* Rule token r against source token s, a word: the same name, or a
 * metavariable that binds it; mapped on success. */
static bool word_matches(struct matcher *m, uint32_t r, uint32_t s)
{
	const struct cfix_rule *rule = m->rule;
	const struct cfix_token *st = &m->source->toks[s];

	if (rule->tok_metavar[r] < 0) {
		if (strcmp(rule->toks[r].text, st->text))
			return false;
		cfix__match_map_token(m, r, s, s);
		return true;
	}
	if (st->kind != CFIX_TOK_IDENT && st->kind != CFIX_TOK_KEYWORD)
		return false;
	struct cfix_node *pat = cfix_node_new(m->source->arena,
					      CFIX_NODE_IDENT, 0);
	struct cfix_node *code = cfix_node_new(m->source->arena,
					       CFIX_NODE_IDENT, 0);

	pat->metavar = rule->tok_metavar[r];
	pat->first = pat->last = r;
	pat->text = rule->toks[r].text;
	code->first = code->last = s;
	code->text = st->text;
	return cfix__match_bind(m, pat, code);
}

/* The parameters of a list, each as its first token (commas apart):
 * `y...` is one parameter of two tokens. */
static uint32_t params_split(const struct cfix_token *t, uint32_t open,
			     uint32_t close, uint32_t *firsts, uint32_t max)
{
	uint32_t n = 0;

	for (uint32_t i = open + 1; i < close && n < max; i++)
		if (i == open + 1 || !strcmp(t[i - 1].text, ","))
			firsts[n++] = i;
	firsts[n] = close + 1;	/* one past the last one's ',' */
	return n;
}

enum { MAX_PARAMS = 64 };

/* Is rule token r an `identifier list` metavariable? */
static bool is_ident_list(const struct matcher *m, uint32_t r)
{
	int32_t mv = m->rule->tok_metavar[r];

	return mv >= 0 && m->rule->metavars[mv].kind == CFIX_MV_IDENTIFIER_LIST;
}

/*
 * Binds identifier list metavariable token r to source parameters
 * sp[j..k): each a name (`x`, `...`, `args...`) as an identifier node
 * of a list spanning them, so that the list binds as any other
 * (lists.c), commas and all.
 */
static bool bind_ident_list(struct matcher *m, uint32_t r, const uint32_t *sp,
			    uint32_t j, uint32_t k)
{
	struct cfix_arena *arena = m->source->arena;
	struct cfix_node *pat = cfix_node_new(arena, CFIX_NODE_IDENT, 0);
	struct cfix_node *list = cfix_node_new(arena, CFIX_NODE_PARAMS, 0);

	pat->metavar = m->rule->tok_metavar[r];
	pat->first = pat->last = r;
	pat->text = m->rule->toks[r].text;
	list->first = sp[0] - 1;
	list->last = sp[k > j ? k : j] - 1;
	for (uint32_t e = j; e < k; e++) {
		struct cfix_node *id = cfix_node_new(arena, CFIX_NODE_IDENT, 0);

		id->first = sp[e];
		id->last = sp[e + 1] - 2;
		id->text = id->first == id->last ? m->source->toks[sp[e]].text
						 : NULL;
		cfix_node_add(arena, list, id);
	}
	if (!cfix__match_bind_list(m, pat, list, 0, k - j))
		return false;
	if (k > j)
		cfix__match_map_token(m, r, sp[j], sp[k] - 2);
	return true;
}

/* Rule parameters rp[i..nr) against source ones sp[j..ns); `...` takes
 * any run of them, an identifier list metavariable too, binding them.
 * took[i]: the first source parameter rule parameter i took (took[i +
 * 1] - took[i] of them). */
static bool params_match(struct matcher *m, const uint32_t *rp, uint32_t i,
			 uint32_t nr, const uint32_t *sp, uint32_t j,
			 uint32_t ns, uint32_t *took)
{

	if (i == nr)
		return j == ns;
	if (is_ident_list(m, rp[i])) {
		for (uint32_t k = j; k <= ns; k++) {
			struct snapshot snap;

			cfix__match_snapshot_take(m, &snap);
			took[i] = j;
			took[i + 1] = k;
			if (bind_ident_list(m, rp[i], sp, j, k) &&
			    params_match(m, rp, i + 1, nr, sp, k, ns, took)) {
				cfix__match_snapshot_release(&snap);
				return true;
			}
			cfix__match_snapshot_restore(m, &snap);
			cfix__match_snapshot_release(&snap);
		}
		return false;
	}
	if (!strcmp(m->rule->toks[rp[i]].text, "...")) {
		for (uint32_t k = j; k <= ns; k++) {
			struct snapshot snap;

			cfix__match_snapshot_take(m, &snap);
			took[i] = j;
			took[i + 1] = k;
			if (params_match(m, rp, i + 1, nr, sp, k, ns, took)) {
				if (k > j)
					cfix__match_map_token(m, rp[i], sp[j],
							      sp[k] - 2);
				cfix__match_snapshot_release(&snap);
				return true;
			}
			cfix__match_snapshot_restore(m, &snap);
			cfix__match_snapshot_release(&snap);
		}
		return false;
	}
	/* one word (a source `y...` is no plain parameter) */
	if (j == ns || sp[j + 1] - sp[j] != 2 ||
	    !word_matches(m, rp[i], sp[j]))
		return false;
	took[i] = j;
	took[i + 1] = j + 1;
	return params_match(m, rp, i + 1, nr, sp, j + 1, ns, took);
}

/* The rule's commas onto the file's: the one after what parameter i
 * took, else (it took none) the one before what i + 1 took, so that
 * removing them all removes the list (`- #define h(...,a,...) 3`). */
static void map_commas(struct matcher *m, const uint32_t *rp, uint32_t nr,
		       const uint32_t *sp, uint32_t ns, const uint32_t *took)
{
	for (uint32_t i = 0; i + 1 < nr; i++) {
		uint32_t comma = rp[i + 1] - 1;

		if (took[i + 1] > took[i] && took[i + 1] < ns)
			cfix__match_map_token(m, comma, sp[took[i + 1]] - 1,
					      sp[took[i + 1]] - 1);
		else if (took[i + 2] > took[i + 1] && took[i + 1] > 0)
			cfix__match_map_token(m, comma, sp[took[i + 1]] - 1,
					      sp[took[i + 1]] - 1);
	}
}

/* The `(params)` after the name: both lists or neither. */
static bool header_params(struct matcher *m, uint32_t name, uint32_t *next)
{
	const struct cfix_define_pat *def = m->rule->define;
	const struct cfix_token *t = m->source->toks;
	uint32_t rp[MAX_PARAMS + 1], sp[MAX_PARAMS + 1], nr, ns, close;
	uint32_t took[MAX_PARAMS + 2] = { 0 };
	bool has = name + 1 < m->source->ntoks && !strcmp(t[name + 1].text, "(") &&
		   t[name + 1].begin == t[name].end &&
		   (t[name + 1].flags & CFIX_TOKF_PP);

	*next = name + 1;
	if (has != (def->lparen >= 0))
		return false;
	if (!has)
		return true;
	for (close = name + 2; close < m->source->ntoks &&
			       strcmp(t[close].text, ")");
	     close++)
		if (!(t[close].flags & CFIX_TOKF_PP))
			return false;
	if (close >= m->source->ntoks)
		return false;
	nr = params_split(m->rule->toks, (uint32_t)def->lparen,
			  (uint32_t)def->rparen, rp, MAX_PARAMS);
	ns = params_split(t, name + 1, close, sp, MAX_PARAMS);
	cfix__match_map_token(m, (uint32_t)def->lparen, name + 1, name + 1);
	cfix__match_map_token(m, (uint32_t)def->rparen, close, close);
	*next = close + 1;
	if (!params_match(m, rp, 0, nr, sp, 0, ns, took))
		return false;
	map_commas(m, rp, nr, sp, ns, took);
	return true;
}

/* Rule tokens from..end against source tokens first.. as written. */
static bool same_tokens(struct matcher *m, uint32_t from, uint32_t end,
			uint32_t first)
{
	for (uint32_t i = from; i < end; i++) {
		if (strcmp(m->rule->toks[i].text,
			   m->source->toks[first + i - from].text))
			return false;
		cfix__match_map_token(m, i, first + i - from, first + i - from);
	}
	return true;
}

/* The body: empty for empty, tokens as written, or the pattern. */
static bool body_matches(struct matcher *m, const struct cfix_macro_def *mac)
{
	const struct cfix_define_pat *def = m->rule->define;
	const struct cfix_rule *rule = m->rule;
	uint32_t n = rule->ntoks, len = mac->last + 1 - mac->first;
	const struct cfix_node *body = mac->body, *pat = def->body_pat;

	if (mac->first > mac->last)
		return def->body == n;
	if (def->body == n)
		return false;
	if (!pat)
		return n - def->body == len && same_tokens(m, def->body, n, mac->first);
	if (!body)
		return false;
	/* `do { ... } while (0)` for that alone: the view holds the
	 * block's inside */
	if (def->do_while != (body->first != mac->first))
		return false;
	/* a body of statements: the file's view holds them in a block */
	if (!def->do_while && pat->kind != CFIX_NODE_COMPOUND &&
	    body->kind == CFIX_NODE_COMPOUND && body->nkids == 1)
		body = body->kids[0];
	if (def->do_while) {
		/* `do {` and `} while (0)` as written, the block's inside
		 * parsed (macro_body.c reads the source's so) */
		if (len < 7 || !same_tokens(m, def->body, def->body + 2, mac->first) ||
		    !same_tokens(m, n - 5, n, mac->last - 4))
			return false;
		if (pat->kind != CFIX_NODE_COMPOUND &&
		    body->kind == CFIX_NODE_COMPOUND && body->nkids == 1)
			body = body->kids[0];
	}
	return cfix__match_node(m, pat, body);
}

/*
 * An `#undef` rule against each `#undef name` line of the file outside
 * braces: spatch 1.1.1 reads one in a function as part of its code and
 * matches none there, as with `#pragma`.
 */
static void match_undefs(struct matcher *m)
{
	const struct cfix_source *src = m->source;
	const struct cfix_token *t = src->toks;
	uint32_t hash = m->rule->define->hash, depth = 0;

	for (uint32_t i = 0; i + 2 < src->ntoks; i++) {
		if (!(t[i].flags & CFIX_TOKF_PP)) {
			if (!strcmp(t[i].text, "{"))
				depth++;
			else if (!strcmp(t[i].text, "}") && depth)
				depth--;
			continue;
		}
		if (depth || !(t[i].flags & CFIX_TOKF_LINE_START) ||
		    strcmp(t[i].text, "#") || strcmp(t[i + 1].text, "undef") ||
		    (t[i + 1].flags & CFIX_TOKF_LINE_START) ||
		    (t[i + 2].flags & CFIX_TOKF_LINE_START))
			continue;
		cfix__match_attempt_start(m, src->root);
		cfix__match_map_token(m, hash, i, i);
		cfix__match_map_token(m, hash + 1, i + 1, i + 1);
		if (word_matches(m, m->rule->define->name, i + 2))
			cfix__match_record(m, i, i + 2, NULL);
	}
}

void cfix__match_defines(struct matcher *m)
{
	const struct cfix_source *src = m->source;
	const struct cfix_rule *rule = m->rule;

	if (rule->define->undef) {
		match_undefs(m);
		return;
	}

	for (uint32_t i = 0; i < src->nmacros; i++) {
		const struct cfix_macro_def *mac = &src->macros[i];
		uint32_t hash, next, last;

		if (!header_of(src, mac, &hash))
			continue;
		cfix__match_attempt_start(m, mac->body ? mac->body : src->root);
		cfix__match_map_token(m, rule->define->hash, hash, hash);
		cfix__match_map_token(m, rule->define->hash + 1, hash + 1,
				      hash + 1);
		if (!word_matches(m, rule->define->name, hash + 2) ||
		    !header_params(m, hash + 2, &next) || !body_matches(m, mac))
			continue;
		last = mac->first <= mac->last ? mac->last : next - 1;
		cfix__match_record(m, hash, last, NULL);
	}
}
