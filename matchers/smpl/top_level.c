/*
 * Where a rule's lone declaration matches: Coccinelle's top_level.ml
 * reads `int x;` as a declaration both at the top of a file and in a
 * function's body, but when the rule's plus side holds code (a
 * statement: `int x;` `+ mark(x);`, `- int x;` `+ f();`) the
 * declaration can only be one of a function's (NONDECL): code cannot
 * be added among the file's top-level items.  A declarer's use,
 * `D(x);` with D a `declarer` metavariable or a `declarer name`, is a
 * declaration too; any other statement pattern is code, matched in
 * functions only.
 */
#include "rule_internal.h"

#include <string.h>

static bool is_stmt_word(const char *text)
{
	static const char *const words[] = {
		"if", "for", "while", "do", "switch", "return", "break",
		"continue", "goto", "{", NULL,
	};

	return cfix__is_word_in(text, words);
}

/* Is name declared `declarer name` by the rule or one above?  spatch's
 * lexer knows such a name from its declaration to the file's end. */
static bool is_declarer_name(const struct rule_ctx *rc, const char *name)
{
	const rule_array *rules = rc->file->rules;

	for (uint32_t k = 0; k < rc->rule->nmetavars; k++)
		if (rc->rule->metavars[k].declarer_name &&
		    !strcmp(rc->rule->metavars[k].name, name))
			return true;
	for (size_t r = 0; rules && r < rules->len; r++) {
		const struct cfix_rule *rule = rules->items[r];

		for (uint32_t k = 0; rule && k < rule->nmetavars; k++)
			if (rule->metavars[k].declarer_name &&
			    !strcmp(rule->metavars[k].name, name))
				return true;
	}
	return false;
}

/* Is the name heading a call the name of a declarer? */
static bool names_declarer(const struct rule_ctx *rc, int32_t mv,
			   const char *name)
{
	const struct cfix_rule *rule = rc->rule;

	if (mv >= 0 && (uint32_t)mv < rule->nmetavars &&
	    rule->metavars[mv].kind == CFIX_MV_DECLARER)
		return true;
	return is_declarer_name(rc, name);
}

/* Is the pattern `D(...);`, a declarer's use? */
static bool is_declarer_use(const struct rule_ctx *rc,
			    const struct cfix_node *pat)
{
	const struct cfix_node *call = pat->nkids ? pat->kids[0] : NULL;
	const struct cfix_node *name = call && call->nkids ? call->kids[0] :
							     NULL;

	return pat->kind == CFIX_NODE_EXPR_STMT && call &&
	       call->kind == CFIX_NODE_CALL && name &&
	       name->kind == CFIX_NODE_IDENT && name->text &&
	       names_declarer(rc, name->metavar, name->text);
}

/* Does the added piece plus[from..to) read as a statement, not a
 * declaration?  A statement keyword, or a name (not a type's) followed
 * by what no declarator follows (`f(`, `x =`, `p->`, `x++`). */
static bool piece_is_code(const struct rule_ctx *rc, uint32_t from,
			  uint32_t to)
{
	const struct cfix_rule *rule = rc->rule;
	const struct cfix_token *t = &rule->plus_toks[from];
	int32_t mv = rule->plus_metavar[from];
	const char *next = from + 1 < to ? rule->plus_toks[from + 1].text : "";

	if (is_stmt_word(t->text))
		return true;
	if (cfix_is_c_keyword(t->text) ||
	    (mv >= 0 && (uint32_t)mv < rule->nmetavars &&
	     rule->metavars[mv].kind == CFIX_MV_TYPE))
		return false;
	/* `= 0` joining a kept declarator, `[3]`: parts of a declaration */
	if (t->kind != CFIX_TOK_IDENT)
		return false;
	if (!strcmp(next, "(") && names_declarer(rc, mv, t->text))
		return false;
	return !strcmp(next, "(") || !strcmp(next, "=") || !strcmp(next, ";") ||
	       !strcmp(next, "->") || !strcmp(next, ".") || !strcmp(next, "[") ||
	       !strcmp(next, "++") || !strcmp(next, "--") ||
	       (strlen(next) >= 2 && next[strlen(next) - 1] == '=' &&
		strcmp(next, "==") && strcmp(next, "!="));
}

/* Does the added code plus[first..last] hold a statement? */
static bool adds_code(const struct rule_ctx *rc, uint32_t first,
		      uint32_t last)
{
	const struct cfix_rule *rule = rc->rule;
	uint32_t start = first;
	int depth = 0;

	for (uint32_t i = first; i <= last && i < rule->nplus; i++) {
		const char *t = rule->plus_toks[i].text;

		if (i == start && depth == 0 && piece_is_code(rc, i, last + 1))
			return true;
		if (strchr("([{", t[0]) && t[1] == '\0')
			depth++;
		else if (strchr(")]}", t[0]) && t[1] == '\0')
			depth--;
		if (depth == 0 && (!strcmp(t, ";") || !strcmp(t, "}")))
			start = i + 1;
	}
	return false;
}

/* Only code added before or after the declaration, or in its place,
 * counts: what goes inside it (an initializer's `.f = v,`) is no
 * statement. */
void cfix__rule_mark_decl_in_code(struct rule_ctx *rc)
{
	struct cfix_rule *rule = rc->rule;
	const struct cfix_node *pat = rule->pattern;
	bool whole = true;	/* the rule replaces the whole declaration */

	rule->decl_in_code = false;
	rule->declarer_use = pat && is_declarer_use(rc, pat);
	if (!pat || (pat->kind != CFIX_NODE_DECL && !rule->declarer_use) ||
	    pat->first > pat->last)
		return;
	/* spatch reads the whole plus side: `- D(x);` `+ g(x);` is code */
	if (rule->declarer_use && rule->nplus) {
		rule->decl_in_code = adds_code(rc, 0, rule->nplus - 1);
		return;
	}
	for (uint32_t i = pat->first; i <= pat->last && whole; i++)
		whole = rule->minus[i];
	for (uint32_t i = 0; i < rule->ninsertions; i++) {
		const struct cfix_insertion *ins = &rule->insertions[i];

		if ((whole || (ins->anchor == pat->first && !ins->after) ||
		     (ins->anchor == pat->last && ins->after)) &&
		    adds_code(rc, ins->first, ins->last)) {
			rule->decl_in_code = true;
			return;
		}
	}
}
