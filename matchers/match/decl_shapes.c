/*
 * The structural match of declarations (structure.c's part for them):
 * a type metavariable standing for a declared type with its pointers
 * and array brackets, a declaration defining a struct, and a pattern
 * of one name against a declaration of several (`int x;` on `int a, b;`).
 * Like structure.c, it comes back to cfix__match_node() for the parts.
 */
#include "decl_shapes.h"
#include "structure.h"
#include "bindings.h"
#include "tokens.h"
#include "type_words.h"
#include "declarations.h"
#include "types.h"

#include <stdlib.h>
#include <string.h>

/*
 * `T *x;` (or `T *x[];`) with T a type metavariable against `int **x;`:
 * T takes the `*`s the rule's declarator does not name, `int *`, as in
 * Coccinelle; the rule's `*`s are those nearest the name.
 */
static bool pointer_decl_type(struct matcher *m, const struct cfix_node *pat,
			      const struct cfix_node *src)
{
	const struct cfix_node *tpat = pat->kids[0], *pdecl = pat->kids[1];
	const struct cfix_node *sdecl = src->kids[1], *stype = src->kids[0];
	uint32_t want, have;
	struct cfix_node whole;
	struct snapshot snap;
	bool ok;

	if (!tpat || tpat->metavar < 0 || tpat->first != tpat->last ||
	    m->rule->metavars[tpat->metavar].kind != CFIX_MV_TYPE || !pdecl ||
	    pdecl->kind != CFIX_NODE_DECLARATOR || !pdecl->nkids || !sdecl ||
	    sdecl->kind != CFIX_NODE_DECLARATOR || !sdecl->nkids || !stype ||
	    stype->first > stype->last ||
	    !(want = cfix__match_stars_only(m->rule->toks, pdecl->kids[0])) ||
	    (have = cfix__match_stars_only(m->source->toks,
					   sdecl->kids[0])) <= want ||
	    sdecl->kids[0]->first != stype->last + 1)
		return false;
	whole = *stype;
	whole.last = sdecl->kids[0]->first + (have - want) - 1;
	cfix__match_snapshot_take(m, &snap);
	ok = cfix__match_bind(m, tpat, &whole) &&
	     cfix__match_node(m, pdecl, sdecl) &&
	     cfix__match_own_tokens(m, pat, src);
	if (!ok)
		cfix__match_snapshot_restore(m, &snap);
	cfix__match_snapshot_release(&snap);
	return ok;
}

static bool match_decl_array(struct matcher *m, const struct cfix_node *pat,
			     const struct cfix_node *src);

/*
 * `T x = E;` with T a type metavariable against `struct foo *p = E;`:
 * T stands for the whole declared type, `struct foo *`, as in
 * Coccinelle (the declarator's '*' included), not just the specifiers.
 * Only for a declaration of one name whose pattern declarator adds
 * nothing to T.  Returns false when this is not such a case or it does
 * not match (*handled tells which).
 */
bool cfix__match_decl_type(struct matcher *m, const struct cfix_node *pat,
			    const struct cfix_node *src, bool *handled)
{
	const struct cfix_node *tpat, *pdecl, *sdecl, *name;
	struct cfix_node whole;

	*handled = false;
	if (pat->kind != CFIX_NODE_DECL || src->kind != CFIX_NODE_DECL ||
	    pat->nkids != 2 || src->nkids != 2)
		return false;
	/* a typedef declares no variable: the general match refuses it
	 * (bindings.c's kind_fits(), by the specifiers node itself, which
	 * the whole types bound here are not) */
	if (src->kids[0] && src->kids[0]->first <= src->kids[0]->last &&
	    !strcmp(m->source->toks[src->kids[0]->first].text, "typedef"))
		return false;
	if (match_decl_array(m, pat, src) || pointer_decl_type(m, pat, src))
		return *handled = true;
	tpat = pat->kids[0];
	pdecl = pat->kids[1];
	sdecl = src->kids[1];
	if (!tpat || tpat->metavar < 0 || tpat->first != tpat->last ||
	    m->rule->metavars[tpat->metavar].kind != CFIX_MV_TYPE || !pdecl ||
	    !sdecl || pdecl->kind != CFIX_NODE_DECLARATOR ||
	    sdecl->kind != CFIX_NODE_DECLARATOR || !src->kids[0] ||
	    pdecl->nkids < 2 || sdecl->nkids < 2 || !(name = sdecl->kids[1]) ||
	    (pdecl->kids[0] && pdecl->kids[0]->first <= pdecl->kids[0]->last) ||
	    !sdecl->kids[0] || sdecl->kids[0]->first > sdecl->kids[0]->last ||
	    name->first <= src->kids[0]->first || sdecl->nkids > 3)
		return false;
	*handled = true;
	whole = *src->kids[0];
	whole.last = name->first - 1;
	return cfix__match_bind(m, tpat, &whole) &&
	       cfix__match_node(m, pdecl, sdecl) &&
	       cfix__match_own_tokens(m, pat, src);
}

/* A function's declarator, `twice(int v)` of `int twice(int v);`. */
static bool is_prototype(const struct cfix_node *sdecl)
{
	return sdecl->nkids == 4 && sdecl->kids[3] &&
	       sdecl->kids[3]->kind == CFIX_NODE_PARAMS &&
	       sdecl->kids[3]->last == sdecl->last;
}

/*
 * `T x;` against `int x[45];`: T is the whole type of x, `int` and the
 * `[45]` after the name (Coccinelle's type of x is `int[45]`); the
 * binding keeps the brackets as its suffix, so that `+ T y` is written
 * `int y[45]`, and a removed T takes them along.  The same with a part
 * before the name: `long *g[4]` (`long *` and `[4]`), `int (*fp)(int)`
 * (`int (*` and `)(int)`), `int (*pa)[3]`, and a prototype's,
 * `long *lookup(const char *k)` (`long *` and `(const char *k)`: spatch's
 * T is the function's type and `+ T y;` writes the prototype of y).  `T x[...];` binds T
 * to `int` alone.  `T x = E;` against `char s[] = "..."` the same, the
 * initializers matched after the brackets (spatch's T is `char[]`: a
 * `when != T E = E2;` stops at an array's declaration, zstd's
 * seekable_tests.c).
 */
/*
 * `static T x;` (storage words, then T): the code's type opens with the
 * same words, each mapped to the rule's (a removed `static` goes); tbare
 * is T alone and sbare the code's type after the words.  False when the
 * words differ; a type of another shape is left as it is.
 */
static bool storage_lead(struct matcher *m, const struct cfix_node *tpat,
			 const struct cfix_node *stype, struct cfix_node *tbare,
			 struct cfix_node *sbare)
{
	uint32_t n = 0;

	if (!tpat || !stype)
		return true;
	while (tpat->first + n < tpat->last &&
	       cfix__match_is_storage_class(m->rule->toks[tpat->first + n].text))
		n++;
	if (!n || tpat->first + n != tpat->last)
		return true;
	for (uint32_t i = 0; i < n; i++)
		if (stype->first + i >= stype->last ||
		    strcmp(m->source->toks[stype->first + i].text,
			   m->rule->toks[tpat->first + i].text))
			return false;
	for (uint32_t i = 0; i < n; i++)
		cfix__match_map_token(m, tpat->first + i, stype->first + i,
				      stype->first + i);
	*tbare = *tpat;
	tbare->first = tpat->last;
	tbare->metavar = m->rule->tok_metavar[tpat->last];
	*sbare = *stype;
	sbare->first = stype->first + n;
	return true;
}

static bool match_decl_array(struct matcher *m, const struct cfix_node *pat,
			     const struct cfix_node *src)
{
	const struct cfix_node *tpat = pat->kids[0], *pdecl = pat->kids[1];
	const struct cfix_node *sdecl = src->kids[1], *name, *stype = src->kids[0];
	const struct cfix_source *source = m->source;
	const struct cfix_node *pinit, *sinit, *prefix;
	struct cfix_node whole, tbare = { 0 }, sbare = { 0 };
	struct binding *b;
	uint32_t end, len, pname, pend, send;

	if (!storage_lead(m, tpat, stype, &tbare, &sbare))
		return false;
	if (tbare.first) {
		tpat = &tbare;
		stype = &sbare;
	}
	if (!tpat || tpat->metavar < 0 || tpat->first != tpat->last ||
	    m->rule->metavars[tpat->metavar].kind != CFIX_MV_TYPE || !pdecl ||
	    pdecl->kind != CFIX_NODE_DECLARATOR || pdecl->nkids < 2 ||
	    pdecl->nkids > 3 ||
	    !pdecl->kids[1] || pdecl->kids[1]->kind != CFIX_NODE_IDENT ||
	    (pdecl->kids[0] && pdecl->kids[0]->first <= pdecl->kids[0]->last) ||
	    !sdecl || sdecl->kind != CFIX_NODE_DECLARATOR || sdecl->nkids < 2 ||
	    (sdecl->nkids > 3 && !is_prototype(sdecl)) ||
	    !(name = sdecl->kids[1]) || name->kind != CFIX_NODE_IDENT ||
	    !stype || stype->first > stype->last)
		return false;
	/* the declarator's part before the name, `*` or `(*` */
	prefix = sdecl->kids[0] && sdecl->kids[0]->first <= sdecl->kids[0]->last
		? sdecl->kids[0] : NULL;
	if (prefix && prefix->first != stype->last + 1)
		return false;
	pinit = pdecl->nkids > 2 && pdecl->kids[2] &&
		pdecl->kids[2]->first <= pdecl->kids[2]->last ?
		pdecl->kids[2] : NULL;
	sinit = sdecl->nkids > 2 && sdecl->kids[2] &&
		sdecl->kids[2]->first <= sdecl->kids[2]->last ?
		sdecl->kids[2] : NULL;
	/* both initialized or neither, each by a '=' right before */
	if (!pinit != !sinit ||
	    (pinit && (pinit->first < pdecl->kids[1]->last + 2 ||
		       strcmp(m->rule->toks[pinit->first - 1].text, "=") ||
		       sinit->first < name->last + 2 ||
		       strcmp(source->toks[sinit->first - 1].text, "="))))
		return false;
	pend = pinit ? pinit->first - 2 : pdecl->last;
	send = sinit ? sinit->first - 2 : sdecl->last;
	end = prefix || is_prototype(sdecl)
		? send + 1
		: cfix__match_array_suffix_end(source, name->last, send);
	len = end - name->last - 1;
	pname = pdecl->kids[1]->last;
	if (!len || end != send + 1 || (prefix && pend != pname))
		return false;
	if (pinit) {
		cfix__match_map_token(m, pinit->first - 1, sinit->first - 1,
				      sinit->first - 1);
		if (!cfix__match_node(m, pinit, sinit))
			return false;
	}
	if (pend != pname)	/* the rule's own brackets */
		return cfix__match_array_suffix(m, pname + 1, pend,
						name->last + 1, end - 1) &&
		       cfix__match_bind(m, tpat, stype) &&
		       cfix__match_node(m, pdecl->kids[1], name) &&
		       cfix__match_own_tokens(m, pat, src);
	b = &m->bindings[tpat->metavar];
	if (b->set && (b->suffix_len != len ||
		       !cfix__match_same_tokens(source, b->suffix_first,
						b->suffix_first + len - 1,
						name->last + 1, end - 1)))
		return false;
	whole = *stype;
	if (prefix)
		whole.last = prefix->last;
	if (!cfix__match_bind(m, tpat, &whole) ||
	    !cfix__match_node(m, pdecl->kids[1], name))
		return false;
	b->suffix_first = name->last + 1;
	b->suffix_len = len;
	if (m->rule->remove[tpat->first])
		cfix_array_push(&m->extra, ((struct cfix_action){
			.kind = CFIX_ACTION_REMOVE,
			.begin = source->toks[name->last + 1].begin,
			.end = source->toks[end - 1].end }));
	return cfix__match_own_tokens(m, pat, src);
}

/*
 * A source word of a struct definition's specifiers the rule need not
 * spell: a storage class (optional_storage) or a qualifier
 * (optional_qualifier), as spatch 1.1.1 on `static const struct s {
 * ... } x;` for `struct s { ... } x;`.  `typedef` is none.
 */
static bool optional_word(const struct matcher *m, const char *word)
{
	if (cfix__match_is_storage_class(word))
		return cfix__iso_on(m->rule, CFIX_ISO_OPTIONAL_STORAGE);
	if (!strcmp(word, "const") || !strcmp(word, "volatile"))
		return cfix__iso_on(m->rule, CFIX_ISO_OPTIONAL_QUALIFIER);
	return false;
}

/* Does the rule remove all of pat, adding nothing within? */
static bool removes_all(const struct cfix_rule *rule,
			const struct cfix_node *pat)
{
	for (uint32_t t = pat->first; t <= pat->last; t++)
		if (!rule->remove[t])
			return false;
	return !cfix__match_adds_within(rule, pat->first, pat->last);
}

/* The rule's words pw, in order, among the source's sw, the others of
 * sw optional_word()s; maps each of pw.  A word after one of pw goes
 * with it when all of pat goes (`const` in `static const struct`). */
static bool same_words(struct matcher *m, const struct cfix_node *pat,
		       const index_array *pw, const index_array *sw)
{
	bool whole = removes_all(m->rule, pat);
	size_t i = 0;

	for (size_t j = 0; j < sw->len; j++) {
		uint32_t s = sw->items[j];

		if (i < pw->len && m->rule->tok_metavar[pw->items[i]] < 0 &&
		    !strcmp(m->rule->toks[pw->items[i]].text,
			    m->source->toks[s].text))
			cfix__match_map_token(m, pw->items[i++], s, s);
		else if (!optional_word(m, m->source->toks[s].text))
			return false;
		else if (whole && i > 0)
			m->map[pw->items[i - 1]].last = s;
	}
	return i == pw->len;
}

/*
 * `typedef struct { ... } T;` and `struct s { ... } x;`: the rule's
 * declaration has the struct as its last kid (cparse.c), the source's
 * (from clang) as the kid of its specifiers' TYPE.  The specifiers'
 * other words are compared as written, then the struct, then the names
 * (a type metavariable naming the typedef binds the name).  src has
 * either shape.
 */
static bool record_specifiers(struct matcher *m, const struct cfix_node *pat,
			      const struct cfix_node *src)
{
	const struct cfix_node *ptype = pat->kids[0], *stype = src->kids[0];
	const struct cfix_node *prec = pat->kids[pat->nkids - 1], *srec;
	index_array pw = { 0 }, sw = { 0 };
	uint32_t n;
	bool ok;

	srec = cfix__match_defined_record(src, &n);
	if (!ptype || !srec || stype->kind != CFIX_NODE_TYPE)
		return false;
	cfix__match_words_around(ptype, prec, &pw);
	cfix__match_words_around(stype, srec, &sw);
	ok = same_words(m, pat, &pw, &sw);
	cfix_array_release(&pw);
	cfix_array_release(&sw);
	return ok && cfix__match_node(m, prec, srec);
}

/* record_specifiers() for declarator m->decl_pick of several: the
 * struct's fields are matched as by the first (their own declarators'
 * picks, lists.c's, are not walked then). */
static bool shared_record(struct matcher *m, const struct cfix_node *pat,
			  const struct cfix_node *src)
{
	uint32_t pick = m->decl_pick;
	bool more = m->decl_more, ok;

	m->decl_pick = 0;
	ok = record_specifiers(m, pat, src);
	m->decl_pick = pick;
	m->decl_more = more;
	return ok;
}

bool cfix__match_decl_record(struct matcher *m, const struct cfix_node *pat,
			      const struct cfix_node *src)
{
	/* `struct s { ... } x;` on `struct s { ... } a, b;`: one name an
	 * attempt, as spatch splits the declaration */
	uint32_t n;

	if (!cfix__match_defined_record(src, &n))
		return false;
	if (pat->nkids == 3 && n > 1)
		return cfix__match_one_declarator(m, pat, src);
	if (pat->nkids != n + 2 || m->decl_pick > 0 ||
	    !record_specifiers(m, pat, src))
		return false;
	for (uint32_t k = 1; k + 1 < pat->nkids; k++)
		if (!cfix__match_node(m, pat->kids[k], src->kids[k]))
			return false;
	if (!cfix__match_own_tokens(m, pat, src))
		return false;
	/* `- struct s { ... } x;` on `static const struct s { ... } x;`:
	 * the words the rule does not spell go too */
	cfix__match_remove_whole_decl(m, pat, src);
	return true;
}

/*
 * Declarator pat of a pattern whose type is type against the source's
 * decl; with type a type metavariable, a pattern naming the name alone
 * (`T i;`) also matches an array of that name (`i[12]` of `int *i,
 * i[12];`), whose brackets are part of its type, and a prototype (`b(int)`
 * of `int a, b(int);`: spatch's T is the function's type).
 */
static bool match_declarator_of(struct matcher *m, const struct cfix_node *type,
				const struct cfix_node *pat,
				const struct cfix_node *decl)
{
	struct snapshot snap;
	bool ok;

	if (type->metavar < 0 || type->first != type->last ||
	    m->rule->metavars[type->metavar].kind != CFIX_MV_TYPE ||
	    pat->kind != CFIX_NODE_DECLARATOR || pat->nkids < 2 ||
	    !pat->kids[1] || pat->last != pat->kids[1]->last ||
	    decl->kind != CFIX_NODE_DECLARATOR || decl->nkids < 2 ||
	    !decl->kids[1] || decl->kids[1]->kind != CFIX_NODE_IDENT ||
	    decl->last == decl->kids[1]->last ||
	    (!is_prototype(decl) &&
	     cfix__match_array_suffix_end(m->source, decl->kids[1]->last,
					  decl->last) != decl->last + 1))
		return cfix__match_node(m, pat, decl);
	cfix__match_snapshot_take(m, &snap);
	ok = cfix__match_node(m, pat, decl);
	if (!ok) {
		cfix__match_snapshot_restore(m, &snap);
		ok = cfix__match_node(m, pat->kids[1], decl->kids[1]);
	}
	cfix__match_snapshot_release(&snap);
	return ok;
}

/*
 * Kept whole, `int x;` against `int a, b;` shares its type and ';' with
 * the other names.  Code the rule adds in it or right after it (plus
 * code after `int x;` goes on its ';' in spatch) fails the match, as
 * spatch's safe_for_multi_decls ("More than one variable in the
 * declaration, and so it cannot be transformed").  Code added before
 * it is left alone: spatch takes it where the name is a metavariable
 * and refuses it where the name is written out, a distinction not
 * followed here.  A type word added above it (`+ unsigned` `int i;`)
 * joins the shared type: refused, as spatch (its ft_modif).
 */
static bool adds_after_shared_semicolon(const struct cfix_rule *rule,
					const struct cfix_node *pat)
{
	for (uint32_t i = 0; i < rule->ninsertions; i++) {
		const struct cfix_insertion *ins = &rule->insertions[i];

		if ((ins->anchor > pat->first && ins->anchor <= pat->last) ||
		    (ins->anchor == pat->first &&
		     (ins->after || ins->joins_next)) ||
		    (ins->anchor == pat->last + 1 && !ins->after))
			return true;
	}
	return false;
}

/*
 * `T` `- x` `+ y` `;` or `int x = C` `+ + 1` `;`: a rule that changes
 * the declarator alone, its type and `;` on context lines, against one
 * declarator of `int a = 1, b[3];`: spatch changes each (`int a_c,
 * b_c[3];`, `int a = 1 + 1, ...`), where it refuses code added after a
 * shared `;` or a whole minus line `- T x;` `+ T y;`.  Added code goes
 * after a declarator's token, or in place of a removed one (changes.c's
 * after_removed()); code added right before the `;` (`int x` `+ = 0`
 * `;`) ends the declarator: it goes after the declarator's last token,
 * not on the shared `;` (`int d = 0, e = 0;`, as spatch 1.1.1).
 */
static bool inside_declarator(const struct cfix_rule *rule,
			      const struct cfix_node *d,
			      const struct cfix_insertion *ins)
{
	if (ins->after)
		return ins->anchor >= d->first && ins->anchor <= d->last;
	return ins->anchor > d->first && ins->anchor <= d->last + 1 &&
	       (rule->remove[ins->anchor - 1] || ins->anchor == d->last + 1);
}

/* Code the rule adds right before its `;`, after a kept token (not in
 * place of a removed one: `- x` `+ y` `;` renames)? */
static bool adds_before_semicolon(const struct cfix_rule *rule,
				  const struct cfix_node *pat)
{
	if (rule->remove[pat->last - 1])
		return false;
	for (uint32_t i = 0; i < rule->ninsertions; i++)
		if (rule->insertions[i].anchor == pat->last &&
		    !rule->insertions[i].after)
			return true;
	return false;
}

static bool changes_declarator(const struct cfix_rule *rule,
			       const struct cfix_node *pat, uint32_t removed)
{
	const struct cfix_node *d = pat->kids[1];
	uint32_t inside = 0, added = 0;

	if (!d || !rule->minus || rule->minus[pat->first] ||
	    rule->minus[pat->last])
		return false;
	for (uint32_t i = d->first; i <= d->last; i++)
		inside += rule->remove[i];
	if (inside != removed)
		return false;
	for (uint32_t i = 0; i < rule->ninsertions; i++) {
		const struct cfix_insertion *ins = &rule->insertions[i];

		if (ins->anchor < pat->first || ins->anchor > pat->last + 1)
			continue;
		if (!inside_declarator(rule, d, ins))
			return false;
		added++;
	}
	return removed || added;
}

/*
 * A declaration pattern of one name (`int x;`) against `int a, b, c;`:
 * Coccinelle reads the latter as `int a; int b; int c;`.  The attempt
 * takes declarator m->decl_pick; the matcher's driver tries the others.
 * The pattern is either kept whole (context) or removed whole; removed,
 * it takes its declarator and one comma, and the rule's type and ';'
 * stay as anchors for what the rule adds around them.
 */
bool cfix__match_one_declarator(struct matcher *m,
				 const struct cfix_node *pat,
				 const struct cfix_node *src)
{
	const struct cfix_rule *rule = m->rule;
	uint32_t n = src->nkids - 1, k = m->decl_pick, removed = 0;
	const struct cfix_node *decl, *type = pat->kids[0];
	uint32_t cut_first, cut_last, semi = src->last;
	/* a struct definition's pattern (cfix__match_decl_record()) */
	bool record = pat->nkids == 3 && pat->kids[2] &&
		      pat->kids[2]->kind == CFIX_NODE_RECORD;
	bool rename;

	if (record)
		cfix__match_defined_record(src, &n);
	if (k + 1 < n)
		m->decl_more = true;
	if (k >= n || !type || !pat->kids[1] || !src->kids[0] ||
	    !(decl = src->kids[1 + k]) || pat->kids[1]->last + 1 != pat->last ||
	    strcmp(rule->toks[pat->last].text, ";") ||
	    strcmp(m->source->toks[semi].text, ";"))
		return false;
	for (uint32_t i = pat->first; i <= pat->last; i++)
		removed += rule->remove[i];
	rename = changes_declarator(rule, pat, removed);
	if (rename)
		removed = 0;	/* part of the declarator goes, not all */
	else if (removed && removed != pat->last - pat->first + 1)
		return false;
	if (!(record ? shared_record(m, pat, src)
		     : cfix__match_node(m, type, src->kids[0])) ||
	    !match_declarator_of(m, type, pat->kids[1], decl))
		return false;
	/* spatch splits `static int a, b;` to remove a name, not to put
	 * code in its place: the added code would lose the `static` */
	if (removed && cfix__match_adds_within(rule, pat->first, pat->last) &&
	    cfix__match_specifiers_beyond(m, type, src->kids[0]))
		return false;
	if (!removed && !rename && adds_after_shared_semicolon(rule, pat))
		return false;
	if (!removed && rename && adds_before_semicolon(rule, pat)) {
		m->map[pat->last] = (struct span){
			.first = 1, .last = 0, .anchor = true,
			.virtual_at = m->source->toks[decl->last].end + 1 };
		return true;
	}
	if (!removed) {
		cfix__match_map_token(m, pat->last, semi, semi);
		return true;
	}
	if (k + 1 < n) {
		cut_first = decl->first;
		cut_last = src->kids[2 + k]->first - 1;
	} else {
		cut_first = src->kids[k]->last + 1;
		cut_last = decl->last;
	}
	/* what replaces the removed declarator follows the declaration */
	for (uint32_t i = type->first;
	     i <= (record ? pat->kids[2]->last : type->last); i++)
		m->map[i] = (struct span){
			.first = 1, .last = 0, .anchor = true,
			.virtual_at = m->source->toks[semi].end + 1 };
	for (uint32_t i = pat->kids[1]->first; i <= pat->kids[1]->last; i++)
		m->map[i] = (struct span){ .first = 1, .last = 0 };
	cfix__match_map_token(m, pat->kids[1]->first, cut_first, cut_last);
	m->map[pat->last] = (struct span){
		.first = 1, .last = 0, .anchor = true,
		.virtual_at = m->source->toks[semi].end + 1 };
	m->cut_decl = src;
	m->cut_k = k;
	m->cut_begin = m->source->toks[cut_first].begin;
	m->cut_end = m->source->toks[cut_last].end;
	return true;
}
