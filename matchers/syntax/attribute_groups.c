/*
 * GNU attribute groups among tokens: a word of cfix_attribute_words
 * (`__attribute__`, `__attribute`, `__declspec`, `_Alignas`) and the
 * balanced parentheses right after it.  The parser, clang's converter
 * and the matcher each ask where one begins or ends: over a file's
 * tokens, or over a declarator's own tokens, which skip its kids' and
 * so come as positions (idx).
 */
#include "syntax.h"

#include <string.h>

static const char *text_at(const struct cfix_token *toks, const uint32_t *idx,
			   uint32_t i)
{
	return toks[idx ? idx[i] : i].text;
}

uint32_t cfix__attribute_group_end(const struct cfix_token *toks,
				   const uint32_t *idx, uint32_t at, uint32_t n)
{
	uint32_t depth = 0;

	if (at + 1 >= n ||
	    !cfix__is_word_in(text_at(toks, idx, at), cfix_attribute_words) ||
	    strcmp(text_at(toks, idx, at + 1), "("))
		return UINT32_MAX;
	for (uint32_t i = at + 1; i < n; i++) {
		const char *text = text_at(toks, idx, i);

		depth += !strcmp(text, "(");
		if (!strcmp(text, ")") && !--depth)
			return i;
	}
	return UINT32_MAX;
}

uint32_t cfix__attribute_group_begin(const struct cfix_token *toks,
				     const uint32_t *idx, uint32_t first,
				     uint32_t close)
{
	uint32_t depth = 0;

	if (strcmp(text_at(toks, idx, close), ")"))
		return UINT32_MAX;
	for (uint32_t i = close; i > first; i--) {
		const char *text = text_at(toks, idx, i);

		depth += !strcmp(text, ")");
		if (!strcmp(text, "(") && !--depth)
			return cfix__is_word_in(text_at(toks, idx, i - 1),
						cfix_attribute_words)
				       ? i - 1 : UINT32_MAX;
	}
	return UINT32_MAX;
}
