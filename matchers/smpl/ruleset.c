/*
 * A rule set: the rules of one run, from rule files, rule text and the
 * built-in rules, all in one arena that lives as long as the set.
 *
 * Adding is all or nothing: rule.c appends a file's rules only when the
 * whole file parsed, and the built-ins roll the count back on an error,
 * so a caller never matches with half a rule file.  (Arena memory taken
 * by a failed parse stays until the set is freed.)
 */
#include "smpl.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* Generated from matchers/rules/\*.cocci by embed_rules.cmake. */
extern const struct cfix_builtin_rule {
	const char *name;
	const char *text;
	size_t len;
} cfix_builtin_rules[];

struct cfix_ruleset *cfix_ruleset_new(void)
{
	struct cfix_ruleset *set = cfix_xcalloc(1, sizeof(*set));

	set->arena = cfix_arena_new();
	return set;
}

void cfix_ruleset_free(struct cfix_ruleset *set)
{
	if (!set)
		return;
	for (uint32_t i = 0; i < set->nregexes; i++)
		cfix__regex_free(set->regexes[i]);
	free(set->regexes);
	free(set->defined);
	cfix_array_release(&set->virtual_values);
	cfix_array_release(&set->virtuals);
	free(set->rules);
	cfix_arena_free(set->arena);
	free(set);
}

int cfix_ruleset_add_text(struct cfix_ruleset *set, const char *path,
			  const char *text, size_t len,
			  struct cfix_diag_sink *sink)
{
	if (cfix__rule_parse(set, path, text, len, sink) < 0)
		return -1;
	set->path = set->nrules ? set->rules[set->nrules - 1]->loc.file
				: set->path;
	return 0;
}

int cfix_ruleset_add_file(struct cfix_ruleset *set, const char *path,
			  struct cfix_diag_sink *sink)
{
	struct cfix_buf buf = CFIX_BUF_INIT;
	int err = cfix_buf_read_file(&buf, path);
	int ret;

	if (err) {
		struct cfix_loc loc = { .file = path };

		cfix_diag_add(sink, CFIX_DIAG_ERROR, loc,
			      "cannot read rule file: %s", strerror(err));
		return -1;
	}
	ret = cfix_ruleset_add_text(set, path, buf.data, buf.len, sink);
	cfix_buf_release(&buf);
	return ret;
}

int cfix_ruleset_add_builtins(struct cfix_ruleset *set,
			      struct cfix_diag_sink *sink)
{
	uint32_t before = set->nrules;
	int ret = 0;

	for (size_t i = 0; cfix_builtin_rules[i].name; i++) {
		const struct cfix_builtin_rule *builtin = &cfix_builtin_rules[i];
		char *path = cfix_xasprintf("<builtin>/%s", builtin->name);

		if (cfix_ruleset_add_text(set, path, builtin->text, builtin->len,
					  sink) < 0)
			ret = -1;
		free(path);
	}
	if (ret < 0)
		set->nrules = before;
	return ret;
}

bool cfix_ruleset_unsupported(const struct cfix_ruleset *set)
{
	return set && set->unsupported;
}

bool cfix_ruleset_declares(const struct cfix_ruleset *set, const char *name)
{
	for (size_t i = 0; set && i < set->virtuals.len; i++)
		if (!strcmp(set->virtuals.items[i], name))
			return true;
	return false;
}

uint32_t cfix_ruleset_count(const struct cfix_ruleset *set)
{
	return set ? set->nrules : 0;
}

const char *cfix_ruleset_rule_name(const struct cfix_ruleset *set,
				   uint32_t index)
{
	if (!set || index >= set->nrules)
		return NULL;
	return set->rules[index]->name;
}

/* ---- dump -------------------------------------------------------------- */

static void dump_metavars(const struct cfix_rule *rule, struct cfix_buf *out)
{
	for (uint32_t i = 0; i < rule->nmetavars; i++) {
		const struct cfix_metavar *mv = &rule->metavars[i];

		cfix_buf_addf(out, "  metavar %u %s", i, cfix__mv_kind_name(mv->kind));
		if (mv->type)
			cfix_buf_addf(out, " <%s>", mv->type);
		if (mv->from_rule >= 0)
			cfix_buf_addf(out, " from=%d.%d", mv->from_rule,
				      mv->from_mv);
		if (mv->list_len >= 0)
			cfix_buf_addf(out, " length=%d", mv->list_len);
		if (mv->constraint != CFIX_MVC_NONE)
			cfix_buf_addf(out, " constraint=%d/%u", (int)mv->constraint,
				      mv->nvalues);
		cfix_buf_addf(out, " %s @%u:%u\n", mv->name, mv->loc.line,
			      mv->loc.col);
	}
}

/* "tok 3 'x' @5:2 remove mv=0 star" */
static void dump_tokens(const struct cfix_rule *rule, struct cfix_buf *out)
{
	for (uint32_t i = 0; i < rule->ntoks; i++) {
		const struct cfix_token *tok = &rule->toks[i];

		cfix_buf_addf(out, "  tok %u '%s' @%u:%u %s", i, tok->text,
			      tok->line, tok->col,
			      rule->remove[i] ? "remove" : "keep");
		if (rule->tok_metavar[i] >= 0)
			cfix_buf_addf(out, " mv=%d", rule->tok_metavar[i]);
		if (rule->star[i])
			cfix_buf_adds(out, " star");
		cfix_buf_addch(out, '\n');
	}
	for (uint32_t i = 0; i < rule->nplus; i++) {
		const struct cfix_token *tok = &rule->plus_toks[i];

		cfix_buf_addf(out, "  plus %u '%s' @%u:%u", i, tok->text,
			      tok->line, tok->col);
		if (rule->plus_metavar[i] >= 0)
			cfix_buf_addf(out, " mv=%d", rule->plus_metavar[i]);
		if (tok->flags & CFIX_TOKF_LINE_START)
			cfix_buf_adds(out, " line-start");
		cfix_buf_addch(out, '\n');
	}
}

/* "insert 'id . bustype' after 1 '->'" (plus tokens joined by spaces) */
static void dump_insertions(const struct cfix_rule *rule,
			    struct cfix_buf *out)
{
	for (uint32_t i = 0; i < rule->ninsertions; i++) {
		const struct cfix_insertion *ins = &rule->insertions[i];

		cfix_buf_adds(out, "  insert '");
		for (uint32_t k = ins->first; k <= ins->last; k++)
			cfix_buf_addf(out, "%s%s", k > ins->first ? " " : "",
				      rule->plus_toks[k].text);
		cfix_buf_addf(out, "' %s %u '%s'%s%s\n",
			      ins->after ? "after" : "before", ins->anchor,
			      rule->toks[ins->anchor].text,
			      ins->newline ? " newline" : "",
			      ins->newline_after ? " newline-after" : "");
	}
}

void cfix_ruleset_dump(const struct cfix_ruleset *set, struct cfix_buf *out)
{
	for (uint32_t r = 0; set && r < set->nrules; r++) {
		const struct cfix_rule *rule = set->rules[r];

		cfix_buf_addf(out, "rule %s (%s:%u:%u)\n", rule->name,
			      rule->loc.file, rule->loc.line, rule->loc.col);
		cfix_buf_addf(out, "  message: %s\n", rule->message);
		dump_metavars(rule, out);
		if (rule->script) {
			cfix_buf_addf(out, "  script (line %u):%s\n",
				      rule->script_line, rule->script_code);
			continue;
		}
		dump_tokens(rule, out);
		dump_insertions(rule, out);
		cfix_node_dump(rule->pattern, rule->toks, out);
	}
}

/* ---- scripts ------------------------------------------------------------- */

bool cfix_ruleset_has_scripts(const struct cfix_ruleset *set)
{
	for (uint32_t i = 0; set && i < set->nrules; i++)
		if (set->rules[i]->script)
			return true;
	return false;
}

bool cfix_ruleset_has_finalize(const struct cfix_ruleset *set)
{
	for (uint32_t i = 0; set && i < set->nrules; i++)
		if (set->rules[i]->script == CFIX_SCRIPT_FINALIZE)
			return true;
	return false;
}

bool cfix_ruleset_runs_python(const struct cfix_ruleset *set)
{
	if (cfix_ruleset_has_scripts(set))
		return true;
	for (uint32_t r = 0; set && r < set->nrules; r++)
		for (uint32_t i = 0; i < set->rules[r]->nmetavars; i++)
			if (set->rules[r]->metavars[i].constraint ==
			    CFIX_MVC_SCRIPT)
				return true;
	return false;
}

/* Does a rule declare a typed metavariable (the own parser has no types)? */
bool cfix_ruleset_needs_types(const struct cfix_ruleset *set,
			      struct cfix_loc *where, const char **name)
{
	for (uint32_t r = 0; r < set->nrules; r++) {
		const struct cfix_rule *rule = set->rules[r];

		for (uint32_t i = 0; i < rule->nmetavars; i++) {
			if (!rule->metavars[i].type)
				continue;
			*where = rule->metavars[i].loc;
			*name = rule->metavars[i].name;
			return true;
		}
	}
	return false;
}

/* A definition written as `f(...) { ... }`: no return type, its
 * parameters only dots.  Its header asks nothing of the declaration but
 * a name, which the own parser reads as clang does, so only its body
 * counts (misc/minmax's rules, whose match under an #ifdef the
 * configured build leaves out spatch reports). */
static bool header_is_any(const struct cfix_node *node)
{
	const struct cfix_node *type, *params;

	if (node->nkids < 4 || !(type = node->kids[0]) ||
	    !(params = node->kids[2]) || type->kind != CFIX_NODE_TYPE ||
	    type->nkids || (type->text && type->text[0]) ||
	    params->kind != CFIX_NODE_PARAMS || params->nkids != 1 ||
	    !params->kids[0] || params->kids[0]->kind != CFIX_NODE_DOTS ||
	    !node->kids[1] || node->kids[1]->kind != CFIX_NODE_IDENT)
		return false;
	return true;
}

/* Whether type is a tag spelled out, `struct I` (union, enum): a
 * keyword and a name, which the own parser reads as clang does. */
static bool is_tag_type(const struct cfix_node *type)
{
	static const char *const tags[] = { "struct ", "union ", "enum " };

	if (!type || type->kind != CFIX_NODE_TYPE || type->nkids ||
	    !type->text)
		return false;
	for (size_t t = 0; t < sizeof(tags) / sizeof(tags[0]); t++) {
		size_t len = strlen(tags[t]);
		const char *name = type->text + len;

		if (strncmp(type->text, tags[t], len) || !*name)
			continue;
		while (*name == '_' || (*name >= 'a' && *name <= 'z') ||
		       (*name >= 'A' && *name <= 'Z') ||
		       (*name >= '0' && *name <= '9'))
			name++;
		return !*name;
	}
	return false;
}

/* A declaration `struct I s = { ..., .fld = E, ... };`: a tag type
 * spelled out (no implicit int, no typedef'd name, no body) and each
 * declarator a bare name with an optional initializer.  The own parser
 * reads such a declaration, its designated initializers included, as
 * clang does: it needs no type (misc/doubleinit's rules). */
static bool tag_declaration(const struct cfix_node *node)
{
	if (node->kind != CFIX_NODE_DECL || node->nkids < 2 ||
	    !is_tag_type(node->kids[0]))
		return false;
	for (uint32_t i = 1; i < node->nkids; i++) {
		const struct cfix_node *d = node->kids[i];

		if (!d || d->kind != CFIX_NODE_DECLARATOR || d->nkids < 2 ||
		    d->nkids > 3 || !is_tag_type(d->kids[0]) ||
		    strcmp(d->kids[0]->text, node->kids[0]->text) ||
		    !d->kids[1] || d->kids[1]->kind != CFIX_NODE_IDENT)
			return false;
	}
	return true;
}

/* Whether pattern node holds a declaration, a function definition, a
 * parameter or a struct: code cfix's own parser reads less exactly than
 * clang (implicit int, `float complex`, typedef'd structs' fields), but
 * for a tag_declaration(), whose initializers alone count. */
static bool holds_declaration(const struct cfix_node *node)
{
	if (!node)
		return false;
	if (node->kind == CFIX_NODE_FUNCTION && header_is_any(node))
		return holds_declaration(node->kids[3]);
	if (tag_declaration(node)) {
		for (uint32_t i = 1; i < node->nkids; i++)
			if (node->kids[i]->nkids == 3 &&
			    holds_declaration(node->kids[i]->kids[2]))
				return true;
		return false;
	}
	switch (node->kind) {
	case CFIX_NODE_DECL:
	case CFIX_NODE_DECLARATOR:
	case CFIX_NODE_FUNCTION:
	case CFIX_NODE_PARAMS:
	case CFIX_NODE_PARAM:
	case CFIX_NODE_RECORD:
		return true;
	default:
		break;
	}
	for (uint32_t i = 0; i < node->nkids; i++)
		if (holds_declaration(node->kids[i]))
			return true;
	return false;
}

bool cfix__rule_holds_declaration(const struct cfix_rule *rule)
{
	return holds_declaration(rule->pattern);
}

bool cfix__rules_same_file(const struct cfix_rule *a,
			   const struct cfix_rule *b)
{
	if (!a->loc.file || !b->loc.file)
		return a->loc.file == b->loc.file;
	return !strcmp(a->loc.file, b->loc.file);
}

bool cfix_ruleset_matches_declarations(const struct cfix_ruleset *set,
				       struct cfix_loc *where)
{
	for (uint32_t r = 0; r < set->nrules; r++) {
		const struct cfix_rule *rule = set->rules[r];
		bool decl = holds_declaration(rule->pattern);

		for (uint32_t i = 0; i < rule->nmetavars && !decl; i++)
			decl = rule->metavars[i].kind == CFIX_MV_TYPE ||
			       rule->metavars[i].kind == CFIX_MV_TYPEDEF ||
			       rule->metavars[i].kind == CFIX_MV_PARAMETER_LIST ||
			       rule->metavars[i].kind == CFIX_MV_DECLARATION ||
			       rule->metavars[i].kind == CFIX_MV_FIELD_LIST;
		if (decl) {
			*where = rule->loc;
			return true;
		}
	}
	return false;
}

/* ---- a metavariable, for an editor ---------------------------------------- */

/* The written rule whose text holds offset (cfix's prototype rules are
 * not written); NULL before the first. */
static const struct cfix_rule *rule_at(const struct cfix_ruleset *set,
				       uint32_t offset)
{
	const struct cfix_rule *found = NULL;

	for (uint32_t r = 0; r < set->nrules; r++)
		if (!set->rules[r]->prototype_of &&
		    set->rules[r]->loc.offset <= offset)
			found = set->rules[r];
	return found;
}

static int32_t metavar_named(const struct cfix_rule *rule, const char *name)
{
	for (uint32_t i = 0; i < rule->nmetavars; i++)
		if (!strcmp(rule->metavars[i].name, name))
			return (int32_t)i;
	return -1;
}

/* Where rule binds its metavariable mv: its pattern's first use, a
 * script's first line; line 0 when neither. */
static struct cfix_loc binding_loc(const struct cfix_rule *rule, int32_t mv)
{
	struct cfix_loc loc = { .file = rule->loc.file };

	if (rule->script) {
		loc.line = rule->script_line;
		return loc;
	}
	for (uint32_t t = 0; t < rule->ntoks; t++) {
		bool at = rule->tok_metavar[t] == mv;

		for (uint32_t p = 0; p < rule->npositions && !at; p++)
			at = rule->positions[p].metavar == mv &&
			     rule->positions[p].tok == t;	/* "E@p" */
		if (!at)
			continue;
		loc.line = rule->toks[t].line;
		loc.col = rule->toks[t].col;
		loc.offset = rule->toks[t].begin;
		break;
	}
	return loc;
}

bool cfix_ruleset_metavar_at(const struct cfix_ruleset *set, uint32_t offset,
			     const char *name, struct cfix_metavar_info *out)
{
	const struct cfix_rule *rule = set ? rule_at(set, offset) : NULL;
	int32_t k = rule ? metavar_named(rule, name) : -1;
	const struct cfix_metavar *mv;

	if (k < 0)
		return false;
	mv = &rule->metavars[k];
	*out = (struct cfix_metavar_info){
		.name = mv->name, .kind = cfix__mv_kind_name(mv->kind),
		.type = mv->type, .rule = rule->name, .loc = mv->loc,
	};
	/* each hop goes to a rule above, so the chain ends */
	for (uint32_t hops = 0; mv->from_rule >= 0 && hops < set->nrules &&
	     (uint32_t)mv->from_rule < set->nrules; hops++) {
		rule = set->rules[mv->from_rule];
		k = mv->from_mv;
		mv = &rule->metavars[k];
		if (!out->from_rule) {
			out->from_rule = rule->name;
			out->from_name = mv->name;
		}
	}
	out->bound_rule = rule->name;
	out->bound = binding_loc(rule, k);
	return true;
}
