/*
 * virtual_ids.c: "identifier virtual.ns;", a metavariable whose value
 * the command line gives (-D ns=value).  As spatch's parser does, a
 * name with a value is no metavariable at all: the rule's body spells
 * the value wherever it spells the name (lex_body() asks
 * cfix__virtual_id_value()).  A name without a value is inherited
 * from a rule that never matches: the rule does not apply (spatch
 * drops it; where only added code spells the name, spatch matches and
 * then stops with "Not found a value in env", cfix does not apply the
 * rule either: docs/rule-language.md).
 */
#include "rule_internal.h"

#include <string.h>

/* The rule's "depends on" with "virtual.NAME", a virtual rule no -D
 * can define, and-ed in front. */
static void depend_on_nothing(struct rule_ctx *rc, const char *name)
{
	struct rule_file *f = rc->file;
	struct cfix_depend *leaf =
		cfix__depend_new(f, CFIX_DEP_VIRTUAL, NULL, NULL);

	leaf->name = cfix_arena_printf(f->arena, "virtual.%s", name);
	rc->rule->depends = rc->rule->depends
				    ? cfix__depend_new(f, CFIX_DEP_AND, leaf,
						       rc->rule->depends)
				    : leaf;
}

int cfix__virtual_id_declare(struct rule_ctx *rc, const struct cfix_token *t,
			     uint32_t i, enum cfix_mv_kind kind)
{
	struct rule_file *f = rc->file;
	const char *name = t[i + 2].text;
	const char *value = cfix__ruleset_virtual_value(f->set, name);

	if (kind != CFIX_MV_IDENTIFIER) {
		cfix__rule_error_tok(f, &t[i],
				     "only identifier metavariables may come "
				     "from the command line ('virtual.%s')",
				     name);
		return -1;
	}
	if (!value) {
		depend_on_nothing(rc, name);
		if (cfix__metavar_add(rc, &t[i + 2], kind, NULL) < 0)
			return -1;
		/* bound by no match: added code may spell it */
		rc->metavars.items[rc->metavars.len - 1].virtual_name = name;
		return 0;
	}
	if (cfix__metavar_find(rc, name) >= 0 ||
	    cfix__virtual_id_value(rc, name)) {
		cfix__rule_error_tok(f, &t[i + 2], "duplicate metavariable '%s'",
				     name);
		return -1;
	}
	cfix_array_push(&rc->virtual_ids, name);
	cfix_array_push(&rc->virtual_ids, value);
	return 0;
}

const char *cfix__virtual_id_value(const struct rule_ctx *rc,
				   const char *name)
{
	for (size_t i = 0; i + 1 < rc->virtual_ids.len; i += 2)
		if (!strcmp(rc->virtual_ids.items[i], name))
			return rc->virtual_ids.items[i + 1];
	return NULL;
}
