/*
 * Diagnostics as data.  Library code appends records to a sink; only the
 * front end prints them.  The rendered form is the compiler's
 * ("path:line:col: error: message"), so editors and CI parse it; a
 * path holding a control character is quoted as git quotes it, so that
 * no file name can forge a line of that output.
 */
#include "base.h"

#include <stdlib.h>
#include <string.h>

void cfix_diag_sink_init(struct cfix_diag_sink *sink)
{
	memset(sink, 0, sizeof(*sink));
}

void cfix_diag_sink_release(struct cfix_diag_sink *sink)
{
	cfix_diag_sink_truncate(sink, 0);
	cfix_array_release(&sink->diags);
	sink->errors = 0;
}

void cfix_diag_sink_truncate(struct cfix_diag_sink *sink, size_t len)
{
	while (sink->diags.len > len) {
		struct cfix_diag *diag = &sink->diags.items[--sink->diags.len];

		if (diag->severity == CFIX_DIAG_ERROR && sink->errors)
			sink->errors--;
		free(diag->message);
		free(diag->rule);
		free(diag->source_line);
		free((char *)diag->loc.file);
	}
}

struct cfix_diag *cfix_diag_add(struct cfix_diag_sink *sink,
				enum cfix_severity severity,
				struct cfix_loc loc, const char *fmt, ...)
{
	struct cfix_buf buf = CFIX_BUF_INIT;
	struct cfix_diag diag = { .severity = severity, .loc = loc };
	va_list ap;

	if (severity == CFIX_DIAG_ERROR && sink->max_errors &&
	    sink->errors >= sink->max_errors)
		severity = CFIX_DIAG_NOTE, diag.severity = severity;
	va_start(ap, fmt);
	cfix_buf_vaddf(&buf, fmt, ap);
	va_end(ap);
	diag.message = cfix_buf_detach(&buf, NULL);
	diag.loc.file = cfix_xstrdup(loc.file ? loc.file : "<unknown>");
	if (severity == CFIX_DIAG_ERROR)
		sink->errors++;
	cfix_array_push(&sink->diags, diag);
	return &sink->diags.items[sink->diags.len - 1];
}

const char *cfix_severity_name(enum cfix_severity severity)
{
	switch (severity) {
	case CFIX_DIAG_ERROR:
		return "error";
	case CFIX_DIAG_WARNING:
		return "warning";
	case CFIX_DIAG_NOTE:
		return "note";
	}
	return "?";
}

static bool is_control(unsigned char ch)
{
	return ch < 0x20 || ch == 0x7f;
}

static bool needs_quotes(const char *path)
{
	for (; *path; path++)
		if (is_control((unsigned char)*path))
			return true;
	return false;
}

/* One byte of a quoted name, escaped as git's quote_c_style() does. */
static void add_escaped(struct cfix_buf *out, unsigned char ch)
{
	static const char letters[] = "abtnvfr";	/* \a to \r */

	if (ch >= '\a' && ch <= '\r')
		cfix_buf_addf(out, "\\%c", letters[ch - '\a']);
	else if (ch == '"' || ch == '\\')
		cfix_buf_addf(out, "\\%c", ch);
	else if (is_control(ch))
		cfix_buf_addf(out, "\\%03o", ch);
	else
		cfix_buf_addch(out, (char)ch);
}

void cfix_buf_add_path(struct cfix_buf *out, const char *path)
{
	if (!needs_quotes(path)) {
		cfix_buf_adds(out, path);
		return;
	}
	cfix_buf_addch(out, '"');
	for (; *path; path++)
		add_escaped(out, (unsigned char)*path);
	cfix_buf_addch(out, '"');
}

void cfix_diag_render(const struct cfix_diag *diag, struct cfix_buf *out)
{
	cfix_buf_add_path(out, diag->loc.file);
	if (diag->loc.line)
		cfix_buf_addf(out, ":%u:%u", diag->loc.line, diag->loc.col);
	cfix_buf_addf(out, ": %s: %s", cfix_severity_name(diag->severity),
		      diag->message);
	if (diag->rule)
		cfix_buf_addf(out, " [%s]", diag->rule);
	cfix_buf_addch(out, '\n');
	if (!diag->source_line)
		return;
	cfix_buf_addf(out, "%s\n", diag->source_line);
	for (uint32_t i = 1; i < diag->loc.col; i++) {
		char ch = diag->source_line[i - 1];

		cfix_buf_addch(out, ch == '\t' ? '\t' : ' ');
		if (!ch)
			break;
	}
	cfix_buf_addch(out, '^');
	for (uint32_t i = 1; i < diag->caret_len; i++)
		cfix_buf_addch(out, '~');
	cfix_buf_addch(out, '\n');
}

char *cfix_line_at(const char *text, size_t len, uint32_t offset)
{
	size_t begin = offset < len ? offset : len, end = begin;

	while (begin > 0 && text[begin - 1] != '\n')
		begin--;
	while (end < len && text[end] != '\n' && text[end] != '\r')
		end++;
	return cfix_xstrndup(text + begin, end - begin);
}
