/*
 * Carrying the last full result's findings into a partial one, over an
 * edit.  A partial result holds the quick rules' findings on the new
 * text; the other rules' findings (typed, matching declarations,
 * running scripts) come with the full analysis, a clang reparse later.
 *
 * Design decision: a finding is carried over only when the edit left
 * the file's tokens as they were: it changed comments or blank space
 * and no line break between tokens.  Any other edit may take away a
 * finding far from it (`char *s` becoming `long s` ends a typed match
 * on s in another line; a rule's earlier part may have matched in the
 * edited code), so after it the partial result shows none of them and
 * they come back with the full result.  That is a flicker, chosen over
 * a finding the edit may have made false: like clangd, which publishes
 * for a version only what it computed on that version (its editor
 * keeps the older diagnostics until then), a publish here never says
 * that the new text has a finding that was not checked on it.
 */
#define _GNU_SOURCE	/* memmem */
#include "lsp.h"

#include <stdlib.h>
#include <string.h>

/* ---- whether an edit changed tokens ----------------------------------------- */

static bool is_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' ||
	       c == '\f';
}

/*
 * text's bytes into *out with each run of blank space and comments made
 * one separator: '\n' when the run holds a line break (a comment's
 * too: whether a '#' after it starts a directive is not asked), else
 * ' '.  String and character literals are kept whole, blanks and all;
 * a backslash-newline outside a comment is kept (it may splice a
 * token).  Two texts with the same result have the same tokens on the
 * same lines, so every rule's findings on them are the same.
 */
static void tokens_of(const char *text, size_t len, struct cfix_buf *out)
{
	size_t i = 0;
	char separator = 0;

	cfix_buf_reset(out);
	while (i < len) {
		char c = text[i];

		if (is_blank(c)) {
			if (c == '\n' || !separator)
				separator = c == '\n' ? '\n' : ' ';
			i++;
			continue;
		}
		if (c == '/' && i + 1 < len && text[i + 1] == '*') {
			const char *end = memmem(text + i + 2, len - i - 2,
						 "*/", 2);
			size_t stop = end ? (size_t)(end - text) + 2 : len;

			if (!separator)
				separator = ' ';
			if (memchr(text + i, '\n', stop - i))
				separator = '\n';
			i = stop;
			continue;
		}
		if (c == '/' && i + 1 < len && text[i + 1] == '/') {
			/* to the line end, past backslash-newlines */
			for (i += 2; i < len && text[i] != '\n'; i++)
				if (text[i] == '\\' && i + 1 < len &&
				    text[i + 1] == '\n')
					i++;
			if (!separator)
				separator = ' ';
			continue;
		}
		if (separator)
			cfix_buf_add(out, &separator, 1);
		separator = 0;
		if (c == '"' || c == '\'') {
			/* to the closing quote or the line end */
			size_t start = i++;

			while (i < len && text[i] != c && text[i] != '\n')
				i += text[i] == '\\' && i + 1 < len ? 2 : 1;
			if (i < len && text[i] == c)
				i++;
			cfix_buf_add(out, text + start, i - start);
			continue;
		}
		cfix_buf_add(out, &c, 1);
		i++;
	}
	if (separator)
		cfix_buf_add(out, &separator, 1);
}

/* Whether old and text have the same tokens on the same lines. */
static bool same_tokens(const char *old, size_t oldlen, const char *text,
			size_t len)
{
	struct cfix_buf a = CFIX_BUF_INIT, b = CFIX_BUF_INIT;
	bool same;

	tokens_of(old, oldlen, &a);
	tokens_of(text, len, &b);
	same = a.len == b.len && !memcmp(a.data, b.data, a.len);
	cfix_buf_release(&a);
	cfix_buf_release(&b);
	return same;
}

/* ---- moving findings ------------------------------------------------------ */

/* Where old and text differ: the bytes before *prefix and the last
 * *suffix bytes are the same in both (they do not overlap). */
static void changed_span(const char *old, size_t oldlen, const char *text,
			 size_t len, size_t *prefix, size_t *suffix)
{
	size_t most = oldlen < len ? oldlen : len, p = 0, q = 0;

	while (p < most && old[p] == text[p])
		p++;
	while (q < most - p && old[oldlen - 1 - q] == text[len - 1 - q])
		q++;
	*prefix = p;
	*suffix = q;
}

/* Where a byte range of old lies in text: in the same prefix, or moved
 * with the same suffix; false when it touches the changed span. */
static bool range_move(uint32_t *begin, uint32_t *end, size_t prefix,
		       size_t old_suffix_at, int64_t delta)
{
	if (*end < prefix || (*end == prefix && *begin < *end))
		return true;
	if (*begin < old_suffix_at || (*begin == old_suffix_at &&
					*begin == *end))
		return false;
	*begin = (uint32_t)(*begin + delta);
	*end = (uint32_t)(*end + delta);
	return true;
}

/* Whether name is a line of names ("a\nb\n"). */
static bool name_listed(const char *names, const char *name)
{
	size_t n = strlen(name);

	for (const char *p = names; p && *p; p = strchr(p, '\n') + 1) {
		if (!strncmp(p, name, n) && p[n] == '\n')
			return true;
		if (!strchr(p, '\n'))
			break;
	}
	return false;
}

/* A copy of f moved into text, or false when it touches the change. */
static bool finding_move(const struct cfix_lsp_finding *f,
			 struct cfix_lsp_finding *out, size_t prefix,
			 size_t old_suffix_at, int64_t delta)
{
	*out = *f;
	if (!range_move(&out->begin, &out->end, prefix, old_suffix_at, delta))
		return false;
	for (uint32_t i = 0; i < f->nedits; i++) {
		struct cfix_lsp_edit e = f->edits[i];

		if (!range_move(&e.begin, &e.end, prefix, old_suffix_at, delta))
			return false;
	}
	out->edits = cfix_xcalloc(f->nedits, sizeof(*out->edits));
	for (uint32_t i = 0; i < f->nedits; i++) {
		out->edits[i] = f->edits[i];
		range_move(&out->edits[i].begin, &out->edits[i].end, prefix,
			   old_suffix_at, delta);
		out->edits[i].text = cfix_xstrdup(f->edits[i].text);
	}
	out->rule = cfix_xstrdup(f->rule);
	out->message = cfix_xstrdup(f->message);
	out->title = cfix_xstrdup(f->title);
	return true;
}

void cfix_lsp_analysis_carry(struct cfix_lsp_analysis *partial,
			     const struct cfix_lsp_analysis *full,
			     const char *old, size_t oldlen, const char *text,
			     size_t len)
{
	size_t prefix, suffix;
	int64_t delta = (int64_t)len - (int64_t)oldlen;
	uint32_t n = partial->nfindings;

	if (full->failure || !full->nfindings ||
	    !same_tokens(old, oldlen, text, len))
		return;
	changed_span(old, oldlen, text, len, &prefix, &suffix);
	partial->findings = cfix_xrealloc(
		partial->findings,
		(n + full->nfindings) * sizeof(*partial->findings));
	for (uint32_t i = 0; i < full->nfindings; i++) {
		const struct cfix_lsp_finding *f = &full->findings[i];

		if (!name_listed(partial->quick, f->rule) &&
		    finding_move(f, &partial->findings[n], prefix,
				 oldlen - suffix, delta))
			n++;
	}
	partial->nfindings = n;
}
