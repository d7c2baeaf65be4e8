/*
 * `#include` lines in a rule body (cocci_syntax.tex's include_cocci):
 * a rule whose match side is such lines alone, kept (' ') or removed
 * ('-'), with any added ('+') lines beside them.  spatch matches an
 * include as a line of the file, not as code, so such a rule has no
 * pattern: match/directives.c matches its lines against the file's.
 * Other directives on the match side, and includes beside other code,
 * are refused here, never silently skipped.
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

int cfix__directives_check(struct rule_ctx *rc)
{
	const struct body_tok *bad = NULL;
	const char *why = NULL;
	bool directive = false;

	for (uint32_t i = 0; i < rc->nbody; i++)
		directive |= (rc->body[i].tok.flags & CFIX_TOKF_PP) &&
			     rc->body[i].mark != CFIX_MARK_PLUS;
	for (uint32_t i = 0; i < rc->nbody && directive && !bad; i++) {
		const struct body_tok *b = &rc->body[i];

		if (b->mark == CFIX_MARK_PLUS)
			continue;	/* added lines: any code */
		if (!(b->tok.flags & CFIX_TOKF_PP))
			bad = b, why = "#include lines beside other code are";
		else if (b->mark == CFIX_MARK_STAR)
			bad = b, why = "'*' on #include lines is";
		else if (line_start(rc, i) &&
			 (!tok_is(&b->tok, "#") || i + 1 >= rc->nbody ||
			  !tok_is(&rc->body[i + 1].tok, "include") ||
			  (rc->body[i + 1].tok.flags & CFIX_TOKF_LINE_START)))
			bad = b, why = "preprocessor directives other than "
				       "#include in matched code are";
		else if (line_start(rc, i) &&
			 (i + 2 >= rc->nbody ||
			  (rc->body[i + 2].tok.flags & CFIX_TOKF_LINE_START)))
			bad = &rc->body[i + 1],
			why = "an #include line without a file name is";
		else if (line_start(rc, i) && rc->body[i + 1].mark != b->mark)
			bad = &rc->body[i + 1],
			why = "an #include line partly removed is";
	}
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
