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

/* Is added token k on a conditional or `#error` directive's line, which
 * spatch lexes as one TDirective and attaches as it does a comment
 * (`#define`, `#include`, `#undef` and `#pragma` are code to it)? */
static bool on_pragma_directive(const struct cfix_rule *rule, uint32_t k)
{
	static const char *const kinds[] = { "if",    "ifdef", "ifndef",
					     "else",  "elif",  "endif",
					     "error", "warning", "line" };
	const struct cfix_token *t = rule->plus_toks;
	uint32_t j = k;

	if (!(t[k].flags & CFIX_TOKF_PP))
		return false;
	while (j > 0 && !((t[j].flags & CFIX_TOKF_LINE_START) &&
			  !strcmp(t[j].text, "#")))
		j--;
	if (!strcmp(t[j].text, "#") && j + 1 < rule->nplus)
		for (size_t d = 0; d < sizeof(kinds) / sizeof(kinds[0]); d++)
			if (!strcmp(t[j + 1].text, kinds[d]))
				return true;
	return false;
}

/* Is every token ins adds a comment or on such a directive's line
 * (spatch attaches both alike, as "pragmas")? */
static bool comments_only(const struct cfix_rule *rule,
			  const struct cfix_insertion *ins)
{
	if (ins->first > ins->last)
		return false;
	for (uint32_t k = ins->first; k <= ins->last; k++)
		if (rule->plus_toks[k].kind != CFIX_TOK_COMMENT &&
		    !on_pragma_directive(rule, k))
			return false;
	return true;
}

/* Twice the place of an insertion among the match-side tokens: after
 * token a is 2a + 1, before it 2a - 1. */
static int64_t place2(uint32_t anchor, bool after)
{
	return 2 * (int64_t)anchor + (after ? 1 : -1);
}

/* Does an insertion other than rule->insertions[self], adding code, sit
 * strictly between places lo and hi (place2())? */
static bool code_added_between(const struct cfix_rule *rule, uint32_t self,
			       int64_t lo, int64_t hi)
{
	for (uint32_t i = 0; i < rule->ninsertions; i++) {
		const struct cfix_insertion *o = &rule->insertions[i];
		int64_t p = place2(o->anchor, o->after);

		if (i != self && p >= lo && p <= hi && !comments_only(rule, o))
			return true;
	}
	return false;
}

/* Is match-side token k a disjunction's delimiter, which spatch hangs
 * no comment on (and past which it looks for none)? */
static bool delimiter(const struct cfix_rule *rule, int64_t k)
{
	static const char *const delims[] = { "(", "|", ")", "\\(", "\\|",
					      "\\)" };

	if (!rule->structural[k])
		return false;
	for (size_t d = 0; d < sizeof(delims) / sizeof(delims[0]); d++)
		if (!strcmp(rule->toks[k].text, delims[d]))
			return true;
	return false;
}

/* From match-side token k on in direction step, past minus lines' and
 * SmPL's tokens: the first context token, or -1 (a disjunction's
 * delimiter or the rule's end came first).  *stop: the place (place2())
 * where the walk stopped; *skipped: whether a minus token was passed. */
static int64_t context_from(const struct cfix_rule *rule, int64_t k, int step,
			    int64_t *stop, bool *skipped)
{
	for (; k >= 0 && k < (int64_t)rule->ntoks; k += step) {
		if (rule->minus[k]) {
			*skipped = true;
		} else if (delimiter(rule, k)) {
			break;
		} else if (!rule->structural[k]) {
			*stop = place2((uint32_t)k, step < 0);
			return k;
		}
	}
	*stop = step < 0 ? 2 * k + 1 : 2 * k - 1;
	return -1;
}

int cfix__plus_comments_attach(struct rule_ctx *rc)
{
	struct cfix_rule *rule = rc->rule;

	for (uint32_t i = 0; i < rule->ninsertions; i++) {
		struct cfix_insertion *ins = &rule->insertions[i];
		int64_t at = place2(ins->anchor, ins->after), before, after;
		int64_t a = ins->anchor;
		int64_t next = ins->after ? a + 1 : a;
		int64_t prev = ins->after ? a : a - 1;
		bool skipped = false, ignored = false;
		const struct cfix_token *t;

		if (!comments_only(rule, ins))
			continue;
		/* spatch hangs a comment on the added code next to it, else
		 * on the context code before it, else on that after it
		 * (parse_cocci.ml's process_pragmas): where minus lines part
		 * it from that code, the comment goes with the code, not in
		 * the removed lines' place */
		while (next < (int64_t)rule->ntoks && rule->structural[next] &&
		       !rule->minus[next] && !delimiter(rule, next))
			next++;
		skipped = next < (int64_t)rule->ntoks && rule->minus[next];
		before = context_from(rule, prev, -1, &prev, &skipped);
		after = context_from(rule, next, 1, &next, &ignored);
		if (code_added_between(rule, i, prev, at) ||
		    code_added_between(rule, i, at, next))
			continue;
		if (before >= 0 || after >= 0) {
			if (skipped) {
				ins->anchor = (uint32_t)(before >= 0 ? before
								      : after);
				ins->after = before >= 0;
				ins->scope = rule->tok_scope[ins->anchor];
			}
			continue;
		}
		t = &rule->plus_toks[ins->first];
		cfix__rule_error_tok(rc->file, t,
				     "a comment or directive added where no "
				     "code is kept or added is refused, as "
				     "spatch 1.1.1 refuses it (nothing to "
				     "attach it to)");
		return -1;
	}
	return 0;
}
