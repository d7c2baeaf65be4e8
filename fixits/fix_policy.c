/*
 * Which fixes apply by default.  A built-in rule says in its header
 * whether its fix is safe to apply unread ("// fix: safe"), needs a
 * reader ("review": ARRAY_SIZE outside the kernel, a changed meaning in
 * rare code) or is not a fix at all ("none").  Only safe fixes are
 * applied unless review fixes are asked for (--review-fixes); a rule
 * file that says nothing is the user's own, and its fix is applied as
 * it always was.
 *
 * A held fix is a match marked not rewritten, so every output (report,
 * exports, diff, in-place) and every later stage sees one decision; its
 * note still shows the fix, so that a reader can judge it.
 */
#include "fixits_internal.h"

#include <string.h>

/* Whether word's first word is want ("safe" in "safe (see below)"). */
static bool word_is(const char *word, const char *want)
{
	size_t n = strlen(want);

	return !strncmp(word, want, n) &&
	       (!word[n] || word[n] == ' ' || word[n] == '\t');
}

/* Whether m's fix is held back (cfix__fix_hold()). */
static bool held(const struct cfix_match *m, bool review_fixes)
{
	if (review_fixes || !m->fix || !m->nactions || m->not_rewritten)
		return false;
	return !word_is(m->fix, "safe");
}

/* The note of a held fix: the fix as the report would show it. */
static const char *held_note(const char *path, const char *text, size_t len,
			     const struct cfix_match *m,
			     struct cfix_arena *arena)
{
	struct cfix_editset *one = cfix_editset_new(path, text, len);
	struct cfix_diag_sink quiet;
	struct cfix_buf preview = CFIX_BUF_INIT;
	const char *note;

	cfix_diag_sink_init(&quiet);
	if (cfix_editset_add_match(one, m, &quiet) ||
	    cfix__fix_preview(&preview, text, len, m,
			      &one->matches.items[0]))
		note = cfix_arena_printf(arena, "its fix needs review "
					 "(rule header '// fix: %s'); "
					 "--review-fixes applies it", m->fix);
	else
		note = cfix_arena_printf(arena, "fix '%s' needs review (rule "
					 "header '// fix: %s'); "
					 "--review-fixes applies it",
					 preview.data, m->fix);
	cfix_buf_release(&preview);
	cfix_diag_sink_release(&quiet);
	cfix_editset_free(one);
	return note;
}

const struct cfix_match *cfix__fix_hold(const char *path, const char *text,
					size_t len,
					const struct cfix_match *matches,
					uint32_t count, bool review_fixes,
					struct cfix_arena *arena)
{
	struct cfix_match *copy = NULL;

	for (uint32_t i = 0; i < count; i++) {
		if (!held(&matches[i], review_fixes))
			continue;
		if (!copy) {
			copy = cfix_arena_alloc(arena, count * sizeof(*copy));
			memcpy(copy, matches, count * sizeof(*copy));
		}
		copy[i].not_rewritten = held_note(path, text, len, &matches[i],
						  arena);
	}
	return copy ? copy : matches;
}
