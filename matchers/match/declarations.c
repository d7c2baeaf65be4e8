/*
 * Declarations beside the structural match: array suffixes, typedef names
 * and record (struct, union) names and bodies, a declaration whose
 * declarators all go removed whole, and the declarators a match removes
 * from `int a, b, c;` merged into whole cuts.
 */
#include "declarations.h"
#include "attributes.h"
#include "bindings.h"
#include "tokens.h"
#include "type_words.h"

#include <string.h>

/* Does the rule add code next to one of its tokens first..last? */
bool cfix__match_adds_within(const struct cfix_rule *rule, uint32_t first,
			     uint32_t last)
{
	for (uint32_t i = 0; i < rule->ninsertions; i++)
		if (rule->insertions[i].anchor >= first &&
		    rule->insertions[i].anchor <= last)
			return true;
	return false;
}

/*
 * `- f(...) { ... }` written without a return type removes the whole
 * definition: the source's return type and storage class go too.
 */
/*
 * A definition removed whole, `- int f(void) { ... }` on `static inline
 * int f(void) {...}`: the storage class, `inline` and attributes before
 * the type the rule spells go too (optional_storage), as spatch 1.1.1
 * removes the whole function.
 */
static void remove_leading_words(struct matcher *m,
				 const struct cfix_node *pat,
				 const struct cfix_node *stype)
{
	const struct span *s = &m->map[pat->kids[0]->first];

	if (!stype || stype->first > stype->last || s->first > s->last ||
	    s->first <= stype->first || s->first > stype->last + 1)
		return;
	for (uint32_t t = pat->first; t <= pat->last; t++)
		if (!m->rule->remove[t])
			return;
	if (cfix__match_adds_within(m->rule, pat->first, pat->last))
		return;
	cfix_array_push(&m->extra, ((struct cfix_action){
		.kind = CFIX_ACTION_REMOVE,
		.begin = m->source->toks[stype->first].begin,
		.end = m->source->toks[s->first - 1].end }));
}

void cfix__match_remove_return_type(struct matcher *m,
				    const struct cfix_node *pat,
				    const struct cfix_node *src)
{
	const struct cfix_node *type = pat->kids[0], *stype = src->kids[0];
	const struct cfix_node *name = pat->kids[1];
	const struct cfix_node *body = pat->nkids > 3 ? pat->kids[3] : NULL;

	if (type && type->first <= type->last) {
		remove_leading_words(m, pat, stype);
		return;
	}
	/* a name only replaced (`- f  + g  (...) {`) keeps it (noa) */
	/* an empty type is last + 1 == first: at the file's first token
	 * its last wraps around (`setup () {` on line 1) */
	if (!type || type->last + 1 != type->first || !stype || !name ||
	    stype->last + 1 == stype->first || stype->first > stype->last ||
	    !m->rule->remove[name->first] ||
	    cfix__match_adds_within(m->rule, pat->first, pat->last) ||
	    (body && body->first <= body->last &&
	     !m->rule->remove[body->first]))
		return;
	cfix_array_push(&m->extra, ((struct cfix_action){
		.kind = CFIX_ACTION_REMOVE,
		.begin = m->source->toks[stype->first].begin,
		.end = m->source->toks[stype->last].end }));
}

/* The number of `*`s that are all of node's tokens, or 0. */
uint32_t cfix__match_stars_only(const struct cfix_token *toks,
				const struct cfix_node *node)
{
	if (!node || node->first > node->last)
		return 0;
	for (uint32_t t = node->first; t <= node->last; t++)
		if (strcmp(toks[t].text, "*"))
			return 0;
	return node->last - node->first + 1;
}

/* One past the array brackets after source token name (`[45]` of
 * `x[45]`), name + 1 when there are none. */
uint32_t cfix__match_array_suffix_end(const struct cfix_source *source,
				      uint32_t name, uint32_t last)
{
	uint32_t t = name + 1;

	while (t <= last && !strcmp(source->toks[t].text, "[")) {
		int depth = 0;

		for (; t <= last; t++) {
			depth += !strcmp(source->toks[t].text, "[") ? 1 :
				 !strcmp(source->toks[t].text, "]") ? -1 : 0;
			if (depth == 0)
				break;
		}
		if (t > last)
			return name + 1;
		t++;
	}
	return t;
}

/*
 * The rule tokens of seq[0, n) (a run of the rule's brackets, its
 * disjunctions resolved) against source tokens sfirst..slast: token by
 * token, a "..." standing for what the source's brackets hold.
 */
static bool match_suffix_seq(struct matcher *m, const uint32_t *seq,
			     uint32_t n, uint32_t sfirst, uint32_t slast)
{
	const struct cfix_token *stoks = m->source->toks;
	uint32_t s = sfirst;

	for (uint32_t i = 0; i < n; i++) {
		uint32_t p = seq[i];
		const char *want = m->rule->toks[p].text;

		if (!strcmp(want, "...") && i + 1 < n) {
			uint32_t from = s;
			int depth = 0;

			while (s <= slast && (depth > 0 ||
			       strcmp(stoks[s].text, m->rule->toks[seq[i + 1]].text))) {
				depth += !strcmp(stoks[s].text, "[") ? 1 :
					 !strcmp(stoks[s].text, "]") ? -1 : 0;
				s++;
			}
			if (s > from)
				cfix__match_map_token(m, p, from, s - 1);
			continue;
		}
		if (s > slast || m->rule->tok_metavar[p] >= 0 ||
		    strcmp(want, stoks[s].text))
			return false;
		cfix__match_map_token(m, p, s, s);
		s++;
	}
	return s == slast + 1;
}

/* The rule token ending the disjunction branch that starts at p (its
 * '\|' or '\)'), or last + 1. */
static uint32_t branch_end(const struct cfix_rule *rule, uint32_t p,
			   uint32_t last)
{
	int depth = 0;

	for (; p <= last; p++) {
		const char *t = rule->toks[p].text;

		if (depth == 0 && (!strcmp(t, "\\|") || !strcmp(t, "\\)")))
			return p;
		depth += !strcmp(t, "\\(") - !strcmp(t, "\\)");
	}
	return p;
}

enum { SUFFIX_MAX = 64 };

/* Tries each way of reading rule tokens p..plast after seq[0, n): a
 * disjunction `\( 0 \| 1 \)` (flexible_array.cocci's `[\(0\|1\)]`)
 * is each of its branches in turn, the state put back between tries. */
static bool match_suffix_from(struct matcher *m, uint32_t *seq, uint32_t n,
			      uint32_t p, uint32_t plast, uint32_t sfirst,
			      uint32_t slast)
{
	struct snapshot snap;
	uint32_t close;
	bool ok = false;

	while (p <= plast && n < SUFFIX_MAX &&
	       strcmp(m->rule->toks[p].text, "\\("))
		seq[n++] = p++;
	if (p > plast)
		return match_suffix_seq(m, seq, n, sfirst, slast);
	if (n == SUFFIX_MAX)
		return false;
	close = branch_end(m->rule, p + 1, plast);
	while (close <= plast && strcmp(m->rule->toks[close].text, "\\)"))
		close = branch_end(m->rule, close + 1, plast);
	cfix__match_snapshot_take(m, &snap);
	for (uint32_t b = p + 1, e; !ok && b < close; b = e + 1) {
		uint32_t k = n;

		e = branch_end(m->rule, b, plast);
		for (uint32_t t = b; t < e && k < SUFFIX_MAX; t++)
			seq[k++] = t;
		ok = k - n == e - b &&
		     match_suffix_from(m, seq, k, close + 1, plast, sfirst,
				       slast);
		if (!ok)
			cfix__match_snapshot_restore(m, &snap);
	}
	cfix__match_snapshot_release(&snap);
	return ok;
}

/*
 * The rule's brackets after a declared name, rule tokens pfirst..plast
 * (`[...]`, `[N]`, `[\(0\|1\)]`), against the source's, sfirst..slast.
 */
bool cfix__match_array_suffix(struct matcher *m, uint32_t pfirst,
			      uint32_t plast, uint32_t sfirst, uint32_t slast)
{
	uint32_t seq[SUFFIX_MAX];

	return match_suffix_from(m, seq, 0, pfirst, plast, sfirst, slast);
}

/*
 * The words of a declaration's specifiers around the struct it defines
 * (`typedef struct` of `typedef struct { ... } T;`): type's tokens
 * outside rec's.
 */
void cfix__match_words_around(const struct cfix_node *type,
			      const struct cfix_node *rec, index_array *out)
{
	for (uint32_t t = type->first; t <= type->last; t++)
		if (t < rec->first || t > rec->last)
			cfix_array_push(out, t);
}

/* Is pat the declarator of `typedef ... T;` whose name T is a type
 * metavariable, and src a declarator of a name alone?  (Not `*name`:
 * there spatch's T1 of `typedef T1 T2;` takes the star, which the
 * pattern's specifiers cannot.) */
bool cfix__match_is_typedef_name(const struct matcher *m,
				 const struct cfix_node *pat,
				 const struct cfix_node *src)
{
	const struct cfix_node *name = pat && pat->kind == CFIX_NODE_DECLARATOR &&
				       pat->nkids > 1 ? pat->kids[1] : NULL;

	return name && name->metavar >= 0 &&
	       m->rule->metavars[name->metavar].kind == CFIX_MV_TYPE &&
	       src && src->kind == CFIX_NODE_DECLARATOR && src->nkids >= 2 &&
	       src->kids[1] && src->first == src->kids[1]->first &&
	       src->last == src->kids[1]->last && pat->last == name->last;
}

/* A declarator of `typedef struct { ... } T;` or `typedef int T;`, where
 * the rule's T is a type metavariable (cfix__match_is_typedef_name()):
 * it binds the typedef's name, a type. */
bool cfix__match_bind_typedef_name(struct matcher *m,
				   const struct cfix_node *pat,
				   const struct cfix_node *src)
{
	struct cfix_node as_type = *src->kids[1];

	as_type.kind = CFIX_NODE_TYPE;
	as_type.nkids = 0;
	return cfix__match_bind(m, pat->kids[1], &as_type);
}

/* Does the source's specifiers node src hold tokens (`static`,
 * `const`) that the pattern's type pat did not match? */
bool cfix__match_specifiers_beyond(const struct matcher *m,
				   const struct cfix_node *pat,
				   const struct cfix_node *src)
{
	uint32_t first = UINT32_MAX, last = 0;

	for (uint32_t i = pat->first; i <= pat->last; i++) {
		struct span s = m->map[i];

		if (s.first > s.last)
			continue;
		if (s.first < first)
			first = s.first;
		if (s.last > last)
			last = s.last;
	}
	return first == UINT32_MAX || first > src->first || last < src->last;
}

/*
 * A declaration pattern removed whole, with nothing added in its place,
 * against `static const int a;`: the storage class and qualifiers the
 * pattern does not name go too (spatch removes the declaration).  When
 * code is added they stay, in front of it (`static long a;`).
 */
/*
 * The attributes after a removed declaration's one declarator (`int x
 * __attribute__((unused));` for `- int x;`, optional_attributes) go with
 * its `;`.
 */
static void take_trailing_attributes(struct matcher *m,
				     const struct cfix_node *pat,
				     const struct cfix_node *src)
{
	const struct cfix_node *d = src->nkids == 2 ? src->kids[1] : NULL;
	struct span *s = &m->map[pat->last];
	uint32_t end = 0;

	if (!d || d->kind != CFIX_NODE_DECLARATOR)
		return;
	for (uint32_t k = 0; k < d->nkids; k++)
		if (d->kids[k] && d->kids[k]->first <= d->kids[k]->last &&
		    d->kids[k]->last + 1 > end)
			end = d->kids[k]->last + 1;
	if (end && end <= d->last && s->first <= s->last && s->first > d->last)
		s->first = end;
}

/*
 * The words of the source's type that the removed pattern's type
 * skipped (`const` of `int const z;` or `static const int x;` for
 * `- static int I;`, optional_qualifier) go with the pattern word before
 * them, up to the declarator.
 */
static void take_skipped_words(struct matcher *m, const struct cfix_node *pat,
			       const struct cfix_node *src)
{
	const struct cfix_node *d = pat->nkids > 1 ? pat->kids[1] : NULL;
	uint32_t upto = d && d->first <= d->last ? d->first : pat->first;
	struct span *prev = NULL;

	for (uint32_t t = pat->first; t <= upto; t++) {
		struct span *s = &m->map[t];

		if (s->first > s->last || s->first < src->first ||
		    s->last > src->last)
			continue;
		if (prev && s->first > prev->last + 1)
			prev->last = s->first - 1;
		prev = s;
	}
}

void cfix__match_remove_whole_decl(struct matcher *m,
				   const struct cfix_node *pat,
				   const struct cfix_node *src)
{
	const struct cfix_rule *rule = m->rule;
	const struct cfix_node *declarator;
	uint32_t upto;
	struct span *s;

	if (pat->kind != CFIX_NODE_DECL || src->kind != CFIX_NODE_DECL ||
	    !pat->nkids || !src->nkids || !src->kids[0] ||
	    src->kids[0]->first > src->kids[0]->last)
		return;
	for (uint32_t i = pat->first; i <= pat->last; i++)
		if (!rule->remove[i])
			return;
	if (cfix__match_adds_within(rule, pat->first, pat->last))
		return;
	take_trailing_attributes(m, pat, src);
	/* the declarator's '*' before its name goes too (`char *f(void);`
	 * for a pattern without the return type) */
	upto = src->kids[0]->last + 1;
	declarator = src->nkids > 1 ? src->kids[1] : NULL;
	if (declarator && declarator->kind == CFIX_NODE_DECLARATOR &&
	    declarator->nkids > 1 && declarator->kids[1] &&
	    declarator->kids[1]->first > upto)
		upto = declarator->kids[1]->first;
	s = &m->map[pat->first];
	if (s->first <= s->last && s->first > src->first && s->first <= upto)
		s->first = src->first;
	take_skipped_words(m, pat, src);
}

/* The first match of a declaration's cuts removes it whole; the others
 * hand it what they add, in match order, and keep nothing. */
static void cut_to_whole(struct matcher *m, const struct decl_cut *cut,
			 size_t first_match)
{
	struct cfix_match *match = &m->matches.items[cut->match];
	struct cfix_match *head = &m->matches.items[first_match];
	struct cfix_action *acts;
	uint32_t n = 0;

	if (match == head) {
		acts = (struct cfix_action *)match->actions;
		for (uint32_t a = 0; a < match->nactions; a++)
			if (acts[a].kind == CFIX_ACTION_REMOVE &&
			    acts[a].begin == cut->begin && acts[a].end == cut->end) {
				acts[a].begin = m->source->toks[cut->decl->first].begin;
				acts[a].end = m->source->toks[cut->decl->last].end;
			}
		return;
	}
	acts = cfix_arena_alloc(m->source->arena,
				(head->nactions + match->nactions + 1) *
					sizeof(*acts));
	memcpy(acts, head->actions, head->nactions * sizeof(*acts));
	n = head->nactions;
	for (uint32_t a = 0; a < match->nactions; a++)
		if (match->actions[a].kind != CFIX_ACTION_REMOVE)
			acts[n++] = match->actions[a];
	head->actions = acts;
	head->nactions = n;
	match->nactions = 0;
}

const struct cfix_node *cfix__match_defined_record(const struct cfix_node *src,
						   uint32_t *ndecls)
{
	const struct cfix_node *type = src->nkids ? src->kids[0] : NULL;
	const struct cfix_node *own = src->nkids > 1 ? src->kids[src->nkids - 1]
						     : NULL;

	if (src->kind != CFIX_NODE_DECL || !type)
		return NULL;
	if (type->nkids == 1 && type->kids[0] &&
	    type->kids[0]->kind == CFIX_NODE_RECORD) {
		*ndecls = src->nkids - 1;
		return type->kids[0];
	}
	if (!own || own->kind != CFIX_NODE_RECORD)
		return NULL;
	*ndecls = src->nkids - 2;
	return own;
}

/* Sets the removal of cut's match to [first, last] (source tokens), or
 * drops it when first > last. */
static void cut_retarget(struct matcher *m, const struct decl_cut *cut,
			 uint32_t first, uint32_t last)
{
	struct cfix_match *match = &m->matches.items[cut->match];
	struct cfix_action *acts = (struct cfix_action *)match->actions;

	for (uint32_t a = 0; a < match->nactions; a++) {
		if (acts[a].kind != CFIX_ACTION_REMOVE ||
		    acts[a].begin != cut->begin || acts[a].end != cut->end)
			continue;
		if (first <= last) {
			acts[a].begin = m->source->toks[first].begin;
			acts[a].end = m->source->toks[last].end;
			return;
		}
		memmove(&acts[a], &acts[a + 1],
			(match->nactions - a - 1) * sizeof(*acts));
		match->nactions--;
		return;
	}
}

/*
 * Some declarators of a declaration removed (the bits of seen): each
 * run of neighbours goes with one comma, the one after it or, at the
 * end, the one before, so that the matches' removals do not overlap.
 * The run's first cut removes it; the others' removals are dropped.
 * Called for the declaration's first cut only.
 */
static void cut_runs(struct matcher *m, const struct decl_cut *cut,
		     uint64_t seen)
{
	const struct cfix_node *decl = cut->decl;
	uint32_t n = decl->nkids - 1;

	cfix__match_defined_record(decl, &n);

	for (size_t c = 0; c < m->cuts.len; c++) {
		const struct decl_cut *other = &m->cuts.items[c];
		uint32_t i = other->k, j = other->k;
		bool head;

		if (other->decl != decl)
			continue;
		if (other != cut && other < cut)
			return;		/* done at the declaration's first cut */
		while (i > 0 && (seen >> (i - 1) & 1))
			i--;
		while (j + 1 < n && (seen >> (j + 1) & 1))
			j++;
		head = true;
		for (size_t d = 0; d < c; d++)
			if (m->cuts.items[d].decl == decl &&
			    m->cuts.items[d].k >= i && m->cuts.items[d].k <= j)
				head = false;
		if (!head)
			cut_retarget(m, other, 1, 0);
		else if (j + 1 < n)
			cut_retarget(m, other, decl->kids[1 + i]->first,
				     decl->kids[2 + j]->first - 1);
		else
			cut_retarget(m, other, decl->kids[i]->last + 1,
				     decl->kids[1 + j]->last);
	}
}

/*
 * When a rule's matches remove every declarator of a declaration, the
 * declaration goes whole.
 */
void cfix__match_merge_decl_cuts(struct matcher *m, size_t from)
{
	for (size_t i = from; i < m->cuts.len; i++) {
		const struct decl_cut *cut = &m->cuts.items[i];
		uint64_t seen = 0;
		size_t head;
		uint32_t n = cut->decl->nkids - 1;

		cfix__match_defined_record(cut->decl, &n);
		if (n > 64)
			continue;
		for (size_t j = from; j < m->cuts.len; j++)
			if (m->cuts.items[j].decl == cut->decl)
				seen |= UINT64_C(1) << m->cuts.items[j].k;
		if (seen != (n == 64 ? UINT64_MAX : (UINT64_C(1) << n) - 1)) {
			cut_runs(m, cut, seen);
			continue;
		}
		head = cut->match;
		for (size_t j = from; j < i; j++)
			if (m->cuts.items[j].decl == cut->decl) {
				head = m->cuts.items[j].match;
				break;
			}
		cut_to_whole(m, cut, head);
	}
}

/* The name token of a struct/union/enum definition, or UINT32_MAX when
 * it has none. */
static uint32_t record_name_tok(const struct cfix_token *toks,
				const struct cfix_node *node)
{
	uint32_t t = node->first + 1;

	if (node->first > node->last || t > node->last ||
	    toks[t].kind != CFIX_TOK_IDENT)
		return UINT32_MAX;
	return t;
}

/*
 * `struct foo { ... }` matches the definition of struct foo only;
 * `struct I { ... }` with I an identifier metavariable binds I to the
 * name.  Maps the keyword and the name.
 */
bool cfix__match_record_name(struct matcher *m, const struct cfix_node *pat,
			     const struct cfix_node *src)
{
	uint32_t pt = record_name_tok(m->rule->toks, pat);
	uint32_t st = record_name_tok(m->source->toks, src);
	int32_t mv = pat->first <= pat->last ? m->rule->tok_metavar[pat->first] : -1;

	/* `T { ... }`: T binds `struct foo` */
	if (mv >= 0 && m->rule->metavars[mv].kind == CFIX_MV_TYPE) {
		struct cfix_node ptype = { .kind = CFIX_NODE_TYPE, .metavar = mv,
					   .first = pat->first,
					   .last = pat->first };
		struct cfix_node stype = { .kind = CFIX_NODE_TYPE, .metavar = -1,
					   .first = src->first,
					   .last = st == UINT32_MAX ? src->first : st,
					   .parent = (struct cfix_node *)src };

		return cfix__match_bind(m, &ptype, &stype);
	}
	/* struct never matches union, named or not */
	if (strcmp(m->rule->toks[pat->first].text,
		   m->source->toks[src->first].text))
		return false;
	cfix__match_map_token(m, pat->first, src->first, src->first);
	if (pt == UINT32_MAX || st == UINT32_MAX)
		return pt == st;
	mv = m->rule->tok_metavar[pt];
	if (mv >= 0 && m->rule->metavars[mv].kind == CFIX_MV_IDENTIFIER) {
		struct cfix_node pname = { .kind = CFIX_NODE_IDENT,
					   .metavar = mv, .first = pt,
					   .last = pt,
					   .text = m->rule->toks[pt].text };
		struct cfix_node sname = { .kind = CFIX_NODE_IDENT,
					   .metavar = -1, .first = st,
					   .last = st,
					   .text = m->source->toks[st].text,
					   .parent = (struct cfix_node *)src };

		if (!cfix__match_bind(m, &pname, &sname))
			return false;
	} else if (strcmp(m->rule->toks[pt].text, m->source->toks[st].text)) {
		return false;
	}
	cfix__match_map_token(m, pt, st, st);
	return true;
}

/* A struct's own tokens from its '{' on (its name was matched by
 * cfix__match_record_name()). */
bool cfix__match_record_tokens(struct matcher *m, const struct cfix_node *pat,
			       const struct cfix_node *src)
{
	struct cfix_node p = *pat, q = *src;

	while (p.first < p.last && strcmp(m->rule->toks[p.first].text, "{"))
		p.first++;
	while (q.first < q.last && strcmp(m->source->toks[q.first].text, "{"))
		q.first++;
	/* `T { ... };` also matches the struct of `typedef struct {...} t;` */
	if (p.last > p.first && !strcmp(m->rule->toks[p.last].text, ";") &&
	    strcmp(m->source->toks[q.last].text, ";")) {
		p.last--;
		if (!cfix__match_own_tokens(m, &p, &q))
			return false;
		cfix__match_map_end_attributes(m, pat, src);
		return true;
	}
	return cfix__match_own_tokens(m, &p, &q);
}
