/*
 * metavars.c: a rule's metavariables while its declarations are read:
 * looked up by name, added once (a second declaration of a name is an
 * error), or inherited from a rule above ("r.E").
 */
#include "rule_internal.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

int32_t cfix__rule_above(const struct rule_file *f, const char *name)
{
	for (size_t k = 0; k < f->rules->len; k++)
		if (f->rules->items[k]->name &&
		    !strcmp(f->rules->items[k]->name, name))
			return (int32_t)(f->base + k);
	return -1;
}

int32_t cfix__metavar_find(const struct rule_ctx *rc, const char *name)
{
	for (size_t i = 0; i < rc->metavars.len; i++)
		if (!strcmp(rc->metavars.items[i].name, name))
			return (int32_t)i;
	return -1;
}

bool cfix__metavar_is_type(const struct rule_ctx *rc, const char *name)
{
	int32_t mv = cfix__metavar_find(rc, name);

	return mv >= 0 && (rc->metavars.items[mv].kind == CFIX_MV_TYPE ||
			   rc->metavars.items[mv].kind == CFIX_MV_TYPEDEF);
}

int cfix__metavar_add(struct rule_ctx *rc, const struct cfix_token *tok,
		      enum cfix_mv_kind kind, const char *type)
{
	struct rule_file *f = rc->file;
	int32_t old = cfix__metavar_find(rc, tok->text);
	struct cfix_metavar mv = {
		.name = tok->text,
		.kind = kind,
		.type = type,
		.loc = cfix_loc_from_offset(f->path, f->text, f->len,
					    tok->begin),
		.from_rule = -1,
		.from_mv = -1,
		.list_len = -1,
	};

	if (old >= 0) {
		cfix__rule_error_tok(
			f, tok,
			"duplicate metavariable '%s'; first declared at line %u",
			tok->text, rc->metavars.items[old].loc.line);
		return -1;
	}
	cfix_array_push(&rc->metavars, mv);
	return 0;
}

/* "identifier virtual.ns": a value spelled in the body, or (no -D
 * value) a metavariable of a rule that does not apply. */
static int virtual_id(struct rule_ctx *rc, const struct cfix_token *t,
		      uint32_t i, enum cfix_mv_kind kind)
{
	const char *name = t[i + 2].text;
	int bound;

	if (cfix__metavar_find(rc, name) >= 0 ||
	    cfix__virtual_id_value(rc, name)) {
		cfix__rule_error_tok(rc->file, &t[i + 2],
				     "duplicate metavariable '%s'", name);
		return -1;
	}
	bound = cfix__virtual_id_bind(rc, t, i, kind);
	if (bound != 0)
		return bound < 0 ? -1 : 0;
	if (cfix__metavar_add(rc, &t[i + 2], kind, NULL) < 0)
		return -1;
	/* bound by no match: added code may spell it */
	rc->metavars.items[rc->metavars.len - 1].virtual_name = name;
	return 0;
}

int32_t cfix__metavar_own(struct rule_file *f, const struct cfix_rule *rule,
			  const struct cfix_token *rname,
			  const struct cfix_token *name)
{
	for (uint32_t k = 0; k < rule->nmetavars; k++) {
		const struct cfix_metavar *mv = &rule->metavars[k];
		const struct cfix_rule *owner;

		if (strcmp(mv->name, name->text))
			continue;
		if (mv->from_rule < 0)
			return (int32_t)k;
		/* spatch looks r.x up among r's declarations under r's
		 * name; an inherited one is under its first rule's */
		owner = f->rules->items[mv->from_rule - f->base];
		cfix__rule_error_tok(f, name,
				     "rule '%s' inherits '%s' from rule '%s' "
				     "and does not bind it: name it as %s.%s",
				     rname->text, name->text, owner->name,
				     owner->name, mv->name);
		return -1;
	}
	cfix__rule_error_tok(f, name, "rule '%s' has no metavariable '%s'",
			     rname->text, name->text);
	return -1;
}

int cfix__metavar_inherit(struct rule_ctx *rc, const struct cfix_token *t,
			  uint32_t i, enum cfix_mv_kind kind, const char *type)
{
	struct rule_file *f = rc->file;
	int32_t from = cfix__rule_above(f, t[i].text), k;
	const struct cfix_rule *rule;
	struct cfix_metavar *mv;

	if (from < 0 && !strcmp(t[i].text, "virtual"))
		return virtual_id(rc, t, i, kind);
	if (from < 0) {
		cfix__rule_error_tok(
			f, &t[i],
			"inherited metavariable '%s.%s': no rule '%s' above",
			t[i].text, t[i + 2].text, t[i].text);
		return -1;
	}
	rule = f->rules->items[from - f->base];
	k = cfix__metavar_own(f, rule, &t[i], &t[i + 2]);
	if (k < 0 || cfix__metavar_add(rc, &t[i + 2], kind, type) < 0)
		return -1;
	mv = &rc->metavars.items[rc->metavars.len - 1];
	mv->from_rule = from;
	mv->from_mv = k;
	return 0;
}
