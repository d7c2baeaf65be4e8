/*
 * rule.c: the rule parser's front door, SmPL text -> the rules of a
 * rule set (cfix__rule_parse()).  The file's preamble ("virtual x",
 * "using") is checked, each rule is parsed (one_rule.c) and followed by
 * the rule for its function's prototypes when it changes a definition
 * (prototypes.c); then names, "depends on" uses and binders are
 * settled across the file.  `#include "x.cocci"` lines in the preamble
 * parse x's rules first, into the same list (include_cocci.c).
 *
 * A rule file is cut into rules at lines that begin with '@' before any
 * token is read (rule_text.c), so one broken rule does not hide the
 * errors of the next.  Rules are added to the set only when the whole
 * file parsed.
 */
#include "rule_internal.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

static void rule_file_parse(struct rule_file *f);

/* `#include "x.cocci"`, t[*i] after `include`: x's rules parsed into
 * f's, as if written there; its rule and virtual names known to f. */
static int include_file(struct rule_file *f, const struct cfix_token *t,
			uint32_t n, uint32_t *i)
{
	struct rule_file g;

	if (cfix__include_read(f, t, n, i, &g) < 0)
		return -1;
	rule_file_parse(&g);
	for (size_t k = 0; k < g.known_rules.len; k++)
		cfix_array_push(&f->known_rules, g.known_rules.items[k]);
	cfix_array_release(&g.known_rules);
	if (g.errors && !f->errors)
		f->first_unsupported = g.first_unsupported;
	f->errors += g.errors;
	return 0;
}

/* Checks what comes before the first rule: comments, "virtual x, y",
 * "using "file.iso"". */
static void check_preamble(struct rule_file *f, size_t end)
{
	struct cfix_token *t;
	uint32_t n = cfix_clex(f->arena, f->text, 0, end, 0, &t);
	uint32_t i = 0;

	while (i < n) {
		const struct cfix_token *tok = &t[i++];

		if (tok_is(tok, "#") && i < n && tok_is(&t[i], "spatch")) {
			/* "#spatch OPTIONS": spatch_args.c read them */
			while (i < n && t[i].line == tok->line)
				i++;
			continue;
		}
		uint32_t names = i;

		if (tok_is(tok, "virtual") &&
		    cfix__header_list_skip(f, t, n, &i, false) == 0) {
			for (; names < i; names++)
				if (is_word(&t[names])) {
					cfix_array_push(&f->known_rules,
							t[names].text);
					cfix_array_push(&f->set->virtuals,
							t[names].text);
				}
			continue;
		}
		if (tok_is(tok, "using") &&
		    cfix__header_list_skip(f, t, n, &i, true) == 0) {
			f->using_iso = true;
			continue;
		}
		if (tok_is(tok, "#") && i < n && tok_is(&t[i], "include")) {
			i++;
			if (include_file(f, t, n, &i) < 0)
				return;
			continue;
		}
		if (tok_is(tok, "virtual") || tok_is(tok, "using"))
			return;
		else
			cfix__rule_error_tok(
				f, tok,
				"expected a rule header '@@' before '%s'",
				tok->text);
		return;
	}
}

static const char *base_name(struct rule_file *f)
{
	const char *slash = strrchr(f->path, '/');
	const char *base = slash ? slash + 1 : f->path;
	size_t len = strlen(base);

	if (len > 6 && !strcmp(base + len - 6, ".cocci"))
		len -= 6;
	return cfix_arena_strndup(f->arena, base, len);
}

/* A rule's name and place in its file, to sort by name. */
struct named_rule {
	const char *name;
	size_t index;
};

static int compare_by_name(const void *a, const void *b)
{
	const struct named_rule *x = a, *y = b;
	int c = strcmp(x->name, y->name);

	if (c)
		return c;
	return (x->index > y->index) - (x->index < y->index);
}

/* Reports a rule name used twice in one file, in file order; sorting
 * the names keeps it n log n (a file of 40,000 rules). */
static void check_names(struct rule_file *f, struct cfix_rule **rules, size_t n)
{
	struct named_rule *named = cfix_xcalloc(n + 1, sizeof(*named));
	size_t *first = cfix_xcalloc(n + 1, sizeof(*first));	/* +1 */
	size_t count = 0;

	for (size_t i = 0; i < n; i++)
		if (rules[i]->name)
			named[count++] = (struct named_rule){ rules[i]->name, i };
	qsort(named, count, sizeof(*named), compare_by_name);
	for (size_t i = 1; i < count; i++)
		if (!strcmp(named[i].name, named[i - 1].name))
			first[named[i].index] = first[named[i - 1].index]
				? first[named[i - 1].index]
				: named[i - 1].index + 1;
	for (size_t i = 0; i < n; i++)
		if (first[i])
			cfix__rule_error_at(
				f, rules[i]->loc.offset, 0,
				"duplicate rule name '%s'; first used at line %u",
				rules[i]->name, rules[first[i] - 1]->loc.line);
	free(named);
	free(first);
}

static void mark_depended(struct rule_file *f, struct cfix_rule **rules,
			  const struct cfix_depend *dep)
{
	if (!dep)
		return;
	if (dep->kind == CFIX_DEP_RULE || dep->kind == CFIX_DEP_EVER ||
	    (dep->kind == CFIX_DEP_NEVER && dep->rule >= 0))
		rules[dep->rule - f->base]->binds_only = true;
	mark_depended(f, rules, dep->left);
	mark_depended(f, rules, dep->right);
}

/* A rule others depend on or inherit from, that neither changes nor
 * stars code, only binds: its matches are not findings. */
static void mark_binders(struct rule_file *f, struct cfix_rule **rules,
			 size_t n)
{
	for (size_t i = 0; i < n; i++) {
		mark_depended(f, rules, rules[i]->depends);
		for (uint32_t k = 0; k < rules[i]->nmetavars; k++)
		{
			if (rules[i]->metavars[k].from_rule >= 0)
				rules[rules[i]->metavars[k].from_rule - f->base]
					->binds_only = true;
			for (uint32_t r = 0; r < rules[i]->metavars[k].nrefs; r++)
				rules[rules[i]->metavars[k].ref_rule[r] - f->base]
					->binds_only = true;
		}
	}
	for (size_t i = 0; i < n; i++)
		if (rules[i]->changes || rules[i]->stars)
			rules[i]->binds_only = false;
}

/* Names anonymous rules and gives rules without a message one. */
static void name_rules(struct rule_file *f, struct cfix_rule **rules, size_t n)
{
	const char *base = base_name(f);
	size_t written = n;

	for (size_t i = 0; i < n; i++)
		written -= rules[i]->prototype_of != NULL;
	for (size_t i = 0; i < n; i++) {
		struct cfix_rule *rule = rules[i];

		if (rule->prototype_of) {	/* named after its rule */
			rule->name = rule->prototype_of->name;
			rule->message = rule->prototype_of->message;
			rule->severity = rule->prototype_of->severity;
			rule->fix = rule->prototype_of->fix;
			rule->depends->name = rule->name;
			continue;
		}
		if (!rule->name)
			rule->name = written == 1 ? base
					    : cfix_arena_printf(f->arena, "%s:%u",
								base,
								rule->loc.line);
		if (!rule->message)
			rule->message = cfix_arena_printf(
				f->arena, "matches rule '%s'", rule->name);
		if (!rule->severity && i)	/* the file's header's */
			rule->severity = rules[0]->severity;
		if (!rule->fix && i)
			rule->fix = rules[0]->fix;
	}
}

/* Parses the rules of f from offset at on into f->rules. */
static void parse_rules(struct rule_file *f, size_t at)
{
	rule_array *rules = (rule_array *)f->rules;

	while (at < f->len) {
		struct rule_region r;
		struct cfix_rule *rule;

		if (cfix__rule_scan(f, at, &r) < 0)
			break;
		rule = cfix__rule_parse_one(f, &r);
		if (rule) {
			cfix_array_push(rules, rule);
			rule = cfix__prototype_rule(f, rule,
						    (int32_t)(f->base +
							      rules->len - 1));
			if (rule)
				cfix_array_push(rules, rule);
		}
		at = r.body_end;
	}
}

/* Parses f's text (preamble, included files, rules) into f->rules,
 * naming its rules when it has no error; errors count in f->errors. */
static void rule_file_parse(struct rule_file *f)
{
	const char *nul = memchr(f->text, '\0', f->len);
	size_t at, first;

	if (nul) {
		cfix__rule_error_at(f, (size_t)(nul - f->text), 0,
				    "not a rule file: contains NUL bytes");
		return;
	}
	if (!f->includer)	/* spatch reads the files it was given */
		cfix__spatch_args_read(f);
	at = cfix__rule_find_header(f, 0);
	check_preamble(f, at);
	first = f->rules->len;	/* after the included files' rules */
	if (at >= f->len && !f->errors)
		cfix__rule_error_at(
			f, f->len, 0,
			"no rule found: expected a rule header '@@'");
	parse_rules(f, at);
	if (f->rules->len == first)
		return;		/* none (and items may be NULL) */
	check_names(f, f->rules->items + first, f->rules->len - first);
	if (!f->errors)
		cfix__rule_check_patch_or_match(f, f->rules->items + first,
						f->rules->len - first);
	if (!f->errors)
		name_rules(f, f->rules->items + first, f->rules->len - first);
}

int cfix__rule_parse(struct cfix_ruleset *set, const char *path,
		     const char *text, size_t len,
		     struct cfix_diag_sink *sink)
{
	struct rule_file f = { .arena = set->arena,
			       .text = text,
			       .len = len,
			       .sink = sink,
			       .path = path,
			       .set = set,
			       .base = set->nrules };
	rule_array rules = {0};

	f.rules = &rules;
	if (!memchr(text, '\0', len)) {
		f.path = cfix_arena_strdup(f.arena, path);
		f.text = cfix_arena_strndup(f.arena, text, len);
		cfix__include_root(&f);
	}
	rule_file_parse(&f);
	mark_binders(&f, rules.items, rules.len);
	cfix_array_release(&f.known_rules);
	if (!f.errors) {
		set->rules = cfix_xrealloc(set->rules, (set->nrules + rules.len) *
							       sizeof(*set->rules));
		memcpy(set->rules + set->nrules, rules.items,
		       rules.len * sizeof(*rules.items));
		set->nrules += (uint32_t)rules.len;
	}
	cfix_array_release(&rules);
	set->unsupported = f.errors && f.first_unsupported;
	return f.errors ? -1 : 0;
}
