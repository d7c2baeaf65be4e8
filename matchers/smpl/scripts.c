/*
 * scripts.c: script rules ("@script:python@", "@initialize:python@",
 * "@finalize:python@"): their declarations (inputs "x << r.y;",
 * outputs "y;") and their code, kept as written for python/.  Also
 * script constraints ("E : script:python(r.x) { f(E, x) }", or
 * script:ocaml) and seeds of fresh identifiers: each becomes a script
 * rule of its own, run when the metavariable binds.
 */
#include "rule_internal.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

int cfix__script_kind_parse(struct rule_file *f, struct cfix_rule *rule,
			    const struct cfix_token *t, uint32_t n)
{
	if (n < 3 || (!tok_is(&t[2], "python") && !tok_is(&t[2], "ocaml"))) {
		cfix__rule_error_tok(
			f, n >= 3 ? &t[2] : &t[0],
			"'%s:%s' rules are not supported (cfix runs "
			"script:python and script:ocaml)",
			t[0].text, n >= 3 ? t[2].text : "");
		return -1;
	}
	rule->script_ocaml = tok_is(&t[2], "ocaml");
	rule->script = tok_is(&t[0], "script") ? CFIX_SCRIPT_RULE
		       : tok_is(&t[0], "initialize") ? CFIX_SCRIPT_INITIALIZE
						     : CFIX_SCRIPT_FINALIZE;
	return 0;
}

/* "script:python(r.x, y) { expr }" or "script:ocaml(...) { expr }"
 * from t[*i] (the token before "script"): mv's script_check, a script
 * rule whose code is wrap[0] (Python) or wrap[1] (OCaml) with the
 * expression in place of "%.*s". what names the construct in errors
 * ("constraint", "seed"). */
static int script_call_parse(struct rule_ctx *rc, struct cfix_metavar *mv,
			     const struct cfix_token *t, uint32_t n,
			     uint32_t *i, const char *const wrap[2],
			     const char *what)
{
	struct rule_file *f = rc->file;
	const char *lang;
	bool ocaml;
	CFIX_ARRAY(const char *) names = { 0 };
	int32_array offsets = { 0 };
	struct cfix_rule *check;
	uint32_t open, close;
	int depth = 0;
	size_t begin, end;

	if (*i + 3 >= n || !tok_is(&t[*i + 1], "script") ||
	    !tok_is(&t[*i + 2], ":")) {
		cfix__rule_error_tok(
			f, &t[*i],
			"this metavariable %s is not supported yet", what);
		return -1;
	}
	ocaml = tok_is(&t[*i + 3], "ocaml");
	if (!ocaml && !tok_is(&t[*i + 3], "python")) {
		cfix__rule_error_tok(
			f, &t[*i + 3],
			"'script:%s' %ss are not supported "
			"(cfix runs script:python and script:ocaml %ss)",
			t[*i + 3].text, what, what);
		return -1;
	}
	lang = t[*i + 3].text;
	*i += 4;
	if (*i >= n || !tok_is(&t[*i], "(")) {
		cfix__rule_error_tok(f, &t[*i < n ? *i : n],
				     "expected '(' after 'script:%s'", lang);
		return -1;
	}
	for (++*i; *i < n && !tok_is(&t[*i], ")");) {
		const char *name;

		cfix_array_push(&offsets, (int32_t)t[*i].begin);
		if (!is_word(&t[*i])) {
			cfix__rule_error_tok(
				f, &t[*i],
				"expected a metavariable name before '%s'",
				t[*i].text);
			goto fail;
		}
		if (*i + 2 < n && tok_is(&t[*i + 1], ".") && is_word(&t[*i + 2])) {
			name = cfix_arena_printf(f->arena, "%s.%s", t[*i].text,
						 t[*i + 2].text);
			*i += 3;
		} else {
			name = t[(*i)++].text;
		}
		cfix_array_push(&names, name);
		if (*i < n && tok_is(&t[*i], ","))
			++*i;
	}
	if (*i + 1 >= n || !tok_is(&t[*i + 1], "{")) {
		cfix__rule_error_tok(f, &t[*i < n ? *i : n],
				     "expected '{' and an expression after "
				     "'script:%s(...)'", lang);
		goto fail;
	}
	open = *i + 1;
	for (close = open; close < n; close++) {
		depth += tok_is(&t[close], "{") ? 1 : tok_is(&t[close], "}") ? -1 : 0;
		if (depth == 0)
			break;
	}
	if (close >= n || close == open + 1) {
		cfix__rule_error_tok(
			f, &t[open],
			close >= n
				? "unclosed '{' in the script %s"
				: "expected an expression in the script %s",
			what);
		goto fail;
	}
	for (size_t k = 0; k < rc->metavars.len; k++)
		if (rc->metavars.items[k].script_check &&
		    rc->metavars.items[k].script_check->script_line == t[open].line) {
			cfix__rule_error_tok(
				f, &t[open],
				"two script constraints on one line "
				"are not supported yet");
			goto fail;
		}
	begin = t[open + 1].begin;
	end = t[close].begin;
	check = cfix_arena_alloc(f->arena, sizeof(*check));
	check->name = cfix_arena_printf(f->arena, "%s of %s", what, mv->name);
	check->script = CFIX_SCRIPT_RULE;
	check->script_ocaml = ocaml;
	check->script_code = cfix_arena_printf(f->arena, wrap[ocaml],
					       (int)(end - begin), f->text + begin);
	check->script_line = cfix__rule_line_of(f, t[open].begin);
	check->loc = cfix_loc_from_offset(f->path, f->text, f->len, t[open].begin);
	check->text = f->text;
	mv->script_check = check;
	mv->nscript_args = (uint32_t)names.len;
	mv->script_arg_names = cfix_arena_alloc(f->arena,
						(names.len + 1) * sizeof(const char *));
	mv->script_args = cfix_arena_alloc(f->arena, (names.len + 1) * sizeof(int32_t));
	/* until cfix__script_args_resolve(): where each name is written */
	for (size_t k = 0; k < names.len; k++) {
		mv->script_arg_names[k] = names.items[k];
		mv->script_args[k] = offsets.items[k];
	}
	cfix_array_release(&names);
	cfix_array_release(&offsets);
	*i = close + 1;
	return 0;
fail:
	cfix_array_release(&names);
	cfix_array_release(&offsets);
	return -1;
}

int cfix__script_constraint_parse(struct rule_ctx *rc, struct cfix_metavar *mv,
				  const struct cfix_token *t, uint32_t n,
				  uint32_t *i)
{
	static const char *const wrap[2] = {
		"cocci.include_match(bool(%.*s))\n",
		"Coccilib.include_match (%.*s)\n",
	};

	if (script_call_parse(rc, mv, t, n, i, wrap, "constraint") < 0)
		return -1;
	mv->constraint = CFIX_MVC_SCRIPT;
	return 0;
}

int cfix__fresh_script_parse(struct rule_ctx *rc, struct cfix_metavar *mv,
			     const struct cfix_token *t, uint32_t n,
			     uint32_t *i)
{
	struct cfix_metavar *out;

	static const char *const wrap[2] = {
		"coccinelle.fresh = (%.*s)\n",
		"fresh := Coccilib.make_ident (%.*s)\n",
	};

	if (script_call_parse(rc, mv, t, n, i, wrap, "seed") < 0)
		return -1;
	/* the script's one output, read back as the name */
	out = cfix_arena_alloc(rc->file->arena, sizeof(*out));
	*out = (struct cfix_metavar){ .name = "fresh", .kind = CFIX_MV_FRESH,
				      .from_rule = -1, .script_output = true };
	mv->script_check->metavars = out;
	mv->script_check->nmetavars = 1;
	return 0;
}

int cfix__script_args_resolve(struct rule_ctx *rc)
{
	struct rule_file *f = rc->file;

	for (size_t k = 0; k < rc->metavars.len; k++) {
		struct cfix_metavar *mv = &rc->metavars.items[k];

		/* a fresh identifier's seed reads its own rule's bindings:
		 * the name is made once the match is complete */
		bool seed = mv->kind == CFIX_MV_FRESH;

		if (mv->constraint != CFIX_MVC_SCRIPT &&
		    !(seed && mv->script_check))
			continue;
		for (uint32_t a = 0; a < mv->nscript_args; a++) {
			const char *name = mv->script_arg_names[a];
			const char *dot = strchr(name, '.');
			int32_t from = -1, found = -1;
			size_t at = (size_t)mv->script_args[a];

			if (dot) {
				char *rule = cfix_xstrndup(name, (size_t)(dot - name));

				from = cfix__rule_above(f, rule);
				free(rule);
				name = dot + 1;
			}
			for (size_t j = 0; j < rc->metavars.len && found < 0; j++) {
				const struct cfix_metavar *o = &rc->metavars.items[j];

				if (!strcmp(o->name, name) &&
				    (!dot || (from >= 0 && o->from_rule == from)))
					found = (int32_t)j;
			}
			if (found < 0) {
				cfix__rule_error_at(
					f, at,
					(uint32_t)strlen(
						mv->script_arg_names[a]),
					"the script %s '%s' reads '%s', "
					"which this rule does not declare",
					seed ? "seed of" : "constraint on",
					mv->name, mv->script_arg_names[a]);
				return -1;
			}
			if (!seed && (size_t)found > k &&
			    rc->metavars.items[found].from_rule < 0) {
				cfix__rule_error_at(
					f, at,
					(uint32_t)strlen(
						mv->script_arg_names[a]),
					"a script constraint may read a "
					"metavariable of its own rule only when it "
					"is declared before ('%s')",
					mv->script_arg_names[a]);
				return -1;
			}
			mv->script_args[a] = found;
			if (!seed && (size_t)found != k &&
			    rc->metavars.items[found].from_rule < 0)
				rc->metavars.items[found].script_read = true;
		}
		/* the constrained metavariable is the script's even when the
		 * parentheses do not name it ("script:python() { f(x) }");
		 * a seed's own metavariable is what it makes, never an input */
		bool self = seed;

		for (uint32_t a = 0; a < mv->nscript_args; a++)
			self |= seed || mv->script_args[a] == (int32_t)k;
		if (!self)
			mv->script_args[mv->nscript_args++] = (int32_t)k;
	}
	return 0;
}

/*
 * After "x << r.y": "= "text"" or, for a position, "= []": the value
 * the script gets when r did not bind y (spatch then still runs it).
 */
static int script_default(struct rule_ctx *rc, struct cfix_metavar *mv,
			  const struct cfix_token *t, uint32_t n, uint32_t *i)
{
	const struct cfix_token *tok = &t[*i + 1 < n ? *i + 1 : n];
	size_t len = *i + 1 < n ? strlen(tok->text) : 0;
	bool position = mv->kind == CFIX_MV_POSITION;

	if (*i >= n || !tok_is(&t[*i], "="))
		return 0;
	if (position && *i + 2 < n && tok_is(tok, "[") &&
	    tok_is(&t[*i + 2], "]")) {
		mv->script_default = "";
		*i += 3;
		return 0;
	}
	if (position || *i + 1 >= n || tok->kind != CFIX_TOK_STRING ||
	    len < 2 || tok->text[0] != '"') {
		cfix__rule_error_tok(rc->file, tok,
				     position ? "expected '[]' as a position's default"
					      : "expected a string as the default of '%s'",
				     mv->name);
		return -1;
	}
	mv->script_default = cfix_arena_strndup(rc->file->arena, tok->text + 1,
						len - 2);
	*i += 2;
	return 0;
}

/* "x << virtual.y;": the script's x (the token name) is the value
 * -D y=value gave, y at t[at]; the script does not run without one
 * (spatch). */
static int script_virtual_input(struct rule_ctx *rc,
				const struct cfix_token *name,
				const struct cfix_token *t, uint32_t at)
{
	struct cfix_metavar *mv;

	if (cfix__metavar_add(rc, name, CFIX_MV_IDENTIFIER, NULL) < 0)
		return -1;
	mv = &rc->metavars.items[rc->metavars.len - 1];
	mv->virtual_name = t[at].text;
	return 0;
}

/* "x << merge.y;" in a finalize rule: the script's x (the token name)
 * is the list of script-level variable y's values, one per process
 * that ran the files' scripts (Coccinelle's parallel merge); y at
 * t[at].  Elsewhere an error, as in spatch ("unbound variables"). */
static int script_merge_input(struct rule_ctx *rc,
			      const struct cfix_token *name,
			      const struct cfix_token *t, uint32_t at)
{
	if (rc->rule->script != CFIX_SCRIPT_FINALIZE) {
		cfix__rule_error_tok(rc->file, &t[at - 2],
				     "script input '%s': 'merge.%s' is a "
				     "finalize rule's input only",
				     name->text, t[at].text);
		return -1;
	}
	if (cfix__metavar_add(rc, name, CFIX_MV_IDENTIFIER, NULL) < 0)
		return -1;
	rc->metavars.items[rc->metavars.len - 1].merge_name = t[at].text;
	return 0;
}

/* "x << r.y;" (with "= default" after it): the script's x (the token
 * name) is metavariable y of rule r above, r at t[at]; ast: bound as
 * code ("(_, x) << r.y;").  *next: the token after the input. */
static int script_input(struct rule_ctx *rc, const struct cfix_token *name,
			const struct cfix_token *t, uint32_t n, uint32_t at,
			bool ast, uint32_t *next)
{
	struct rule_file *f = rc->file;
	int32_t from, k;
	const struct cfix_rule *rule;
	const struct cfix_metavar *src;
	struct cfix_metavar *mv;

	if (at + 2 >= n || !is_word(&t[at]) || !tok_is(&t[at + 1], ".") ||
	    !is_word(&t[at + 2])) {
		cfix__rule_error_tok(f, name,
				     "expected 'name << rule.metavariable;'");
		return -1;
	}
	*next = at + 3;
	if (tok_is(&t[at], "virtual"))
		return script_virtual_input(rc, name, t, at + 2);
	if (tok_is(&t[at], "merge"))
		return script_merge_input(rc, name, t, at + 2);
	from = cfix__rule_above(f, t[at].text);
	if (from < 0) {
		cfix__rule_error_tok(f, &t[at],
				     "script input '%s': no rule '%s' above",
				     name->text, t[at].text);
		return -1;
	}
	rule = f->rules->items[from - f->base];
	k = cfix__metavar_own(f, rule, &t[at], &t[at + 2]);
	if (k < 0)
		return -1;
	src = &rule->metavars[k];
	if (cfix__metavar_add(rc, name, src->kind, src->type) < 0)
		return -1;
	mv = &rc->metavars.items[rc->metavars.len - 1];
	mv->from_rule = from;
	mv->from_mv = k;
	mv->script_ast = ast;
	return script_default(rc, mv, t, n, next);
}

/* "(s, a) << r.y;": s the value as text, a as code; '_' binds
 * neither.  t[*i] is '('. */
static int paired_input(struct rule_ctx *rc, const struct cfix_token *t,
			uint32_t n, uint32_t *i)
{
	uint32_t at = *i;

	if (at + 8 >= n || !is_word(&t[at + 1]) || !tok_is(&t[at + 2], ",") ||
	    !is_word(&t[at + 3]) || !tok_is(&t[at + 4], ")") ||
	    !tok_is(&t[at + 5], "<<")) {
		cfix__rule_error_tok(
			rc->file, &t[at],
			"expected '(name, name) << rule.metavariable;'");
		return -1;
	}
	*i = at + 9;
	for (uint32_t k = 0; k < 2; k++)
		if (!tok_is(&t[at + 1 + 2 * k], "_") &&
		    script_input(rc, &t[at + 1 + 2 * k], t, n, at + 6, k == 1,
				 i) < 0)
			return -1;
	return 0;
}

int cfix__script_decls_parse(struct rule_ctx *rc, size_t begin, size_t end)
{
	struct rule_file *f = rc->file;
	struct cfix_token *t;
	uint32_t n = cfix__rule_lex(f, f->text, begin, end, 0, &t);
	uint32_t i = 0;

	while (i < n) {
		if (is_word(&t[i]) && i + 1 < n && tok_is(&t[i + 1], "<<")) {
			if (script_input(rc, &t[i], t, n, i + 2, false, &i) < 0)
				return -1;
		} else if (tok_is(&t[i], "(")) {
			if (paired_input(rc, t, n, &i) < 0)
				return -1;
		} else if (is_word(&t[i]) && i + 1 < n && tok_is(&t[i + 1], ";")) {
			if (cfix__metavar_add(rc, &t[i], CFIX_MV_IDENTIFIER,
					      NULL) < 0)
				return -1;
			rc->metavars.items[rc->metavars.len - 1].script_output =
				true;
			i++;
		} else {
			cfix__rule_error_tok(
				f, &t[i],
				"unexpected '%s' in a script rule's "
				"declarations (supported: 'x << rule.x;', "
				"'(s, a) << rule.x;', 'y;')",
				t[i].text);
			return -1;
		}
		if (i >= n || !tok_is(&t[i], ";")) {
			cfix__rule_error_tok(
				f, &t[i < n ? i : n - 1],
				"expected ';' after a script declaration");
			return -1;
		}
		i++;
	}
	return 0;
}

void cfix__script_body(struct rule_ctx *rc, const struct rule_region *r)
{
	struct rule_file *f = rc->file;

	char *code = cfix_arena_strndup(f->arena, f->text + r->body_begin,
					r->body_end - r->body_begin);

	/* a line that is a "//" comment, as Coccinelle allows in scripts
	 * too, becomes blank (the lines keep their numbers) */
	for (char *line = code; *line;) {
		char *p = line, *end = strchr(line, '\n');

		while (*p == ' ' || *p == '\t')
			p++;
		if (p[0] == '/' && p[1] == '/')
			memset(p, ' ', (size_t)((end ? end : p + strlen(p)) - p));
		if (!end)
			break;
		line = end + 1;
	}
	rc->rule->script_code = code;
	rc->rule->script_line = cfix__rule_line_of(f, r->body_begin);
}
