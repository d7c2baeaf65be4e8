/*
 * unparsed.c: which rules code that cfix's own parse left unparsed may
 * hold a match of.  A file with one top-level item the own parser
 * cannot read used to go wholly to clang, for every rule; now only the
 * rules whose prefilter chains are found in such items (with the
 * file's directives, for its own macros) go there, and the others
 * match on the items the own parse did read: a match of theirs inside
 * an unparsed item would need their words there.  An item is the unit
 * because a rule's match spans at most one function, and the flow of a
 * function with an unparsed statement (a `when !=` it may hold) is
 * read by clang whole.  In spatch mode an item spatch 1.1.1 cannot
 * parse either (spatch_types.c, the model of what spatch reads) holds
 * no match of spatch's, and goes to clang for none.
 */
#include "unparsed.h"
#include "spatch_types.h"
#include "../prefilter/prefilter_internal.h"

#include <stdlib.h>
#include <string.h>

enum { ITEMS_MAX = 64 };	/* more such items: the whole text */

/* Whether the line ending with the newline at nl ends with a
 * backslash (a directive goes on), a CR before the newline allowed. */
static bool continued(const char *text, size_t nl)
{
	if (nl && text[nl - 1] == '\r')
		nl--;
	return nl && text[nl - 1] == '\\';
}

/*
 * own's text with every byte blanked (newlines kept, so lines stay)
 * but those of the spans and of the directives' lines (a `#define`
 * an unparsed item uses is expanded there by the prefilter).
 */
static char *kept_text(const struct cfix_source *own, const uint32_t *spans,
		       uint32_t n)
{
	const char *text = own->text;
	size_t len = own->len;
	char *kept = cfix_xmalloc(len + 1);
	bool keep = false;

	for (size_t i = 0; i < len; i++) {
		if (i == 0 || text[i - 1] == '\n') {	/* a line's start */
			struct cfix__line line;

			cfix__line_read(text + i, text + len, &line);
			keep = line.name || (keep && continued(text, i - 1));
		}
		kept[i] = keep || text[i] == '\n' ? text[i] : ' ';
	}
	for (uint32_t s = 0; s < n; s++)
		for (size_t i = spans[2 * s]; i < spans[2 * s + 1] && i < len;
		     i++)
			kept[i] = text[i];
	kept[len] = '\0';
	return kept;
}

/* Whether rule k has a chain found in text (the prefilter's check of
 * its chains alone); a rule without chains (one that only binds, which
 * the prefilter keeps no file for) holds where a rule uses it. */
static bool rule_found(const struct cfix_prefilter *all,
		       const struct cfix_ruleset *set, uint32_t k,
		       const char *text, size_t len)
{
	struct cfix_prefilter one = { .arena = all->arena };

	for (uint32_t c = 0; c < all->nchains; c++) {
		if (strcmp(all->chains[c].rule, set->rules[k]->name))
			continue;
		if (!one.nchains)
			one.chains = &all->chains[c];
		one.nchains++;
	}
	if (one.nchains)
		return cfix_prefilter_check(&one, text, len);
	for (uint32_t j = 0; j < set->nrules; j++)
		if (j != k && cfix__rule_uses(set->rules[j], k))
			return true;
	return false;
}

/* Drops from spans the items spatch cannot parse either (spatch
 * mode); returns how many are left. */
static uint32_t spatch_parsable(const struct cfix_source *own,
				uint32_t *spans, uint32_t n)
{
	uint32_t kept = 0;

	for (uint32_t s = 0; s < n; s++) {
		if (cfix__spatch_cannot_parse(own, spans[2 * s],
					      spans[2 * s + 1]))
			continue;
		spans[2 * kept] = spans[2 * s];
		spans[2 * kept + 1] = spans[2 * s + 1];
		kept++;
	}
	return kept;
}

bool *cfix__unparsed_rules(const struct cfix_source *own,
			   const struct cfix_ruleset *set,
			   struct cfix_loc *at)
{
	uint32_t spans[2 * ITEMS_MAX];
	uint32_t n;
	struct cfix_prefilter *filter;
	bool *hit;
	char *text;

	if (!cfix__source_unparsed_at(own, at))
		return NULL;
	n = spatch_parsable(own, spans,
			    cfix__source_unparsed_items(own, spans, ITEMS_MAX));
	if (!n)
		return NULL;
	hit = cfix_xcalloc(set->nrules + 1, sizeof(*hit));
	text = kept_text(own, spans, n);
	filter = cfix_prefilter_new(set);
	for (uint32_t k = 0; k < set->nrules; k++)
		if (rule_found(filter, set, k, text, own->len))
			for (uint32_t j = 0; j < set->nrules; j++)
				hit[j] |= cfix__rules_same_file(set->rules[j],
								set->rules[k]);
	cfix_prefilter_free(filter);
	free(text);
	return hit;
}
