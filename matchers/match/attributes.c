/*
 * `attribute a;` (SmPL's MetaAttribute): the metavariable stands where
 * the code has one attribute, after a declarator's name (`int x a = 1;`
 * for `int x __attr__ = 1;`).  spatch's C parser knows an attribute
 * from the names the rule's `attribute name` declares; cfix's parser
 * keeps such words among the declarator's own tokens.
 */
#include "attributes.h"
#include "bindings.h"
#include "type_words.h"

#include <string.h>

static bool is_attribute_metavar(const struct matcher *m, uint32_t ptok)
{
	int32_t mv = m->rule->tok_metavar[ptok];

	return mv >= 0 && m->rule->metavars[mv].kind == CFIX_MV_ATTRIBUTE;
}

bool cfix__match_has_attribute_metavar(const struct matcher *m,
				       const uint32_t *ptoks, uint32_t np)
{
	for (uint32_t i = 0; i < np; i++)
		if (is_attribute_metavar(m, ptoks[i]))
			return true;
	return false;
}

/* Is the source token an attribute: a name some rule of the file
 * declares with `attribute name`?  Those are attributes to spatch
 * 1.1.1's C parser for every rule (Flag.cocci_attribute_names); it
 * takes no other (`__attribute__((x))` and unknown `__names` are not
 * attributes a metavariable binds). */
bool cfix__match_is_attribute_name(const struct matcher *m, uint32_t stok)
{
	const struct cfix_token *t = &m->source->toks[stok];

	if (t->kind != CFIX_TOK_IDENT)
		return false;
	if (cfix__rule_declares_attribute(m->rule, t->text))
		return true;
	for (uint32_t r = 0; m->set && r < m->set->nrules; r++)
		if (cfix__rule_declares_attribute(m->set->rules[r], t->text))
			return true;
	return false;
}

/* Does a run of attributes start at source token from and end right
 * before stop: names the rule declares (spatch's parser takes them as
 * attributes), `__attribute__((...))` groups? */
static bool attributes_up_to(const struct matcher *m, uint32_t from,
			     uint32_t stop)
{
	uint32_t t = from;

	while (t < stop && t < m->source->ntoks) {
		if (!cfix__match_is_attribute_name(m, t))
			t = cfix__attribute_group_end(m->source->toks, NULL, t,
						      m->source->ntoks);
		if (t == UINT32_MAX)
			return false;
		t++;
	}
	return t == stop;
}

bool cfix__match_trailing_attributes(struct matcher *m, const uint32_t *ptoks,
				     uint32_t np, const uint32_t *stoks,
				     uint32_t ns, uint32_t last)
{
	const struct cfix_token *st = m->source->toks;

	if (np <= ns || !attributes_up_to(m, last + 1, last + 1 + (np - ns)))
		return false;
	for (uint32_t i = 0; i < np; i++) {
		const char *ptext = m->rule->toks[ptoks[i]].text;
		uint32_t s = i < ns ? stoks[i] : last + 1 + (i - ns);

		if (s >= m->source->ntoks || strcmp(ptext, st[s].text))
			return false;
	}
	for (uint32_t i = 0; i < np; i++)
		cfix__match_map_token(m, ptoks[i],
				      i < ns ? stoks[i] : last + 1 + (i - ns),
				      i < ns ? stoks[i] : last + 1 + (i - ns));
	return true;
}

/* Binds attribute metavariable mv to source tokens first..last, or
 * checks they are the attribute it bound. */
static bool bind_attribute(struct matcher *m, uint32_t ptok, uint32_t first,
			   uint32_t last)
{
	struct cfix_node attr = { .kind = CFIX_NODE_IDENT, .first = first,
				  .last = last };

	if (!cfix__match_bind_code(m, m->rule->tok_metavar[ptok], &attr))
		return false;
	cfix__match_map_token(m, ptok, first, last);
	return true;
}

bool cfix__match_attribute_tokens(struct matcher *m, const uint32_t *ptoks,
				  uint32_t np, const uint32_t *stoks,
				  const uint32_t *from, uint32_t ns)
{
	uint32_t j = 0;

	for (uint32_t i = 0; i < np; i++) {
		const char *ptext = m->rule->toks[ptoks[i]].text;

		if (j >= ns)
			return false;
		if (is_attribute_metavar(m, ptoks[i])) {
			if (!cfix__match_is_attribute_name(m, stoks[j]) ||
			    !bind_attribute(m, ptoks[i], from[j], stoks[j]))
				return false;
			j++;
			continue;
		}
		if (strcmp(ptext, m->source->toks[stoks[j]].text))
			return false;
		cfix__match_map_token(m, ptoks[i], from[j], stoks[j]);
		j++;
	}
	return j == ns;
}

bool cfix__match_declares_variable(const struct matcher *m,
				   const struct cfix_node *decl)
{
	const struct cfix_node *name;

	if (!decl || decl->kind != CFIX_NODE_DECLARATOR)
		return false;
	name = decl->nkids > 1 ? decl->kids[1] : NULL;
	return !(name && name->kind == CFIX_NODE_IDENT &&
		 name->first == name->last && decl->last == name->last &&
		 cfix__match_is_attribute_name(m, name->first));
}

/* clang's view of `struct s { ... } __attribute__((packed));` (or an
 * attribute macro) is a record of its own ending at its '}': the ';'
 * after the attributes, when no other item holds them, else NONE. */
static uint32_t record_end_semicolon(const struct matcher *m,
				     const struct cfix_node *rec)
{
	const struct cfix_node *up = rec->parent;
	uint32_t t = rec->last + 1;
	int depth = 0;

	for (; t < m->source->ntoks; t++) {
		const char *text = m->source->toks[t].text;

		if (!depth && (!strcmp(text, ";") || !strcmp(text, "{") ||
			       !strcmp(text, "}")))
			break;
		depth += !strcmp(text, "(") ? 1 : !strcmp(text, ")") ? -1 : 0;
	}
	if (t >= m->source->ntoks || t == rec->last + 1 ||
	    strcmp(m->source->toks[t].text, ";"))
		return UINT32_MAX;
	for (uint32_t i = 0; up && i < up->nkids; i++) {
		const struct cfix_node *kid = up->kids[i];

		/* clang's converter leaves the attribute's tokens as items
		 * of their own (`__endattr` an expression statement): one
		 * going on past the ';' is code, not an attribute */
		if (kid && kid != rec && kid->first <= kid->last &&
		    kid->first <= t && kid->last > t)
			return UINT32_MAX;
	}
	return t;
}

const struct cfix_node *cfix__match_end_attributes(const struct matcher *m,
						   const struct cfix_node *rec)
{
	const struct cfix_node *up = rec->parent;

	/* clang's tree holds the record in the declaration's type, the
	 * own parser's in the declaration */
	if (up && up->kind == CFIX_NODE_TYPE && up->parent &&
	    up->parent->kind == CFIX_NODE_DECL)
		up = up->parent;
	if (!up || up->kind != CFIX_NODE_DECL ||
	    strcmp(m->source->toks[up->last].text, ";"))
		return NULL;
	for (uint32_t i = 0; i < up->nkids; i++)
		if (cfix__match_declares_variable(m, up->kids[i]))
			return NULL;
	return up->last > rec->last + 1 ? up : NULL;
}

void cfix__match_map_end_attributes(struct matcher *m,
				    const struct cfix_node *pat,
				    const struct cfix_node *src)
{
	const struct cfix_node *decl;
	uint32_t semi;

	if (pat->first >= pat->last ||
	    strcmp(m->rule->toks[pat->last].text, ";") ||
	    !strcmp(m->source->toks[src->last].text, ";"))
		return;
	if ((decl = cfix__match_end_attributes(m, src)))
		semi = decl->last;
	else if (!src->parent || src->parent->kind == CFIX_NODE_TYPE ||
		 src->parent->kind == CFIX_NODE_DECL ||
		 (semi = record_end_semicolon(m, src)) == UINT32_MAX)
		return;
	cfix__match_map_token(m, pat->last, src->last + 1, semi);
}

/* Is text a name the rule declares `attribute name`? */
static bool declared_attribute(const struct matcher *m, const char *text)
{
	for (uint32_t k = 0; k < m->rule->nmetavars; k++)
		if (m->rule->metavars[k].attribute_name &&
		    !strcmp(m->rule->metavars[k].name, text))
			return true;
	return false;
}

/* Does the '(' at type word i open an attribute's arguments:
 * `name(` of a declared attribute name, `__attribute__((`,
 * `__declspec(`? */
static bool attribute_open(const struct matcher *m, const uint32_t *w,
			   uint32_t i)
{
	const char *prev = m->rule->toks[w[i - 1]].text;

	if (declared_attribute(m, prev) ||
	    cfix__is_word_in(prev, cfix_attribute_words))
		return true;
	return !strcmp(prev, "(") && i > 1 &&
	       cfix__is_word_in(m->rule->toks[w[i - 2]].text,
				cfix_attribute_words);
}

/* Does type word i of w[0..n) stand for an attribute's arguments: a
 * `...` among the arguments of a declared attribute name (not C's
 * varargs `...` of a function pointer's parameters)? */
static bool args_dots_at(const struct matcher *m, const uint32_t *w,
			 uint32_t i)
{
	int depth = 0;

	if (strcmp(m->rule->toks[w[i]].text, "..."))
		return false;
	while (i-- > 0) {
		const char *t = m->rule->toks[w[i]].text;

		if (!strcmp(t, ")"))
			depth++;
		else if (!strcmp(t, "(") && depth-- == 0)
			return i > 0 && attribute_open(m, w, i);
	}
	return false;
}

bool cfix__match_type_args_dots(const struct matcher *m, const uint32_t *w,
				uint32_t n)
{
	for (uint32_t i = 0; i < n; i++)
		if (args_dots_at(m, w, i))
			return true;
	return false;
}

/* Words w[i..n) against source tokens s..last, at[k] the source token
 * where word k begins; a `...` takes any balanced run of tokens. */
static bool words_from(const struct matcher *m, const uint32_t *w,
		       uint32_t n, uint32_t i, uint32_t s, uint32_t last,
		       uint32_t *at)
{
	const struct cfix_token *st = m->source->toks;
	int depth = 0;

	if (i == n)
		return s == last + 1;
	at[i] = s;
	if (!args_dots_at(m, w, i))
		return s <= last &&
		       !strcmp(m->rule->toks[w[i]].text, st[s].text) &&
		       words_from(m, w, n, i + 1, s + 1, last, at);
	for (uint32_t e = s; e <= last + 1; e++) {
		if (depth == 0 && words_from(m, w, n, i + 1, e, last, at))
			return true;
		if (e > last)
			break;
		if (!strcmp(st[e].text, "(") || !strcmp(st[e].text, "["))
			depth++;
		else if (!strcmp(st[e].text, ")") || !strcmp(st[e].text, "]"))
			if (--depth < 0)
				return false;
	}
	return false;
}

bool cfix__match_type_words_dots(struct matcher *m, const uint32_t *w,
				 uint32_t n, uint32_t first, uint32_t last)
{
	uint32_t at[MAX_TYPE_WORDS + 1];

	if (n > MAX_TYPE_WORDS || !words_from(m, w, n, 0, first, last, at))
		return false;
	at[n] = last + 1;
	for (uint32_t i = 0; i < n; i++)
		if (at[i + 1] > at[i])	/* `...` may take nothing */
			cfix__match_map_token(m, w[i], at[i], at[i + 1] - 1);
	return true;
}

/*
 * A function's return type the rule writes as declared attribute names
 * alone (`- __init` `+ __exit` `f(...) { ... }`): spatch reads no type
 * there, only attributes, so it matches any return type holding them,
 * in order, among source tokens first..last; maps them.
 */
bool cfix__match_attributes_only(struct matcher *m, const uint32_t *w,
				 uint32_t n, uint32_t first, uint32_t last)
{
	uint32_t t = first;

	if (!n)
		return false;
	for (uint32_t i = 0; i < n; i++)
		if (m->rule->tok_metavar[w[i]] >= 0 ||
		    !declared_attribute(m, m->rule->toks[w[i]].text))
			return false;
	for (uint32_t i = 0; i < n; i++, t++) {
		while (t <= last &&
		       strcmp(m->source->toks[t].text, m->rule->toks[w[i]].text))
			t++;
		if (t > last)
			return false;
		cfix__match_map_token(m, w[i], t, t);
	}
	return true;
}

uint32_t cfix__match_drop_fnptr_attributes(struct matcher *m,
					   index_array *words)
{
	uint32_t kept = 0, dropped = 0;

	for (size_t i = 0; i < words->len; i++) {
		uint32_t t = words->items[i];

		if (cfix__rule_fnptr_attribute(m->rule, t)) {
			cfix__match_map_token(m, t, 1, 0);
			dropped++;
			continue;
		}
		words->items[kept++] = t;
	}
	words->len = kept;
	return dropped;
}
