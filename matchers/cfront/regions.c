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

/* The function's name, or "?" when it has none (a K&R or macro head). */
static const char *function_name(const struct cfix_node *fn)
{
	const struct cfix_node *name = fn->nkids > 1 ? fn->kids[1] : NULL;

	return name && name->kind == CFIX_NODE_IDENT && name->text
		       ? name->text : "?";
}

bool cfix__source_error_within(const struct cfix_source *source,
			       uint32_t first, uint32_t last)
{
	const uint32_t *lines = source->error_lines;
	uint32_t lo = 0, hi = source->nerror_lines;

	while (lo < hi) {	/* the first line >= first */
		uint32_t mid = lo + (hi - lo) / 2;

		if (lines[mid] < first)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < source->nerror_lines && lines[lo] <= last;
}

void cfix__source_note_regions(const struct cfix_source *source,
			       struct cfix_diag_sink *sink)
{
	if (source->mode == CFIX_PARSE_OWN || source->later_stage ||
	    !source->root)
		return;
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
		errors = cfix__source_error_within(source, loc.line, last);
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
}
