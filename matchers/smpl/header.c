/*
 * header.c: a rule's header, between its '@'s: the name, "depends on"
 * (rules above and virtual rules, '!', '&&', '||', parentheses, "ever",
 * "never", "file in"), "extends", exists / forall, "disable"
 * (isomorphisms and prototypes the rule turns off) and "using"
 * (accepted, not read).
 */
#include "rule_internal.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

static bool is_header_keyword(const char *word)
{
	static const char *const words[] = {
		"depends", "exists", "forall", "disable", "using", "extends",
		"expression", "identifier", "type", NULL,
	};

	for (int i = 0; words[i]; i++)
		if (!strcmp(word, words[i]))
			return true;
	return false;
}

int cfix__header_list_skip(struct rule_file *f, const struct cfix_token *t,
			   uint32_t n, uint32_t *i, bool strings)
{
	for (;;) {
		bool ok = *i < n && (strings ? t[*i].kind == CFIX_TOK_STRING
					     : is_word(&t[*i]));

		if (!ok) {
			cfix__rule_error_tok(f, &t[*i],
					     "expected %s before '%s'",
					     strings ? "a string" : "a name",
					     *i < n ? t[*i].text : "@");
			return -1;
		}
		++*i;
		if (*i >= n || !tok_is(&t[*i], ","))
			return 0;
		++*i;
	}
}

static bool is_known_rule(const struct rule_file *f, const char *name)
{
	for (size_t k = 0; k < f->known_rules.len; k++)
		if (!strcmp(f->known_rules.items[k], name))
			return true;
	return false;
}

struct cfix_depend *cfix__depend_new(struct rule_file *f,
				     enum cfix_dep_kind kind,
				     struct cfix_depend *left,
				     struct cfix_depend *right)
{
	struct cfix_depend *dep = cfix_arena_alloc(f->arena, sizeof(*dep));

	*dep = (struct cfix_depend){ .kind = kind, .rule = -1, .left = left,
				     .right = right };
	return dep;
}

static struct cfix_depend *depends_or(struct rule_file *f,
				      const struct cfix_token *t, uint32_t n,
				      uint32_t *i);

static struct cfix_depend *depends_rule(struct rule_file *f,
					const struct cfix_token *t, uint32_t n,
					uint32_t *i);

/* "ever r" / "never r": of a virtual rule, whether it is defined (or
 * not); of a rule above, whether it matched in any environment. */
static enum cfix_dep_kind depends_ever_kind(const struct cfix_token *word,
					    enum cfix_dep_kind kind)
{
	bool ever = tok_is(word, "ever");

	if (kind == CFIX_DEP_VIRTUAL)
		return ever ? CFIX_DEP_VIRTUAL : CFIX_DEP_NEVER;
	return ever ? CFIX_DEP_EVER : CFIX_DEP_NEVER;
}

/* "file in "path"": the file is path or lies in folder path. */
static struct cfix_depend *depends_file(struct rule_file *f,
					const struct cfix_token *t, uint32_t n,
					uint32_t *i)
{
	const struct cfix_token *tok = &t[*i + 2 < n ? *i + 2 : n];
	size_t len = *i + 2 < n ? strlen(tok->text) : 0;
	struct cfix_depend *dep;

	if (*i + 2 >= n || tok->kind != CFIX_TOK_STRING || len < 3 ||
	    tok->text[0] != '"') {
		cfix__rule_error_tok(f, tok,
				     "expected a file name string after 'file in'");
		return NULL;
	}
	*i += 3;
	dep = cfix__depend_new(f, CFIX_DEP_FILE, NULL, NULL);
	dep->name = cfix_arena_strndup(f->arena, tok->text + 1, len - 2);
	return dep;
}

/* A name, "!" factor, "(" condition ")", "ever" / "never" name, or
 * "file in" string. */
static struct cfix_depend *depends_factor(struct rule_file *f,
					  const struct cfix_token *t,
					  uint32_t n, uint32_t *i)
{
	const struct cfix_token *tok = &t[*i < n ? *i : n];
	struct cfix_depend *dep;

	if (*i >= n) {
		cfix__rule_error_tok(f, tok,
				     "expected a rule name after 'depends on'");
		return NULL;
	}
	if (tok_is(tok, "!")) {
		++*i;
		dep = depends_factor(f, t, n, i);
		return dep ? cfix__depend_new(f, CFIX_DEP_NOT, dep, NULL)
			   : NULL;
	}
	if (tok_is(tok, "(")) {
		++*i;
		dep = depends_or(f, t, n, i);
		if (dep && (*i >= n || !tok_is(&t[*i], ")"))) {
			cfix__rule_error_tok(f, &t[*i < n ? *i : n],
					     "expected ')' in 'depends on'");
			return NULL;
		}
		++*i;
		return dep;
	}
	if (tok_is(tok, "file") && *i + 1 < n && tok_is(&t[*i + 1], "in"))
		return depends_file(f, t, n, i);
	if ((tok_is(tok, "ever") || tok_is(tok, "never")) && *i + 1 < n &&
	    is_word(&t[*i + 1])) {
		++*i;
		dep = depends_rule(f, t, n, i);
		if (dep)
			dep->kind = depends_ever_kind(tok, dep->kind);
		return dep;
	}
	return depends_rule(f, t, n, i);
}

/* A rule name: a rule above, or a virtual rule. */
static struct cfix_depend *depends_rule(struct rule_file *f,
					const struct cfix_token *t, uint32_t n,
					uint32_t *i)
{
	const struct cfix_token *tok = &t[*i];
	struct cfix_depend *dep;

	if (!is_word(tok)) {
		cfix__rule_error_tok(f, tok, "expected a rule name before '%s'",
				     tok->text);
		return NULL;
	}
	if (!is_known_rule(f, tok->text)) {
		cfix__rule_error_tok(f, tok, "depends on unknown rule '%s'",
				     tok->text);
		return NULL;
	}
	++*i;
	dep = cfix__depend_new(f, CFIX_DEP_VIRTUAL, NULL, NULL);
	dep->name = tok->text;
	dep->rule = cfix__rule_above(f, tok->text);
	if (dep->rule >= 0)
		dep->kind = CFIX_DEP_RULE;
	return dep;
}

static struct cfix_depend *depends_and(struct rule_file *f,
				       const struct cfix_token *t, uint32_t n,
				       uint32_t *i)
{
	struct cfix_depend *dep = depends_factor(f, t, n, i);

	while (dep && *i < n && tok_is(&t[*i], "&&")) {
		struct cfix_depend *right;

		++*i;
		right = depends_factor(f, t, n, i);
		dep = right ? cfix__depend_new(f, CFIX_DEP_AND, dep, right)
			    : NULL;
	}
	return dep;
}

static struct cfix_depend *depends_or(struct rule_file *f,
				      const struct cfix_token *t, uint32_t n,
				      uint32_t *i)
{
	struct cfix_depend *dep = depends_and(f, t, n, i);

	while (dep && *i < n && tok_is(&t[*i], "||")) {
		struct cfix_depend *right;

		++*i;
		right = depends_and(f, t, n, i);
		dep = right ? cfix__depend_new(f, CFIX_DEP_OR, dep, right)
			    : NULL;
	}
	return dep;
}

/*
 * Reads a "depends on" condition: rule names (rules above, or virtual
 * rules), '!', '&&', '||', parentheses.  Returns 0, or -1 after an
 * error.
 */
/* Adds a condition to the rule's: both must hold ("extends" and
 * "depends on" in one header). */
static void depends_add(struct rule_file *f, struct cfix_rule *rule,
			struct cfix_depend *dep)
{
	rule->depends = rule->depends ? cfix__depend_new(f, CFIX_DEP_AND,
							 rule->depends, dep)
				      : dep;
}

static bool has_file_test(const struct cfix_depend *dep)
{
	return dep && (dep->kind == CFIX_DEP_FILE || has_file_test(dep->left) ||
		       has_file_test(dep->right));
}

static int header_depends(struct rule_file *f, struct cfix_rule *rule,
			  const struct cfix_token *t, uint32_t n, uint32_t *i)
{
	const struct cfix_token *first = &t[*i < n ? *i : n];
	struct cfix_depend *dep;

	if (*i < n && (tok_is(&t[*i], "exists") || tok_is(&t[*i], "forall")))
		return 0;
	dep = depends_or(f, t, n, i);
	if (!dep)
		return -1;
	if (rule->script != CFIX_SCRIPT_NONE && has_file_test(dep)) {
		/* a script runs on no file in particular (spatch) */
		cfix__rule_error_tok(f, first,
				     "'file in' is not allowed in a script rule's 'depends on'");
		return -1;
	}
	depends_add(f, rule, dep);
	return 0;
}

/*
 * "extends r": the rule inherits every metavariable of rule r above
 * (as if each were declared "kind r.name;") and applies only where r
 * matched, as if it also said "depends on r".
 */
static int header_extends(struct rule_ctx *rc, const struct cfix_token *t,
			  uint32_t n, uint32_t *i)
{
	struct rule_file *f = rc->file;
	const struct cfix_token *tok = &t[*i < n ? *i : n];
	int32_t from = *i < n ? cfix__rule_above(f, tok->text) : -1;
	const struct cfix_rule *base;
	struct cfix_depend *dep;

	if (*i >= n) {
		cfix__rule_error_tok(f, tok,
				     "expected a rule name after 'extends'");
		return -1;
	}
	if (from < 0) {
		cfix__rule_error_tok(f, tok,
				     "'extends' names no rule above: '%s'",
				     tok->text);
		return -1;
	}
	++*i;
	base = f->rules->items[from - f->base];
	for (uint32_t k = 0; k < base->nmetavars; k++) {
		struct cfix_token name = *tok;
		struct cfix_metavar *mv;

		name.text = base->metavars[k].name;
		if (cfix__metavar_add(rc, &name, base->metavars[k].kind,
				      base->metavars[k].type) < 0)
			return -1;
		mv = &rc->metavars.items[rc->metavars.len - 1];
		mv->types = base->metavars[k].types;
		mv->ntypes = base->metavars[k].ntypes;
		mv->list_min = base->metavars[k].list_min;
		mv->list_max = base->metavars[k].list_max;
		mv->from_rule = from;
		mv->from_mv = (int32_t)k;
	}
	dep = cfix__depend_new(f, CFIX_DEP_RULE, NULL, NULL);
	dep->name = tok->text;
	dep->rule = from;
	depends_add(f, rc->rule, dep);
	return 0;
}

/*
 * The place of a header clause in the grammar's order (cocci_syntax.tex's
 * rulename: extends, depends on, using, disable, exists or forall, then
 * expression, identifier or type), which spatch 1.1.1's parser keeps:
 * each once, in that order.  0 for a word that heads no clause.
 */
static int clause_rank(const struct cfix_token *tok)
{
	static const char *const order[] = {
		"extends", "depends", "using", "disable", "exists", "forall",
		"expression", "identifier", "type", NULL,
	};
	static const int rank[] = { 1, 2, 3, 4, 5, 5, 6, 6, 6 };

	for (int k = 0; order[k]; k++)
		if (tok_is(tok, order[k]))
			return rank[k];
	return 0;
}

int cfix__header_parse(struct rule_ctx *rc, const struct cfix_token *t,
		       uint32_t n)
{
	int last_rank = 0;	/* the last clause's clause_rank() */
	struct rule_file *f = rc->file;
	struct cfix_rule *rule = rc->rule;
	uint32_t i = 0;
	int32_t bad_iso = -1;	/* a disabled name standard.iso lacks */
	bool using = false;

	if (n >= 2 && tok_is(&t[1], ":") &&
	    (tok_is(&t[0], "script") || tok_is(&t[0], "initialize") ||
	     tok_is(&t[0], "finalize"))) {
		if (cfix__script_kind_parse(f, rule, t, n) < 0)
			return -1;
		i = 3;
	}
	if (i < n && t[i].kind == CFIX_TOK_IDENT &&
	    !is_header_keyword(t[i].text)) {
		rule->name = t[i++].text;
		rule->named = true;
		cfix_array_push(&f->known_rules, rule->name);
	}
	while (i < n) {
		const struct cfix_token *tok = &t[i++];
		int ret = 0;

		if (clause_rank(tok) && clause_rank(tok) <= last_rank) {
			cfix__rule_error_tok(
				f, tok,
				"'%s' out of place in the rule header: spatch "
				"takes extends, depends on, using, disable, "
				"exists or forall, and expression, identifier "
				"or type, each once, in that order",
				tok->text);
			return -1;
		}
		if (clause_rank(tok))
			last_rank = clause_rank(tok);
		if (tok_is(tok, "depends") && i < n && tok_is(&t[i], "on")) {
			i++;
			/* the scope: "depends on forall r", "exists r" */
			if (i + 1 < n && (tok_is(&t[i], "forall") ||
					  tok_is(&t[i], "exists")))
				rule->depends_forall = tok_is(&t[i++], "forall");
			ret = header_depends(f, rule, t, n, &i);
		} else if (tok_is(tok, "exists")) {
			rule->exists = true;
		} else if (tok_is(tok, "forall")) {
			rule->forall = true;
		} else if (tok_is(tok, "identifier")) {
			rule->identifier_kind = true;
		} else if (tok_is(tok, "extends")) {
			ret = header_extends(rc, t, n, &i);
		} else if (tok_is(tok, "disable")) {
			uint32_t names = i;

			ret = cfix__header_list_skip(f, t, n, &i, false);
			for (; names < i; names++) {
				rule->no_prototypes |= tok_is(&t[names],
							      "prototypes");
				rule->no_optional_storage |=
					tok_is(&t[names], "optional_storage");
				rule->no_is_null |= tok_is(&t[names], "is_null");
				rule->no_isnt_null |= tok_is(&t[names],
							     "isnt_null1");
				rule->no_comm_assoc |= tok_is(&t[names],
							      "comm_assoc");
				if (is_word(&t[names]) &&
				    cfix__iso_find(t[names].text) < CFIX_ISO_COUNT)
					rule->isos_off |= 1ull << cfix__iso_find(
							  t[names].text);
				if (bad_iso < 0 && is_word(&t[names]) &&
				    !cfix__iso_name_known(t[names].text))
					bad_iso = (int32_t)names;
			}
		} else if (tok_is(tok, "using")) {
			using = true;
			ret = cfix__header_list_skip(f, t, n, &i, true);
		} else if (!is_word(tok) || !is_header_keyword(tok->text) ||
			   tok_is(tok, "depends")) {
			cfix__rule_error_tok(f, tok,
					     "unknown rule header keyword '%s'",
					     tok->text);
			return -1;
		}
		if (ret < 0)
			return -1;
	}
	/* spatch refuses a name no isomorphism has (a typo, or one of an
	 * older standard.iso: isnt_null); with "using", the file's names
	 * count too */
	if (bad_iso >= 0 && !using && !f->using_iso) {
		cfix__rule_error_tok(f, &t[bad_iso],
				     "invalid iso name '%s': standard.iso has "
				     "no isomorphism of that name",
				     t[bad_iso].text);
		return -1;
	}
	return 0;
}
