/*
 * plus_comments.c: comments in a rule's added code.  cfix_clex() skips
 * comments, so a `+ // end` line would leave no token and be lost; the
 * comments of '+' lines are found here and made tokens of their own
 * (CFIX_TOK_COMMENT) on the plus side, which the hunks place and the
 * matcher writes like any added code.  Comments on context, minus and
 * '*' lines are not code and stay ignored, as in spatch.
 */
#include "rule_internal.h"

#include <stdlib.h>

/* Is the line holding offset at a '+' line of the body (marks from
 * body.c's blank_copy(), first_line the body's first line)? */
static bool on_plus_line(const struct rule_file *f, const char *marks,
			 uint32_t first_line, size_t offset)
{
	char mark = marks[cfix__rule_line_of(f, offset) - first_line];

	return mark == '+' || mark == 'p';
}

/* The offset where the line holding offset starts. */
static size_t line_begin(const struct rule_file *f, size_t offset)
{
	while (offset > 0 && f->text[offset - 1] != '\n')
		offset--;
	return offset;
}

/* Is nothing but blanks and the line's '+' mark before offset? */
static bool first_on_line(const struct rule_file *f, size_t offset)
{
	for (size_t i = line_begin(f, offset); i < offset; i++)
		if (!is_blank(f->text[i]) && f->text[i] != '+')
			return false;
	return true;
}

/*
 * The comment text[begin, end) as added code: a block comment's later
 * lines without their column-0 '+' mark (spatch drops it too), a line
 * comment without trailing blanks.
 */
static const char *comment_text(struct rule_file *f, size_t begin,
				size_t end)
{
	struct cfix_buf buf = CFIX_BUF_INIT;
	const char *text;

	for (size_t i = begin; i < end; i++) {
		if (i > begin && f->text[i - 1] == '\n' && f->text[i] == '+')
			continue;
		cfix_buf_addch(&buf, f->text[i]);
	}
	while (buf.len && is_blank(buf.data[buf.len - 1]))
		buf.data[--buf.len] = '\0';
	text = cfix_arena_strndup(f->arena, buf.data, buf.len);
	cfix_buf_release(&buf);
	return text;
}

/* The comment starting at offset begin, which ends before end. */
static struct cfix_token comment_token(struct rule_file *f, size_t begin,
				       size_t end)
{
	struct cfix_loc at = cfix_loc_from_offset(f->path, f->text, f->len,
						  (uint32_t)begin);

	return (struct cfix_token){
		.begin = (uint32_t)begin,
		.end = (uint32_t)end,
		.line = at.line,
		.col = at.col,
		.kind = CFIX_TOK_COMMENT,
		.flags = first_on_line(f, begin) ? CFIX_TOKF_LINE_START : 0,
		.text = comment_text(f, begin, end),
	};
}

uint32_t cfix__plus_comments(struct rule_ctx *rc, const struct rule_region *r,
			     const char *marks, uint32_t first_line,
			     struct cfix_token **out)
{
	struct rule_file *f = rc->file;
	CFIX_ARRAY(struct cfix_token) found = { 0 };
	size_t i = r->body_begin;
	uint32_t n;

	while (i < r->body_end) {
		size_t at = i;
		bool in_comment = false;
		const char *t = f->text + i;
		bool comment = t[0] == '/' && i + 1 < r->body_end &&
			       (t[1] == '/' || t[1] == '*');

		cfix__rule_skip_one(f, &i, &in_comment);
		while (in_comment && i < r->body_end)
			cfix__rule_skip_one(f, &i, &in_comment);
		if (i > r->body_end)
			i = r->body_end;
		if (comment && on_plus_line(f, marks, first_line, at))
			cfix_array_push(&found, comment_token(f, at, i));
	}
	n = (uint32_t)found.len;
	*out = cfix_arena_alloc(f->arena, (n + 1) * sizeof(**out));
	if (n)
		memcpy(*out, found.items, n * sizeof(**out));
	cfix_array_release(&found);
	return n;
}
