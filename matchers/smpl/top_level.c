/*
 * Where a rule's lone declaration matches: Coccinelle's top_level.ml
 * reads `int x;` as a declaration both at the top of a file and in a
 * function's body, but when the rule's plus side holds code (a
 * statement: `int x;` `+ mark(x);`, `- int x;` `+ f();`) the
 * declaration can only be one of a function's (NONDECL): code cannot
 * be added among the file's top-level items.
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

/* Does the added piece plus[from..to) read as a statement, not a
 * declaration?  A statement keyword, or a name (not a type's) followed
 * by what no declarator follows (`f(`, `x =`, `p->`, `x++`). */
static bool piece_is_code(const struct cfix_rule *rule, uint32_t from,
			  uint32_t to)
{
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
	return !strcmp(next, "(") || !strcmp(next, "=") || !strcmp(next, ";") ||
	       !strcmp(next, "->") || !strcmp(next, ".") || !strcmp(next, "[") ||
	       !strcmp(next, "++") || !strcmp(next, "--") ||
	       (strlen(next) >= 2 && next[strlen(next) - 1] == '=' &&
		strcmp(next, "==") && strcmp(next, "!="));
}

/* Does the added code plus[first..last] hold a statement? */
static bool adds_code(const struct cfix_rule *rule, uint32_t first,
		      uint32_t last)
{
	uint32_t start = first;
	int depth = 0;

	for (uint32_t i = first; i <= last && i < rule->nplus; i++) {
		const char *t = rule->plus_toks[i].text;

		if (i == start && depth == 0 && piece_is_code(rule, i, last + 1))
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
void cfix__rule_mark_decl_in_code(struct cfix_rule *rule)
{
	const struct cfix_node *pat = rule->pattern;
	bool whole = true;	/* the rule replaces the whole declaration */

	rule->decl_in_code = false;
	if (!pat || pat->kind != CFIX_NODE_DECL || pat->first > pat->last)
		return;
	for (uint32_t i = pat->first; i <= pat->last && whole; i++)
		whole = rule->minus[i];
	for (uint32_t i = 0; i < rule->ninsertions; i++) {
		const struct cfix_insertion *ins = &rule->insertions[i];

		if ((whole || (ins->anchor == pat->first && !ins->after) ||
		     (ins->anchor == pat->last && ins->after)) &&
		    adds_code(rule, ins->first, ins->last)) {
			rule->decl_in_code = true;
			return;
		}
	}
}
