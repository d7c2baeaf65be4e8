/*
 * Added code spaced as spatch 1.1.1 prints it: spatch reprints `+` code
 * (and the code bound to metavariables in it) with its own spacing, so
 * `bar( E,E )` comes out `bar(x, x)` (parsing_cocci/unparse_cocci.ml,
 * parsing_c/pretty_print_c.ml).  Only the token pairs below are
 * respaced: no space inside parentheses, none before a comma, one after
 * it.  Strings, character constants, comments and the text's leading and
 * trailing space are kept as they are.
 */
#include "fixits_internal.h"

#include <stdlib.h>
#include <string.h>

static bool is_hspace(char c)
{
	return c == ' ' || c == '\t';
}

/* End of the literal or comment starting at text[i], or i if none. */
static size_t skip_literal(const char *text, size_t i)
{
	char q = text[i];

	if (q == '/' && text[i + 1] == '/')
		return i + strcspn(text + i, "\n");
	if (q == '/' && text[i + 1] == '*') {
		const char *end = strstr(text + i + 2, "*/");
		return end ? (size_t)(end - text) + 2 : strlen(text);
	}
	if (q != '"' && q != '\'')
		return i;
	for (i++; text[i] && text[i] != q && text[i] != '\n'; i++)
		if (text[i] == '\\' && text[i + 1])
			i++;
	return text[i] == q ? i + 1 : i;
}

char *cfix__plus_layout(const char *text)
{
	size_t n = strlen(text), first = 0, last = n, o = 0;
	char *out = cfix_xmalloc(2 * n + 1);

	while (first < n && (is_hspace(text[first]) || text[first] == '\n'))
		first++;
	while (last > first && (is_hspace(text[last - 1]) ||
				text[last - 1] == '\n' || text[last - 1] == '\r'))
		last--;
	/* a fragment that opens a parenthesis before kept code, or closes
	 * one after it, takes no space there either (`bar( ` `x` ` )`) */
	if (last < n && last > 0 && text[last - 1] == '(' &&
	    !memchr(text + last, '\n', n - last))
		n = last;
	if (first > 0 && first < n && strchr("),", text[first]) &&
	    !memchr(text, '\n', first)) {
		text += first;
		n -= first;
		last -= first;
		first = 0;
	}
	for (size_t i = 0; i < n;) {
		size_t end = skip_literal(text, i);
		size_t sp = i;

		if (end > i) {
			memcpy(out + o, text + i, end - i);
			o += end - i;
			i = end;
			continue;
		}
		while (sp < n && is_hspace(text[sp]))
			sp++;
		/* a run of spaces inside the code, between two tokens */
		if (sp > i && i > first && sp < last && text[sp] != '\n' &&
		    text[sp] != '\r' && !is_hspace(text[i - 1]) &&
		    text[i - 1] != '\n') {
			char before = text[i - 1], after = text[sp];
			if (before == '(' || after == ')' || after == ',') {
				i = sp;
				continue;
			}
			if (before == ',') {
				out[o++] = ' ';
				i = sp;
				continue;
			}
		}
		out[o++] = text[i];
		/* one space after a comma followed by code */
		if (text[i] == ',' && i + 1 < last && i >= first &&
		    !is_hspace(text[i + 1]) && text[i + 1] != '\n' &&
		    text[i + 1] != '\r' && text[i + 1] != ')')
			out[o++] = ' ';
		i++;
	}
	out[o] = '\0';
	return out;
}
