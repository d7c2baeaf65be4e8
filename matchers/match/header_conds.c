/*
 * header_conds.c: the branches of a header's #if groups the compiler
 * certainly takes or skips.  A name is certain only where nothing a
 * file reads can change it: the compiler predefines it or not, and no
 * header of the file nor the file itself #defines or #undefs it (the
 * headers are those every #include reaches, whatever its #if, so a
 * #define no compiler reads still makes the name uncertain).  Only
 * #ifdef, #ifndef and #if [!]defined of one name are decided.
 */
#include "header_conds.h"

#include <string.h>

/* The names clang defines with no #define in its predefines. */
static bool builtin_name(const char *name, size_t len)
{
	static const char *const names[] = {
		"__FILE__", "__LINE__", "__DATE__", "__TIME__",
		"__TIMESTAMP__", "__COUNTER__", "__INCLUDE_LEVEL__",
		"__BASE_FILE__", "__FILE_NAME__", "__MODULE__", "_Pragma",
		"__building_module", "__VA_ARGS__", "__VA_OPT__",
	};

	if ((len > 6 && !strncmp(name, "__has_", 6)) ||
	    (len > 5 && !strncmp(name, "__is_", 5)))
		return true;
	for (size_t i = 0; i < sizeof(names) / sizeof(*names); i++)
		if (strlen(names[i]) == len && !strncmp(names[i], name, len))
			return true;
	return false;
}

enum cfix__cond_state cfix__macro_state(const struct cfix__macro_facts *facts,
					const char *name, size_t len)
{
	uint64_t k = cfix_hash_bytes(name, len, CFIX_HASH_INIT);

	if (!facts || !facts->known || builtin_name(name, len) ||
	    cfix_hashes_has(facts->touched.items, facts->touched.len, k))
		return CFIX_COND_UNKNOWN;
	return cfix_hashes_has(facts->defined.items, facts->defined.len, k)
		       ? CFIX_COND_TAKEN : CFIX_COND_SKIPPED;
}

bool cfix__macro_guard_taken(const struct cfix__macro_facts *facts,
			     const char *name, size_t len)
{
	uint64_t k = cfix_hash_bytes(name, len, CFIX_HASH_INIT);

	return facts && facts->known && !builtin_name(name, len) &&
	       !cfix_hashes_has(facts->unguarded.items, facts->unguarded.len, k) &&
	       !cfix_hashes_has(facts->defined.items, facts->defined.len, k);
}

/* The state line's condition gives its branch. */
static enum cfix__cond_state condition(const struct cfix__macro_facts *facts,
				       const struct cfix__cond_line *line)
{
	enum cfix__cond_state s;

	if (!line->name)
		return CFIX_COND_UNKNOWN;
	s = cfix__macro_state(facts, line->name, line->len);
	if (s != CFIX_COND_UNKNOWN && line->negated)
		s = s == CFIX_COND_TAKEN ? CFIX_COND_SKIPPED : CFIX_COND_TAKEN;
	return s;
}

void cfix__conds_step(struct cfix__conds *c,
		      const struct cfix__macro_facts *facts,
		      const struct cfix__cond_line *line)
{
	int top = c->n - 1;
	enum cfix__cond_state s;

	if (line->kind == CFIX_COND_ENDIF) {
		c->n -= c->n > 0;
		return;
	}
	if (line->kind == CFIX_COND_IF) {
		if (c->n++ >= 32)
			return;
		top = c->n - 1;
		c->g[top].done = c->g[top].maybe = c->g[top].guard = false;
	} else if (top < 0 || top >= 32) {
		return;		/* no group, or one past the bound */
	}
	if (c->g[top].guard)
		s = CFIX_COND_UNKNOWN;	/* a guard's #else */
	else if (c->g[top].done)
		s = CFIX_COND_SKIPPED;	/* a branch before was taken */
	else if (line->kind == CFIX_COND_ELSE)
		s = c->g[top].maybe ? CFIX_COND_UNKNOWN : CFIX_COND_TAKEN;
	else
		s = condition(facts, line);
	if (s == CFIX_COND_TAKEN && c->g[top].maybe)
		s = CFIX_COND_UNKNOWN;	/* taken if the unknown ones were not */
	c->g[top].state = (unsigned char)s;
	c->g[top].done |= s == CFIX_COND_TAKEN;
	c->g[top].maybe |= s == CFIX_COND_UNKNOWN;
}

void cfix__conds_assume_taken(struct cfix__conds *c)
{
	if (c->n > 0 && c->n <= 32) {
		c->g[c->n - 1].state = CFIX_COND_TAKEN;
		c->g[c->n - 1].done = true;
		c->g[c->n - 1].maybe = false;
		c->g[c->n - 1].guard = true;
	}
}

enum cfix__cond_state cfix__conds_region(const struct cfix__conds *c)
{
	enum cfix__cond_state r = CFIX_COND_TAKEN;

	for (int i = 0; i < c->n; i++) {
		if (i >= 32 || c->g[i].state == CFIX_COND_UNKNOWN)
			r = CFIX_COND_UNKNOWN;
		else if (c->g[i].state == CFIX_COND_SKIPPED)
			return CFIX_COND_SKIPPED;
	}
	return r;
}
