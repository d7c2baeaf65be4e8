/*
 * patch_or_match.c: a rule file is a patch ('-' and '+' lines) or a
 * match ('*' lines), never both, as spatch 1.1.1 reads it: its lexer
 * (Coccinelle's lexer_cocci.mll, patch_or_match) takes the first such
 * line of the file as the file's mode and refuses the first line of the
 * other kind after it ("- or + not allowed in the first column for a
 * match", "* not allowed in the first column for a patch").  Per file,
 * not per rule: a '*' rule and a '-' rule below it are refused too.
 *
 * Rules whose "depends on" already fails on the virtual rules given
 * (`depends on context` without -D context), or on such a rule, are
 * left out, as spatch parses them with the check off: a coccicheck
 * file holds '*' rules for context mode and '-' rules for patch mode.
 */
#include "rule_internal.h"

#include <stdint.h>
#include <stdlib.h>

/* Coccinelle's eval_depend: what dep is once the virtual rules and the
 * rules that already fail are known. */
enum dep_image { DEP_HOLDS, DEP_FAILS, DEP_UNKNOWN };

static bool is_defined(const struct cfix_ruleset *set, const char *name)
{
	for (uint32_t i = 0; i < set->ndefined; i++)
		if (!strcmp(set->defined[i], name))
			return true;
	return false;
}

/* dep under neg '!'s; fails[k]: rule k of the set (from base) fails. */
static enum dep_image image(const struct rule_file *f,
			    const struct cfix_depend *dep, bool neg,
			    const bool *fails, uint32_t nfails)
{
	enum dep_image a, b;
	bool and;

	switch (dep->kind) {
	case CFIX_DEP_VIRTUAL:
		return is_defined(f->set, dep->name) != neg ? DEP_HOLDS
							   : DEP_FAILS;
	case CFIX_DEP_RULE:
	case CFIX_DEP_EVER:
		/* a rule that fails: its dependents fail (not its
		 * "!r" ones, as in spatch) */
		if (!neg && dep->rule >= (int32_t)f->base &&
		    (uint32_t)dep->rule - f->base < nfails &&
		    fails[dep->rule - f->base])
			return DEP_FAILS;
		return DEP_UNKNOWN;
	case CFIX_DEP_NOT:
		return image(f, dep->left, !neg, fails, nfails);
	case CFIX_DEP_AND:
	case CFIX_DEP_OR:
		and = (dep->kind == CFIX_DEP_AND) != neg;
		a = image(f, dep->left, neg, fails, nfails);
		b = image(f, dep->right, neg, fails, nfails);
		if (and) {
			if (a == DEP_HOLDS || b == DEP_HOLDS)
				return a == DEP_HOLDS ? b : a;
			return a == DEP_FAILS || b == DEP_FAILS ? DEP_FAILS
								 : DEP_UNKNOWN;
		}
		if (a == DEP_HOLDS || b == DEP_HOLDS)
			return DEP_HOLDS;
		return a == DEP_FAILS ? b : a;
	default:	/* never, file in: known only on a file */
		return DEP_UNKNOWN;
	}
}

/* The offset of the start of the line holding offset. */
static size_t line_start(const struct rule_file *f, size_t offset)
{
	while (offset > 0 && f->text[offset - 1] != '\n')
		offset--;
	return offset;
}

/* The first token of rule (its offset in *at) on a line of the kind:
 * star '*' lines, else '-' and '+' lines.  False: none. */
static bool first_line(const struct cfix_rule *rule, bool star, size_t *at)
{
	bool found = false;

	for (uint32_t i = 0; i < rule->ntoks; i++)
		if (star ? rule->star && rule->star[i]
			 : rule->minus && rule->minus[i]) {
			*at = rule->toks[i].begin;
			found = true;
			break;
		}
	/* plus tokens come in order: the first is the earliest */
	if (!star && rule->nplus && (!found || rule->plus_toks[0].begin < *at)) {
		*at = rule->plus_toks[0].begin;
		found = true;
	}
	return found;
}

void cfix__rule_check_patch_or_match(struct rule_file *f,
				     struct cfix_rule **rules, size_t n)
{
	bool *fails = cfix_xcalloc(n + 1, sizeof(*fails));
	size_t patch = SIZE_MAX, match = SIZE_MAX, at;

	for (size_t i = 0; i < n; i++) {
		const struct cfix_rule *rule = rules[i];

		fails[i] = rule->depends &&
			   image(f, rule->depends, false, fails,
				 (uint32_t)n) == DEP_FAILS;
		if (fails[i] || rule->prototype_of || rule->script)
			continue;
		if (first_line(rule, false, &at) && at < patch)
			patch = at;
		if (first_line(rule, true, &at) && at < match)
			match = at;
	}
	free(fails);
	if (patch == SIZE_MAX || match == SIZE_MAX)
		return;
	if (patch > match)
		cfix__rule_error_at(f, line_start(f, patch), 1,
				    "a '-' or '+' line in a rule file with a "
				    "'*' line (line %u): spatch takes a rule "
				    "file as a patch or as a match, not both",
				    cfix__rule_line_of(f, match));
	else
		cfix__rule_error_at(f, line_start(f, match), 1,
				    "a '*' line in a rule file with a '-' or "
				    "'+' line (line %u): spatch takes a rule "
				    "file as a patch or as a match, not both",
				    cfix__rule_line_of(f, patch));
}
