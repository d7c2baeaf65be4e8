/*
 * rule_text.c: the rule file's text: errors at its byte offsets (with
 * the source line and a caret), and where each rule's header,
 * declarations and body lie.  Comments and literals are skipped while
 * looking for a header's '@', so an '@' inside them starts no rule.
 */
#include "rule_internal.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* ---- diagnostics ------------------------------------------------------ */

static void verror_at(struct rule_file *f, size_t offset, uint32_t caret_len,
		      const char *fmt, va_list ap)
{
	struct cfix_buf msg = CFIX_BUF_INIT;
	struct cfix_loc loc =
		cfix_loc_from_offset(f->path, f->text, f->len, (uint32_t)offset);
	struct cfix_diag *diag;

	cfix_buf_vaddf(&msg, fmt, ap);
	diag = cfix_diag_add(f->sink, CFIX_DIAG_ERROR, loc, "%s", msg.data);
	diag->source_line = cfix_line_at(f->text, f->len, (uint32_t)offset);
	diag->caret_len = caret_len;
	/* cfix's every message for valid SmPL it cannot run says so */
	if (!f->errors)
		f->first_unsupported = strstr(msg.data, "not supported");
	cfix_buf_release(&msg);
	f->errors++;
}

CFIX_PRINTF(4, 5)
void cfix__rule_error_at(struct rule_file *f, size_t offset, uint32_t caret_len,
			 const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	verror_at(f, offset, caret_len, fmt, ap);
	va_end(ap);
}

CFIX_PRINTF(3, 4)
void cfix__rule_error_tok(struct rule_file *f, const struct cfix_token *tok,
			  const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	verror_at(f, tok->begin, tok->end - tok->begin, fmt, ap);
	va_end(ap);
}

uint32_t cfix__rule_line_of(const struct rule_file *f, size_t offset)
{
	return cfix_loc_from_offset(f->path, f->text, f->len,
				    (uint32_t)offset).line;
}

uint32_t cfix__rule_lex(const struct rule_file *f, const char *text,
			size_t begin, size_t end, unsigned flags,
			struct cfix_token **out)
{
	/* lines come from the file's cached line index */
	struct cfix_loc at = cfix_loc_from_offset(f->path, f->text, f->len,
						  (uint32_t)begin);

	return cfix_clex_from(f->arena, text, begin, end, at.line, at.col,
			      flags, out);
}

/* ---- cutting the file into rules --------------------------------------- */

void cfix__rule_skip_one(const struct rule_file *f, size_t *pos,
			 bool *in_comment)
{
	const char *t = f->text;
	size_t i = *pos, n = f->len;

	if (*in_comment) {
		if (t[i] == '*' && i + 1 < n && t[i + 1] == '/')
			*in_comment = false, i++;
		*pos = i + 1;
		return;
	}
	if (t[i] == '/' && i + 1 < n && t[i + 1] == '*') {
		*in_comment = true;
		*pos = i + 2;
		return;
	}
	if (t[i] == '/' && i + 1 < n && t[i + 1] == '/') {
		while (i < n && t[i] != '\n')
			i++;
		*pos = i;
		return;
	}
	if (t[i] == '"' || t[i] == '\'') {
		char quote = t[i++];

		while (i < n && t[i] != quote && t[i] != '\n')
			i += (t[i] == '\\' && i + 1 < n && t[i + 1] != '\n') ? 2 : 1;
		*pos = i < n && t[i] == quote ? i + 1 : i;
		return;
	}
	*pos = i + 1;
}

size_t cfix__rule_first_nonblank(const struct rule_file *f, size_t offset)
{
	while (offset < f->len && is_blank(f->text[offset]))
		offset++;
	return offset;
}

size_t cfix__rule_find_header(const struct rule_file *f, size_t from)
{
	bool in_comment = false;
	bool line_start = from == 0 || f->text[from - 1] == '\n';
	size_t i = from;

	while (i < f->len) {
		/* column 0 only, as spatch's lexer: after blanks, '@' binds
		 * a position ("\t@p1" after a '}') */
		if (line_start && !in_comment && f->text[i] == '@')
			return i;
		line_start = f->text[i] == '\n';
		if (line_start)
			i++;
		else
			cfix__rule_skip_one(f, &i, &in_comment);
	}
	return f->len;
}

/*
 * The '@' that closes a "@name ...@" header line, or len.  Comments and
 * literals are skipped.
 */
static size_t find_at(const struct rule_file *f, size_t from)
{
	bool in_comment = false;
	size_t i = from;

	while (i < f->len) {
		if (!in_comment && f->text[i] == '@')
			return i;
		cfix__rule_skip_one(f, &i, &in_comment);
	}
	return f->len;
}

/*
 * The "@@" closing a declaration section that starts at from.  Stops
 * early, setting *stop, at a line that cannot be a declaration: '-' or
 * '+' in column 0, or a new rule header.  Returns the offset of the
 * closer, or len.
 */
static size_t find_closer(const struct rule_file *f, size_t from, size_t *stop)
{
	bool in_comment = false;
	size_t i = from;

	*stop = f->len;
	while (i < f->len) {
		const char *t = f->text;

		if (!in_comment && t[i] == '@' && i + 1 < f->len &&
		    t[i + 1] == '@')
			return i;
		if (t[i] != '\n') {
			cfix__rule_skip_one(f, &i, &in_comment);
			continue;
		}
		i++;
		if (in_comment || i >= f->len)
			continue;
		if (t[i] == '-' || t[i] == '+' ||
		    (t[i] == '@' && (i + 1 >= f->len || t[i + 1] != '@'))) {
			*stop = i;
			return f->len;
		}
	}
	return f->len;
}

/* The start of a block comment opened at or after from and never
 * closed, or len. */
static size_t open_comment(const struct rule_file *f, size_t from)
{
	bool in_comment = false;
	size_t i = from, start = f->len;

	while (i < f->len) {
		if (!in_comment)
			start = i;
		cfix__rule_skip_one(f, &i, &in_comment);
	}
	return in_comment ? start : f->len;
}

int cfix__rule_scan(struct rule_file *f, size_t at, struct rule_region *r)
{
	size_t stop, close;

	*r = (struct rule_region){ .at = at };
	if (at + 1 < f->len && f->text[at + 1] == '@') {
		r->name_begin = r->name_end = at + 1;
		r->decl_begin = at + 2;
	} else {
		r->name_begin = at + 1;
		r->name_end = find_at(f, at + 1);
		if (r->name_end >= f->len) {
			stop = f->len;
			goto unterminated;
		}
		r->decl_begin = r->name_end + 1;
		if (r->decl_begin < f->len && f->text[r->decl_begin] == '@' &&
		    memchr(f->text + at, '\n', r->name_end - at)) {
			/* "@r" then declarations then "@@": the header's
			 * closing '@' is missing */
			stop = at;
			while (stop < f->len && f->text[stop] != '\n')
				stop++;
			cfix__rule_error_at(
				f, stop, 0,
				"expected '@' closing the rule header opened at line %u",
				cfix__rule_line_of(f, at));
			return -1;
		}
		if (r->decl_begin < f->len && f->text[r->decl_begin] == '@') {
			/* "@ typedef T; @@": declarations on the header line */
			r->decl_end = r->decl_begin - 1;
			r->body_begin = r->decl_begin + 1;
			r->decl_begin = r->decl_end;
			r->body_end = cfix__rule_find_header(f, r->body_begin);
			return 0;
		}
	}
	close = find_closer(f, r->decl_begin, &stop);
	if (close >= f->len)
		goto unterminated;
	r->decl_end = close;
	r->body_begin = close + 2;
	r->body_end = cfix__rule_find_header(f, r->body_begin);
	return 0;

unterminated:
	if (stop >= f->len && (close = open_comment(f, at)) < f->len)
		cfix__rule_error_at(f, close, 2, "unterminated comment");
	else
		cfix__rule_error_at(
			f, stop, 0,
			"unterminated rule header; '@' opened at line %u",
			cfix__rule_line_of(f, at));
	return -1;
}
