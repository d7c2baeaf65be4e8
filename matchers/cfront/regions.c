/*
 * regions.c: -v's word on each function clang did not fully read,
 * after the own parse stood in where clang failed (strategy.c).  A
 * function clang could not structure, or read with errors into another
 * shape, is matched on cfix's own parse, whose types are only those
 * the file itself declares; one clang read with errors in it (its
 * tolerant rounds could not repair them) but whole is matched on
 * clang's view, the own parse filling the holes clang left.
 */
#include "cfront.h"

#include <stdlib.h>
#include <string.h>

/* The function's name, or "?" when it has none (a K&R or macro head). */
static const char *function_name(const struct cfix_node *fn)
{
	const struct cfix_node *name = fn->nkids > 1 ? fn->kids[1] : NULL;

	return name && name->kind == CFIX_NODE_IDENT && name->text
		       ? name->text : "?";
}

static int compare_lines(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return x < y ? -1 : x > y;
}

void cfix__clang_error_lines(const struct cfix_diag_sink *sink, size_t from,
			     const char *path, struct cfix_lines *out)
{
	*out = (struct cfix_lines){ 0 };
	for (size_t i = from; sink && i < sink->diags.len; i++) {
		const struct cfix_diag *d = &sink->diags.items[i];

		if (d->loc.file && !strcmp(d->loc.file, path) && d->message &&
		    !strncmp(d->message, "clang: ", 7))
			cfix_array_push(out, d->loc.line);
	}
	if (out->len)
		qsort(out->items, out->len, sizeof(*out->items),
		      compare_lines);
}

bool cfix__lines_within(const struct cfix_lines *lines, uint32_t first,
			uint32_t last)
{
	size_t lo = 0, hi = lines->len;

	while (lo < hi) {	/* the first line >= first */
		size_t mid = lo + (hi - lo) / 2;

		if (lines->items[mid] < first)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < lines->len && lines->items[lo] <= last;
}

void cfix__source_note_regions(const struct cfix_source *source,
			       struct cfix_diag_sink *sink, size_t from)
{
	struct cfix_lines errors_at;

	if (source->mode == CFIX_PARSE_OWN || source->later_stage ||
	    !source->root)
		return;
	cfix__clang_error_lines(sink, from, source->path, &errors_at);
	for (uint32_t i = 0; i < source->root->nkids; i++) {
		const struct cfix_node *item = source->root->kids[i];
		struct cfix_loc loc = { .file = source->path };
		uint32_t last;
		bool errors;

		if (!item || item->kind != CFIX_NODE_FUNCTION ||
		    item->first > item->last || item->last >= source->ntoks)
			continue;
		loc.line = source->toks[item->first].line;
		loc.col = source->toks[item->first].col;
		loc.offset = source->toks[item->first].begin;
		last = source->toks[item->last].line;
		errors = cfix__lines_within(&errors_at, loc.line, last);
		if (item->flags & CFIX_NODEF_OWN_PARSE)
			cfix_diag_add(sink, CFIX_DIAG_NOTE, loc,
				      "%s %s()%s; matched on cfix's own parse "
				      "(types only as the file declares them)",
				      errors ? "clang could not parse"
					     : "clang's view of",
				      function_name(item),
				      errors ? "" : " holds code cfix could "
						    "not structure");
		else if (errors)
			cfix_diag_add(sink, CFIX_DIAG_NOTE, loc,
				      "clang read %s() with errors; matched on "
				      "clang's view, cfix's own parse where "
				      "clang left no structure",
				      function_name(item));
	}
	cfix_array_release(&errors_at);
}
