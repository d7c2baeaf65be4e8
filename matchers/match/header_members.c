/*
 * header_members.c: a struct or union body's members, read from a
 * header's text (header_members.h).  Moved out of header_records.c.
 */
#include "header_members.h"

#include "header_tokens.h"

#include "base/base.h"

#include <stdlib.h>
#include <string.h>

/*
 * The type of field in one member declaration toks[0, n) (no `;`), as
 * cfix__header_field_type() spells it, or NULL where no declarator of
 * it is field: the type words, then per declarator (`,` apart) its
 * stars, its name (the last word before a `[`, `:`, `=` or the end)
 * and its bounds.  *odd: field is a word of it otherwise.
 */
static char *member_field(const struct tok *toks, size_t n, const char *field,
			  bool *odd)
{
	size_t words_end = 0, i = 0;
	bool first = true;

	while (i < n) {
		size_t s = i, name = SIZE_MAX, star = SIZE_MAX;
		int stars = 0, arrays = 0;

		while (i < n && (cfix_is_name_char(*toks[i].p) || *toks[i].p == '*')) {
			if (*toks[i].p != '*')
				name = i;
			else if (stars++ == 0)
				star = i;
			i++;
		}
		if (first)	/* the words before the first star or name */
			words_end = star != SIZE_MAX ? star
				    : name != SIZE_MAX ? name : s;
		while (i < n && *toks[i].p == '[') {
			int depth = 0;

			arrays++;
			do {
				depth += *toks[i].p == '[' ? 1 :
					 *toks[i].p == ']' ? -1 : 0;
				i++;
			} while (i < n && depth);
		}
		if (name != SIZE_MAX && cfix__htok_is(toks[name].p, toks[name].n, field)) {
			struct cfix_buf out = CFIX_BUF_INIT;

			if (i < n && *toks[i].p == '(') {
				*odd = true;	/* a function, a macro's call */
				return NULL;
			}
			for (size_t w = 0; w < words_end; w++) {
				if (*toks[w].p == '*')
					break;
				if (out.len)
					cfix_buf_addch(&out, ' ');
				cfix_buf_add(&out, toks[w].p, toks[w].n);
			}
			if (!out.len) {
				cfix_buf_release(&out);
				*odd = true;
				return NULL;
			}
			for (int k = 0; k < stars; k++)
				cfix_buf_adds(&out, " *");
			for (int k = 0; k < arrays; k++)
				cfix_buf_adds(&out, " [ ]");
			return cfix_buf_detach(&out, NULL);
		}
		/* the rest of this declarator: to the next `,` outside ( ) */
		for (int paren = 0; i < n && (paren || *toks[i].p != ','); i++) {
			paren += *toks[i].p == '(' ? 1 : *toks[i].p == ')' ? -1 : 0;
			if (cfix__htok_is(toks[i].p, toks[i].n, field))
				*odd = true;
		}
		for (size_t k = s; k < i; k++)
			if (k != name && cfix__htok_is(toks[k].p, toks[k].n, field))
				*odd = true;
		i += i < n;
		first = false;
	}
	return NULL;
}

/* The next token past the directive whose `#` ends at p; *depth
 * counts the #if groups open. */
static const char *skip_directive(const char *p, const char *end, int *depth)
{
	bool nl = false;
	size_t n;
	const char *w = cfix__htok_next(p, end, &n, &nl);

	if (w && !nl) {
		if (cfix__htok_is(w, n, "if") || cfix__htok_is(w, n, "ifdef") ||
		    cfix__htok_is(w, n, "ifndef"))
			++*depth;
		else if (cfix__htok_is(w, n, "endif") && *depth > 0)
			--*depth;
	}
	while (p < end && *p != '\n')
		p += *p == '\\' && p + 1 < end ? 2 : 1;
	return p;
}

/* Whether member toks[0, n) (no `;`) is an anonymous `struct { ... }`
 * or `union { ... }`: its members are the outer one's (C11). */
static bool anonymous(const struct tok *toks, size_t n)
{
	int brace = 0;

	if (n < 3 || *toks[1].p != '{' || *toks[n - 1].p != '}' ||
	    (!cfix__htok_is(toks[0].p, toks[0].n, "struct") &&
	     !cfix__htok_is(toks[0].p, toks[0].n, "union")))
		return false;
	for (size_t k = 1; k < n; k++) {
		brace += *toks[k].p == '{' ? 1 : *toks[k].p == '}' ? -1 : 0;
		if (!brace && k + 1 < n)
			return false;	/* `struct { } a, b { }`: not one body */
	}
	return true;
}

char *cfix__body_field(const char *p, const char *end, const char *field,
		       unsigned depth_left, const char **why)
{
	CFIX_ARRAY(struct tok) all = { 0 };
	struct tok *toks;
	size_t ntoks, start = 0, found_end = 0;
	const char *t;
	size_t n;
	bool nl = false, odd = false, nested = false;
	char *type = NULL;
	int brace = 0, paren = 0, depth = 0;

	if (!depth_left) {
		*why = "its declarator is not plain, or is under an #if";
		return NULL;
	}

	while ((t = cfix__htok_next(p, end, &n, &nl))) {
		struct tok k = { t, n, depth > 0 };

		if (nl && *t == '#') {
			p = skip_directive(t + 1, end, &depth);
			continue;
		}
		nl = false;
		p = t + n;
		cfix_array_push(&all, k);
	}
	toks = all.items;
	ntoks = all.len;
	for (size_t i = 0; i < ntoks && !type && !odd; i++) {
		char c = *toks[i].p;

		brace += c == '{' ? 1 : c == '}' ? -1 : 0;
		paren += c == '(' ? 1 : c == ')' ? -1 : 0;
		nested |= brace > 0 && cfix__htok_is(toks[i].p, toks[i].n, field);
		if (c != ';' || brace || paren)
			continue;
		/* a member with a nested body: its own declarators only */
		size_t from = start;

		for (size_t k = start; k < i; k++)
			if (*toks[k].p == '}')
				from = k + 1;
		if (nested && anonymous(toks + start, i - start)) {
			type = cfix__body_field(toks[start + 2].p, toks[i - 1].p,
						field, depth_left - 1, why);
			odd = !type || toks[start].cond || toks[i].cond;
			found_end = i;
			break;	/* its own #ifs judged within */
		} else if (nested) {
			odd = true;	/* in a nested body */
		} else if (from == start) {
			type = member_field(toks + start, i - start, field, &odd);
		} else if (from < i &&
			   cfix__htok_is(toks[from].p, toks[from].n, field)) {
			odd = true;	/* `struct { ... } field;` */
		}
		nested = false;
		for (size_t k = start; type && k <= i; k++)
			odd |= toks[k].cond;	/* a member under an #if */
		found_end = i;
		start = i + 1;
	}
	/* the name once only: no other branch declares it otherwise */
	for (size_t i = found_end + 1; type && !odd && i < ntoks; i++)
		odd = cfix__htok_is(toks[i].p, toks[i].n, field);
	cfix_array_release(&all);
	if (type && odd) {
		free(type);
		type = NULL;
	}
	if (!type)
		*why = odd ? "its declarator is not plain, or is under an #if"
			   : "no declarator of it in the definition";
	return type;
}
