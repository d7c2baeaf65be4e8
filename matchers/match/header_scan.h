/*
 * header_scan.h: reading a header's directives in order, as the
 * compiler meets them: which #if branch a point lies in, the header's
 * guard taken (header_scan.c), for the header index (header_records.c)
 * and its macro questions.
 */
#ifndef CFIX_MATCH_HEADER_SCAN_H
#define CFIX_MATCH_HEADER_SCAN_H

#include "header_conds.h"

/*
 * The conditional directive w (n long; a its next token on the line, m
 * long, or NULL) into *line; false for any other directive.  A name
 * is read from `#ifdef X`, `#ifndef X`, `#if`/`#elif` `[!]defined X`
 * and `[!]defined(X)`; any other condition has none (unknown).
 */
bool cfix__cond_line_of(const char *w, size_t n, const char *a, size_t m,
			const char *end, struct cfix__cond_line *line);

/* A header's #if groups as a scan meets its directives, its guard
 * (`#ifndef G` first, then `#define G`) taken. */
struct cfix__cond_scan {
	struct cfix__conds c;
	const struct cfix__macro_facts *facts;	/* NULL: nothing certain */
	const char *guard;	/* G, from an `#ifndef G` to the next line */
	size_t gn;
	bool first_guard;	/* that `#ifndef G` is the header's first */
	bool started;		/* past the header's first token */
};

/* A token of the scan other than a directive. */
void cfix__scan_token(struct cfix__cond_scan *s);

/* The directive at p (just past its `#`) met by s; the end of its
 * line. */
const char *cfix__scan_directive(struct cfix__cond_scan *s, const char *p,
				 const char *end);

/* Whether offset at of text lies under an #if other than the header's
 * guard. */
bool cfix__under_if(const char *text, size_t at);

/*
 * Whether every `#define name` of text[0, len) lies in an #if branch
 * the compiler certainly skips under facts (one #define at least): to
 * clang the header defines no such macro (`#define
 * mutex_lock_interruptible(l) ...` under `#ifdef
 * CONFIG_DEBUG_LOCK_ALLOC`, a config that does not set it).
 */
bool cfix__defines_skipped(const char *text, size_t len,
			   const struct cfix__macro_facts *facts,
			   const char *name);

/*
 * Whether each `#define name` of text[0, len) is followed by its
 * `#undef name` with no other directive between but #define and
 * #undef of other names (one pair at least): past the header, name is
 * no macro (apicdef.h's `#define u32 unsigned int` ... `#undef u32`).
 * The declarations between read it as the macro: header_records.c
 * gives up on a type there that spells such a name.
 */
bool cfix__defines_undone(const char *text, size_t len, const char *name);

/*
 * The body of text's one `#define name` when it is a path of members,
 * words joined by `.` (sock.h's `#define sk_incoming_cpu
 * __sk_common.skc_incoming_cpu`), malloc'd; NULL where name is #defined
 * twice, #undef'd, function-like, under an #if not certainly taken
 * under facts, or its body is anything else.
 */
char *cfix__member_macro(const char *text, size_t len,
			 const struct cfix__macro_facts *facts,
			 const char *name);

#endif
