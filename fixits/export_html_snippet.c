/*
 * What the --html report shows of a finding, cut from the file's text in
 * the worker that matched it (export.c's cfix_export_add() calls it when
 * the file's context is set): the lines around the match, and the fix as
 * a diff of its own edits alone.  export_html.c writes them out.
 *
 * Design decision: the diff is made over the whole file with libgit2
 * (diff.c), the same diff --diff prints, so its line numbers and hunk
 * headers are the file's; the parent keeps only its few lines.
 */
#include "export_internal.h"

#include <string.h>

#define MATCH_LINES 40		/* lines of a long match shown */
#define DIFF_MAX (64 * 1024)	/* bytes of one finding's diff kept */

static size_t line_begin(const char *text, size_t at)
{
	while (at > 0 && text[at - 1] != '\n')
		at--;
	return at;
}

static size_t line_end(const char *text, size_t len, size_t at)
{
	while (at < len && text[at] != '\n')
		at++;
	return at;
}

/* The start of the n-th line before the line holding at (or 0). */
static size_t lines_back(const char *text, size_t at, uint32_t n)
{
	at = line_begin(text, at);
	while (n-- && at > 0)
		at = line_begin(text, at - 1);
	return at;
}

/* The end (before its newline) of the n-th line after the one at at. */
static size_t lines_on(const char *text, size_t len, size_t at, uint32_t n)
{
	at = line_end(text, len, at);
	while (n-- && at < len)
		at = line_end(text, len, at + 1);
	return at;
}

/* The diff of the count edits alone, cut at DIFF_MAX, or NULL. */
static const char *finding_diff(struct cfix_arena *arena,
				const struct cfix_export_file *file,
				const struct cfix_edit *edits, uint32_t count)
{
	struct cfix_buf fixed = CFIX_BUF_INIT, diff = CFIX_BUF_INIT;
	const char *result = NULL;
	size_t pos = 0;

	for (uint32_t i = 0; i < count; i++) {
		cfix_buf_add(&fixed, file->text + pos, edits[i].begin - pos);
		cfix_buf_adds(&fixed, edits[i].text);
		pos = edits[i].end;
	}
	cfix_buf_add(&fixed, file->text + pos, file->len - pos);
	if (cfix_diff_append(&diff, file->path, file->text, file->len,
			     fixed.data, fixed.len) > 0) {
		if (diff.len > DIFF_MAX) {
			diff.len = line_begin(diff.data, DIFF_MAX);
			cfix_buf_adds(&diff, "... (diff cut short)\n");
		}
		result = cfix_arena_strndup(arena, diff.data, diff.len);
	}
	cfix_buf_release(&fixed);
	cfix_buf_release(&diff);
	return result;
}

void cfix__export_html_snippet(struct cfix_arena *arena,
			       const struct cfix_export_file *file,
			       const struct cfix_match *m,
			       const struct cfix_edit *edits, uint32_t count,
			       struct cfix_export_finding *f)
{
	size_t begin = m->begin < file->len ? m->begin : file->len;
	size_t end = m->end < file->len ? m->end : file->len;
	size_t lo = lines_back(file->text, begin, file->context);
	size_t cap = lines_on(file->text, file->len, begin, MATCH_LINES - 1);
	size_t hi;

	/* a match ending with its line shows no line after it as its own */
	if (end > begin && file->text[end - 1] == '\n')
		end--;
	hi = lines_on(file->text, file->len, end < cap ? end : cap,
		      file->context);
	f->context = cfix_arena_strndup(arena, file->text + lo, hi - lo);
	f->context_line = f->begin.line;
	for (size_t at = lo; at < begin; at++)
		f->context_line -= file->text[at] == '\n';
	for (uint32_t i = 0; i < count; i++)
		if (edits[i].end > file->len || edits[i].begin > edits[i].end)
			return;
	if (count)
		f->diff = finding_diff(arena, file, edits, count);
}
