/*
 * `#include` and `#pragma` lines in a rule body (cocci_syntax.tex's
 * include_cocci and `#pragma` with a pragmainfo metavariable): a rule
 * whose match side is such lines alone, kept (' ') or removed ('-'),
 * with any added ('+') lines beside includes.  spatch matches them as
 * lines of the file, not as code, so such a rule has no pattern:
 * match/directives.c matches its lines against the file's.  Other
 * directives on the match side, directives beside other code and code
 * added next to a pragma (spatch 1.1.1 cannot attach it) are refused
 * here, never silently skipped.
 */
#include "rule_internal.h"

#include <stdlib.h>
#include <string.h>

/* Does body token i start a directive line (`#` first on its line)? */
static bool line_start(const struct rule_ctx *rc, uint32_t i)
{
	return (rc->body[i].tok.flags & CFIX_TOKF_LINE_START) &&
	       (rc->body[i].tok.flags & CFIX_TOKF_PP);
}

static bool is_pragmainfo(const struct rule_ctx *rc, const struct body_tok *b)
{
	return b->metavar >= 0 &&
	       rc->metavars.items[b->metavar].kind == CFIX_MV_PRAGMAINFO;
}

/*
 * Why directive line at body token i (its `#`, a match-side line) is
 * not run, or NULL.  `#include` takes any name; `#pragma` a name (a
 * word or an identifier metavariable) and then a pragmainfo
 * metavariable alone, or code, or nothing.
 */
static const char *line_refused(const struct rule_ctx *rc, uint32_t i,
				uint32_t *at)
{
	const struct body_tok *b = rc->body;
	uint32_t end = i + 1;

	while (end < rc->nbody && !(b[end].tok.flags & CFIX_TOKF_LINE_START))
		end++;
	*at = i;
	if (!tok_is(&b[i].tok, "#") || end - i < 2 ||
	    (!tok_is(&b[i + 1].tok, "include") &&
	     !tok_is(&b[i + 1].tok, "pragma")))
		return "preprocessor directives other than #include and "
		       "#pragma in matched code are";
	*at = i + 1;
	for (uint32_t j = i + 1; j < end; j++)
		if (b[j].mark != b[i].mark)
			return "a directive line partly removed is";
	if (end - i < 3)
		return tok_is(&b[i + 1].tok, "include")
			       ? "an #include line without a file name is"
			       : "a #pragma line without a name is";
	if (tok_is(&b[i + 1].tok, "include"))
		return NULL;
	*at = i + 2;
	if (!is_word(&b[i + 2].tok) ||
	    (b[i + 2].metavar >= 0 &&
	     rc->metavars.items[b[i + 2].metavar].kind != CFIX_MV_IDENTIFIER))
		return "a #pragma name other than a word or an identifier "
		       "metavariable is";
	for (uint32_t j = i + 3; j < end; j++) {
		*at = j;
		if (is_pragmainfo(rc, &b[j]) ? end - i != 4 : b[j].metavar >= 0)
			return "metavariables in a #pragma line other than a "
			       "pragmainfo one alone after the name are";
	}
	return NULL;
}

int cfix__directives_check(struct rule_ctx *rc)
{
	const struct body_tok *bad = NULL;
	const char *why = NULL;
	bool directive = false, pragma = false;
	uint32_t at;

	for (uint32_t i = 0; i < rc->nbody; i++) {
		directive |= (rc->body[i].tok.flags & CFIX_TOKF_PP) &&
			     rc->body[i].mark != CFIX_MARK_PLUS;
		pragma |= line_start(rc, i) && i + 1 < rc->nbody &&
			  rc->body[i].mark != CFIX_MARK_PLUS &&
			  tok_is(&rc->body[i + 1].tok, "pragma");
	}
	for (uint32_t i = 0; i < rc->nbody && !bad; i++) {
		const struct body_tok *b = &rc->body[i];

		if (b->mark == CFIX_MARK_PLUS && pragma)
			bad = b, why = "code added in a rule of #pragma lines "
				       "is";
		else if (b->mark == CFIX_MARK_PLUS && !is_pragmainfo(rc, b))
			continue;	/* added lines: any code */
		else if (!directive || !(b->tok.flags & CFIX_TOKF_PP))
			bad = is_pragmainfo(rc, b) ? b : NULL,
			why = "a pragmainfo metavariable outside a #pragma "
			      "line is";
		if (bad || !directive || b->mark == CFIX_MARK_PLUS)
			continue;
		if (!(b->tok.flags & CFIX_TOKF_PP))
			bad = b, why = "directive lines beside other code are";
		else if (line_start(rc, i) &&
			 (why = line_refused(rc, i, &at)))
			bad = &rc->body[at];
	}
	/* spatch 1.1.1 matches nothing with two such lines in a rule; a
	 * filter of them (each must have one) is cfix's, a change is not */
	for (uint32_t i = 0, lines = 0; i < rc->nbody && directive && !bad;
	     i++)
		if ((lines += line_start(rc, i) &&
			      rc->body[i].mark != CFIX_MARK_PLUS) > 1)
			for (uint32_t j = 0; j < rc->nbody && !bad; j++)
				if (rc->body[j].mark != CFIX_MARK_CONTEXT)
					bad = &rc->body[j],
					why = "a rule of several directive lines "
					      "that changes or reports code is";
	if (bad) {
		cfix__rule_error_tok(rc->file, &bad->tok,
				     "%s not supported yet", why);
		return -1;
	}
	return directive;
}

int cfix__directives_finish(struct rule_ctx *rc)
{
	struct cfix_rule *rule = rc->rule;
	struct cfix_arena *arena = rc->file->arena;
	CFIX_ARRAY(const char *) names = { 0 };
	struct cfix_buf name = CFIX_BUF_INIT;

	/* no scopes, nothing structural: a line matches as a whole */
	rule->structural = cfix_arena_alloc(arena, (rule->ntoks + 1) *
						   sizeof(bool));
	rule->tok_scope = cfix_arena_alloc(arena, (rule->ntoks + 1) *
						  sizeof(int32_t));
	for (uint32_t i = 0; i <= rule->ntoks; i++)
		rule->tok_scope[i] = -1;
	cfix__hunks_align(rc);
	/* what each line includes: the tokens after `include`, joined */
	for (uint32_t i = 0; i < rule->ntoks; i++) {
		if (rule->toks[i].flags & CFIX_TOKF_LINE_START) {
			cfix_buf_reset(&name);
			i++;
		} else {
			cfix_buf_adds(&name, rule->toks[i].text);
		}
		if (i + 1 >= rule->ntoks ||
		    (rule->toks[i + 1].flags & CFIX_TOKF_LINE_START))
			cfix_array_push(&names,
					cfix_arena_strdup(arena, name.data));
	}
	cfix_buf_release(&name);
	rule->nincludes = (uint32_t)names.len;
	rule->includes = cfix_arena_alloc(arena, (names.len + 1) *
						 sizeof(char *));
	if (names.len)
		memcpy(rule->includes, names.items,
		       names.len * sizeof(char *));
	cfix_array_release(&names);
	return 0;
}
