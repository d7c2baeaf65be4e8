/*
 * A rule's `#define` line (cocci_syntax.tex: `#define id E`, `#define
 * id(params) body`): its header's tokens (the name, the parameters,
 * `...` among them) and its body, parsed as a pattern only when it has
 * metavariables or SmPL syntax; match/defines.c matches it against the
 * file's definitions.  An `#undef id` line (the grammar's stmt
 * directive) is read here too: a header without parameters or body,
 * matched against the file's `#undef` lines.
 *
 * The decision a newcomer would question: a body of plain code is kept
 * as tokens, compared as written, not parsed; an attribute or a
 * statement without its ';' is a fine macro body but no pattern.
 */
#include "rule_internal.h"

bool cfix__defines_in_body(const struct rule_ctx *rc)
{
	for (uint32_t i = 0; i + 1 < rc->nbody; i++) {
		const struct body_tok *b = &rc->body[i];

		if (b->mark != CFIX_MARK_PLUS && (b->tok.flags & CFIX_TOKF_PP) &&
		    (b->tok.flags & CFIX_TOKF_LINE_START) &&
		    tok_is(&b->tok, "#") &&
		    (tok_is(&rc->body[i + 1].tok, "define") ||
		     tok_is(&rc->body[i + 1].tok, "undef")))
			return true;
	}
	return false;
}

static int refuse(struct rule_ctx *rc, uint32_t tok, const char *what)
{
	cfix__rule_error_tok(rc->file, &rc->rule->toks[tok], "%s", what);
	return -1;
}

/* The `)` closing the parameters opened at toks[open], or 0. */
static uint32_t params_end(const struct cfix_rule *rule, uint32_t open)
{
	for (uint32_t i = open + 1; i < rule->ntoks; i++) {
		if (tok_is(&rule->toks[i], "("))
			return 0;
		if (tok_is(&rule->toks[i], ")"))
			return i;
	}
	return 0;
}

/* Checks the parameters: names (or metavariables) and `...`, apart. */
static int check_params(struct rule_ctx *rc, uint32_t open, uint32_t close)
{
	const struct cfix_token *t = rc->rule->toks;

	for (uint32_t i = open + 1; i < close; i++) {
		bool comma = (i - open) % 2 == 0;

		if (comma ? !tok_is(&t[i], ",")
			  : !(is_word(&t[i]) || tok_is(&t[i], "...")))
			return refuse(rc, i,
				      !strcmp(t[i].text, "......") ||
						      tok_is(&t[i], "...")
					      ? "a variadic macro parameter "
						"('......') is not supported yet"
					      : "expected a macro parameter name, "
						"'...' or ','");
	}
	if (close > open + 1 && tok_is(&t[close - 1], ","))
		return refuse(rc, close - 1, "expected a macro parameter name");
	return 0;
}

/* `do { ... } while (0)` from body to the end: the block's inside in
 * *from..*end. */
static bool do_while_zero(const struct cfix_rule *rule, uint32_t body,
			  uint32_t *from, uint32_t *end)
{
	static const char *const tail[] = { "}", "while", "(", "0", ")" };
	uint32_t n = rule->ntoks;

	if (n < body + 7 || !tok_is(&rule->toks[body], "do") ||
	    !tok_is(&rule->toks[body + 1], "{"))
		return false;
	for (int k = 0; k < 5; k++)
		if (!tok_is(&rule->toks[n - 5 + k], tail[k]))
			return false;
	*from = body + 2;
	*end = n - 5;
	return *from < *end;
}

int cfix__defines_parse(struct rule_ctx *rc)
{
	struct cfix_rule *rule = rc->rule;
	struct cfix_define_pat *def;
	const struct cfix_token *t = rule->toks;
	uint32_t n = rule->ntoks, from, end = n;
	bool pattern = false;

	if (n > 1 && rule->structural[0] && tok_is(&t[1], "#"))
		return refuse(rc, 0, "a disjunction of #define lines is not "
				     "supported yet");
	if (n < 3 || !tok_is(&t[0], "#") ||
	    !(tok_is(&t[1], "define") || tok_is(&t[1], "undef")))
		return refuse(rc, 0, "a #define or #undef line with other code in "
				     "one rule is not supported yet");
	for (uint32_t i = 1; i < n; i++) {
		if (!(t[i].flags & CFIX_TOKF_PP))
			return refuse(rc, i, "a #define or #undef line with "
					     "other code in one rule is not "
					     "supported yet");
		if ((t[i].flags & CFIX_TOKF_LINE_START) && tok_is(&t[i], "#"))
			return refuse(rc, i, "several preprocessor lines in one "
					     "rule are not supported yet");
	}
	if (!is_word(&t[2]))
		return refuse(rc, 2, tok_is(&t[1], "undef")
					     ? "expected a macro name after '#undef'"
					     : "expected a macro name after '#define'");
	def = cfix_arena_alloc(rc->file->arena, sizeof(*def));
	*def = (struct cfix_define_pat){ .hash = 0, .name = 2, .body = 3,
					 .lparen = -1, .rparen = -1 };
	if (tok_is(&t[1], "undef")) {
		if (n > 3)
			return refuse(rc, 3, "expected the end of the line after "
					     "'#undef' and its name");
		def->undef = true;
	}
	/* `#define f(x)`: a parameter list only when '(' touches the name */
	if (n > 3 && tok_is(&t[3], "(") && t[3].begin == t[2].end) {
		uint32_t close = params_end(rule, 3);

		if (!close)
			return refuse(rc, 3, "expected ')' closing the macro's "
					     "parameters");
		if (check_params(rc, 3, close) < 0)
			return -1;
		def->lparen = 3;
		def->rparen = (int32_t)close;
		def->body = close + 1;
	}
	for (uint32_t i = def->body; i < n; i++)
		pattern |= rule->tok_metavar[i] >= 0 || rule->structural[i];
	/* the name and parameters: identifier metavariables alone, and
	 * identifier lists among the parameters (spatch's dparam) */
	for (uint32_t i = 2; i < def->body; i++)
		if (rule->tok_metavar[i] >= 0 &&
		    rc->metavars.items[rule->tok_metavar[i]].kind !=
			    CFIX_MV_IDENTIFIER &&
		    (i == 2 || rc->metavars.items[rule->tok_metavar[i]].kind !=
				       CFIX_MV_IDENTIFIER_LIST))
			return refuse(rc, i, "a metavariable other than an "
					     "identifier in a #define's name or "
					     "parameters is not supported yet");
	from = def->body;
	def->do_while = do_while_zero(rule, def->body, &from, &end);
	if (pattern) {
		if (cfix__rule_pattern_parse_range(rc, from, end) < 0)
			return -1;
		def->body_pat = rule->pattern;
		rule->pattern = NULL;
	}
	/* code added inside the line joins it: a directive ends at its
	 * line's end (parenmac's `+(` on a line of its own) */
	for (uint32_t i = 0; i < rule->ninsertions; i++) {
		struct cfix_insertion *ins = &rule->insertions[i];

		if (ins->after ? ins->anchor + 1 < n : ins->anchor > 0) {
			ins->newline = ins->newline_after = false;
			rule->plus_toks[ins->first].flags &= ~CFIX_TOKF_LINE_START;
		}
		/* code added in front of the body belongs to it, after the
		 * header's blank (`check(E)` for `E`) */
		if (ins->after && ins->anchor + 1 == def->body && def->body < n) {
			ins->anchor = def->body;
			ins->after = false;
			continue;
		}
		/* and hugs the code before it: `j` `+)` `b` adds the `)`
		 * after j, not before b (spatch: `(v) << n`) */
		if (!ins->after && ins->anchor > def->body &&
		    !rule->structural[ins->anchor - 1] &&
		    !rule->minus[ins->anchor - 1]) {
			ins->anchor--;
			ins->after = true;
		}
	}
	rule->define = def;
	return 0;
}
