/*
 * --check-build: before a file's fixes are taken, the fixed text is
 * compiled (parsed by libclang with the file's compile command,
 * cfix_source_compile_errors()) and its errors compared with those of
 * the file as read.  A fix that brings a new error is refused: its
 * match is marked not rewritten, saying why, and its edits leave the
 * set; the rest is compiled again, a few rounds at most.
 *
 * Errors are compared by message, as a multiset: edits move the code
 * after them, so places differ, and an error the file already had is
 * not the fix's.  A new error is blamed on the fix whose edit holds it
 * (its place mapped back onto the file as read); one elsewhere (a fix
 * removed a declaration used further down) refuses every fix of the
 * file, as no one edit can be named.
 */
#include "fixits_internal.h"

#include <stdlib.h>
#include <string.h>

/* Rounds of "refuse the guilty fixes, compile again" before all go. */
#define MAX_ROUNDS 4

/* The errors of text[0, len) with the file's compile command. */
static int compile(const struct cfix_pipeline_options *opts,
		   const char *path, const char *text, size_t len,
		   struct cfix_diag_sink *errors, struct cfix_diag_sink *sink)
{
	cfix_diag_sink_init(errors);
	return cfix_source_compile_errors(path, opts->parse, text, len,
					  errors, sink);
}

/* Whether after's error i is new: no unused one of before says it. */
static bool error_is_new(const struct cfix_diag_sink *before, bool *used,
			 const struct cfix_diag *error)
{
	for (size_t k = 0; k < before->diags.len; k++) {
		if (!used[k] &&
		    !strcmp(before->diags.items[k].message, error->message)) {
			used[k] = true;
			return false;
		}
	}
	return true;
}

/*
 * The name an "undeclared" error is about ('X' in "use of undeclared
 * identifier 'X'", "call to undeclared function 'X'; ...", "implicit
 * declaration of function 'X'", "unknown type name 'X'"), in arena, or
 * NULL for another error.
 */
static const char *undeclared_name(const char *message,
				   struct cfix_arena *arena)
{
	static const char *const kinds[] = {
		"use of undeclared identifier '",
		"call to undeclared function '",
		"call to undeclared library function '",
		"implicit declaration of function '",
		"unknown type name '",
	};

	for (size_t i = 0; i < sizeof(kinds) / sizeof(*kinds); i++) {
		size_t n = strlen(kinds[i]);
		const char *end;

		if (strncmp(message, kinds[i], n))
			continue;
		end = strchr(message + n, '\'');
		if (end)
			return cfix_arena_strndup(arena, message + n,
						  (size_t)(end - message - n));
	}
	return NULL;
}

/*
 * Why a fix is refused, for its "not rewritten" note: error, at offset
 * at of set's text (UINT32_MAX: in a header).
 */
static const char *refusal(const struct cfix_editset *set,
			   const struct cfix_diag *error, uint32_t at,
			   struct cfix_arena *arena)
{
	const char *name = undeclared_name(error->message, arena);
	struct cfix_loc loc;

	if (name)
		return cfix_arena_printf(
			arena, "refused by --check-build: the fix uses %s, "
			       "which this file does not declare (include "
			       "its header or define it)", name);
	if (at == UINT32_MAX)
		return cfix_arena_printf(arena, "refused by --check-build: "
					 "the fixed code does not compile: "
					 "in a header: %s", error->message);
	loc = cfix_loc_from_offset(set->path, set->text, set->len, at);
	return cfix_arena_printf(arena, "refused by --check-build: the fixed "
					"code does not compile: %u:%u: %s",
				 loc.line, loc.col, error->message);
}

/*
 * The record whose edit holds offset of the set's text (an edit's
 * range, its ends included), or -1.
 */
static long blame(const struct cfix_editset *set, uint32_t offset)
{
	for (size_t i = 0; i < set->edits.len; i++) {
		const struct cfix_edit *ed = &set->edits.items[i];

		if (ed->begin <= offset && offset <= ed->end)
			return ed->match;
	}
	return -1;
}

/* Takes record k's fix out of set; its match says why. */
static void refuse(struct cfix_editset *set, struct cfix_match *matches,
		   uint32_t count, size_t k, const char *why)
{
	struct cfix_match_record *rec = &set->matches.items[k];
	size_t kept = 0;

	if (rec->state != CFIX_MATCH_ACCEPTED)
		return;
	for (size_t i = 0; i < set->edits.len; i++)
		if (set->edits.items[i].match != k)
			set->edits.items[kept++] = set->edits.items[i];
	set->edits.len = kept;
	rec->state = CFIX_MATCH_REJECTED;
	if (k < count && !matches[k].not_rewritten)
		matches[k].not_rewritten = why;
}

/* Refuses every fix of set, saying why. */
static void refuse_all(struct cfix_editset *set, struct cfix_match *matches,
		       uint32_t count, const char *why)
{
	for (size_t k = 0; k < set->matches.len; k++)
		refuse(set, matches, count, k, why);
}

/* Refuses the fix a new error (on set's result) is blamed on. */
static void refuse_guilty(struct cfix_editset *set,
			  const struct cfix_diag *error,
			  struct cfix_match *matches, uint32_t count,
			  struct cfix_arena *arena)
{
	uint32_t at = error->loc.offset;
	long k = -1;
	const char *why;

	if (at != UINT32_MAX) {
		at = cfix_editset_map_back(set, at, false);
		k = blame(set, at);
	}
	why = refusal(set, error, at, arena);
	if (k < 0)
		refuse_all(set, matches, count, why);
	else
		refuse(set, matches, count, (size_t)k, why);
}

/*
 * One round: compiles set's result and refuses the fixes that bring
 * new errors.  Returns how many new errors there were, or -1 when the
 * fixed text could not be compiled.
 */
static long check_round(const struct cfix_pipeline_options *opts,
			struct cfix_editset *set,
			const struct cfix_diag_sink *before,
			struct cfix_match *matches, uint32_t count,
			struct cfix_arena *arena, struct cfix_diag_sink *sink)
{
	struct cfix_buf fixed = CFIX_BUF_INIT;
	struct cfix_diag_sink after;
	bool *used = cfix_xcalloc(before->diags.len + 1, sizeof(bool));
	long found = -1;

	if (cfix_editset_apply_plain(set, &fixed, sink) ||
	    compile(opts, set->path, fixed.data, fixed.len, &after, sink))
		goto out;
	found = 0;
	for (size_t i = 0; i < after.diags.len; i++) {
		if (error_is_new(before, used, &after.diags.items[i])) {
			refuse_guilty(set, &after.diags.items[i], matches,
				      count, arena);
			found++;
		}
	}
out:
	cfix_diag_sink_release(&after);
	cfix_buf_release(&fixed);
	free(used);
	return found;
}

int cfix__build_check(const struct cfix_pipeline_options *opts,
		      struct cfix_editset *set, struct cfix_match *matches,
		      uint32_t count, struct cfix_arena *arena,
		      struct cfix_diag_sink *sink)
{
	struct cfix_diag_sink before;
	struct cfix_loc file = { .file = set->path };
	long found = 1;

	if (!set->edits.len)
		return 0;
	if (!opts->has_command) {
		cfix_diag_add(sink, CFIX_DIAG_WARNING, file,
			      "fixes not build-checked: no compile command "
			      "for this file");
		return 0;
	}
	if (compile(opts, set->path, set->text, set->len, &before, sink)) {
		cfix_diag_sink_release(&before);
		refuse_all(set, matches, count, "refused by --check-build: "
			   "the file could not be compiled to check it");
		return -1;
	}
	for (int round = 0; round < MAX_ROUNDS && found > 0 &&
			    set->edits.len; round++)
		found = check_round(opts, set, &before, matches, count, arena,
				    sink);
	if (found)	/* still new errors, or the fixed text not compiled */
		refuse_all(set, matches, count, "refused by --check-build: "
			   "the fixed code does not compile");
	cfix_diag_sink_release(&before);
	return found < 0 ? -1 : 0;
}
