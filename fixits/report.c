/*
 * Matches as compiler-style reports.  The fix note shows the matched
 * code as it will read after the match's own edits, computed by applying
 * those edits to the whole file and following the match's two ends
 * through them; edits may reach outside the match (a removed line takes
 * its indentation and newline), so slicing first would be wrong.
 */
#include "fixits_internal.h"

#include <stdlib.h>
#include <string.h>

/*
 * Applies edits to text[lo, hi) (which holds them and [begin, end)) and
 * gives where [begin, end) went, as offsets into out.
 */
static void edits_apply_mapped(const char *text, uint32_t lo, uint32_t hi,
			       const struct cfix_edit *edits, size_t count,
			       uint32_t begin, uint32_t end,
			       struct cfix_buf *out, size_t *nb, size_t *ne)
{
	size_t pos = lo;
	bool have_b = false, have_e = false;

	for (size_t i = 0; i < count; i++) {
		const struct cfix_edit *ed = &edits[i];

		if (!have_b && (ed->begin >= begin || ed->end > begin)) {
			*nb = out->len + ((ed->begin < begin ? ed->begin
							     : begin) - pos);
			have_b = true;
		}
		if (!have_e && (ed->begin > end ||
				(ed->begin == end && ed->end > end))) {
			*ne = out->len + (end - pos);
			have_e = true;
		}
		cfix_buf_add(out, text + pos, ed->begin - pos);
		cfix_buf_adds(out, ed->text);
		pos = ed->end;
		if (!have_e && ed->begin < end && ed->end > end) {
			*ne = out->len;
			have_e = true;
		}
	}
	if (!have_b)
		*nb = out->len + (begin - pos);
	if (!have_e)
		*ne = out->len + (end - pos);
	cfix_buf_add(out, text + pos, hi - pos);
}

static bool is_blank(char ch)
{
	return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r';
}

/* Where the comments and blanks at text[b, e)'s start end (e when
 * nothing else follows them, or a comment is not closed). */
static size_t comments_skip(const char *text, size_t b, size_t e)
{
	for (;;) {
		while (b < e && is_blank(text[b]))
			b++;
		if (e - b >= 2 && text[b] == '/' && text[b + 1] == '*') {
			for (b += 2; b + 1 < e && !(text[b] == '*' &&
						    text[b + 1] == '/');)
				b++;
			if (b + 1 >= e)
				return e;
			b += 2;
		} else if (e - b >= 2 && text[b] == '/' && text[b + 1] == '/') {
			while (b < e && text[b] != '\n')
				b++;
		} else {
			return b;
		}
	}
}

/* The replacement as the note shows it: trimmed, first line + "...";
 * from its code, past comments it starts with (a comment kept above
 * the fixed code), unless it is all comments. */
static void replacement_add(struct cfix_buf *out, const char *text,
			    size_t len)
{
	size_t b = 0, e = len, nl;

	while (b < e && is_blank(text[b]))
		b++;
	while (e > b && is_blank(text[e - 1]))
		e--;
	if (comments_skip(text, b, e) < e)
		b = comments_skip(text, b, e);
	for (nl = b; nl < e && text[nl] != '\n'; nl++)
		;
	if (nl < e) {
		while (nl > b && is_blank(text[nl - 1]))
			nl--;
		cfix_buf_add(out, text + b, nl - b);
		cfix_buf_adds(out, "...");
	} else {
		cfix_buf_add(out, text + b, e - b);
	}
}

int cfix__fix_preview(struct cfix_buf *out, const char *text, size_t len,
		      const struct cfix_match *m,
		      const struct cfix_match_record *rec)
{
	struct cfix_buf after = CFIX_BUF_INIT;
	uint32_t lo = m->begin, hi = m->end;
	size_t nb = 0, ne = 0;

	/* only the stretch the match and its edits cover, not the file */
	for (uint32_t i = 0; i < rec->nedits; i++) {
		if (rec->edits[i].begin < lo)
			lo = rec->edits[i].begin;
		if (rec->edits[i].end > hi)
			hi = rec->edits[i].end;
	}
	if (hi > len || lo > hi)
		return -1;
	edits_apply_mapped(text, lo, hi, rec->edits, rec->nedits, m->begin,
			   m->end, &after, &nb, &ne);
	if (ne > nb)
		replacement_add(out, after.data + nb, ne - nb);
	cfix_buf_release(&after);
	return 0;
}

static void fix_note_add(struct cfix_buf *out, const char *text, size_t len,
			 const struct cfix_match *m,
			 const struct cfix_match_record *rec,
			 struct cfix_loc loc)
{
	struct cfix_buf preview = CFIX_BUF_INIT;

	if (!cfix__fix_preview(&preview, text, len, m, rec)) {
		cfix_buf_add_path(out, loc.file);
		cfix_buf_addf(out, ":%u:%u: note: fix: '%s'\n", loc.line,
			      loc.col, preview.data);
	}
	cfix_buf_release(&preview);
}

void cfix_report_match(struct cfix_buf *out, const char *path,
		       const char *text, size_t len,
		       const struct cfix_match *m,
		       const struct cfix_editset *set)
{
	struct cfix_loc loc = cfix_loc_from_offset(path, text, len, m->begin);
	const struct cfix_match_record *rec = NULL;
	struct cfix_diag diag = {
		.severity = cfix_rule_severity(m->severity), .loc = loc,
		.message = (char *)(m->message ? m->message : "code matches"),
		.rule = (char *)m->rule,
		.source_line = cfix_line_at(text, len, m->begin),
	};
	size_t line_len = strlen(diag.source_line), col = loc.col - 1;
	size_t span = m->end > m->begin ? m->end - m->begin : 1;

	diag.caret_len = (uint32_t)(col + span > line_len
				    ? (line_len > col ? line_len - col : 1)
				    : span);
	cfix_diag_render(&diag, out);
	free(diag.source_line);

	if (m->not_rewritten) {
		cfix_buf_add_path(out, path);
		cfix_buf_addf(out, ":%u:%u: note: not rewritten: %s\n",
			      loc.line, loc.col, m->not_rewritten);
		return;
	}
	if (set)
		rec = cfix__editset_find(set, m);
	/* no note for a match whose edits another match made (the same
	 * edit, or one its stage's edit became part of) */
	if (rec && rec->state == CFIX_MATCH_ACCEPTED && rec->nedits)
		fix_note_add(out, text, len, m, rec, loc);
}
