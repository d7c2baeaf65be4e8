/*
 * empty_braces.c: an added empty initializer `{ }` is written `{}`, as
 * spatch prints it (`+ { },` at the end of an of_device_id table gives
 * `{},`; `struct s v = { };` gives `= {};`).  A block's braces are not
 * touched: spatch lays those out as lines.
 */
#include "changes.h"

#include <string.h>

static bool is(const struct cfix_token *t, const char *text)
{
	return !strcmp(t->text, text);
}

bool cfix__match_empty_init_braces(const struct cfix_rule *rule,
				   uint32_t first, uint32_t i)
{
	const struct cfix_token *open, *close = &rule->plus_toks[i];

	if (i == 0 || i <= first || !is(close, "}"))
		return false;
	open = &rule->plus_toks[i - 1];
	if (!is(open, "{") || open->line != close->line ||
	    rule->plus_metavar[i] >= 0 || rule->plus_metavar[i - 1] >= 0)
		return false;
	if (i - 1 > first) {
		const struct cfix_token *before = &rule->plus_toks[i - 2];

		return is(before, "=") || is(before, ",") || is(before, "{");
	}
	/* first on its line: an element when a comma follows */
	return i + 1 < rule->nplus && rule->plus_toks[i + 1].line == close->line &&
	       is(&rule->plus_toks[i + 1], ",");
}
