/*
 * A `comments` metavariable (`foo();@c`) binds a place as a position
 * does; a script gets the comments around it, as spatch's
 * MetaComValList: the comments between the previous token and the
 * place, those inside it, and those between it and the next token.
 * Only comments count, not the blank space or newlines between them.
 */
#include "comments.h"

#include <string.h>

/* Adds the comments of text[from..to) to list (n of them so far). */
static void scan_gap(const struct cfix_source *source, uint32_t from,
		     uint32_t to, struct cfix_buf *found, uint32_t *n)
{
	const char *text = source->text;

	for (uint32_t i = from; i + 1 < to; i++) {
		uint32_t end;

		if (text[i] == '/' && text[i + 1] == '*') {
			const char *close = NULL;

			for (end = i + 2; end + 1 < to; end++)
				if (text[end] == '*' && text[end + 1] == '/') {
					close = &text[end];
					break;
				}
			if (!close)
				return;
			end += 2;
		} else if (text[i] == '/' && text[i + 1] == '/') {
			for (end = i; end < to && text[end] != '\n'; end++)
				;
		} else {
			continue;
		}
		const char *copy = cfix_arena_strndup(source->arena, &text[i],
						      end - i);

		cfix_buf_add(found, (const char *)&copy, sizeof(copy));
		++*n;
		i = end - 1;
	}
}

static void fill(const struct cfix_source *source, uint32_t from,
		 uint32_t to, struct cfix_script_value *v, int which,
		 bool inside, uint32_t first, uint32_t last)
{
	struct cfix_buf found = { 0 };
	uint32_t n = 0;
	const char **list;

	if (inside) {
		for (uint32_t t = first; t < last; t++)
			scan_gap(source, source->toks[t].end,
				 source->toks[t + 1].begin, &found, &n);
	} else {
		scan_gap(source, from, to, &found, &n);
	}
	list = cfix_arena_alloc(source->arena, (n ? n : 1) * sizeof(*list));
	if (n)
		memcpy(list, found.data, n * sizeof(*list));
	v->comment_lists[which] = list;
	v->ncomments[which] = n;
	cfix_buf_release(&found);
}

void cfix__match_comments_value(const struct cfix_source *source,
				uint32_t first, uint32_t last,
				struct cfix_script_value *v)
{
	const struct cfix_token *t = source->toks;
	uint32_t before = first ? t[first - 1].end : 0;
	uint32_t after = last + 1 < source->ntoks ? t[last + 1].begin
						  : (uint32_t)source->len;

	v->comments = true;
	fill(source, before, t[first].begin, v, 0, false, first, last);
	fill(source, 0, 0, v, 1, true, first, last);
	fill(source, t[last].end, after, v, 2, false, first, last);
}
