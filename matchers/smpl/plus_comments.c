/*
 * plus_comments.c: comments on a rule's '+' lines, written with the
 * added code.  cfix_clex() skips comments, and they stay out of the
 * plus tokens: a comment is text hung on the added token next to it
 * (rule->plus_lead before it, rule->plus_trail after it), so what is
 * added, where it goes and how the hunks align are the same with or
 * without comments.  Two earlier versions made comments tokens of their
 * own and each changed code somewhere; this one cannot.
 *
 * A comment goes with, in this order: the added token after it on its
 * line; the added token before it on its line; the body's next token
 * when that is added code (the comment on a line of its own above it);
 * the body's previous token when that is added code (on a line of its
 * own below it).  With no added code beside it, a comment goes on a
 * line of its own after the context code before it (past '-' lines and
 * '...'), else before the context code after it (rule->comment_lines),
 * where spatch 1.1.1 attaches it; with neither it is dropped (spatch
 * refuses the rule).  Comments on context, '-' and '*' lines are not
 * code, as in spatch.
 */
#include "rule_internal.h"

#include <stdlib.h>
#include <string.h>

/* The offset where the line holding offset starts. */
static size_t line_begin_of(const struct rule_file *f, size_t offset)
{
	while (offset > 0 && f->text[offset - 1] != '\n')
		offset--;
	return offset;
}

/* Does the line starting at ls carry a '+' mark ("+", "++", "?+")? */
static bool plus_line(const struct rule_file *f, size_t ls)
{
	const char *t = f->text + ls;

	return ls < f->len && (t[0] == '+' || (t[0] == '?' && t[1] == '+'));
}

/*
 * The comment text[begin, end) as added code: a block comment's later
 * lines without their '+' mark, trailing blanks dropped.
 */
static char *comment_text(const struct rule_file *f, size_t begin,
			  size_t end)
{
	struct cfix_buf buf = CFIX_BUF_INIT;

	for (size_t i = begin; i < end; i++) {
		if (i > begin && f->text[i - 1] == '\n' && f->text[i] == '+')
			continue;
		cfix_buf_addch(&buf, f->text[i]);
	}
	/* a backslash ending a line comment would continue it over the
	 * next line's code */
	while (buf.len && (is_blank(buf.data[buf.len - 1]) ||
			   (buf.data[1] == '/' && buf.data[buf.len - 1] == '\\')))
		buf.data[--buf.len] = '\0';
	return cfix_buf_detach(&buf, NULL);
}

typedef CFIX_ARRAY(struct cfix_comment_lines) lines_list;

/*
 * The comments being gathered for one place: an added token's lead or
 * trail (slot), or lines next to a context token (line).  The comments
 * of one place come one after another, so each place's text is built
 * once, not copied again for every comment.
 */
struct pending {
	struct cfix_arena *arena;
	const char **slot;
	bool is_line;
	struct cfix_comment_lines line;
	struct cfix_buf buf;
	lines_list lines;
};

static void flush(struct pending *p)
{
	const char *text;

	if (!p->slot && !p->is_line)
		return;
	text = cfix_arena_strndup(p->arena, p->buf.data, p->buf.len);

	if (p->slot)
		*p->slot = text;
	if (p->is_line) {
		p->line.text = text;
		cfix_array_push(&p->lines, p->line);
	}
	p->slot = NULL;
	p->is_line = false;
	cfix_buf_reset(&p->buf);
}

/* Adds text to the lead or trail *slot, between sep_before and
 * sep_after. */
static void hang(struct pending *p, const char **slot, const char *text,
		 const char *sep_before, const char *sep_after)
{
	if (p->slot != slot) {
		flush(p);
		p->slot = slot;
		cfix_buf_adds(&p->buf, *slot ? *slot : "");
	}
	cfix_buf_adds(&p->buf, sep_before);
	cfix_buf_adds(&p->buf, text);
	cfix_buf_adds(&p->buf, sep_after);
}

/* Adds text next to match-side token anchor: a line of its own, or
 * glued to it. */
static void hang_line(struct pending *p, uint32_t anchor, bool after,
		      bool own_line, const char *text)
{
	if (!p->is_line || p->line.anchor != anchor ||
	    p->line.after != after || p->line.own_line != own_line) {
		flush(p);
		p->is_line = true;
		p->line = (struct cfix_comment_lines){
			.anchor = anchor, .after = after,
			.own_line = own_line };
	} else if (own_line) {
		cfix_buf_addch(&p->buf, '\n');
	}
	cfix_buf_adds(&p->buf, text);
}

/* Hangs text on plus token k: lead or trail, a line of its own or
 * not (spaced: after a blank on a directive line, which spatch keeps
 * as written).  A token the hunks keep from the match side is not
 * written, so the comment goes next to that token instead. */
static void hang_plus(struct rule_ctx *rc, struct pending *p, uint32_t k,
		      bool trail, bool own_line, bool spaced,
		      const char *text)
{
	struct cfix_rule *rule = rc->rule;

	if (rc->plus_kept[k] >= 0)
		hang_line(p, (uint32_t)rc->plus_kept[k], trail, own_line,
			  text);
	else if (trail)	/* spatch glues a block comment to code */
		hang(p, &rule->plus_trail[k], text,
		     own_line ? "\n" : text[1] == '/' || spaced ? " " : "",
		     "");
	else
		hang(p, &rule->plus_lead[k], text, "", own_line ? "\n" : "");
}

/* Is the comment at begin on a directive line (`+#endif` then a comment),
 * after a blank? */
static bool spaced_on_directive(const struct rule_file *f, size_t begin)
{
	size_t i = line_begin_of(f, begin);

	while (i < begin && (f->text[i] == '+' || f->text[i] == '?' ||
			     is_blank(f->text[i])))
		i++;
	return i < begin && f->text[i] == '#' && is_blank(f->text[begin - 1]);
}

/* The body token nearest after offset (rc->nbody when none). */
static uint32_t body_after(const struct rule_ctx *rc, size_t offset)
{
	uint32_t lo = 0, hi = rc->nbody;

	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;

		if (rc->body[mid].tok.begin < offset)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* Is body token b context code a comment can stand next to? */
static bool context_code(const struct cfix_rule *rule,
			 const struct body_tok *b)
{
	return b->mark != CFIX_MARK_PLUS && b->mark != CFIX_MARK_MINUS &&
	       !rule->structural[b->index];
}

/* Puts the comment on lines of its own next to the context code around
 * body token next (the first after it), or drops it. */
static void attach_context(struct rule_ctx *rc, uint32_t next,
			   const char *text, struct pending *p)
{
	const struct cfix_rule *rule = rc->rule;
	int64_t at = -1;
	bool after = false;

	for (int64_t k = (int64_t)next - 1; k >= 0 && at < 0; k--)
		if (context_code(rule, &rc->body[k]))
			at = rc->body[k].index, after = true;
	for (uint32_t k = next; k < rc->nbody && at < 0; k++)
		if (context_code(rule, &rc->body[k]))
			at = rc->body[k].index;
	if (at >= 0)
		hang_line(p, (uint32_t)at, after, true, text);
}

/* Hangs the comment text[begin, end) on the added token it goes with. */
static void attach(struct rule_ctx *rc, size_t begin, size_t end,
		   struct pending *p)
{
	struct rule_file *f = rc->file;
	uint32_t next = body_after(rc, begin);
	const struct body_tok *after = next < rc->nbody ? &rc->body[next]
							: NULL;
	const struct body_tok *before = next > 0 ? &rc->body[next - 1] : NULL;
	uint32_t line = cfix__rule_line_of(f, begin);
	uint32_t end_line = cfix__rule_line_of(f, end);
	char *text = comment_text(f, begin, end);
	size_t len = strlen(text);
	bool is_plus_after = after && after->mark == CFIX_MARK_PLUS;
	bool is_plus_before = before && before->mark == CFIX_MARK_PLUS;

	/* an unclosed block comment would swallow the code after it */
	if (text[1] == '*' && (len < 4 || strcmp(text + len - 2, "*/")))
		;
	else if (is_plus_after && after->tok.line == end_line)
		hang_plus(rc, p, after->index, false, false, false, text);
	else if (is_plus_before && before->tok.line == line)
		hang_plus(rc, p, before->index, true, false,
			  spaced_on_directive(f, begin), text);
	else if (is_plus_after)
		hang_plus(rc, p, after->index, false, true, false, text);
	else if (is_plus_before)
		hang_plus(rc, p, before->index, true, true, false, text);
	else
		attach_context(rc, next, text, p);
	free(text);
}

void cfix__plus_comments_attach(struct rule_ctx *rc,
				const struct rule_region *r)
{
	struct rule_file *f = rc->file;
	struct cfix_rule *rule = rc->rule;
	size_t i = r->body_begin, ls = line_begin_of(f, r->body_begin);
	size_t n = rule->nplus + 1;
	bool in_comment = false;
	struct pending p = { .arena = f->arena, .buf = CFIX_BUF_INIT };

	rule->plus_lead = cfix_arena_alloc(f->arena, n * sizeof(char *));
	rule->plus_trail = cfix_arena_alloc(f->arena, n * sizeof(char *));
	while (i < r->body_end) {
		size_t at = i;
		const char *t = f->text + i;
		bool comment = !in_comment && t[0] == '/' &&
			       i + 1 < r->body_end &&
			       (t[1] == '/' || t[1] == '*');

		cfix__rule_skip_one(f, &i, &in_comment);
		while (in_comment && i < r->body_end)
			cfix__rule_skip_one(f, &i, &in_comment);
		if (i > r->body_end)
			i = r->body_end;
		if (comment && plus_line(f, ls))
			attach(rc, at, i, &p);
		for (size_t k = at; k < i; k++)
			if (f->text[k] == '\n')
				ls = k + 1;
	}
	flush(&p);
	cfix_buf_release(&p.buf);
	rule->ncomment_lines = (uint32_t)p.lines.len;
	rule->comment_lines = cfix_arena_alloc(
		f->arena, (p.lines.len + 1) * sizeof(*rule->comment_lines));
	if (p.lines.len)
		memcpy(rule->comment_lines, p.lines.items,
		       p.lines.len * sizeof(*rule->comment_lines));
	cfix_array_release(&p.lines);
}
