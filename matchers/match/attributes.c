/*
 * `attribute a;` (SmPL's MetaAttribute): the metavariable stands where
 * the code has one attribute, after a declarator's name (`int x a = 1;`
 * for `int x __attr__ = 1;`).  spatch's C parser knows an attribute
 * from the names its macro files and the rule's `attribute name`
 * declare and from `__attribute__((...))`; cfix's parser keeps such
 * words among the declarator's own tokens, so here an attribute is a
 * plain name (no keyword) or a group headed by one of C's attribute
 * words, its parentheses included.
 */
#include "attributes.h"
#include "bindings.h"

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

/* How many of stoks[j..ns) one attribute takes: 0 for none. */
static uint32_t attribute_len(const struct matcher *m, const uint32_t *stoks,
			      uint32_t j, uint32_t ns)
{
	const struct cfix_token *st = m->source->toks;
	uint32_t k = j + 1, depth = 0;

	if (cfix__is_word_in(st[stoks[j]].text, cfix_attribute_words)) {
		if (k >= ns || strcmp(st[stoks[k]].text, "("))
			return 0;
		do {	/* through the group's last ')' */
			depth += !strcmp(st[stoks[k]].text, "(");
			depth -= !strcmp(st[stoks[k]].text, ")");
			k++;
		} while (depth && k < ns);
		return depth ? 0 : k - j;
	}
	if (st[stoks[j]].kind != CFIX_TOK_IDENT)
		return 0;
	/* a name with arguments, `__aligned(8)` */
	if (k < ns && !strcmp(st[stoks[k]].text, "(")) {
		do {
			depth += !strcmp(st[stoks[k]].text, "(");
			depth -= !strcmp(st[stoks[k]].text, ")");
			k++;
		} while (depth && k < ns);
		return depth ? 0 : k - j;
	}
	return 1;
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
			uint32_t len = attribute_len(m, stoks, j, ns);

			if (!len || !bind_attribute(m, ptoks[i], from[j],
						    stoks[j + len - 1]))
				return false;
			j += len;
			continue;
		}
		if (strcmp(ptext, m->source->toks[stoks[j]].text))
			return false;
		cfix__match_map_token(m, ptoks[i], from[j], stoks[j]);
		j++;
	}
	return j == ns;
}
