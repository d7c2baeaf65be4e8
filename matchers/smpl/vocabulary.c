/*
 * A project's vocabulary: its wrappers of the functions rules name
 * (`xmalloc` and `g_malloc` for `malloc`), so that a rule naming
 * `malloc(...)` matches `xmalloc(...)` too.  A `.cfix` file fills it
 * (tool/profile.c); a rule set holds it (cfix_ruleset_set_vocabulary()),
 * and both the matcher (an identifier of the rule, match/structure.c)
 * and the prefilter (the rule's words and tokens, prefilter/chains.c)
 * ask it here, so that the prefilter never drops a file the matcher
 * would match.
 *
 * It is data, not code: a name stands for another name, nothing runs,
 * so an untrusted checkout's `.cfix` may set it (docs/trust.md).
 */
#include "smpl.h"

#include <stdlib.h>
#include <string.h>

struct word_pair {
	char *name;		/* as rules spell it */
	char *wrapper;		/* as the project does */
};

struct cfix_vocabulary {
	CFIX_ARRAY(struct word_pair) pairs;
};

struct cfix_vocabulary *cfix_vocabulary_new(void)
{
	return cfix_xcalloc(1, sizeof(struct cfix_vocabulary));
}

void cfix_vocabulary_free(struct cfix_vocabulary *vocab)
{
	if (!vocab)
		return;
	for (size_t i = 0; i < vocab->pairs.len; i++) {
		free(vocab->pairs.items[i].name);
		free(vocab->pairs.items[i].wrapper);
	}
	cfix_array_release(&vocab->pairs);
	free(vocab);
}

bool cfix_vocabulary_is_name(const char *word, size_t len)
{
	if (!len || (word[0] >= '0' && word[0] <= '9'))
		return false;
	for (size_t i = 0; i < len; i++) {
		char c = word[i];

		if (!(c == '_' || (c >= 'a' && c <= 'z') ||
		      (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')))
			return false;
	}
	return true;
}

int cfix_vocabulary_add(struct cfix_vocabulary *vocab, const char *name,
			const char *wrapper)
{
	if (!cfix_vocabulary_is_name(name, strlen(name)) ||
	    !cfix_vocabulary_is_name(wrapper, strlen(wrapper)) ||
	    !strcmp(name, wrapper))
		return -1;
	if (cfix_vocabulary_wraps(vocab, name, wrapper))
		return 0;
	cfix_array_push(&vocab->pairs,
			((struct word_pair){ .name = cfix_xstrdup(name),
					     .wrapper = cfix_xstrdup(wrapper) }));
	return 0;
}

bool cfix_vocabulary_wraps(const struct cfix_vocabulary *vocab,
			   const char *name, const char *code)
{
	if (!vocab || !name || !code)
		return false;
	for (size_t i = 0; i < vocab->pairs.len; i++)
		if (!strcmp(vocab->pairs.items[i].wrapper, code) &&
		    !strcmp(vocab->pairs.items[i].name, name))
			return true;
	return false;
}

const char *cfix_vocabulary_wrapper(const struct cfix_vocabulary *vocab,
				    const char *name, uint32_t index)
{
	if (!vocab || !name)
		return NULL;
	for (size_t i = 0; i < vocab->pairs.len; i++)
		if (!strcmp(vocab->pairs.items[i].name, name) && !index--)
			return vocab->pairs.items[i].wrapper;
	return NULL;
}

uint32_t cfix_vocabulary_count(const struct cfix_vocabulary *vocab)
{
	return vocab ? (uint32_t)vocab->pairs.len : 0;
}

void cfix_vocabulary_merge(struct cfix_vocabulary *vocab,
			   const struct cfix_vocabulary *from)
{
	for (size_t i = 0; from && i < from->pairs.len; i++)
		cfix_vocabulary_add(vocab, from->pairs.items[i].name,
				    from->pairs.items[i].wrapper);
}

void cfix_ruleset_set_vocabulary(struct cfix_ruleset *set,
				 const struct cfix_vocabulary *vocab)
{
	set->vocab = vocab;
}
