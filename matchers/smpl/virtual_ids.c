/*
 * virtual_ids.c: "identifier virtual.ns;", a metavariable whose value
 * the command line gives (-D ns=value).  As spatch's parser does, a
 * name with a value is no metavariable at all: the rule's body spells
 * the value wherever it spells the name (lex_body() asks
 * cfix__virtual_id_value()).  A name without a value is inherited
 * from a rule that never matches: the rule does not apply (spatch
 * drops it; where only added code spells the name, spatch matches and
 * then stops with "Not found a value in env", cfix does not apply the
 * rule either: docs/rule-language.md).  Also -D itself, from the
 * command line or a rule file's "#spatch" line (spatch_args.c).
 */
#include "rule_internal.h"

#include <stdlib.h>
#include <string.h>

void cfix_ruleset_define(struct cfix_ruleset *set, const char *name)
{
	if (strchr(name, '=')) {
		cfix_array_push(&set->virtual_values,
				cfix_arena_strdup(set->arena, name));
		return;
	}
	set->defined = cfix_xrealloc(set->defined, (set->ndefined + 1) *
							   sizeof(*set->defined));
	set->defined[set->ndefined++] = cfix_arena_strdup(set->arena, name);
}

const char *cfix__ruleset_virtual_value(const struct cfix_ruleset *set,
					const char *name)
{
	size_t len = strlen(name);
	const char *value = NULL;

	/* the last -D wins */
	for (size_t i = 0; set && i < set->virtual_values.len; i++) {
		const char *def = set->virtual_values.items[i];

		if (!strncmp(def, name, len) && def[len] == '=')
			value = def + len + 1;
	}
	return value;
}

/* The rule's "depends on" with "virtual.NAME", a virtual rule no -D
 * can define, and-ed in front. */
static void depend_on_nothing(struct rule_ctx *rc, const char *name)
{
	struct cfix_arena *arena = rc->file->arena;
	struct cfix_depend *leaf = cfix_arena_alloc(arena, sizeof(*leaf));
	struct cfix_depend *and;

	*leaf = (struct cfix_depend){
		.kind = CFIX_DEP_VIRTUAL,
		.rule = -1,
		.name = cfix_arena_printf(arena, "virtual.%s", name),
	};
	if (!rc->rule->depends) {
		rc->rule->depends = leaf;
		return;
	}
	and = cfix_arena_alloc(arena, sizeof(*and));
	*and = (struct cfix_depend){ .kind = CFIX_DEP_AND, .rule = -1,
				     .left = leaf,
				     .right = rc->rule->depends };
	rc->rule->depends = and;
}

int cfix__virtual_id_bind(struct rule_ctx *rc, const struct cfix_token *t,
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
		return 0;
	}
	cfix_array_push(&rc->virtual_ids, name);
	cfix_array_push(&rc->virtual_ids, value);
	return 1;
}

const char *cfix__virtual_id_value(const struct rule_ctx *rc,
				   const char *name)
{
	for (size_t i = 0; i + 1 < rc->virtual_ids.len; i += 2)
		if (!strcmp(rc->virtual_ids.items[i], name))
			return rc->virtual_ids.items[i + 1];
	return NULL;
}
