/*
 * Applying a file's edits.  clang's rewriter does the work; cfix's own
 * buffer writer does it again, and the two must agree.  The rewriter is
 * the reference the project chose, the buffer writer the cheap check
 * that the offsets meant what cfix thought they meant.
 */
#include "fixits_internal.h"

#include <string.h>

void cfix__edits_apply_span(struct cfix_buf *out, const char *text,
			    size_t b, size_t e,
			    const struct cfix_edit *edits, size_t n)
{
	size_t at = b;

	for (size_t i = 0; i < n; i++) {
		cfix_buf_add(out, text + at, edits[i].begin - at);
		cfix_buf_adds(out, edits[i].text);
		at = edits[i].end;
	}
	cfix_buf_add(out, text + at, e - at);
}

int cfix_edits_apply_buffer(const char *text, size_t len,
			    const struct cfix_edit *edits, size_t count,
			    struct cfix_buf *out)
{
	for (size_t i = 0; i < count; i++)
		if (edits[i].begin > edits[i].end || edits[i].end > len ||
		    (i > 0 && edits[i].begin < edits[i - 1].end))
			return -1;
	cfix__edits_apply_span(out, text, 0, len, edits, count);
	return 0;
}

int cfix_editset_apply(const struct cfix_editset *set, struct cfix_buf *out,
		       struct cfix_diag_sink *sink)
{
	struct cfix_buf rewritten = CFIX_BUF_INIT, expected = CFIX_BUF_INIT;
	struct cfix_loc loc = { .file = set->path };
	const char *why = NULL;
	int ret = -1;

	if (!set->edits.len) {
		cfix_buf_add(out, set->text, set->len);
		return 0;
	}
	if (cfix_edits_apply_buffer(set->text, set->len, set->edits.items,
				    set->edits.len, &expected)) {
		cfix_diag_add(sink, CFIX_DIAG_ERROR, loc,
			      "BUG: edits out of order or range; not applied");
		goto out;
	}
	if (cfix__rewrite_run(set->path, set->text, set->len,
			      set->edits.items, set->edits.len, &rewritten,
			      &why)) {
		cfix_diag_add(sink, CFIX_DIAG_ERROR, loc, "%s; not applied",
			      why);
		goto out;
	}
	if (rewritten.len != expected.len ||
	    memcmp(rewritten.data, expected.data, expected.len)) {
		cfix_diag_add(sink, CFIX_DIAG_ERROR, loc,
			      "BUG: clang's rewriter and cfix's buffer writer "
			      "disagree on the result; not applied");
		goto out;
	}
	cfix_buf_add(out, rewritten.data, rewritten.len);
	ret = 0;
out:
	cfix_buf_release(&rewritten);
	cfix_buf_release(&expected);
	return ret;
}

int cfix_editset_apply_plain(const struct cfix_editset *set,
			     struct cfix_buf *out,
			     struct cfix_diag_sink *sink)
{
	struct cfix_loc loc = { .file = set->path };

	if (cfix_edits_apply_buffer(set->text, set->len, set->edits.items,
				    set->edits.len, out)) {
		cfix_diag_add(sink, CFIX_DIAG_ERROR, loc,
			      "BUG: edits out of order or range; not applied");
		return -1;
	}
	return 0;
}
