/*
 * prototypes.c: the rule cfix writes after a rule that removes or
 * changes a function definition, for that function's prototypes.
 */
#include "rule_internal.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/*
 * spatch changes a function's prototypes with its definition: a rule
 * whose definition pattern loses its header, or whose header changes,
 * gets a rule after it, depending on it, for the prototypes of the
 * function it changed (the metavariables of the header inherited, so
 * only that function's).  A definition removed whole removes
 * `HEADER(...);`.  A header changed changes `HEADER;` the same way,
 * written with the parameters' names or without them (`int f(int);`);
 * a parameter name that is a metavariable is the prototype's own, as a
 * prototype may name its parameters differently.  The new rule is
 * parsed from text written here; a definition written without a return
 * type gives a prototype with a placeholder type that is emptied after
 * parsing, so that any type and storage class match.
 */
static const char proto_any_type[] = "cfix_proto_any_type";
static const char proto_local[] = "cfix_proto_";

enum proto_change { PROTO_NONE, PROTO_REMOVED, PROTO_CHANGED };

/* The prototype rule's text being written. */
struct proto_text {
	const struct cfix_rule *rule;
	const struct cfix_node *fn;	/* the definition pattern */
	uint32_t end;			/* the header's last token: ')' */
	struct cfix_buf decls, body;
	bool *declared;			/* per metavariable of rule */
	bool *local;			/* a parameter's name */
	char mark;			/* of the line being written, or 0 */
	bool bad;			/* a metavariable no header has */
};

/* The declaration kind of a metavariable a header may name, or NULL. */
static const char *header_metavar_kind(enum cfix_mv_kind kind)
{
	const struct cfix_mv_kind_info *info = cfix__mv_kind_info(kind);

	return info->prototype ? info->name : NULL;
}

/* Is rule token tok the name of one of fn's parameters? */
static bool is_param_name(const struct cfix_node *fn, uint32_t tok)
{
	const struct cfix_node *params = fn->kids[2];

	for (uint32_t k = 0; params && k < params->nkids; k++) {
		const struct cfix_node *param = params->kids[k];

		if (param && param->kind == CFIX_NODE_PARAM &&
		    param->nkids > 1 && param->kids[1] &&
		    param->kids[1]->first == tok)
			return true;
	}
	return false;
}

/* Does insertion ins hold code of its own ('{', ';': a function or a
 * declaration added next to the definition), no part of a header? */
static bool adds_whole_code(const struct cfix_rule *rule,
			    const struct cfix_insertion *ins)
{
	for (uint32_t k = ins->first; k <= ins->last; k++)
		if (tok_is(&rule->plus_toks[k], "{") ||
		    tok_is(&rule->plus_toks[k], ";"))
			return true;
	return false;
}

/* What the rule does to its definition pattern's header. */
static enum proto_change function_change(const struct cfix_rule *rule,
					 uint32_t *end)
{
	const struct cfix_node *fn = rule->pattern;
	bool all = true, some = false, varargs = false;

	if (rule->script || rule->no_prototypes || !fn ||
	    fn->kind != CFIX_NODE_FUNCTION || fn->nkids < 4 ||
	    !fn->kids[1] || !fn->kids[2] || !fn->kids[3])
		return PROTO_NONE;
	*end = fn->kids[2]->last;
	for (uint32_t i = fn->first; i <= fn->last; i++) {
		all &= rule->remove[i];
		some |= i <= *end && rule->remove[i];
		varargs |= i <= *end && tok_is(&rule->toks[i], "......");
	}
	for (uint32_t i = 0; i < rule->ninsertions; i++) {
		const struct cfix_insertion *ins = &rule->insertions[i];

		if (ins->anchor < fn->first || ins->anchor > fn->last)
			continue;
		if (adds_whole_code(rule, ins))
			return PROTO_NONE;
		all = false;
		some |= ins->anchor <= *end;
	}
	/* spatch's changed prototype leaves C's varargs out: it matches
	 * no prototype that has them */
	return all ? PROTO_REMOVED : some && !varargs ? PROTO_CHANGED
						      : PROTO_NONE;
}

/* Adds one token to the body, on a line with the mark given. */
static void proto_emit(struct proto_text *pt, char mark, const char *text,
		       int32_t mv)
{
	const struct cfix_rule *rule = pt->rule;

	if (pt->mark != mark)
		cfix_buf_addf(&pt->body, "%s%c", pt->mark ? "\n" : "", mark);
	pt->mark = mark;
	if (mv < 0) {
		cfix_buf_addf(&pt->body, " %s", text);
		return;
	}
	cfix_buf_addf(&pt->body, " %s%s", pt->local[mv] ? proto_local : "",
		      rule->metavars[mv].name);
	if (pt->declared[mv])
		return;
	pt->declared[mv] = true;
	if (!header_metavar_kind(rule->metavars[mv].kind)) {
		pt->bad = true;
		return;
	}
	cfix_buf_addf(&pt->decls, "%s %s%s;\n",
		      header_metavar_kind(rule->metavars[mv].kind),
		      pt->local[mv] ? proto_local : "", rule->metavars[mv].name);
}

/* Ends the line being written. */
static void proto_end_line(struct proto_text *pt)
{
	if (pt->mark)
		cfix_buf_addch(&pt->body, '\n');
	pt->mark = 0;
}

/* Is plus token k of ins a parameter's name (`, int y` before `)`)? */
static bool plus_param_name(const struct proto_text *pt,
			    const struct cfix_insertion *ins, uint32_t k)
{
	const struct cfix_rule *rule = pt->rule;
	const struct cfix_token *prev, *next;
	uint32_t follow = ins->after ? ins->anchor + 1 : ins->anchor;

	if (k == ins->first || rule->plus_toks[k].kind != CFIX_TOK_IDENT)
		return false;
	prev = &rule->plus_toks[k - 1];
	next = k < ins->last ? &rule->plus_toks[k + 1]
			     : follow < rule->ntoks ? &rule->toks[follow] : NULL;
	return next && (tok_is(next, ",") || tok_is(next, ")")) &&
	       (prev->kind == CFIX_TOK_IDENT || prev->kind == CFIX_TOK_KEYWORD ||
		tok_is(prev, "*")) &&
	       !tok_is(prev, "struct") && !tok_is(prev, "union") &&
	       !tok_is(prev, "enum");
}

/* The code the rule adds next to anchor, before or after it. */
static void proto_insertions(struct proto_text *pt, uint32_t anchor,
			     bool after, bool names)
{
	const struct cfix_rule *rule = pt->rule;

	for (uint32_t i = 0; i < rule->ninsertions; i++) {
		const struct cfix_insertion *ins = &rule->insertions[i];

		if (ins->anchor != anchor || ins->after != after)
			continue;
		for (uint32_t k = ins->first; k <= ins->last; k++)
			if (names || !plus_param_name(pt, ins, k))
				proto_emit(pt, '+', rule->plus_toks[k].text,
					   rule->plus_metavar[k]);
	}
}

/* The header with its marks and a ';', with or without the parameters'
 * names. */
static void proto_header(struct proto_text *pt, bool typeless, bool names)
{
	const struct cfix_rule *rule = pt->rule;

	if (typeless)
		proto_emit(pt, ' ', proto_any_type, -1);
	for (uint32_t i = pt->fn->first; i <= pt->end; i++) {
		proto_insertions(pt, i, false, names);
		if (names || !is_param_name(pt->fn, i))
			proto_emit(pt, rule->remove[i] ? '-' : ' ',
				   rule->toks[i].text, rule->tok_metavar[i]);
		proto_insertions(pt, i, true, names);
	}
	proto_emit(pt, ' ', ";", -1);
	proto_end_line(pt);
}

/* `- HEADER(...);` for a definition removed whole. */
static void proto_removed(struct proto_text *pt, bool typeless)
{
	const struct cfix_rule *rule = pt->rule;

	if (typeless)
		proto_emit(pt, '-', proto_any_type, -1);
	for (uint32_t i = pt->fn->first; i <= pt->fn->kids[1]->last; i++)
		proto_emit(pt, '-', rule->toks[i].text, rule->tok_metavar[i]);
	proto_emit(pt, '-', "(...);", -1);
	proto_end_line(pt);
}

/* The prototype rule's text, or NULL when the header names a
 * metavariable of a kind no prototype has. */
static char *prototype_text(const struct cfix_rule *rule,
			    enum proto_change change, uint32_t end,
			    bool *typeless)
{
	const struct cfix_node *fn = rule->pattern;
	struct proto_text pt = { .rule = rule, .fn = fn, .end = end,
				 .decls = CFIX_BUF_INIT, .body = CFIX_BUF_INIT };

	pt.declared = cfix_xcalloc(rule->nmetavars + 1, sizeof(bool));
	pt.local = cfix_xcalloc(rule->nmetavars + 1, sizeof(bool));
	for (uint32_t i = fn->first; i <= end; i++)
		if (rule->tok_metavar[i] >= 0 && is_param_name(fn, i))
			pt.local[rule->tok_metavar[i]] = true;
	*typeless = !fn->kids[0] || fn->kids[0]->first > fn->kids[0]->last;
	cfix_buf_adds(&pt.decls, "@@\n");
	if (*typeless)
		cfix_buf_addf(&pt.decls, "type %s;\n", proto_any_type);
	cfix_buf_adds(&pt.body, "@@\n");
	if (change == PROTO_REMOVED) {
		proto_removed(&pt, *typeless);
	} else {
		cfix_buf_adds(&pt.body, "(\n");
		proto_header(&pt, *typeless, true);
		cfix_buf_adds(&pt.body, "|\n");
		proto_header(&pt, *typeless, false);
		cfix_buf_adds(&pt.body, ")\n");
	}
	free(pt.declared);
	free(pt.local);
	cfix_buf_add(&pt.decls, pt.body.data, pt.body.len);
	cfix_buf_release(&pt.body);
	if (pt.bad) {
		cfix_buf_release(&pt.decls);
		return NULL;
	}
	return cfix_buf_detach(&pt.decls, NULL);
}

/* The parsed prototype rule's ties to rule (index `from` in the set):
 * it depends on it and inherits its metavariables (a parameter's name
 * has another name and stays its own). */
static void tie_prototype(struct rule_file *f, struct cfix_rule *proto,
			  const struct cfix_rule *rule, int32_t from)
{
	proto->depends = cfix__depend_new(f, CFIX_DEP_RULE, NULL, NULL);
	proto->depends->rule = from;
	proto->prototype_of = rule;
	proto->no_optional_storage = rule->no_optional_storage;
	proto->loc = rule->loc;
	for (uint32_t k = 0; k < proto->nmetavars; k++) {
		struct cfix_metavar *mv = &proto->metavars[k];

		for (uint32_t i = 0; i < rule->nmetavars; i++)
			if (mv->kind != CFIX_MV_SYMBOL &&
			    !strcmp(rule->metavars[i].name, mv->name)) {
				mv->from_rule = from;
				mv->from_mv = (int32_t)i;
			}
	}
}

/* A prototype pattern without the placeholder type: its declaration
 * starts after it.  False when decl is no declaration. */
static bool drop_placeholder(struct cfix_node *decl, bool typeless)
{
	if (!decl || decl->kind != CFIX_NODE_DECL || !decl->nkids ||
	    !decl->kids[0])
		return false;
	if (typeless) {
		decl->first = decl->kids[0]->first + 1;
		decl->kids[0]->first = decl->first;
		decl->kids[0]->last = decl->first - 1;
	}
	return true;
}

struct cfix_rule *cfix__prototype_rule(struct rule_file *f,
				       const struct cfix_rule *rule,
				       int32_t from)
{
	enum proto_change change;
	struct cfix_diag_sink quiet;
	struct rule_file g = *f;
	struct rule_region r;
	struct cfix_rule *proto = NULL;
	struct cfix_node *pattern;
	uint32_t end = 0;
	bool typeless, ok;
	char *text;

	change = function_change(rule, &end);
	if (change == PROTO_NONE ||
	    !(text = prototype_text(rule, change, end, &typeless)))
		return NULL;
	cfix_diag_sink_init(&quiet);
	g.sink = &quiet;
	g.errors = 0;
	g.text = cfix_arena_strdup(f->arena, text);
	g.len = strlen(text);
	free(text);
	if (cfix__rule_scan(&g, 0, &r) == 0)
		proto = cfix__rule_parse_one(&g, &r);
	cfix_diag_sink_release(&quiet);
	pattern = proto && !g.errors ? proto->pattern : NULL;
	ok = pattern && (change == PROTO_REMOVED ||
			 (pattern->kind == CFIX_NODE_DISJ && pattern->nkids));
	if (ok && change == PROTO_REMOVED)
		ok = drop_placeholder(pattern, typeless);
	for (uint32_t k = 0; ok && change == PROTO_CHANGED &&
			     k < pattern->nkids; k++)
		ok = drop_placeholder(pattern->kids[k], typeless);
	if (!ok)
		return NULL;
	tie_prototype(f, proto, rule, from);
	return proto;
}
