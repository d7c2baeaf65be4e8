/*
 * A type's words matched against the source's: `unsigned long`, `struct
 * s`, typedef names and qualifiers in the order the source writes them,
 * pointer stars, array sizes, and the type of a declarator.
 */
#include "type_words.h"
#include "attributes.h"
#include "types.h"
#include "bindings.h"
#include "tokens.h"

#include <stdlib.h>
#include <string.h>

/* Words around a type that a type pattern need not mention. */
static bool is_type_extra(const char *word)
{
	return cfix__is_word_in(word, cfix_type_extra_words);
}

/* May the code's type word, one the pattern does not spell, be left
 * out?  Not a qualifier under "disable optional_qualifier". */
static bool optional_qualifier(const struct matcher *m, const char *word)
{
	return cfix__iso_on(m->rule, CFIX_ISO_OPTIONAL_QUALIFIER) ||
	       (strcmp(word, "const") && strcmp(word, "volatile"));
}

/*
 * optional_attributes: an attribute among a type's words that the
 * pattern need not spell, a name starting with `__` (`int __init f`),
 * as spatch's AttributeId; a rule's declared `attribute name` is
 * matched as written.
 */
static bool is_optional_attribute(const struct matcher *m,
				  const struct cfix_token *t)
{
	return t->kind == CFIX_TOK_IDENT && !strncmp(t->text, "__", 2) &&
	       cfix__iso_on(m->rule, CFIX_ISO_OPTIONAL_ATTRIBUTES);
}

/*
 * optional_attributes: does the source type end in a GNU attribute
 * group, `__attribute__((unused))` of `struct ops __attribute__((unused))
 * o3`, that a pattern spelling no attribute need not mention?  Returns
 * the token before the group, or UINT32_MAX.
 */
static uint32_t before_trailing_attribute(const struct matcher *m,
					  const index_array *words,
					  uint32_t first, uint32_t last)
{
	uint32_t word;

	if (!cfix__iso_on(m->rule, CFIX_ISO_OPTIONAL_ATTRIBUTES))
		return UINT32_MAX;
	for (size_t i = 0; i < words->len; i++)
		if (cfix__is_word_in(m->rule->toks[words->items[i]].text,
				     cfix_attribute_words))
			return UINT32_MAX;
	/* the type's first word is its own, never an attribute to drop */
	word = cfix__attribute_group_begin(m->source->toks, NULL, first, last);
	return word != UINT32_MAX && word > first ? word - 1 : UINT32_MAX;
}

/* `struct I *` with I an identifier metavariable: does the tag name at
 * source token tok fit I's binding (if any)? */
static bool tag_name_fits(const struct matcher *m, int32_t mv, uint32_t tok)
{
	const struct binding *b = &m->bindings[mv];
	const char *have = m->source->toks[tok].text;

	if (m->source->toks[tok].kind != CFIX_TOK_IDENT)
		return false;
	if (!b->set)
		return true;
	if (b->value)
		return !strcmp(b->value, have);
	return b->first == b->last && !strcmp(m->source->toks[b->first].text, have);
}

/* Is type pattern pat the type of a parameter the rule names? */
static bool names_param(const struct cfix_node *pat)
{
	const struct cfix_node *parent = pat->parent;

	return parent && parent->kind == CFIX_NODE_PARAM && parent->nkids > 1 &&
	       parent->kids[0] == pat && parent->kids[1];
}

/*
 * Is src the type name of a sizeof, a cast or a compound literal?  Its
 * `*`s are the type's own there, not a declarator's: `sizeof(int)` is no
 * `sizeof(int *)` (spatch 1.1.1).
 */
static bool type_name_operand(const struct cfix_node *src)
{
	const struct cfix_node *parent = src->parent;

	return parent && parent->nkids && parent->kids[0] == src &&
	       (parent->kind == CFIX_NODE_SIZEOF ||
		parent->kind == CFIX_NODE_CAST ||
		parent->kind == CFIX_NODE_COMPOUND_LIT);
}

/* `unsigned` or `signed` when the n words w1, w2 are that word alone or
 * with `int` after it, else NULL. */
static const char *lone_sign(const char *w1, const char *w2, uint32_t n)
{
	if (strcmp(w1, "unsigned") && strcmp(w1, "signed"))
		return NULL;
	return n == 1 || (n == 2 && !strcmp(w2, "int")) ? w1 : NULL;
}

/*
 * `unsigned` is `unsigned int` (and `signed` `signed int`) to spatch,
 * while `long` and `long int` stay apart.  The rule's first word stands
 * for the code's words [first, last], its others for none.
 */
static bool int_type_alias(struct matcher *m, const index_array *words,
			   uint32_t first, uint32_t last)
{
	const struct cfix_token *rtoks = m->rule->toks, *stoks = m->source->toks;
	const uint32_t *w = words->items;
	uint32_t n = (uint32_t)words->len;
	const char *want, *have;

	if (!n || n > 2 || last - first > 1 || m->rule->tok_metavar[w[0]] >= 0)
		return false;
	want = lone_sign(rtoks[w[0]].text, n > 1 ? rtoks[w[1]].text : "", n);
	have = lone_sign(stoks[first].text, stoks[last].text,
			 last - first + 1);
	if (!want || !have || strcmp(want, have))
		return false;
	cfix__match_map_token(m, w[0], first, last);
	for (uint32_t i = 1; i < n; i++)
		cfix__match_map_token(m, w[i], 1, 0);
	return true;
}

/*
 * Would a qualifier the rule writes before its type metavariable (word
 * at of w) qualify the pointer T stands for, source tokens [from, to]?
 * `const T *` with T `int *` is `int *const *`, no `const int **`
 * (spatch 1.1.1).
 */
static bool qualifies_pointer(const struct matcher *m, const uint32_t *w,
			      uint32_t at, uint32_t from, uint32_t to)
{
	bool qualified = false, pointer = false;

	for (uint32_t i = 0; i < at; i++)
		qualified |= cfix__match_is_qualifier(m->rule->toks[w[i]].text);
	for (uint32_t s = from; s <= to && qualified; s++)
		pointer |= !strcmp(m->source->toks[s].text, "*");
	return pointer;
}

/*
 * `unsigned T` against `unsigned long long int`: the pattern's one type
 * metavariable stands for the source tokens the others leave (here
 * `long long int`), bound like a whole type so that a later `T y` must
 * say the same.  The words before and after it must be the source's.
 */
static bool spanning_type(struct matcher *m, const index_array *words,
			  uint32_t first, uint32_t last)
{
	const struct cfix_token *stoks = m->source->toks;
	const uint32_t *w = words->items;
	uint32_t n = (uint32_t)words->len, at = UINT32_MAX, wide;

	for (uint32_t i = 0; i < n; i++) {
		int32_t mv = m->rule->tok_metavar[w[i]];

		if (mv < 0)
			continue;
		if (m->rule->metavars[mv].kind != CFIX_MV_TYPE || at != UINT32_MAX)
			return false;
		at = i;
	}
	if (at == UINT32_MAX || last - first + 1 <= n)
		return false;
	wide = last - first + 1 - n;	/* source tokens beyond one */
	if (qualifies_pointer(m, w, at, first + at, first + at + wide))
		return false;
	for (uint32_t i = 0; i < n; i++) {
		uint32_t s = first + i + (i > at ? wide : 0);

		if (i != at && strcmp(m->rule->toks[w[i]].text, stoks[s].text))
			return false;
	}
	struct cfix_node ptype = { .kind = CFIX_NODE_TYPE,
				   .metavar = m->rule->tok_metavar[w[at]],
				   .first = w[at], .last = w[at] };
	struct cfix_node stype = { .kind = CFIX_NODE_TYPE, .metavar = -1,
				   .first = first + at,
				   .last = first + at + wide };

	if (!cfix__match_bind(m, &ptype, &stype))
		return false;
	for (uint32_t i = 0; i < n; i++)
		if (i != at) {
			uint32_t s = first + i + (i > at ? wide : 0);

			cfix__match_map_token(m, w[i], s, s);
		}
	return true;
}

/* Is token tok the name of the parameter whose type is node, inside
 * the type's tokens (`int x[N]`)? */
static bool param_name_at(const struct cfix_node *type, uint32_t tok)
{
	const struct cfix_node *param = type->parent;

	return param && param->kind == CFIX_NODE_PARAM && param->nkids > 1 &&
	       param->kids[0] == type && param->kids[1] &&
	       param->kids[1]->first == tok && param->kids[1]->last == tok;
}

/* Is rule token t of type pattern pat an expression metavariable alone
 * between '[' and ']' (`int x[e]`)? */
static bool array_size_at(const struct matcher *m, const struct cfix_node *pat,
			  uint32_t t)
{
	int32_t mv = m->rule->tok_metavar[t];

	return mv >= 0 && t > pat->first && t < pat->last &&
	       !strcmp(m->rule->toks[t - 1].text, "[") &&
	       !strcmp(m->rule->toks[t + 1].text, "]") &&
	       (m->rule->metavars[mv].kind == CFIX_MV_EXPRESSION ||
		m->rule->metavars[mv].kind == CFIX_MV_CONSTANT ||
		m->rule->metavars[mv].kind == CFIX_MV_IDEXPRESSION);
}

/* Binds metavariable mv (rule token ptok) to the one-token array size
 * at source token stok, which has no node of its own. */
static bool bind_array_size(struct matcher *m, int32_t mv, uint32_t ptok,
			    uint32_t stok)
{
	const struct cfix_token *tok = &m->source->toks[stok];
	struct cfix_node pnode = { .kind = CFIX_NODE_IDENT, .metavar = mv,
				   .first = ptok, .last = ptok };
	struct cfix_node snode = {
		.kind = tok->kind == CFIX_TOK_NUMBER ? CFIX_NODE_NUMBER
						     : CFIX_NODE_IDENT,
		.metavar = -1, .first = stok, .last = stok, .text = tok->text };

	if (tok->kind != CFIX_TOK_NUMBER && tok->kind != CFIX_TOK_IDENT)
		return false;
	return cfix__match_bind(m, &pnode, &snode);
}

/* Is pat the pointer part of a declarator (its `*`s, kid 0)? */
static bool pointer_part(const struct cfix_node *pat)
{
	return pat->parent && pat->parent->kind == CFIX_NODE_DECLARATOR &&
	       pat->parent->nkids && pat->parent->kids[0] == pat;
}

/* How many '*' stand before word i of a sequence: the pointer level a
 * qualifier there applies to. */
static uint32_t star_level(const struct cfix_token *toks, const uint32_t *w,
			   uint32_t base, uint32_t i)
{
	uint32_t level = 0;

	for (uint32_t k = 0; k < i; k++)
		level += !strcmp(toks[w ? w[k] : base + k].text, "*");
	return level;
}

/*
 * Where each of the n words w of a type pattern lies among the n source
 * tokens at[]: pos[i].  In order, but a qualifier may stand
 * anywhere among the words of its pointer level (`const char *` is
 * `char const *`, as for spatch).  False when the qualifiers do not
 * pair up.
 */
static bool type_word_positions(const struct matcher *m, const uint32_t *w,
				uint32_t n, const uint32_t *at, uint32_t *pos)
{
	const struct cfix_token *ptoks = m->rule->toks, *stoks = m->source->toks;
	bool in_order = true, used[MAX_TYPE_WORDS] = { false };
	uint32_t next = 0;

	for (uint32_t i = 0; i < n; i++) {
		pos[i] = at[i];
		if (cfix__match_is_qualifier(ptoks[w[i]].text) ||
		    cfix__match_is_qualifier(stoks[at[i]].text))
			in_order &= !strcmp(ptoks[w[i]].text, stoks[at[i]].text);
	}
	if (in_order)
		return true;
	if (n > MAX_TYPE_WORDS)
		return false;
	for (uint32_t i = 0; i < n; i++) {
		const char *word = ptoks[w[i]].text;
		uint32_t level = star_level(ptoks, w, 0, i), s;

		if (!cfix__match_is_qualifier(word)) {
			while (next < n &&
			       cfix__match_is_qualifier(stoks[at[next]].text))
				next++;
			if (next == n)
				return false;
			used[next] = true;
			pos[i] = at[next++];
			continue;
		}
		for (s = 0; s < n; s++)
			if (!used[s] && !strcmp(stoks[at[s]].text, word) &&
			    star_level(stoks, at, 0, s) == level)
				break;
		if (s == n)
			return false;
		used[s] = true;
		pos[i] = at[s];
	}
	return true;
}

/* May the code's word at tok, among a type's, be left out by a pattern
 * whose words (words) do not spell it?  Storage classes under
 * optional_storage, qualifiers under optional_qualifier, `__` names
 * (`__maybe_unused`) under optional_attributes; never typedef. */
static bool droppable_word(const struct matcher *m, const index_array *words,
			   uint32_t tok)
{
	const char *word = m->source->toks[tok].text;

	if (!is_optional_attribute(m, &m->source->toks[tok]) &&
	    (!is_type_extra(word) || !strcmp(word, "typedef") ||
	     !optional_qualifier(m, word) ||
	     (cfix__match_is_storage_class(word) &&
	      !cfix__iso_on(m->rule, CFIX_ISO_OPTIONAL_STORAGE))))
		return false;
	for (size_t i = 0; i < words->len; i++)
		if (!strcmp(m->rule->toks[words->items[i]].text, word))
			return false;
	return true;
}

/*
 * optional_attributes: the end of the GNU attribute group starting at
 * source token tok, none of it past last (`__attribute__((unused))` of
 * `__attribute__((unused)) static int a`), when the pattern's words
 * spell no attribute, so need not mention it; else UINT32_MAX.
 */
static uint32_t droppable_group(const struct matcher *m,
				const index_array *words, uint32_t tok,
				uint32_t last)
{
	if (!cfix__iso_on(m->rule, CFIX_ISO_OPTIONAL_ATTRIBUTES))
		return UINT32_MAX;
	for (size_t i = 0; i < words->len; i++)
		if (cfix__is_word_in(m->rule->toks[words->items[i]].text,
				     cfix_attribute_words))
			return UINT32_MAX;
	return cfix__attribute_group_end(m->source->toks, NULL, tok,
					 last + 1);
}

/*
 * The source words from first to last that a pattern of n words
 * (words) can stand for, in at[]: all of them when they are n, else
 * those left when the optional words it does not spell are dropped
 * from among them (`static int` on `static const int`, as spatch 1.1.1;
 * attribute groups too; the ends were trimmed before).  False when they are not n then.
 */
static bool kept_words(const struct matcher *m, const index_array *words,
		       uint32_t first, uint32_t last, uint32_t *at)
{
	uint32_t n = (uint32_t)words->len, k = 0;

	for (uint32_t t = first; t <= last; t++) {
		uint32_t group = droppable_group(m, words, t, last);

		if (group != UINT32_MAX) {
			t = group;
			continue;
		}
		/* the type's last word is its name (`__u32`) */
		if (last - first + 1 != n && droppable_word(m, words, t) &&
		    (t < last || is_type_extra(m->source->toks[t].text)))
			continue;
		if (k == n)
			return false;
		at[k++] = t;
	}
	return k == n;
}

/* The source token of a type pattern's word i (pos: NULL when the
 * pattern's words are too many to reorder, and stand in order). */
static uint32_t type_pos(const uint32_t *pos, uint32_t first, uint32_t i)
{
	return pos ? pos[i] : first + i;
}

/*
 * Would the code's leading qualifier at first end up inside the type
 * metavariable the pattern starts with?  `T *` on `const char **`: T is
 * `const char *`, the const qualifying the char, not the pointer
 * (spatch's optional_qualifier leaves out a qualifier at the level the
 * pattern spells); so when the code has more `*`s than the pattern.
 * `T v; (T *)&v` on `(const char **)&v` of a `char *v` left `const &v`.
 */
static bool qualifier_inside(const struct matcher *m, const index_array *words,
			     uint32_t first, uint32_t last)
{
	int32_t mv = m->rule->tok_metavar[words->items[0]];
	size_t pat_stars = 0, code_stars = 0;

	if (mv < 0 || m->rule->metavars[mv].kind != CFIX_MV_TYPE ||
	    cfix__match_is_storage_class(m->source->toks[first].text))
		return false;
	for (size_t i = 0; i < words->len; i++)
		pat_stars += !strcmp(m->rule->toks[words->items[i]].text, "*");
	for (uint32_t t = first; t <= last; t++)
		code_stars += !strcmp(m->source->toks[t].text, "*");
	return code_stars > pat_stars;
}

/* Type pattern pat, whose words are the rule tokens words lists,
 * against source type src; *at is where in src its words begin. */
static bool match_type_words(struct matcher *m, const struct cfix_node *pat,
			     const index_array *words,
			     const struct cfix_node *src, uint32_t *at)
{
	const struct cfix_token *stoks = m->source->toks;
	const uint32_t *w = words->items;
	uint32_t n = (uint32_t)words->len, first = src->first;
	uint32_t last = src->last, pos_buf[MAX_TYPE_WORDS], *pos;
	uint32_t kept[MAX_TYPE_WORDS];

	if (pat->parent && pat->parent->kind == CFIX_NODE_FUNCTION &&
	    pat->parent->kids[0] == pat &&
	    cfix__match_attributes_only(m, w, n, first, last)) {
		*at = first;
		return true;
	}
	while (first < last && last - first + 1 > n &&
	       is_type_extra(stoks[first].text) &&
	       strcmp(stoks[first].text, m->rule->toks[w[0]].text) &&
	       !qualifier_inside(m, words, first, last)) {
		if ((!cfix__iso_on(m->rule, CFIX_ISO_OPTIONAL_STORAGE) &&
		     cfix__match_is_storage_class(stoks[first].text)) ||
		    !optional_qualifier(m, stoks[first].text))
			return false;
		/* a declaration of a variable is no typedef (spatch) */
		if (!strcmp(stoks[first].text, "typedef"))
			return false;
		first++;
	}
	/* a declarator's `*`s are the ones nearest its name: in `T *x` on
	 * `int **x` the first `*` is T's (pointer_decl_type()) */
	while (pointer_part(pat) && last > first && last - first + 1 > n &&
	       !strcmp(stoks[first].text, "*"))
		first++;
	/* `- LPINT` matches the LPINT of `LPINT *y` too, but the parameter
	 * `int i` is no `int *a` */
	for (;;) {
		uint32_t before;

		if (last > first && last - first + 1 > n &&
		    ((is_type_extra(stoks[last].text) &&
		      optional_qualifier(m, stoks[last].text)) ||
		     is_optional_attribute(m, &stoks[last]) ||
		     (!strcmp(stoks[last].text, "*") && !names_param(pat) &&
		      !type_name_operand(src))))
			last--;
		else if (last > first && last - first + 1 > n &&
			 (before = before_trailing_attribute(m, words, first,
							     last)) !=
				 UINT32_MAX && before >= first)
			last = before;
		else
			break;
	}
	*at = first;
	/* add_signed: the rule's `int` alone is the code's `signed int`,
	 * `signed` (standard.iso) */
	if (n == 1 && first <= last && last < m->source->ntoks &&
	    lone_sign(stoks[first].text, stoks[last].text,
		      last - first + 1) &&
	    !strcmp(stoks[first].text, "signed") &&
	    cfix__iso_applies(m->rule, CFIX_ISO_ADD_SIGNED, pat, w[0])) {
		cfix__match_map_token(m, w[0], first, last);
		return true;
	}
	if (cfix__match_type_args_dots(m, w, n))
		return cfix__match_type_words_dots(m, w, n, first, last);
	pos = n <= MAX_TYPE_WORDS ? pos_buf : NULL;
	if (last - first + 1 != n &&
	    (!pos || last < first || !kept_words(m, words, first, last, kept)))
		return int_type_alias(m, words, first, last) ||
		       spanning_type(m, words, first, last);
	if (pos && last - first + 1 == n)
		for (uint32_t i = 0; i < n; i++)
			kept[i] = first + i;
	if (pos && !type_word_positions(m, w, n, kept, pos))
		return false;
	for (uint32_t i = 0; i < n; i++) {
		const struct cfix_token *pt = &m->rule->toks[w[i]];
		int32_t mv = m->rule->tok_metavar[w[i]];

		if (mv >= 0 && m->rule->metavars[mv].kind == CFIX_MV_TYPE &&
		    n > 1) {
			/* one word of the type: `unsigned T` on `unsigned int` */
			struct cfix_node ptype = { .kind = CFIX_NODE_TYPE,
						   .metavar = mv,
						   .first = w[i], .last = w[i] };
			struct cfix_node stype = { .kind = CFIX_NODE_TYPE,
						   .metavar = -1,
						   .first = type_pos(pos, first, i),
						   .last = type_pos(pos, first, i) };

			if (!cfix__match_bind(m, &ptype, &stype))
				return false;
			continue;
		}
		if (mv >= 0 && m->rule->metavars[mv].kind == CFIX_MV_TYPE)
			continue;
		if (param_name_at(pat, w[i]) && param_name_at(src, type_pos(pos, first, i)))
			continue;	/* the hole: `int x[N]` has x inside */
		if (array_size_at(m, pat, w[i])) {
			if (!bind_array_size(m, mv, w[i], type_pos(pos, first, i)))
				return false;
			continue;
		}
		if (mv >= 0 &&
		    m->rule->metavars[mv].kind == CFIX_MV_IDENTIFIER && i > 0 &&
		    cfix__match_is_tag_word(
			    m->rule->toks[w[i - 1]].text,
			    strlen(m->rule->toks[w[i - 1]].text))) {
			if (!tag_name_fits(m, mv, type_pos(pos, first, i)))
				return false;
			continue;
		}
		if (strcmp(pt->text, stoks[type_pos(pos, first, i)].text))
			return false;
	}
	for (uint32_t i = 0; i < n; i++) {
		int32_t mv = m->rule->tok_metavar[w[i]];

		if (mv >= 0 && m->rule->metavars[mv].kind == CFIX_MV_IDENTIFIER &&
		    !m->bindings[mv].set)
			m->bindings[mv] = (struct binding){
				.set = true, .first = type_pos(pos, first, i), .last = type_pos(pos, first, i),
				.text = stoks[type_pos(pos, first, i)].text };
		cfix__match_map_token(m, w[i], type_pos(pos, first, i), type_pos(pos, first, i));
	}
	return true;
}

/* The words of type pattern pat: its tokens, with branch choice[k] in
 * the place of its k-th inline disjunction (`struct \( one \| two \)`,
 * pattern.c's type_take_disj()). */
static void type_words(const struct cfix_node *pat, const uint32_t *choice,
		       index_array *out)
{
	uint32_t k = 0;

	out->len = 0;
	for (uint32_t t = pat->first; t <= pat->last; t++) {
		const struct cfix_node *disj = k < pat->nkids ? pat->kids[k] : NULL;

		if (disj && disj->first == t) {
			const struct cfix_node *branch = disj->kids[choice[k++]];

			for (uint32_t b = branch->first; b <= branch->last; b++)
				cfix_array_push(out, b);
			t = disj->last;
			continue;
		}
		cfix_array_push(out, t);
	}
}

/* Steps choice to the next combination of pat's disjunction branches;
 * false after the last. */
static bool next_choice(const struct cfix_node *pat, uint32_t *choice)
{
	for (uint32_t k = 0; k < pat->nkids; k++) {
		if (++choice[k] < pat->kids[k]->nkids)
			return true;
		choice[k] = 0;
	}
	return false;
}

/* Marks the branches choice picks as taken, over the source words
 * from at on that words (their rule tokens) were matched with. */
static void type_branches_taken(struct matcher *m, const struct cfix_node *pat,
				const uint32_t *choice, const index_array *words,
				uint32_t at)
{
	for (uint32_t k = 0; k < pat->nkids; k++) {
		const struct cfix_node *branch = pat->kids[k]->kids[choice[k]];
		uint32_t first = UINT32_MAX, last = 0;

		for (size_t i = 0; i < words->len; i++)
			if (words->items[i] >= branch->first &&
			    words->items[i] <= branch->last) {
				first = first < at + i ? first : at + (uint32_t)i;
				last = at + (uint32_t)i;
			}
		if (first != UINT32_MAX)
			cfix__match_branch_taken(m, pat->kids[k], choice[k],
						 first, last);
	}
}

/*
 * Is the empty type pattern pat the part of a declarator (`x` of
 * `int x;`) that is not the declaration's specifiers?  There it stands
 * for no `*`: `int x;` is no `int *p;`.  Not under a type metavariable,
 * which takes the `*` in (match_decl_type()).
 */
static bool declarator_part(const struct matcher *m, const struct cfix_node *pat)
{
	const struct cfix_node *d = pat->parent, *decl = d ? d->parent : NULL;
	const struct cfix_node *spec;

	if (!d || d->kind != CFIX_NODE_DECLARATOR || !d->nkids ||
	    d->kids[0] != pat || !decl || decl->kind != CFIX_NODE_DECL ||
	    !decl->nkids || !(spec = decl->kids[0]))
		return false;
	return spec->metavar < 0 ||
	       m->rule->metavars[spec->metavar].kind != CFIX_MV_TYPE;
}

/* A parameter type pattern whose words hold an attribute spatch drops
 * (attributes.c) against src again without it, the first attempt
 * undone. */
static bool fnptr_attributes_dropped(struct matcher *m,
				     const struct cfix_node *pat,
				     index_array *words,
				     const struct cfix_node *src)
{
	bool any = false, ok;
	struct snapshot snap;
	uint32_t at;

	for (size_t i = 0; i < words->len && !any; i++)
		any = cfix__rule_fnptr_attribute(m->rule, words->items[i]);
	if (!any)
		return false;
	cfix__match_snapshot_take(m, &snap);
	cfix__match_drop_fnptr_attributes(m, words);
	ok = match_type_words(m, pat, words, src, &at);
	if (!ok)
		cfix__match_snapshot_restore(m, &snap);
	cfix__match_snapshot_release(&snap);
	return ok;
}

/*
 * A type pattern against a source type, token by token.  Storage classes
 * and qualifiers the pattern does not name may stand before or after:
 * `- int` matches the `int` of `static int`.  A type metavariable of the
 * pattern matches one source token.
 */
bool cfix__match_type(struct matcher *m, const struct cfix_node *pat,
		      const struct cfix_node *src)
{
	enum { MAX_TYPE_DISJ = 4 };
	uint32_t choice[MAX_TYPE_DISJ] = { 0 }, at;
	index_array words = { 0 };
	bool ok = false;

	if (src->kind != CFIX_NODE_TYPE)
		return false;
	if (pat->last + 1 == pat->first)	/* `f(...) { ... }`: any type */
		return src->first > src->last || !declarator_part(m, pat);
	if (src->first > src->last || pat->nkids > MAX_TYPE_DISJ)
		return false;
	if (!pat->nkids) {
		type_words(pat, choice, &words);
		ok = match_type_words(m, pat, &words, src, &at) ||
		     fnptr_attributes_dropped(m, pat, &words, src);
		cfix_array_release(&words);
		return ok;
	}
	do {
		struct snapshot snap;

		type_words(pat, choice, &words);
		cfix__match_snapshot_take(m, &snap);
		ok = match_type_words(m, pat, &words, src, &at);
		if (ok)
			type_branches_taken(m, pat, choice, &words, at);
		else
			cfix__match_snapshot_restore(m, &snap);
		cfix__match_snapshot_release(&snap);
	} while (!ok && next_choice(pat, choice));
	cfix_array_release(&words);
	return ok;
}
