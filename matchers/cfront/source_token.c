/*
 * source_token.c: finding a token of a C file's view by byte offset.
 * Not in source.c: the libclang adapter uses it and source.c calls the
 * adapter, so a file of its own below both keeps the calls between
 * cfront/'s files one way.
 */
#include "cfront.h"

uint32_t cfix_source_token_from(const struct cfix_source *source,
				uint32_t offset, bool by_end)
{
	uint32_t lo = 0, hi = source->ntoks;

	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;
		const struct cfix_token *t = &source->toks[mid];

		if ((by_end ? t->end : t->begin) < offset)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}
