/*
 * constraints.c: what a metavariable's declaration says after its name:
 * "!= v", "= {v1, v2}", "=~ "re"", "!~ "re"", "<= r.E", position
 * constraints, several joined by "&&" or "||"; and the compiled regular
 * expressions (POSIX extended; an OCaml-style regexp of Coccinelle's is
 * rewritten first), owned by the rule set.
 */
#include "rule_internal.h"

#include <regex.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

struct cfix_regex {
	regex_t compiled;
};

struct cfix_regex *cfix__regex_new(struct cfix_ruleset *set,
				   const char *pattern, const char **error)
{
	struct cfix_regex *regex = cfix_xcalloc(1, sizeof(*regex));

	if (regcomp(&regex->compiled, pattern, REG_EXTENDED | REG_NOSUB)) {
		*error = "not a POSIX extended regular expression";
		free(regex);
		return NULL;
	}
	set->regexes = cfix_xrealloc(set->regexes, (set->nregexes + 1) *
							   sizeof(*set->regexes));
	set->regexes[set->nregexes++] = regex;
	return regex;
}

bool cfix__regex_match(const struct cfix_regex *regex, const char *text)
{
	return regex && regexec(&regex->compiled, text, 0, NULL, 0) == 0;
}

void cfix__regex_free(struct cfix_regex *regex)
{
	if (!regex)
		return;
	regfree(&regex->compiled);
	free(regex);
}

bool cfix__constraint_is_op(const struct cfix_token *tok)
{
	static const char *const ops[] = {
		"=", "!=", "!", "<", ">", "<=", ">=", ":", "==", "{", NULL,
	};

	for (int i = 0; ops[i]; i++)
		if (tok_is(tok, ops[i]))
			return true;
	return false;
}

/* Does a constraint end at t (the next one joined by "&&" or "||", or
 * the next name or the declaration's end)? */
static bool ends_constraint(const struct cfix_token *t)
{
	return tok_is(t, ";") || tok_is(t, ",") || tok_is(t, "&&") ||
	       tok_is(t, "||");
}

/* Do the tokens from i up to the constraint's end spell one value
 * ("double", "r.T *"), not a set or a regex? */
static bool plain_value(const struct cfix_token *t, uint32_t n, uint32_t i)
{
	uint32_t start = i;

	for (; i < n && !ends_constraint(&t[i]); i++)
		if (tok_is(&t[i], "=~") || tok_is(&t[i], "!~") ||
		    tok_is(&t[i], "{"))
			return false;
	return i > start;
}

/* One value of a constraint: tokens up to ',', ';', '}', '&&' or '||'
 * at depth 0, joined by single spaces; '&&' or '||' first is the value
 * (an operator's: `{&&, ||}`). */
static const char *constraint_value(struct rule_ctx *rc,
				    const struct cfix_token *t, uint32_t n,
				    uint32_t *i)
{
	struct cfix_buf buf = CFIX_BUF_INIT;
	int depth = 0;
	const char *value;

	while (*i < n) {
		const struct cfix_token *tok = &t[*i];

		if (depth == 0 && (ends_constraint(tok) || tok_is(tok, "}")) &&
		    (buf.len || tok_is(tok, ",") || tok_is(tok, ";") ||
		     tok_is(tok, "}")))
			break;
		depth += tok_is(tok, "(") || tok_is(tok, "[") ? 1
			 : tok_is(tok, ")") || tok_is(tok, "]") ? -1 : 0;
		if (buf.len)
			cfix_buf_addch(&buf, ' ');
		cfix_buf_adds(&buf, tok->text);
		++*i;
	}
	value = buf.len ? cfix_arena_strndup(rc->file->arena, buf.data, buf.len)
			: NULL;
	cfix_buf_release(&buf);
	return value;
}

/* A position constraint's value t[first..end): "r.p", a position
 * metavariable of a rule above; appends the rule's index in the set and
 * the metavariable's index there to refs. */
static int position_ref(struct rule_ctx *rc, int32_array *refs,
			const struct cfix_token *t, uint32_t first, uint32_t end,
			bool any_kind)
{
	struct rule_file *f = rc->file;
	int32_t from;
	const struct cfix_rule *rule;

	if (end != first + 3 || !is_word(&t[first]) || !tok_is(&t[first + 1], ".") ||
	    !is_word(&t[first + 2])) {
		cfix__rule_error_tok(
			f, &t[first],
			"expected 'rule.position' in a position constraint");
		return -1;
	}
	from = cfix__rule_above(f, t[first].text);
	if (from < 0) {
		cfix__rule_error_tok(
			f, &t[first],
			"position constraint '%s.%s': no rule '%s' above",
			t[first].text, t[first + 2].text, t[first].text);
		return -1;
	}
	rule = f->rules->items[from - f->base];
	for (uint32_t k = 0; k < rule->nmetavars; k++) {
		if (strcmp(rule->metavars[k].name, t[first + 2].text))
			continue;
		if (!any_kind && rule->metavars[k].kind != CFIX_MV_POSITION)
			break;
		cfix_array_push(refs, from);
		cfix_array_push(refs, (int32_t)k);
		return 0;
	}
	cfix__rule_error_tok(f, &t[first + 2],
			     "rule '%s' has no position metavariable '%s'",
			     t[first].text, t[first + 2].text);
	return -1;
}

/* A value t[first..end) naming a metavariable of a rule above, "r.x"
 * (`type T = {r1.T, r2.T}`): appends the rule's index in the set and
 * the metavariable's to refs and returns true; else false, silently
 * (the value is then code, compared as written). */
static bool inherited_ref(struct rule_ctx *rc, int32_array *refs,
			  const struct cfix_token *t, uint32_t first,
			  uint32_t end)
{
	const struct cfix_rule *rule;
	int32_t from;

	if (end != first + 3 || !is_word(&t[first]) ||
	    !tok_is(&t[first + 1], ".") || !is_word(&t[first + 2]))
		return false;
	from = cfix__rule_above(rc->file, t[first].text);
	if (from < 0)
		return false;
	rule = rc->file->rules->items[from - rc->file->base];
	for (uint32_t k = 0; k < rule->nmetavars; k++)
		if (!strcmp(rule->metavars[k].name, t[first + 2].text)) {
			cfix_array_push(refs, from);
			cfix_array_push(refs, (int32_t)k);
			return true;
		}
	return false;
}

/* A type value t[first..end) that is "r.U" then stars ("r.U *"): the
 * stars, as a value spells them; else NULL. */
static const char *pointer_to_ref(struct rule_ctx *rc,
				  const struct cfix_token *t, uint32_t first,
				  uint32_t end)
{
	int32_array refs = { 0 };
	uint32_t stars = first + 3;
	bool ref;

	while (stars < end && tok_is(&t[stars], "*"))
		stars++;
	if (stars != end || end == first + 3)
		return NULL;
	ref = inherited_ref(rc, &refs, t, first, first + 3);
	cfix_array_release(&refs);
	if (!ref)
		return NULL;
	return constraint_value(rc, t, end, &(uint32_t){ first + 3 });
}

/* "!= v" or "!= {v1, v2}" (or "= {...}") after a name. */
static int constraint_values(struct rule_ctx *rc, struct cfix_metavar *mv,
			     const struct cfix_token *t, uint32_t n, uint32_t *i)
{
	CFIX_ARRAY(const char *) values = { 0 };
	CFIX_ARRAY(bool) pointees = { 0 };
	int32_array refs = { 0 };
	bool braces = *i < n && tok_is(&t[*i], "{");
	bool any_pointee = false;
	int ret = 0;

	if (braces)
		++*i;
	for (;;) {
		uint32_t start = *i;
		const char *value = constraint_value(rc, t, n, i);

		if (!value) {
			cfix__rule_error_tok(
				rc->file, &t[start < n ? start : n],
				"expected a value in the constraint");
			ret = -1;
			break;
		}
		if (mv->kind == CFIX_MV_POSITION &&
		    position_ref(rc, &refs, t, start, *i, false) < 0) {
			ret = -1;
			break;
		}
		const char *stars = mv->kind == CFIX_MV_TYPE
				    ? pointer_to_ref(rc, t, start, *i) : NULL;

		if (mv->kind != CFIX_MV_POSITION && !stars)
			inherited_ref(rc, &refs, t, start, *i);
		any_pointee |= stars != NULL;
		cfix_array_push(&pointees, stars != NULL);
		cfix_array_push(&values, stars ? stars : value);
		if (!braces || *i >= n || !tok_is(&t[*i], ","))
			break;
		++*i;
	}
	if (ret == 0 && braces) {
		if (*i < n && tok_is(&t[*i], "}")) {
			++*i;
		} else {
			cfix__rule_error_tok(
				rc->file, &t[*i < n ? *i : n],
				"expected '}' closing the constraint's values");
			ret = -1;
		}
	}
	mv->nvalues = (uint32_t)values.len;
	mv->values = cfix_arena_alloc(rc->file->arena,
				      (values.len + 1) * sizeof(*mv->values));
	if (values.len)
		memcpy(mv->values, values.items, values.len * sizeof(*mv->values));
	cfix_array_release(&values);
	if (any_pointee) {
		mv->any_pointee = cfix_arena_alloc(rc->file->arena,
						   pointees.len * sizeof(bool));
		memcpy(mv->any_pointee, pointees.items, pointees.len * sizeof(bool));
	}
	cfix_array_release(&pointees);
	mv->nrefs = (uint32_t)refs.len / 2;
	mv->ref_rule = cfix_arena_alloc(rc->file->arena,
					(mv->nrefs + 1) * sizeof(int32_t));
	mv->ref_mv = cfix_arena_alloc(rc->file->arena,
				      (mv->nrefs + 1) * sizeof(int32_t));
	for (uint32_t k = 0; k < mv->nrefs; k++) {
		mv->ref_rule[k] = refs.items[2 * k];
		mv->ref_mv[k] = refs.items[2 * k + 1];
	}
	cfix_array_release(&refs);
	return ret;
}

/* A regex string literal's pattern: the quotes removed. */
static const char *regex_text(struct rule_ctx *rc, const struct cfix_token *tok)
{
	const char *text = tok->text;
	size_t len = strlen(text);

	if (len < 2 || text[0] != '"')
		return NULL;
	return cfix_arena_strndup(rc->file->arena, text + 1, len - 2);
}

/*
 * Whether the rule file asks for OCaml's Str regular expressions: a
 * "# spatch --ocaml-regexps" line (spatch's options, written in the
 * file), else they are PCRE, which POSIX extended syntax approximates.
 */
static bool ocaml_regexps(const struct rule_file *f)
{
	for (const char *p = f->text; p && p < f->text + f->len;) {
		const char *end = memchr(p, '\n', f->text + f->len - p);
		size_t n = end ? (size_t)(end - p) : (size_t)(f->text + f->len - p);

		for (size_t k = 0; n && p[0] == '#' && k + 15 <= n; k++)
			if (!memcmp(p + k, "--ocaml-regexps", 15))
				return true;
		p = end ? end + 1 : NULL;
	}
	return false;
}

/* Str's syntax as POSIX extended: \( \) \| group and choose, a bare
 * ( ) | { } is the character itself. */
static const char *str_to_ere(struct rule_file *f, const char *re)
{
	struct cfix_buf out = CFIX_BUF_INIT;
	const char *text;

	for (const char *p = re; *p; p++) {
		if (*p == '\\' && p[1] && strchr("()|", p[1])) {
			cfix_buf_addch(&out, *++p);
		} else if (*p == '\\' && p[1]) {
			cfix_buf_addch(&out, *p++);
			cfix_buf_addch(&out, *p);
		} else if (strchr("()|{}", *p)) {
			cfix_buf_addch(&out, '\\');
			cfix_buf_addch(&out, *p);
		} else {
			cfix_buf_addch(&out, *p);
		}
	}
	text = cfix_arena_strndup(f->arena, out.data, out.len);
	cfix_buf_release(&out);
	return text;
}

/*
 * A constraint after metavariable mv's name, at t[*i]: "!= v",
 * "!= {v1, v2}", "= {v1, v2}", "=~ "re"", "!~ "re"".
 */
static int parse_constraint(struct rule_ctx *rc, struct cfix_metavar *mv,
			    const struct cfix_token *t, uint32_t n, uint32_t *i)
{
	struct rule_file *f = rc->file;
	const struct cfix_token *op = &t[*i];
	bool tilde = *i + 1 < n && tok_is(&t[*i + 1], "~") &&
		     t[*i + 1].begin == op->end;
	const char *re, *error = NULL;

	if ((tok_is(op, "=") || tok_is(op, "!")) && tilde) {
		*i += 2;
		re = *i < n && t[*i].kind == CFIX_TOK_STRING ? regex_text(rc, &t[*i])
							      : NULL;
		if (!re) {
			cfix__rule_error_tok(f, &t[*i < n ? *i : n],
					     "expected a string after '%s~'",
					     op->text);
			return -1;
		}
		if (ocaml_regexps(f))
			re = str_to_ere(f, re);
		mv->regex = cfix__regex_new(f->set, re, &error);
		if (!mv->regex) {
			cfix__rule_error_tok(
				f, &t[*i], "invalid regular expression %s: %s",
				t[*i].text, error);
			return -1;
		}
		mv->constraint = tok_is(op, "=") ? CFIX_MVC_REGEX : CFIX_MVC_NOT_REGEX;
		++*i;
		return 0;
	}
	/* "subE <= r.E": a subexpression of what r.E bound */
	if (tok_is(op, "<=")) {
		int32_array refs = { 0 };
		uint32_t start = ++*i;

		while (*i < n && !tok_is(&t[*i], ",") && !tok_is(&t[*i], ";"))
			++*i;
		if (position_ref(rc, &refs, t, start, *i, true) < 0) {
			cfix_array_release(&refs);
			return -1;
		}
		mv->constraint = CFIX_MVC_SUBTERM;
		mv->nrefs = 1;
		mv->ref_rule = cfix_arena_alloc(f->arena, 2 * sizeof(int32_t));
		mv->ref_mv = cfix_arena_alloc(f->arena, 2 * sizeof(int32_t));
		mv->ref_rule[0] = refs.items[0];
		mv->ref_mv[0] = refs.items[1];
		cfix_array_release(&refs);
		return 0;
	}
	/* "= v" is "= {v}" (spatch's item_or_brace_list): "identifier
	 * AC = active_cache;", "identifier id = assert_cc;", "constant C =
	 * C;" (a name that is no other metavariable is that name itself,
	 * the metavariable's own too), "= r.p", "binary operator op = +;",
	 * "assignment operator a = =;"; a type's own branch is below */
	if (tok_is(op, "!=") || (tok_is(op, "=") && *i + 1 < n &&
				 (tok_is(&t[*i + 1], "{") ||
				  mv->kind != CFIX_MV_TYPE))) {
		mv->constraint = tok_is(op, "!=") ? CFIX_MVC_NOT_IN : CFIX_MVC_IN;
		++*i;
		return constraint_values(rc, mv, t, n, i);
	}
	/* "type T = double;": one type, as "= {double}"; "= r.T", "= r.T *"
	 * must name a rule above */
	if (tok_is(op, "=") && mv->kind == CFIX_MV_TYPE && plain_value(t, n, *i + 1)) {
		bool dot = *i + 2 < n && tok_is(&t[*i + 2], ".");

		mv->constraint = CFIX_MVC_IN;
		++*i;
		if (constraint_values(rc, mv, t, n, i) < 0)
			return -1;
		if (dot && !mv->nrefs && !mv->any_pointee) {
			cfix__rule_error_tok(
				f, op,
				"this metavariable constraint is not supported yet");
			return -1;
		}
		return 0;
	}
	cfix__rule_error_tok(
		f, op, "this metavariable constraint is not supported yet");
	return -1;
}

int cfix__constraints_parse(struct rule_ctx *rc, struct cfix_metavar *mv,
			    const struct cfix_token *t, uint32_t n, uint32_t *i)
{
	struct rule_file *f = rc->file;
	const char *join = NULL;

	if (parse_constraint(rc, mv, t, n, i) < 0)
		return -1;
	while (*i < n && (tok_is(&t[*i], "&&") || tok_is(&t[*i], "||"))) {
		struct cfix_metavar *next;

		if ((join && strcmp(join, t[*i].text)) ||
		    mv->kind == CFIX_MV_POSITION ||
		    mv->constraint == CFIX_MVC_SUBTERM) {
			cfix__rule_error_tok(f, &t[*i],
					     "this metavariable constraint is "
					     "not supported yet");
			return -1;
		}
		join = t[(*i)++].text;
		next = cfix_arena_alloc(f->arena, sizeof(*next));
		*next = (struct cfix_metavar){ .name = mv->name, .kind = mv->kind,
					       .type = mv->type, .loc = mv->loc,
					       .from_rule = -1, .from_mv = -1 };
		mv->next_constraint = next;
		mv->next_or = !strcmp(join, "||");
		mv = next;
		if (*i >= n || !cfix__constraint_is_op(&t[*i])) {
			cfix__rule_error_tok(f, &t[*i < n ? *i : n],
					     "expected a constraint after '%s'",
					     join);
			return -1;
		}
		if (parse_constraint(rc, mv, t, n, i) < 0)
			return -1;
	}
	return 0;
}
