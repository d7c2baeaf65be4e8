/*
 * The rule parser: SmPL text -> struct cfix_rule.
 *
 * A rule file is cut into rules at lines that begin with '@' before any
 * token is read, so one broken rule does not hide the errors of the
 * next.  Headers and metavariable declarations are lexed straight from
 * the file; a body is lexed from a copy of the whole file with
 * everything outside the body blanked and the column-0 marks ('-', '+',
 * '*') turned into spaces, so each token keeps the rule file's own
 * offset, line and column.
 *
 * The decision a newcomer would question: minus and plus lines are not
 * read as "delete these lines, add those".  In each run of minus and plus
 * tokens the longest common subsequence of the two sides is kept as it
 * is, and only the rest becomes removals and insertions, so a fix
 * touches only what actually changes.
 *
 * Where an insertion goes (struct cfix_insertion's anchor):
 *  - it is glued to the kept token it shares a line with in the rule:
 *    `+ !(E & C)` puts "(" after '!' and ")" after 'C'; `dma_map_single(`
 *    goes before '(';
 *  - glued on both sides, it goes after the kept token before it;
 *  - glued to neither (added lines), it goes before the next kept token
 *    when the rule writes it above that token, else after the previous
 *    kept token (`+bar();` above ` foo();`; ` foo();` then `+blah();`);
 *  - when every match-side token is removed (`- x != NULL` / `+ 12`),
 *    it goes before the first removed token.
 * newline/newline_after describe the rule's lines, but only where the
 * anchor is a statement's edge: elsewhere added code joins its line.
 * "Kept" means a context token or a minus token the plus side shares.
 */
#include "smpl.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

typedef CFIX_ARRAY(struct cfix_rule *) rule_array;
typedef CFIX_ARRAY(struct cfix_metavar) metavar_array;
typedef CFIX_ARRAY(struct cfix_insertion) insertion_array;

/* The file being parsed. */
struct file {
	struct cfix_arena *arena;
	const char *path;		/* arena copy */
	const char *text;		/* arena copy */
	size_t len;
	struct cfix_diag_sink *sink;
	unsigned errors;
	/* names a "depends on" may use: virtual rules, rules above */
	CFIX_ARRAY(const char *) known_rules;
	struct cfix_ruleset *set;	/* regexes go here */
	const rule_array *rules;	/* the rules above, parsed */
	uint32_t base;			/* index of the file's first rule */
};

/* Where one rule's parts lie in the file (byte offsets). */
struct region {
	size_t at;			/* the header's opening '@' */
	size_t name_begin, name_end;	/* "@name ...@", empty for "@@" */
	size_t decl_begin, decl_end;	/* metavariable declarations */
	size_t body_begin, body_end;
};

/* One body token with its mark, before the match/plus split. */
struct body_tok {
	struct cfix_token tok;
	char mark;			/* enum cfix_mark */
	int32_t metavar;
	int32_t position;		/* "@p" after it: p, else -1 */
	bool optional;			/* on a '?' line */
	uint32_t index;			/* in rule->toks or rule->plus_toks */
};

/* State for the rule being parsed. */
struct rule_ctx {
	struct file *file;
	struct cfix_rule *rule;
	metavar_array metavars;
	struct body_tok *body;
	uint32_t nbody;
	uint32_t *plus_body;		/* plus index -> body index */
};

/* ---- diagnostics ------------------------------------------------------ */

static void verror_at(struct file *f, size_t offset, uint32_t caret_len,
		      const char *fmt, va_list ap)
{
	struct cfix_buf msg = CFIX_BUF_INIT;
	struct cfix_loc loc =
		cfix_loc_from_offset(f->path, f->text, f->len, (uint32_t)offset);
	struct cfix_diag *diag;

	cfix_buf_vaddf(&msg, fmt, ap);
	diag = cfix_diag_add(f->sink, CFIX_DIAG_ERROR, loc, "%s", msg.data);
	diag->source_line = cfix_line_at(f->text, f->len, (uint32_t)offset);
	diag->caret_len = caret_len;
	cfix_buf_release(&msg);
	f->errors++;
}

CFIX_PRINTF(4, 5)
static void error_at(struct file *f, size_t offset, uint32_t caret_len,
		     const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	verror_at(f, offset, caret_len, fmt, ap);
	va_end(ap);
}

CFIX_PRINTF(3, 4)
static void error_tok(struct file *f, const struct cfix_token *tok,
		      const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	verror_at(f, tok->begin, tok->end - tok->begin, fmt, ap);
	va_end(ap);
}

static uint32_t line_of(const struct file *f, size_t offset)
{
	return cfix_loc_from_offset(f->path, f->text, f->len,
				    (uint32_t)offset).line;
}

/* ---- cutting the file into rules --------------------------------------- */

static bool is_blank(char ch)
{
	return ch == ' ' || ch == '\t' || ch == '\r' || ch == '\f' ||
	       ch == '\v';
}

/*
 * Moves *pos past what starts there: a comment, a literal, or one byte.
 * *in_comment carries an open block comment across calls.  Line
 * comments and literals stop before a newline.
 */
static void skip_one(const struct file *f, size_t *pos, bool *in_comment)
{
	const char *t = f->text;
	size_t i = *pos, n = f->len;

	if (*in_comment) {
		if (t[i] == '*' && i + 1 < n && t[i + 1] == '/')
			*in_comment = false, i++;
		*pos = i + 1;
		return;
	}
	if (t[i] == '/' && i + 1 < n && t[i + 1] == '*') {
		*in_comment = true;
		*pos = i + 2;
		return;
	}
	if (t[i] == '/' && i + 1 < n && t[i + 1] == '/') {
		while (i < n && t[i] != '\n')
			i++;
		*pos = i;
		return;
	}
	if (t[i] == '"' || t[i] == '\'') {
		char quote = t[i++];

		while (i < n && t[i] != quote && t[i] != '\n')
			i += (t[i] == '\\' && i + 1 < n && t[i + 1] != '\n') ? 2 : 1;
		*pos = i < n && t[i] == quote ? i + 1 : i;
		return;
	}
	*pos = i + 1;
}

/* The first non-blank byte of the line starting at offset. */
static size_t first_nonblank(const struct file *f, size_t offset)
{
	while (offset < f->len && is_blank(f->text[offset]))
		offset++;
	return offset;
}

/*
 * The '@' opening the next rule header at or after from: the first
 * non-blank byte of a line that does not start inside a comment.
 * Returns len when there is none.
 */
static size_t find_header(const struct file *f, size_t from)
{
	bool in_comment = false;
	bool line_start = from == 0 || f->text[from - 1] == '\n';
	size_t i = from;

	while (i < f->len) {
		if (line_start && !in_comment) {
			size_t j = first_nonblank(f, i);

			if (j < f->len && f->text[j] == '@')
				return j;
		}
		line_start = f->text[i] == '\n';
		if (line_start)
			i++;
		else
			skip_one(f, &i, &in_comment);
	}
	return f->len;
}

/*
 * The '@' that closes a "@name ...@" header line, or len.  Comments and
 * literals are skipped.
 */
static size_t find_at(const struct file *f, size_t from)
{
	bool in_comment = false;
	size_t i = from;

	while (i < f->len) {
		if (!in_comment && f->text[i] == '@')
			return i;
		skip_one(f, &i, &in_comment);
	}
	return f->len;
}

/*
 * The "@@" closing a declaration section that starts at from.  Stops
 * early, setting *stop, at a line that cannot be a declaration: '-' or
 * '+' in column 0, or a new rule header.  Returns the offset of the
 * closer, or len.
 */
static size_t find_closer(const struct file *f, size_t from, size_t *stop)
{
	bool in_comment = false;
	size_t i = from;

	*stop = f->len;
	while (i < f->len) {
		const char *t = f->text;

		if (!in_comment && t[i] == '@' && i + 1 < f->len &&
		    t[i + 1] == '@')
			return i;
		if (t[i] != '\n') {
			skip_one(f, &i, &in_comment);
			continue;
		}
		i++;
		if (in_comment || i >= f->len)
			continue;
		size_t j = first_nonblank(f, i);

		if (t[i] == '-' || t[i] == '+' ||
		    (j < f->len && t[j] == '@' &&
		     (j + 1 >= f->len || t[j + 1] != '@'))) {
			*stop = i;
			return f->len;
		}
	}
	return f->len;
}

/* The start of a block comment opened at or after from and never
 * closed, or len. */
static size_t open_comment(const struct file *f, size_t from)
{
	bool in_comment = false;
	size_t i = from, start = f->len;

	while (i < f->len) {
		if (!in_comment)
			start = i;
		skip_one(f, &i, &in_comment);
	}
	return in_comment ? start : f->len;
}

/* Finds the parts of the rule whose header opens at `at`. */
static int scan_rule(struct file *f, size_t at, struct region *r)
{
	size_t stop, close;

	*r = (struct region){ .at = at };
	if (at + 1 < f->len && f->text[at + 1] == '@') {
		r->name_begin = r->name_end = at + 1;
		r->decl_begin = at + 2;
	} else {
		r->name_begin = at + 1;
		r->name_end = find_at(f, at + 1);
		if (r->name_end >= f->len) {
			stop = f->len;
			goto unterminated;
		}
		r->decl_begin = r->name_end + 1;
		if (r->decl_begin < f->len && f->text[r->decl_begin] == '@' &&
		    memchr(f->text + at, '\n', r->name_end - at)) {
			/* "@r" then declarations then "@@": the header's
			 * closing '@' is missing */
			stop = at;
			while (stop < f->len && f->text[stop] != '\n')
				stop++;
			error_at(f, stop, 0,
				 "expected '@' closing the rule header opened at line %u",
				 line_of(f, at));
			return -1;
		}
		if (r->decl_begin < f->len && f->text[r->decl_begin] == '@') {
			/* "@ typedef T; @@": declarations on the header line */
			r->decl_end = r->decl_begin - 1;
			r->body_begin = r->decl_begin + 1;
			r->decl_begin = r->decl_end;
			r->body_end = find_header(f, r->body_begin);
			return 0;
		}
	}
	close = find_closer(f, r->decl_begin, &stop);
	if (close >= f->len)
		goto unterminated;
	r->decl_end = close;
	r->body_begin = close + 2;
	r->body_end = find_header(f, r->body_begin);
	return 0;

unterminated:
	if (stop >= f->len && (close = open_comment(f, at)) < f->len)
		error_at(f, close, 2, "unterminated comment");
	else
		error_at(f, stop, 0,
			 "unterminated rule header; '@' opened at line %u",
			 line_of(f, at));
	return -1;
}

/* ---- the header ------------------------------------------------------ */

static bool tok_is(const struct cfix_token *tok, const char *text)
{
	return !strcmp(tok->text, text);
}

static bool is_word(const struct cfix_token *tok)
{
	return tok->kind == CFIX_TOK_IDENT || tok->kind == CFIX_TOK_KEYWORD;
}

static bool is_header_keyword(const char *word)
{
	static const char *const words[] = {
		"depends", "exists", "forall", "disable", "using", "extends",
		"expression", "identifier", "type", NULL,
	};

	for (int i = 0; words[i]; i++)
		if (!strcmp(word, words[i]))
			return true;
	return false;
}

/* Skips "x, y, z" (words or strings) after a header keyword. */
static int header_list(struct file *f, const struct cfix_token *t,
		       uint32_t n, uint32_t *i, bool strings)
{
	for (;;) {
		bool ok = *i < n && (strings ? t[*i].kind == CFIX_TOK_STRING
					     : is_word(&t[*i]));

		if (!ok) {
			error_tok(f, &t[*i], "expected %s before '%s'",
				  strings ? "a string" : "a name",
				  *i < n ? t[*i].text : "@");
			return -1;
		}
		++*i;
		if (*i >= n || !tok_is(&t[*i], ","))
			return 0;
		++*i;
	}
}

static bool is_known_rule(const struct file *f, const char *name)
{
	for (size_t k = 0; k < f->known_rules.len; k++)
		if (!strcmp(f->known_rules.items[k], name))
			return true;
	return false;
}

/* The index in the set of the rule named name above in this file, or
 * -1. */
static int32_t rule_above(const struct file *f, const char *name)
{
	for (size_t k = 0; k < f->rules->len; k++)
		if (f->rules->items[k]->name &&
		    !strcmp(f->rules->items[k]->name, name))
			return (int32_t)(f->base + k);
	return -1;
}

static struct cfix_depend *depend_new(struct file *f, enum cfix_dep_kind kind,
				      struct cfix_depend *left,
				      struct cfix_depend *right)
{
	struct cfix_depend *dep = cfix_arena_alloc(f->arena, sizeof(*dep));

	*dep = (struct cfix_depend){ .kind = kind, .rule = -1, .left = left,
				     .right = right };
	return dep;
}

static struct cfix_depend *depends_or(struct file *f,
				      const struct cfix_token *t, uint32_t n,
				      uint32_t *i);

/* A name, "!" factor, or "(" condition ")". */
static struct cfix_depend *depends_factor(struct file *f,
					  const struct cfix_token *t,
					  uint32_t n, uint32_t *i)
{
	const struct cfix_token *tok = &t[*i < n ? *i : n];
	struct cfix_depend *dep;

	if (*i >= n) {
		error_tok(f, tok, "expected a rule name after 'depends on'");
		return NULL;
	}
	if (tok_is(tok, "!")) {
		++*i;
		dep = depends_factor(f, t, n, i);
		return dep ? depend_new(f, CFIX_DEP_NOT, dep, NULL) : NULL;
	}
	if (tok_is(tok, "(")) {
		++*i;
		dep = depends_or(f, t, n, i);
		if (dep && (*i >= n || !tok_is(&t[*i], ")"))) {
			error_tok(f, &t[*i < n ? *i : n],
				  "expected ')' in 'depends on'");
			return NULL;
		}
		++*i;
		return dep;
	}
	if (tok_is(tok, "ever") || tok_is(tok, "never") || tok_is(tok, "file")) {
		error_tok(f, tok, "'depends on %s' is not supported yet",
			  tok->text);
		return NULL;
	}
	if (!is_word(tok)) {
		error_tok(f, tok, "expected a rule name before '%s'", tok->text);
		return NULL;
	}
	if (!is_known_rule(f, tok->text)) {
		error_tok(f, tok, "depends on unknown rule '%s'", tok->text);
		return NULL;
	}
	++*i;
	dep = depend_new(f, CFIX_DEP_VIRTUAL, NULL, NULL);
	dep->name = tok->text;
	dep->rule = rule_above(f, tok->text);
	if (dep->rule >= 0)
		dep->kind = CFIX_DEP_RULE;
	return dep;
}

static struct cfix_depend *depends_and(struct file *f,
				       const struct cfix_token *t, uint32_t n,
				       uint32_t *i)
{
	struct cfix_depend *dep = depends_factor(f, t, n, i);

	while (dep && *i < n && tok_is(&t[*i], "&&")) {
		struct cfix_depend *right;

		++*i;
		right = depends_factor(f, t, n, i);
		dep = right ? depend_new(f, CFIX_DEP_AND, dep, right) : NULL;
	}
	return dep;
}

static struct cfix_depend *depends_or(struct file *f,
				      const struct cfix_token *t, uint32_t n,
				      uint32_t *i)
{
	struct cfix_depend *dep = depends_and(f, t, n, i);

	while (dep && *i < n && tok_is(&t[*i], "||")) {
		struct cfix_depend *right;

		++*i;
		right = depends_and(f, t, n, i);
		dep = right ? depend_new(f, CFIX_DEP_OR, dep, right) : NULL;
	}
	return dep;
}

/*
 * Reads a "depends on" condition: rule names (rules above, or virtual
 * rules), '!', '&&', '||', parentheses.  Returns 0, or -1 after an
 * error.
 */
/* Adds a condition to the rule's: both must hold ("extends" and
 * "depends on" in one header). */
static void depends_add(struct file *f, struct cfix_rule *rule,
			struct cfix_depend *dep)
{
	rule->depends = rule->depends
				? depend_new(f, CFIX_DEP_AND, rule->depends, dep)
				: dep;
}

static int header_depends(struct file *f, struct cfix_rule *rule,
			  const struct cfix_token *t, uint32_t n, uint32_t *i)
{
	struct cfix_depend *dep;

	if (*i < n && (tok_is(&t[*i], "exists") || tok_is(&t[*i], "forall")))
		return 0;
	dep = depends_or(f, t, n, i);
	if (!dep)
		return -1;
	depends_add(f, rule, dep);
	return 0;
}

/* "script:python", "initialize:python", "finalize:python": sets
 * rule->script; other languages are refused. */
static int script_kind(struct file *f, struct cfix_rule *rule,
		       const struct cfix_token *t, uint32_t n)
{
	if (n < 3 || !tok_is(&t[2], "python")) {
		error_tok(f, n >= 3 ? &t[2] : &t[0],
			  "'%s:%s' rules are not supported (cfix runs "
			  "script:python only)", t[0].text,
			  n >= 3 ? t[2].text : "");
		return -1;
	}
	rule->script = tok_is(&t[0], "script") ? CFIX_SCRIPT_RULE
		       : tok_is(&t[0], "initialize") ? CFIX_SCRIPT_INITIALIZE
						     : CFIX_SCRIPT_FINALIZE;
	return 0;
}

static int add_metavar(struct rule_ctx *rc, const struct cfix_token *tok,
		       enum cfix_mv_kind kind, const char *type);

/*
 * "extends r": the rule inherits every metavariable of rule r above
 * (as if each were declared "kind r.name;") and applies only where r
 * matched, as if it also said "depends on r".
 */
static int header_extends(struct rule_ctx *rc, const struct cfix_token *t,
			  uint32_t n, uint32_t *i)
{
	struct file *f = rc->file;
	const struct cfix_token *tok = &t[*i < n ? *i : n];
	int32_t from = *i < n ? rule_above(f, tok->text) : -1;
	const struct cfix_rule *base;
	struct cfix_depend *dep;

	if (*i >= n) {
		error_tok(f, tok, "expected a rule name after 'extends'");
		return -1;
	}
	if (from < 0) {
		error_tok(f, tok, "'extends' names no rule above: '%s'", tok->text);
		return -1;
	}
	++*i;
	base = f->rules->items[from - f->base];
	for (uint32_t k = 0; k < base->nmetavars; k++) {
		struct cfix_token name = *tok;
		struct cfix_metavar *mv;

		name.text = base->metavars[k].name;
		if (add_metavar(rc, &name, base->metavars[k].kind,
				base->metavars[k].type) < 0)
			return -1;
		mv = &rc->metavars.items[rc->metavars.len - 1];
		mv->types = base->metavars[k].types;
		mv->ntypes = base->metavars[k].ntypes;
		mv->list_min = base->metavars[k].list_min;
		mv->list_max = base->metavars[k].list_max;
		mv->from_rule = from;
		mv->from_mv = (int32_t)k;
	}
	dep = depend_new(f, CFIX_DEP_RULE, NULL, NULL);
	dep->name = tok->text;
	dep->rule = from;
	depends_add(f, rc->rule, dep);
	return 0;
}

/*
 * Reads "name depends on ... exists disable ..." between the header's
 * '@'s.  The clauses are accepted and not kept (see the file comment of
 * the report); the name is.  Returns 0 or -1.
 */
static int parse_header(struct rule_ctx *rc, const struct cfix_token *t,
			uint32_t n)
{
	struct file *f = rc->file;
	struct cfix_rule *rule = rc->rule;
	uint32_t i = 0;

	if (n >= 2 && tok_is(&t[1], ":") &&
	    (tok_is(&t[0], "script") || tok_is(&t[0], "initialize") ||
	     tok_is(&t[0], "finalize"))) {
		if (script_kind(f, rule, t, n) < 0)
			return -1;
		i = 3;
	}
	if (i < n && t[i].kind == CFIX_TOK_IDENT &&
	    !is_header_keyword(t[i].text)) {
		rule->name = t[i++].text;
		cfix_array_push(&f->known_rules, rule->name);
	}
	while (i < n) {
		const struct cfix_token *tok = &t[i++];
		int ret = 0;

		if (tok_is(tok, "depends") && i < n && tok_is(&t[i], "on")) {
			i++;
			ret = header_depends(f, rule, t, n, &i);
		} else if (tok_is(tok, "exists")) {
			rule->exists = true;
		} else if (tok_is(tok, "forall")) {
			rule->forall = true;
		} else if (tok_is(tok, "identifier")) {
			rule->identifier_kind = true;
		} else if (tok_is(tok, "extends")) {
			ret = header_extends(rc, t, n, &i);
		} else if (tok_is(tok, "disable")) {
			uint32_t names = i;

			ret = header_list(f, t, n, &i, false);
			for (; names < i; names++) {
				rule->no_prototypes |= tok_is(&t[names],
							      "prototypes");
				rule->no_optional_storage |=
					tok_is(&t[names], "optional_storage");
				rule->no_is_null |= tok_is(&t[names], "is_null");
				rule->no_isnt_null |= tok_is(&t[names],
							     "isnt_null1");
			}
		} else if (tok_is(tok, "using")) {
			ret = header_list(f, t, n, &i, true);
		} else if (!is_word(tok) || !is_header_keyword(tok->text) ||
			   tok_is(tok, "depends")) {
			error_tok(f, tok, "unknown rule header keyword '%s'",
				  tok->text);
			return -1;
		}
		if (ret < 0)
			return -1;
	}
	return 0;
}

/* ---- metavariable declarations ----------------------------------------- */

static bool is_kind_word(const char *word)
{
	static const char *const words[] = {
		"expression", "identifier", "constant", "idexpression",
		"type", "statement", "binary", "position", "symbol",
		"typedef", "declarer", "iterator", "fresh", "local", "global",
		"declaration", "field", "parameter", "initializer",
		"initialiser", "format", "attribute", "metavariable",
		"assignment", "unary", "function", "comments", "pragmainfo",
		NULL,
	};

	for (int i = 0; words[i]; i++)
		if (!strcmp(word, words[i]))
			return true;
	return false;
}

static bool is_type_keyword(const char *word)
{
	static const char *const words[] = {
		"void", "char", "short", "int", "long", "float", "double",
		"signed", "unsigned", "_Bool", "bool", "_Complex", "const",
		"volatile", "__int128", NULL,
	};

	for (int i = 0; words[i]; i++)
		if (!strcmp(word, words[i]))
			return true;
	return false;
}

static int32_t find_metavar(const struct rule_ctx *rc, const char *name)
{
	for (size_t i = 0; i < rc->metavars.len; i++)
		if (!strcmp(rc->metavars.items[i].name, name))
			return (int32_t)i;
	return -1;
}

static bool is_type_metavar(const struct rule_ctx *rc, const char *name)
{
	int32_t mv = find_metavar(rc, name);

	return mv >= 0 && (rc->metavars.items[mv].kind == CFIX_MV_TYPE ||
			   rc->metavars.items[mv].kind == CFIX_MV_TYPEDEF);
}

/* Does a C type start at t[i] (for "int x;" style declarations)? */
static bool starts_ctype(const struct rule_ctx *rc,
			 const struct cfix_token *tok)
{
	return is_type_keyword(tok->text) || tok_is(tok, "struct") ||
	       tok_is(tok, "union") || tok_is(tok, "enum") ||
	       is_type_metavar(rc, tok->text);
}

/*
 * Reads the C type of a typed metavariable ("int", "struct foo *", "T",
 * "*") and returns it joined by single spaces, or NULL when there is
 * none.  An unknown name is taken as a type (a typedef) only when
 * another name or '*' follows it.
 */
static const char *parse_ctype(struct rule_ctx *rc,
			       const struct cfix_token *t, uint32_t n,
			       uint32_t *i)
{
	struct cfix_buf buf = CFIX_BUF_INIT;
	bool base = false;	/* seen the type's name or keyword */
	const char *type = NULL;

	while (*i < n) {
		const struct cfix_token *tok = &t[*i];
		const struct cfix_token *next = *i + 1 < n ? &t[*i + 1] : NULL;
		bool tag = tok_is(tok, "struct") || tok_is(tok, "union") ||
			   tok_is(tok, "enum");
		bool qualifier = tok_is(tok, "const") || tok_is(tok, "volatile");
		uint32_t take = 0;

		if (qualifier || tok_is(tok, "*"))
			take = 1;
		else if (is_type_keyword(tok->text) ||
			 (!base && is_type_metavar(rc, tok->text)))
			take = 1, base = true;
		else if (tag && next && is_word(next))
			take = 2, base = true;
		else if (tag && next && tok_is(next, "*"))
			take = 1;	/* "expression struct *E": any struct */
		else if (base && tok_is(tok, "[") && next && tok_is(next, "]"))
			take = 2;	/* "T[] E": an array */
		else if (!base && tok->kind == CFIX_TOK_IDENT && next &&
			 (tok_is(next, "*") ||
			  (next->kind == CFIX_TOK_IDENT &&
			   !is_kind_word(next->text))))
			take = 1, base = true;	/* a typedef name */
		if (!take)
			break;
		for (uint32_t k = 0; k < take; k++) {
			if (buf.len)
				cfix_buf_addch(&buf, ' ');
			cfix_buf_adds(&buf, t[*i + k].text);
		}
		*i += take;
	}
	if (buf.len)
		type = cfix_arena_strndup(rc->file->arena, buf.data, buf.len);
	cfix_buf_release(&buf);
	return type;
}

static bool is_constraint_op(const struct cfix_token *tok)
{
	static const char *const ops[] = {
		"=", "!=", "!", "<", ">", "<=", ">=", ":", "==", "{", NULL,
	};

	for (int i = 0; ops[i]; i++)
		if (tok_is(tok, ops[i]))
			return true;
	return false;
}

static int add_metavar(struct rule_ctx *rc, const struct cfix_token *tok,
		       enum cfix_mv_kind kind, const char *type)
{
	struct file *f = rc->file;
	int32_t old = find_metavar(rc, tok->text);
	struct cfix_metavar mv = {
		.name = tok->text,
		.kind = kind,
		.type = type,
		.loc = cfix_loc_from_offset(f->path, f->text, f->len,
					    tok->begin),
		.from_rule = -1,
		.from_mv = -1,
		.list_len = -1,
	};

	if (old >= 0) {
		error_tok(f, tok,
			  "duplicate metavariable '%s'; first declared at line %u",
			  tok->text, rc->metavars.items[old].loc.line);
		return -1;
	}
	cfix_array_push(&rc->metavars, mv);
	return 0;
}

/*
 * "r.E" in a declaration: metavariable E of rule r above, with the
 * kind this declaration gives.  Adds it under the name E.
 */
static int add_inherited(struct rule_ctx *rc, const struct cfix_token *t,
			 uint32_t i, enum cfix_mv_kind kind, const char *type)
{
	struct file *f = rc->file;
	int32_t from = rule_above(f, t[i].text);
	const struct cfix_rule *rule;

	if (from < 0) {
		error_tok(f, &t[i], "inherited metavariable '%s.%s': no rule '%s' above",
			  t[i].text, t[i + 2].text, t[i].text);
		return -1;
	}
	rule = f->rules->items[from - f->base];
	for (uint32_t k = 0; k < rule->nmetavars; k++) {
		struct cfix_metavar *mv;

		if (strcmp(rule->metavars[k].name, t[i + 2].text))
			continue;
		if (add_metavar(rc, &t[i + 2], kind, type) < 0)
			return -1;
		mv = &rc->metavars.items[rc->metavars.len - 1];
		mv->from_rule = from;
		mv->from_mv = (int32_t)k;
		return 0;
	}
	error_tok(f, &t[i + 2], "rule '%s' has no metavariable '%s'", t[i].text,
		  t[i + 2].text);
	return -1;
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

typedef CFIX_ARRAY(int32_t) int32_array;

/* A position constraint's value t[first..end): "r.p", a position
 * metavariable of a rule above; appends the rule's index in the set and
 * the metavariable's index there to refs. */
static int position_ref(struct rule_ctx *rc, int32_array *refs,
			const struct cfix_token *t, uint32_t first, uint32_t end,
			bool any_kind)
{
	struct file *f = rc->file;
	int32_t from;
	const struct cfix_rule *rule;

	if (end != first + 3 || !is_word(&t[first]) || !tok_is(&t[first + 1], ".") ||
	    !is_word(&t[first + 2])) {
		error_tok(f, &t[first], "expected 'rule.position' in a position constraint");
		return -1;
	}
	from = rule_above(f, t[first].text);
	if (from < 0) {
		error_tok(f, &t[first], "position constraint '%s.%s': no rule '%s' above",
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
	error_tok(f, &t[first + 2], "rule '%s' has no position metavariable '%s'",
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
	from = rule_above(rc->file, t[first].text);
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
			error_tok(rc->file, &t[start < n ? start : n],
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
			error_tok(rc->file, &t[*i < n ? *i : n],
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
static bool ocaml_regexps(const struct file *f)
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
static const char *str_to_ere(struct file *f, const char *re)
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
	struct file *f = rc->file;
	const struct cfix_token *op = &t[*i];
	bool tilde = *i + 1 < n && tok_is(&t[*i + 1], "~") &&
		     t[*i + 1].begin == op->end;
	const char *re, *error = NULL;

	if ((tok_is(op, "=") || tok_is(op, "!")) && tilde) {
		*i += 2;
		re = *i < n && t[*i].kind == CFIX_TOK_STRING ? regex_text(rc, &t[*i])
							      : NULL;
		if (!re) {
			error_tok(f, &t[*i < n ? *i : n],
				  "expected a string after '%s~'", op->text);
			return -1;
		}
		if (ocaml_regexps(f))
			re = str_to_ere(f, re);
		mv->regex = cfix__regex_new(f->set, re, &error);
		if (!mv->regex) {
			error_tok(f, &t[*i], "invalid regular expression %s: %s",
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
	/* "= r.p" names one position without braces */
	/* and "binary operator op = +;", "assignment operator a = =;" */
	if (tok_is(op, "!=") || (tok_is(op, "=") && *i + 1 < n &&
				 (tok_is(&t[*i + 1], "{") ||
				  mv->kind == CFIX_MV_POSITION ||
				  mv->kind == CFIX_MV_BINOP ||
				  mv->kind == CFIX_MV_ASSIGNOP))) {
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
			error_tok(f, op, "this metavariable constraint is not supported yet");
			return -1;
		}
		return 0;
	}
	error_tok(f, op, "this metavariable constraint is not supported yet");
	return -1;
}

/*
 * The constraints after metavariable mv's name: one, or several joined
 * by "&&" or by "||" ("b = {r.b1, r.b2} && !~ "^!"", "T = r.T * || =~
 * "^char""); each after the first goes on a copy of mv chained to it.
 */
static int parse_constraints(struct rule_ctx *rc, struct cfix_metavar *mv,
			     const struct cfix_token *t, uint32_t n, uint32_t *i)
{
	struct file *f = rc->file;
	const char *join = NULL;

	if (parse_constraint(rc, mv, t, n, i) < 0)
		return -1;
	while (*i < n && (tok_is(&t[*i], "&&") || tok_is(&t[*i], "||"))) {
		struct cfix_metavar *next;

		if ((join && strcmp(join, t[*i].text)) ||
		    mv->kind == CFIX_MV_POSITION ||
		    mv->constraint == CFIX_MVC_SUBTERM) {
			error_tok(f, &t[*i], "this metavariable constraint is "
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
		if (*i >= n || !is_constraint_op(&t[*i])) {
			error_tok(f, &t[*i < n ? *i : n],
				  "expected a constraint after '%s'", join);
			return -1;
		}
		if (parse_constraint(rc, mv, t, n, i) < 0)
			return -1;
	}
	return 0;
}

/*
 * ": script:python(r.x, y) { expr }" after metavariable mv's name, at
 * t[*i] (the ':').  The expression becomes a script rule of its own
 * that calls cocci.include_match() with its truth; the names in the
 * parentheses are resolved once the declarations are all read.
 */
static int parse_script_constraint(struct rule_ctx *rc, struct cfix_metavar *mv,
				   const struct cfix_token *t, uint32_t n,
				   uint32_t *i)
{
	struct file *f = rc->file;
	CFIX_ARRAY(const char *) names = { 0 };
	int32_array offsets = { 0 };
	struct cfix_rule *check;
	uint32_t open, close;
	int depth = 0;
	size_t begin, end;

	if (*i + 3 >= n || !tok_is(&t[*i + 1], "script") ||
	    !tok_is(&t[*i + 2], ":")) {
		error_tok(f, &t[*i], "this metavariable constraint is not supported yet");
		return -1;
	}
	if (!tok_is(&t[*i + 3], "python")) {
		error_tok(f, &t[*i + 3], "'script:%s' constraints are not supported "
			  "(cfix runs script:python only)", t[*i + 3].text);
		return -1;
	}
	*i += 4;
	if (*i >= n || !tok_is(&t[*i], "(")) {
		error_tok(f, &t[*i < n ? *i : n], "expected '(' after 'script:python'");
		return -1;
	}
	for (++*i; *i < n && !tok_is(&t[*i], ")");) {
		const char *name;

		cfix_array_push(&offsets, (int32_t)t[*i].begin);
		if (!is_word(&t[*i])) {
			error_tok(f, &t[*i], "expected a metavariable name before '%s'",
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
		error_tok(f, &t[*i < n ? *i : n], "expected '{' and a Python expression "
			  "after 'script:python(...)'");
		goto fail;
	}
	open = *i + 1;
	for (close = open; close < n; close++) {
		depth += tok_is(&t[close], "{") ? 1 : tok_is(&t[close], "}") ? -1 : 0;
		if (depth == 0)
			break;
	}
	if (close >= n || close == open + 1) {
		error_tok(f, &t[open], close >= n ? "unclosed '{' in the script constraint"
						  : "expected a Python expression in the script constraint");
		goto fail;
	}
	for (size_t k = 0; k < rc->metavars.len; k++)
		if (rc->metavars.items[k].script_check &&
		    rc->metavars.items[k].script_check->script_line == t[open].line) {
			error_tok(f, &t[open], "two script constraints on one line "
				  "are not supported yet");
			goto fail;
		}
	begin = t[open + 1].begin;
	end = t[close].begin;
	check = cfix_arena_alloc(f->arena, sizeof(*check));
	check->name = cfix_arena_printf(f->arena, "constraint on %s", mv->name);
	check->script = CFIX_SCRIPT_RULE;
	check->script_code = cfix_arena_printf(f->arena,
					       "cocci.include_match(bool(%.*s))\n",
					       (int)(end - begin), f->text + begin);
	check->script_line = line_of(f, t[open].begin);
	check->loc = cfix_loc_from_offset(f->path, f->text, f->len, t[open].begin);
	check->text = f->text;
	mv->constraint = CFIX_MVC_SCRIPT;
	mv->script_check = check;
	mv->nscript_args = (uint32_t)names.len;
	mv->script_arg_names = cfix_arena_alloc(f->arena,
						(names.len + 1) * sizeof(const char *));
	mv->script_args = cfix_arena_alloc(f->arena, (names.len + 1) * sizeof(int32_t));
	/* until resolve_script_args(): where each name is written */
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

/*
 * After the declarations: the metavariables each script constraint
 * reads, by index.  The constrained metavariable itself (always) and
 * inherited ones only: those are bound when it is.
 */
static int resolve_script_args(struct rule_ctx *rc)
{
	struct file *f = rc->file;

	for (size_t k = 0; k < rc->metavars.len; k++) {
		struct cfix_metavar *mv = &rc->metavars.items[k];

		if (mv->constraint != CFIX_MVC_SCRIPT)
			continue;
		for (uint32_t a = 0; a < mv->nscript_args; a++) {
			const char *name = mv->script_arg_names[a];
			const char *dot = strchr(name, '.');
			int32_t from = -1, found = -1;
			size_t at = (size_t)mv->script_args[a];

			if (dot) {
				char *rule = cfix_xstrndup(name, (size_t)(dot - name));

				from = rule_above(f, rule);
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
				error_at(f, at, (uint32_t)strlen(mv->script_arg_names[a]),
					 "the script constraint on '%s' reads '%s', "
					 "which this rule does not declare", mv->name,
					 mv->script_arg_names[a]);
				return -1;
			}
			if ((size_t)found != k &&
			    rc->metavars.items[found].from_rule < 0) {
				error_at(f, at, (uint32_t)strlen(mv->script_arg_names[a]),
					 "a script constraint reading another "
					 "metavariable of its own rule ('%s') is not "
					 "supported yet", mv->script_arg_names[a]);
				return -1;
			}
			mv->script_args[a] = found;
		}
		/* the constrained metavariable is the script's even when the
		 * parentheses do not name it ("script:python() { f(x) }") */
		bool self = false;

		for (uint32_t a = 0; a < mv->nscript_args; a++)
			self |= mv->script_args[a] == (int32_t)k;
		if (!self)
			mv->script_args[mv->nscript_args++] = (int32_t)k;
	}
	return 0;
}

/*
 * Reads "E1, E2;" after a kind.  close is the token standing for the
 * closing "@@" (the EOF sentinel of the declaration tokens).
 */
static int parse_names(struct rule_ctx *rc, const struct cfix_token *t,
		       uint32_t n, uint32_t *i, enum cfix_mv_kind kind,
		       const char *type)
{
	struct file *f = rc->file;

	for (;;) {
		const struct cfix_token *tok = &t[*i];
		const char *shown = *i < n ? tok->text : "@@";

		if (*i >= n || !is_word(tok)) {
			error_tok(f, tok, "expected metavariable name before '%s'",
				  shown);
			return -1;
		}
		if (*i + 2 < n && tok_is(&t[*i + 1], ".") &&
		    is_word(&t[*i + 2])) {
			if (add_inherited(rc, t, *i, kind, type) < 0)
				return -1;
			*i += 2;
		} else if (add_metavar(rc, tok, kind, type) < 0) {
			return -1;
		}
		tok = &t[++*i];
		if (*i < n && tok_is(tok, ":") &&
		    parse_script_constraint(rc, &rc->metavars.items[rc->metavars.len - 1],
					    t, n, i) < 0)
			return -1;
		tok = &t[*i];
		if (*i < n && is_constraint_op(tok) && !tok_is(tok, ":") &&
		    parse_constraints(rc, &rc->metavars.items[rc->metavars.len - 1],
				      t, n, i) < 0)
			return -1;
		tok = &t[*i];
		shown = *i < n ? tok->text : "@@";
		if (*i < n && tok_is(tok, ",")) {
			++*i;
			continue;
		}
		if (*i < n && tok_is(tok, ";")) {
			++*i;
			return 0;
		}
		if (*i < n && is_constraint_op(tok))
			error_tok(f, tok,
				  "this metavariable constraint is not supported yet");
		else
			error_tok(f, tok, "expected ';' before '%s'", shown);
		return -1;
	}
}

static int unsupported_kind(struct file *f, const struct cfix_token *tok,
			    const char *kind)
{
	error_tok(f, tok, "metavariable kind '%s' is not supported yet", kind);
	return -1;
}

/* Is t[*i] the word `word`?  Consumes it when it is. */
static bool accept_word(const struct cfix_token *t, uint32_t n, uint32_t *i,
			const char *word)
{
	if (*i >= n || !tok_is(&t[*i], word))
		return false;
	++*i;
	return true;
}

/*
 * "r.x" in a fresh identifier's seed: metavariable x of rule r above,
 * inherited under the name x with r's kind unless this rule declares it
 * already.  Advances *i to the x and returns its index, or -1.
 */
static int32_t fresh_seed_inherited(struct rule_ctx *rc,
				    const struct cfix_token *t, uint32_t n,
				    uint32_t *i)
{
	int32_t from, old;
	const struct cfix_rule *base;

	if (*i + 2 >= n || !tok_is(&t[*i + 1], ".") || !is_word(&t[*i + 2]))
		return -1;
	from = rule_above(rc->file, t[*i].text);
	if (from < 0)
		return -1;
	base = rc->file->rules->items[from - rc->file->base];
	old = find_metavar(rc, t[*i + 2].text);
	if (old >= 0) {
		if (rc->metavars.items[old].from_rule != from)
			return -1;
		*i += 2;
		return old;
	}
	for (uint32_t k = 0; k < base->nmetavars; k++) {
		if (strcmp(base->metavars[k].name, t[*i + 2].text))
			continue;
		if (add_inherited(rc, t, *i, base->metavars[k].kind,
				  base->metavars[k].type) < 0)
			return -1;
		*i += 2;
		return (int32_t)rc->metavars.len - 1;
	}
	return -1;
}

/* The seed of a fresh identifier: "prefix" ## E ## "suffix", E a
 * metavariable of this rule or one of a rule above (`r.x`). */
static int fresh_seed(struct rule_ctx *rc, size_t mv_index,
		      const struct cfix_token *t, uint32_t n, uint32_t *i)
{
	CFIX_ARRAY(const char *) parts = { 0 };
	CFIX_ARRAY(int32_t) mvs = { 0 };
	struct cfix_metavar *mv;
	int ret = 0;

	for (;;) {
		const struct cfix_token *tok = &t[*i < n ? *i : n];
		int32_t ref = *i < n && is_word(tok)
				      ? fresh_seed_inherited(rc, t, n, i) : -1;

		if (ref >= 0)
			tok = &t[*i];
		else if (*i < n && is_word(tok))
			ref = find_metavar(rc, tok->text);

		if (*i < n && tok->kind == CFIX_TOK_STRING && strlen(tok->text) >= 2) {
			cfix_array_push(&parts, cfix_arena_strndup(rc->file->arena,
								  tok->text + 1,
								  strlen(tok->text) - 2));
			cfix_array_push(&mvs, -1);
		} else if (*i < n && ref >= 0) {
			cfix_array_push(&parts, tok->text);
			cfix_array_push(&mvs, ref);
		} else {
			error_tok(rc->file, tok,
				  "expected a string or a metavariable in the fresh identifier's name before '%s'",
				  *i < n ? tok->text : "@@");
			ret = -1;
			break;
		}
		++*i;
		if (*i + 1 < n && tok_is(&t[*i], "#") && tok_is(&t[*i + 1], "#"))
			*i += 2;
		else if (*i < n && tok_is(&t[*i], "##"))
			++*i;
		else
			break;
	}
	/* the metavariables may have moved (an inherited one was added) */
	mv = &rc->metavars.items[mv_index];
	mv->nfresh = (uint32_t)parts.len;
	mv->fresh = cfix_arena_alloc(rc->file->arena,
				     (parts.len + 1) * sizeof(*mv->fresh));
	mv->fresh_mv = cfix_arena_alloc(rc->file->arena,
					(parts.len + 1) * sizeof(*mv->fresh_mv));
	for (size_t k = 0; k < parts.len; k++) {
		mv->fresh[k] = parts.items[k];
		mv->fresh_mv[k] = mvs.items[k];
	}
	cfix_array_release(&parts);
	cfix_array_release(&mvs);
	return ret;
}

/* "fresh identifier F = "x" ## E;", "fresh identifier F;" */
static int parse_fresh(struct rule_ctx *rc, const struct cfix_token *t,
		       uint32_t n, uint32_t *i)
{
	struct file *f = rc->file;

	for (;;) {
		const struct cfix_token *tok = &t[*i < n ? *i : n];

		if (*i >= n || !is_word(tok)) {
			error_tok(f, tok, "expected metavariable name before '%s'",
				  *i < n ? tok->text : "@@");
			return -1;
		}
		if (add_metavar(rc, tok, CFIX_MV_FRESH, NULL) < 0)
			return -1;
		++*i;
		if (*i < n && tok_is(&t[*i], "=")) {
			++*i;
			if (fresh_seed(rc, rc->metavars.len - 1, t, n, i) < 0)
				return -1;
		}
		/* without a name: fine while added code does not use it
		 * (check_plus_metavars) */
		if (*i < n && tok_is(&t[*i], ",")) {
			++*i;
			continue;
		}
		if (*i < n && tok_is(&t[*i], ";")) {
			++*i;
			return 0;
		}
		error_tok(f, &t[*i < n ? *i : n], "expected ';' before '%s'",
			  *i < n ? t[*i].text : "@@");
		return -1;
	}
}

/* A name spelled like a typedef: "size_t", "u32", "__le16", "s8".  Other
 * names need "typedef name;" first (so that a misspelled kind,
 * "expresion E;", stays an error). */
static bool looks_like_typedef(const char *name)
{
	size_t len = strlen(name);
	const char *p = name;

	if (len > 2 && !strcmp(name + len - 2, "_t"))
		return true;
	while (*p == '_')
		p++;
	if (!strncmp(p, "le", 2) || !strncmp(p, "be", 2))
		p += 2;
	else if (*p == 'u' || *p == 's' || *p == 'U' || *p == 'S')
		p++;
	else
		return false;
	if (*p < '0' || *p > '9')
		return false;
	while (*p >= '0' && *p <= '9')
		p++;
	return *p == '\0';
}

/*
 * "u32 E;": a typedef's name (see looks_like_typedef()) followed by a
 * name (or '*') types an expression metavariable, as in Coccinelle.
 */
static bool starts_typedef(const struct cfix_token *t, uint32_t n, uint32_t i)
{
	return i + 1 < n && t[i].kind == CFIX_TOK_IDENT &&
	       !is_kind_word(t[i].text) && looks_like_typedef(t[i].text) &&
	       (tok_is(&t[i + 1], "*") ||
		(t[i + 1].kind == CFIX_TOK_IDENT && !is_kind_word(t[i + 1].text)));
}

/* "{int, long} E;" (after "expression", "constant", "idexpression" or
 * alone): E has one of the types. */
static int parse_type_set(struct rule_ctx *rc, const struct cfix_token *t,
			  uint32_t n, uint32_t *i, enum cfix_mv_kind kind)
{
	CFIX_ARRAY(const char *) types = { 0 };
	uint32_t open = (*i)++;
	size_t from = rc->metavars.len;
	int ret = 0;

	for (;;) {
		const char *type = parse_ctype(rc, t, n, i);

		/* a typedef name alone: "{u32, u64}" */
		if (!type && *i < n && t[*i].kind == CFIX_TOK_IDENT)
			type = t[(*i)++].text;
		if (!type) {
			error_tok(rc->file, &t[*i < n ? *i : n],
				  "expected a type in the set of types opened at '{'");
			ret = -1;
			break;
		}
		cfix_array_push(&types, type);
		if (*i < n && tok_is(&t[*i], ",")) {
			++*i;
			continue;
		}
		if (*i < n && tok_is(&t[*i], "}")) {
			++*i;
			break;
		}
		error_tok(rc->file, &t[*i < n ? *i : open],
			  "expected '}' closing the set of types");
		ret = -1;
		break;
	}
	if (ret == 0)
		ret = parse_names(rc, t, n, i, kind, types.items[0]);
	for (size_t k = from; ret == 0 && k < rc->metavars.len; k++) {
		struct cfix_metavar *mv = &rc->metavars.items[k];

		mv->ntypes = (uint32_t)types.len;
		mv->types = cfix_arena_alloc(rc->file->arena,
					     (types.len + 1) * sizeof(*mv->types));
		memcpy(mv->types, types.items, types.len * sizeof(*mv->types));
	}
	cfix_array_release(&types);
	return ret;
}

/* Reads names of list metavariables that bind min..max elements, their
 * count bound to metavariable len (-1: none). */
static int parse_list_names(struct rule_ctx *rc, const struct cfix_token *t,
			    uint32_t n, uint32_t *i, enum cfix_mv_kind kind,
			    uint32_t min, uint32_t max, int32_t len)
{
	size_t from = rc->metavars.len;

	if (parse_names(rc, t, n, i, kind, NULL) < 0)
		return -1;
	for (size_t k = from; k < rc->metavars.len; k++) {
		rc->metavars.items[k].list_min = min;
		rc->metavars.items[k].list_max = max;
		rc->metavars.items[k].list_len = len;
	}
	return 0;
}

/*
 * The length metavariable "n]" or "r.n]" at t[*i] names, past the '[':
 * n binds the number of elements a list takes, so that lists of the
 * same n have the same length.  Declared by its first use, or inherited
 * from rule r.  Its index, NO_LENGTH when the brackets hold something
 * else (a number), or -1 on an error.
 */
enum { NO_LENGTH = -2 };

static int32_t parse_list_length(struct rule_ctx *rc,
				 const struct cfix_token *t, uint32_t n,
				 uint32_t *i)
{
	const enum cfix_mv_kind kind = CFIX_MV_LIST_LENGTH;
	uint32_t name = *i, take = 2;
	int32_t mv;

	if (*i + 3 < n && is_word(&t[*i]) && tok_is(&t[*i + 1], ".") &&
	    is_word(&t[*i + 2]) && tok_is(&t[*i + 3], "]"))
		name = *i + 2, take = 4;
	else if (!(*i + 1 < n && is_word(&t[*i]) && tok_is(&t[*i + 1], "]")))
		return NO_LENGTH;
	mv = find_metavar(rc, t[name].text);
	if (mv < 0) {
		int ret = take == 4 ? add_inherited(rc, t, *i, kind, NULL)
				    : add_metavar(rc, &t[name], kind, NULL);

		if (ret < 0)
			return -1;
		mv = (int32_t)rc->metavars.len - 1;
	}
	if (rc->metavars.items[mv].kind != kind) {
		error_tok(rc->file, &t[name], "'%s' is not a list's length",
			  t[name].text);
		return -1;
	}
	*i += take;
	return mv;
}

/*
 * The count after a list's '[' at t[*i], up to and past its ']': "2]"
 * or "n={1...3}]", "n={1,2}]" (the smallest to the largest value);
 * no number is any count.  open: the '['.
 */
static int parse_list_count(struct rule_ctx *rc, const struct cfix_token *t,
			    uint32_t n, uint32_t *i, uint32_t open,
			    uint32_t *min, uint32_t *max)
{
	bool any_number = false;

	for (; *i < n && !tok_is(&t[*i], "]"); ++*i) {
		const char *p = t[*i].text;

		while (*p) {
			char *end;
			unsigned long v;

			if (*p < '0' || *p > '9') {
				p++;
				continue;
			}
			v = strtoul(p, &end, 10);
			if (!any_number || v < *min)
				*min = (uint32_t)v;
			if (!any_number || v > *max)
				*max = (uint32_t)v;
			any_number = true;
			/* "1...3" lexes as one number */
			p = end;
		}
	}
	if (*i >= n) {
		error_tok(rc->file, &t[open],
			  "expected ']' closing the list's length");
		return -1;
	}
	++*i;
	if (!any_number)
		*min = 0, *max = UINT32_MAX;
	return 0;
}

/*
 * "list", then optionally the element count in brackets: "[2]", "[n]"
 * or "[r.n]" (any count, bound to n), "[n={1...3}]" or "[n={1,2}]",
 * then the names.
 */
static int parse_list(struct rule_ctx *rc, const struct cfix_token *t,
		      uint32_t n, uint32_t *i, enum cfix_mv_kind kind)
{
	uint32_t min = 0, max = UINT32_MAX;
	int32_t len = NO_LENGTH;

	if (*i < n && tok_is(&t[*i], "[")) {
		uint32_t open = (*i)++;

		len = parse_list_length(rc, t, n, i);
		if (len == -1 ||
		    (len == NO_LENGTH &&
		     parse_list_count(rc, t, n, i, open, &min, &max) < 0))
			return -1;
	}
	return parse_list_names(rc, t, n, i, kind, min, max,
				len < 0 ? -1 : len);
}

/*
 * "r.T" at t[i] naming a type metavariable of rule r above, as the type
 * of a typed metavariable (`r.T *E;`): T is inherited under its name
 * unless this rule has it already.  Returns 0, or -1 when r.T is not
 * such a type (nothing added).
 */
static int inherit_type(struct rule_ctx *rc, const struct cfix_token *t,
			uint32_t i)
{
	int32_t from = rule_above(rc->file, t[i].text);
	int32_t old = find_metavar(rc, t[i + 2].text);
	const struct cfix_rule *base;

	if (from < 0 || !(tok_is(&t[i + 3], "*") || is_word(&t[i + 3])))
		return -1;
	base = rc->file->rules->items[from - rc->file->base];
	for (uint32_t k = 0; k < base->nmetavars; k++) {
		if (strcmp(base->metavars[k].name, t[i + 2].text) ||
		    base->metavars[k].kind != CFIX_MV_TYPE)
			continue;
		if (old >= 0)
			return rc->metavars.items[old].from_rule == from &&
					       rc->metavars.items[old].from_mv == (int32_t)k
				       ? 0 : -1;
		return add_inherited(rc, t, i, CFIX_MV_TYPE, NULL);
	}
	return -1;
}

/* Reads one declaration ("expression E1, E2;") at t[*i]. */
static int parse_decl(struct rule_ctx *rc, const struct cfix_token *t,
		      uint32_t n, uint32_t *i)
{
	struct file *f = rc->file;
	const struct cfix_token *kw = &t[*i];
	const char *type = NULL;
	enum cfix_mv_kind kind;

	if (*i + 3 < n && is_word(kw) && tok_is(&t[*i + 1], ".") &&
	    is_word(&t[*i + 2]) && inherit_type(rc, t, *i) == 0) {
		/* "r.T *E;": E typed by type metavariable T of rule r */
		*i += 2;
		type = parse_ctype(rc, t, n, i);
		return parse_names(rc, t, n, i, CFIX_MV_EXPRESSION, type);
	}
	if (*i + 2 < n && is_word(kw) && tok_is(&t[*i + 1], ".") &&
	    is_word(&t[*i + 2])) {
		error_tok(f, kw, "expected a metavariable kind before '%s.%s'",
			  kw->text, t[*i + 2].text);
		return -1;
	}
	if (starts_ctype(rc, kw) || starts_typedef(t, n, *i)) {
		type = parse_ctype(rc, t, n, i);
		return parse_names(rc, t, n, i, CFIX_MV_EXPRESSION, type);
	}
	if (tok_is(kw, "{"))
		return parse_type_set(rc, t, n, i, CFIX_MV_EXPRESSION);
	++*i;
	if (tok_is(kw, "expression")) {
		if (accept_word(t, n, i, "list")) {
			kind = CFIX_MV_EXPRESSION_LIST;
			return parse_list(rc, t, n, i, kind);
		} else {
			kind = CFIX_MV_EXPRESSION;
			if (*i < n && tok_is(&t[*i], "{"))
				return parse_type_set(rc, t, n, i, kind);
			type = parse_ctype(rc, t, n, i);
		}
	} else if (tok_is(kw, "constant") || tok_is(kw, "idexpression")) {
		kind = tok_is(kw, "constant") ? CFIX_MV_CONSTANT
					      : CFIX_MV_IDEXPRESSION;
		if (*i < n && tok_is(&t[*i], "{"))
			return parse_type_set(rc, t, n, i, kind);
		type = parse_ctype(rc, t, n, i);
	} else if (tok_is(kw, "identifier")) {
		if (accept_word(t, n, i, "list"))
			return parse_list(rc, t, n, i, CFIX_MV_IDENTIFIER_LIST);
		kind = CFIX_MV_IDENTIFIER;
	} else if (tok_is(kw, "parameter")) {
		if (accept_word(t, n, i, "list"))
			return parse_list(rc, t, n, i, CFIX_MV_PARAMETER_LIST);
		/* one parameter: a list of exactly one */
		return parse_list_names(rc, t, n, i, CFIX_MV_PARAMETER_LIST,
					1, 1, -1);
	} else if (tok_is(kw, "statement")) {
		if (*i < n && tok_is(&t[*i], "list"))
			return unsupported_kind(f, kw, "statement list");
		kind = CFIX_MV_STATEMENT;
	} else if (tok_is(kw, "declaration")) {
		kind = CFIX_MV_DECLARATION;
	} else if (tok_is(kw, "type")) {
		kind = CFIX_MV_TYPE;
	} else if (tok_is(kw, "binary") && accept_word(t, n, i, "operator")) {
		kind = CFIX_MV_BINOP;
	} else if (tok_is(kw, "assignment") && accept_word(t, n, i, "operator")) {
		kind = CFIX_MV_ASSIGNOP;
	} else if (tok_is(kw, "position")) {
		accept_word(t, n, i, "any");
		kind = CFIX_MV_POSITION;
	} else if (tok_is(kw, "symbol")) {
		kind = CFIX_MV_SYMBOL;
	} else if (tok_is(kw, "typedef")) {
		kind = CFIX_MV_TYPEDEF;
	} else if (tok_is(kw, "iterator") && accept_word(t, n, i, "name")) {
		size_t from = rc->metavars.len;

		if (parse_names(rc, t, n, i, CFIX_MV_SYMBOL, NULL) < 0)
			return -1;
		for (size_t k = from; k < rc->metavars.len; k++)
			rc->metavars.items[k].iterator_name = true;
		return 0;
	} else if (tok_is(kw, "declarer") && accept_word(t, n, i, "name")) {
		kind = CFIX_MV_SYMBOL;
	} else if (tok_is(kw, "iterator")) {
		kind = CFIX_MV_ITERATOR;
	} else if (tok_is(kw, "fresh") && accept_word(t, n, i, "identifier")) {
		return parse_fresh(rc, t, n, i);
	} else if (tok_is(kw, "field")) {
		if (accept_word(t, n, i, "list"))
			return parse_list(rc, t, n, i, CFIX_MV_FIELD_LIST);
		/* one field declaration: a list of exactly one */
		return parse_list_names(rc, t, n, i, CFIX_MV_FIELD_LIST,
					1, 1, -1);
	} else if ((tok_is(kw, "initializer") || tok_is(kw, "initialiser")) &&
		   accept_word(t, n, i, "list")) {
		return parse_list(rc, t, n, i, CFIX_MV_INIT_LIST);
	} else if (tok_is(kw, "initializer") || tok_is(kw, "initialiser")) {
		/* an expression or a braced list where an initializer
		 * stands: cfix's expression metavariables match both */
		kind = CFIX_MV_EXPRESSION;
	} else if (tok_is(kw, "function") ||
		   (tok_is(kw, "local") && accept_word(t, n, i, "function"))) {
		/* a definition the pattern matches is the file's own
		 * function: `local` holds, and the name is an identifier
		 * (check_function_names refuses other uses) */
		size_t from = rc->metavars.len;

		if (parse_names(rc, t, n, i, CFIX_MV_IDENTIFIER, NULL) < 0)
			return -1;
		for (size_t k = from; k < rc->metavars.len; k++)
			rc->metavars.items[k].function_name = true;
		return 0;
	} else if (tok_is(kw, "local") && *i < n &&
		   tok_is(&t[*i], "idexpression")) {
		size_t from = rc->metavars.len;

		++*i;
		if (*i < n && tok_is(&t[*i], "{"))
			return unsupported_kind(f, kw, "typed with a set of types");
		type = parse_ctype(rc, t, n, i);
		if (parse_names(rc, t, n, i, CFIX_MV_IDEXPRESSION, type) < 0)
			return -1;
		for (size_t k = from; k < rc->metavars.len; k++)
			rc->metavars.items[k].local = true;
		return 0;
	} else if (tok_is(kw, "local") || tok_is(kw, "global") ||
		   tok_is(kw, "fresh") || tok_is(kw, "assignment") ||
		   tok_is(kw, "unary") || tok_is(kw, "attribute")) {
		char *phrase = *i < n ? cfix_xasprintf("%s %s", kw->text,
							t[*i].text)
				      : cfix_xstrdup(kw->text);

		unsupported_kind(f, kw, phrase);
		free(phrase);
		return -1;
	} else if (is_word(kw) && is_kind_word(kw->text)) {
		return unsupported_kind(f, kw, kw->text);
	} else {
		error_tok(f, kw, "unknown metavariable kind '%s'", kw->text);
		return -1;
	}
	return parse_names(rc, t, n, i, kind, type);
}

static int parse_decls(struct rule_ctx *rc, size_t begin, size_t end)
{
	struct file *f = rc->file;
	struct cfix_token *t;
	uint32_t n = cfix_clex(f->arena, f->text, begin, end, 0, &t);
	uint32_t i = 0;

	while (i < n)
		if (parse_decl(rc, t, n, &i) < 0)
			return -1;
	return resolve_script_args(rc);
}

/* "x << r.y;": the script's x is metavariable y of rule r above. */
static int script_input(struct rule_ctx *rc, const struct cfix_token *t,
			uint32_t n, uint32_t *i)
{
	struct file *f = rc->file;
	uint32_t at = *i;
	int32_t from;
	const struct cfix_rule *rule;

	if (at + 4 >= n || !is_word(&t[at + 2]) || !tok_is(&t[at + 3], ".") ||
	    !is_word(&t[at + 4])) {
		error_tok(f, &t[at], "expected 'name << rule.metavariable;'");
		return -1;
	}
	if (tok_is(&t[at + 2], "virtual")) {
		error_tok(f, &t[at + 2], "script inputs from virtual "
			  "variables ('virtual.%s') are not supported yet",
			  t[at + 4].text);
		return -1;
	}
	from = rule_above(f, t[at + 2].text);
	if (from < 0) {
		error_tok(f, &t[at + 2], "script input '%s': no rule '%s' above",
			  t[at].text, t[at + 2].text);
		return -1;
	}
	rule = f->rules->items[from - f->base];
	for (uint32_t k = 0; k < rule->nmetavars; k++) {
		const struct cfix_metavar *src = &rule->metavars[k];
		struct cfix_metavar *mv;

		if (strcmp(src->name, t[at + 4].text))
			continue;
		if (add_metavar(rc, &t[at], src->kind, src->type) < 0)
			return -1;
		mv = &rc->metavars.items[rc->metavars.len - 1];
		mv->from_rule = from;
		mv->from_mv = (int32_t)k;
		*i = at + 5;
		return 0;
	}
	error_tok(f, &t[at + 4], "rule '%s' has no metavariable '%s'",
		  t[at + 2].text, t[at + 4].text);
	return -1;
}

/* A script rule's declarations: inputs "x << r.y;", outputs "y;". */
static int parse_script_decls(struct rule_ctx *rc, size_t begin, size_t end)
{
	struct file *f = rc->file;
	struct cfix_token *t;
	uint32_t n = cfix_clex(f->arena, f->text, begin, end, 0, &t);
	uint32_t i = 0;

	while (i < n) {
		if (is_word(&t[i]) && i + 1 < n && tok_is(&t[i + 1], "<<")) {
			if (script_input(rc, t, n, &i) < 0)
				return -1;
		} else if (is_word(&t[i]) && i + 1 < n && tok_is(&t[i + 1], ";")) {
			if (add_metavar(rc, &t[i], CFIX_MV_IDENTIFIER, NULL) < 0)
				return -1;
			rc->metavars.items[rc->metavars.len - 1].script_output =
				true;
			i++;
		} else {
			error_tok(f, &t[i], "unexpected '%s' in a script rule's "
				  "declarations (supported: 'x << rule.x;', "
				  "'y;')", t[i].text);
			return -1;
		}
		if (i >= n || !tok_is(&t[i], ";")) {
			error_tok(f, &t[i < n ? i : n - 1],
				  "expected ';' after a script declaration");
			return -1;
		}
		i++;
	}
	return 0;
}

/* A script rule's body: its code, kept as written. */
static void script_body(struct rule_ctx *rc, const struct region *r)
{
	struct file *f = rc->file;

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
	rc->rule->script_line = line_of(f, r->body_begin);
}

/* ---- the body: marks, tokens, sides ------------------------------------ */

/*
 * Copies the file with everything outside the body blanked and the
 * column-0 marks of body lines replaced by spaces; marks[line] gets each
 * line's mark.  Newlines stay, so lines and columns do not move.
 */
static int blank_copy(struct rule_ctx *rc, const struct region *r,
		      char *copy, char *marks)
{
	struct file *f = rc->file;
	bool in_comment = false, line_start = true;
	uint32_t line = line_of(f, r->body_begin);
	size_t i = r->body_begin;

	for (size_t k = 0; k < f->len; k++)
		copy[k] = f->text[k] == '\n' ? '\n' : ' ';
	memcpy(copy + r->body_begin, f->text + r->body_begin,
	       r->body_end - r->body_begin);
	line_start = r->body_begin == 0 || f->text[r->body_begin - 1] == '\n';
	while (i < r->body_end) {
		char ch = f->text[i];

		if (line_start && !in_comment) {
			if (ch == '-' || ch == '+' || ch == '*') {
				marks[line] = ch;
				copy[i] = ' ';
				/* "++": added code that may repeat (one copy
				 * per match at one place); an ordinary '+' */
				if (ch == '+' && i + 1 < r->body_end &&
				    f->text[i + 1] == '+')
					copy[++i] = ' ';
			} else if (ch == '(' || ch == '|' || ch == ')' ||
				   ch == '&') {
				marks[line] = 'D';	/* a disjunction delimiter */
			} else if (ch == '?') {
				/* an optional line: '?', then maybe a mark */
				char next = i + 1 < r->body_end ? f->text[i + 1] : ' ';

				copy[i] = ' ';
				marks[line] = 'O';
				if (next == '-' || next == '+' || next == '*') {
					marks[line] = next == '-' ? 'm' : next == '+' ? 'p' : 's';
					copy[i + 1] = ' ';
					i++;
				}
			}
		}
		line_start = ch == '\n';
		if (line_start) {
			line++;
			i++;
		} else {
			skip_one(f, &i, &in_comment);
		}
	}
	return 0;
}

/* A string or character literal the lexer stopped at a line's end: no
 * closing quote, or one that a backslash escapes. */
static bool unterminated_literal(const struct cfix_token *tok)
{
	const char *quote, *last;
	size_t slashes = 0;

	if (tok->kind != CFIX_TOK_STRING && tok->kind != CFIX_TOK_CHAR)
		return false;
	quote = strpbrk(tok->text, "\"'");
	last = tok->text + strlen(tok->text) - 1;
	if (!quote || last == quote || *last != *quote)
		return true;
	while (last - slashes - 1 > quote && last[-(ptrdiff_t)slashes - 1] == '\\')
		slashes++;
	return slashes % 2 == 1;
}

/*
 * Disjunction delimiters get one spelling, "\\(", "\\|", "\\)" or
 * "\\&", whether the rule wrote them in column 0 or inline (clex
 * gives a stray '\\' and the bracket as two tokens).  Returns how many
 * tokens toks[i..] the delimiter took, 0 when it is none.
 */
static uint32_t delimiter_at(struct rule_ctx *rc, const char *marks,
			     struct cfix_token *toks, uint32_t n, uint32_t i)
{
	struct cfix_token *tok = &toks[i];
	static const char *const names[] = { "\\(", "\\|", "\\)", "\\&" };
	const char *which = NULL;

	if (marks[tok->line] == 'D' && tok->col == 1 && tok->text[0] &&
	    !tok->text[1] && strchr("(|)&", tok->text[0])) {
		which = tok->text;
	} else if (tok_is(tok, "\\") && i + 1 < n &&
		   toks[i + 1].begin == tok->end && !toks[i + 1].text[1] &&
		   strchr("(|)&", toks[i + 1].text[0])) {
		which = toks[i + 1].text;
	}
	if (!which)
		return 0;
	for (int k = 0; k < 4; k++)
		if (names[k][1] == which[0])
			which = names[k];
	(void)rc;
	if (tok_is(tok, "\\")) {
		tok->end = toks[i + 1].end;
		tok->text = which;
		return 2;
	}
	tok->text = which;
	return 1;
}

/* Does the name at toks[at] occur elsewhere in the body? */
static bool metavar_used_elsewhere(const struct cfix_token *toks, uint32_t n,
				   uint32_t at)
{
	for (uint32_t k = 0; k < n; k++)
		if (k != at && toks[k].kind == CFIX_TOK_IDENT &&
		    !strcmp(toks[k].text, toks[at].text))
			return true;
	return false;
}

/* Does tok open a place for an operand (`(`, `,`, ...), so that "@e"
 * after it is stray rather than "X@e" on tok?  (An operator's "@e" is
 * kept, to be refused as not supported.) */
static bool opens_operand(const struct cfix_token *tok)
{
	static const char *const openers[] = {
		"(", "[", "{", ",", ";", "\\(", "\\|", NULL,
	};

	for (int i = 0; openers[i]; i++)
		if (tok_is(tok, openers[i]))
			return true;
	return false;
}

/* Lexes the body into rc->body.  "@p" position annotations are not
 * tokens of the pattern: they are kept as the position of the token
 * before them. */
static int lex_body(struct rule_ctx *rc, const struct region *r)
{
	struct file *f = rc->file;
	char *copy = cfix_xmalloc(f->len + 1);
	char *marks = cfix_xcalloc(line_of(f, f->len) + 2, 1);
	struct cfix_token *toks;
	uint32_t n = 0;
	int ret = blank_copy(rc, r, copy, marks);

	if (ret == 0)
		n = cfix_clex(f->arena, copy, r->body_begin, r->body_end,
			      CFIX_CLEX_SMPL, &toks);
	rc->body = cfix_arena_alloc(f->arena, (n + 1) * sizeof(*rc->body));
	for (uint32_t i = 0; i < n; i++) {
		struct body_tok *b = &rc->body[rc->nbody];
		uint32_t delim = delimiter_at(rc, marks, toks, n, i);
		int32_t mv = toks[i].kind == CFIX_TOK_IDENT
				     ? find_metavar(rc, toks[i].text)
				     : -1;
		char mark = marks[toks[i].line];
		bool optional = mark == 'O' || mark == 'm' || mark == 'p' ||
				mark == 's';

		if (optional)
			mark = mark == 'm' ? '-' : mark == 'p' ? '+' : mark == 's' ? '*' : ' ';
		b->tok = toks[i];
		b->optional = optional;
		b->mark = mark && mark != 'D' ? mark : ' ';
		b->position = -1;
		if (delim) {
			b->mark = ' ';
			b->metavar = -1;
			i += delim - 1;
			rc->nbody++;
			continue;
		}
		if (unterminated_literal(&toks[i]) && ret == 0) {
			error_tok(f, &toks[i], "missing terminating %s character",
				  toks[i].kind == CFIX_TOK_STRING ? "'\"'" : "'");
			ret = -1;
		}
		if (mv >= 0 && (rc->metavars.items[mv].kind == CFIX_MV_SYMBOL ||
				rc->metavars.items[mv].kind == CFIX_MV_TYPEDEF ||
				rc->metavars.items[mv].kind ==
					CFIX_MV_LIST_LENGTH))
			mv = -1;	/* names that match themselves */
		b->metavar = mv;
		/* "E@p" a position; "probe@fld" binds fld as well (pattern.c
		 * checks that a node ends at the token) */
		if (tok_is(&toks[i], "@") && i + 1 < n &&
		    (mv = find_metavar(rc, toks[i + 1].text)) >= 0 &&
		    rc->metavars.items[mv].kind != CFIX_MV_DECLARATION &&
		    (rc->metavars.items[mv].kind == CFIX_MV_POSITION ||
		     (rc->nbody && !opens_operand(&rc->body[rc->nbody - 1].tok)))) {
			if (b->mark == CFIX_MARK_PLUS) {
				error_tok(f, &toks[i + 1],
					  rc->metavars.items[mv].kind == CFIX_MV_POSITION
					  ? "position metavariable '%s' in added code"
					  : "'@%s' in added code", toks[i + 1].text);
				ret = -1;
			} else if (rc->nbody) {
				rc->body[rc->nbody - 1].position = mv;
			}
			i++;
			continue;
		}
		/* `int b@d;` with d a declaration metavariable used nowhere
		 * else: it would bind the whole declaration; dropped */
		if (tok_is(&toks[i], "@") && i + 1 < n &&
		    (mv = find_metavar(rc, toks[i + 1].text)) >= 0 &&
		    rc->metavars.items[mv].kind == CFIX_MV_DECLARATION &&
		    b->mark != CFIX_MARK_PLUS && rc->nbody) {
			if (ret == 0 && metavar_used_elsewhere(toks, n, i + 1)) {
				error_tok(f, &toks[i + 1],
					  "binding a declaration with '@%s' is not supported yet",
					  toks[i + 1].text);
				ret = -1;
			}
			i++;
			continue;
		}
		rc->nbody++;
	}
	free(copy);
	free(marks);
	return ret;
}

/* Splits the body tokens into the match side and the plus side. */
static void split_sides(struct rule_ctx *rc)
{
	struct cfix_arena *arena = rc->file->arena;
	struct cfix_rule *rule = rc->rule;
	uint32_t nmatch = 0, nplus = 0, npos = 0;

	for (uint32_t i = 0; i < rc->nbody; i++)
		nplus += rc->body[i].mark == CFIX_MARK_PLUS;
	nmatch = rc->nbody - nplus;
	/* one more slot each: an EOF token, as cfix_clex() leaves one */
	rule->toks = cfix_arena_alloc(arena, (nmatch + 1) * sizeof(*rule->toks));
	rule->remove = cfix_arena_alloc(arena, (nmatch + 1) * sizeof(bool));
	rule->star = cfix_arena_alloc(arena, (nmatch + 1) * sizeof(bool));
	rule->optional = cfix_arena_alloc(arena, (nmatch + 1) * sizeof(bool));
	rule->tok_metavar =
		cfix_arena_alloc(arena, (nmatch + 1) * sizeof(int32_t));
	rule->plus_toks =
		cfix_arena_alloc(arena, (nplus + 1) * sizeof(*rule->plus_toks));
	rule->plus_metavar =
		cfix_arena_alloc(arena, (nplus + 1) * sizeof(int32_t));
	rc->plus_body = cfix_arena_alloc(arena, (nplus + 1) * sizeof(uint32_t));
	for (uint32_t i = 0; i < rc->nbody; i++) {
		struct body_tok *b = &rc->body[i];

		if (b->mark == CFIX_MARK_PLUS) {
			b->index = rule->nplus++;
			rule->plus_toks[b->index] = b->tok;
			rule->plus_metavar[b->index] = b->metavar;
			rc->plus_body[b->index] = i;
			continue;
		}
		b->index = rule->ntoks++;
		rule->toks[b->index] = b->tok;
		rule->tok_metavar[b->index] = b->metavar;
		rule->star[b->index] = b->mark == CFIX_MARK_STAR;
		rule->optional[b->index] = b->optional;
		rule->stars |= b->mark == CFIX_MARK_STAR;
		rule->changes |= b->mark == CFIX_MARK_MINUS;
		if (b->position >= 0)
			npos++;
	}
	rule->changes |= nplus > 0;
	rule->positions = cfix_arena_alloc(arena, (npos + 1) *
							  sizeof(*rule->positions));
	for (uint32_t i = 0; i < rc->nbody; i++)
		if (rc->body[i].mark != CFIX_MARK_PLUS && rc->body[i].position >= 0)
			rule->positions[rule->npositions++] = (struct cfix_position){
				.tok = rc->body[i].index,
				.metavar = rc->body[i].position };
	rule->toks[nmatch] = (struct cfix_token){ .kind = CFIX_TOK_EOF,
						  .text = "" };
	rule->plus_toks[nplus] = (struct cfix_token){ .kind = CFIX_TOK_EOF,
						      .text = "" };
}

/* ---- hunks: what the plus side shares with the minus side --------------- */

/* One run of minus and plus tokens, as indices into the two sides. */
struct hunk {
	uint32_t *minus, nminus;	/* match-side indices */
	uint32_t *plus, nplus;		/* plus-side indices */
	int64_t before, after;		/* match tokens around it, or -1 */
	int32_t *pair;			/* plus k -> minus position, or -1 */
	int32_t scope;			/* the scope it lies in, or -1 */
};

/* Largest hunk side product we run the quadratic LCS on. */
enum { LCS_CELLS_MAX = 4 * 1024 * 1024 };

/*
 * Pairs equal tokens of the two sides along a longest common
 * subsequence.  Where several exist, plus tokens pair as early as they
 * can (so "- f(X);" "+ f(X, 1);" "+ g();" keeps the first line's ")").
 */
/* Statements in a run of tokens: its ';' outside brackets. */
static unsigned count_statements(const struct cfix_token *toks,
				 const uint32_t *index, size_t n)
{
	unsigned count = 0;
	int depth = 0;

	for (size_t k = 0; k < n; k++) {
		const char *t = toks[index[k]].text;

		if (strchr("([{", t[0]) && t[1] == '\0')
			depth++;
		else if (strchr(")]}", t[0]) && t[1] == '\0')
			depth--;
		else if (!strcmp(t, ";") && depth == 0)
			count++;
	}
	return count;
}

/*
 * When one statement becomes two (or two one), tokens may be shared only
 * with the first statement of the other side: `- f(X);` / `+ f(X, 1);`
 * `+ g();` keeps f(X) in place, but `- GOTO(l,e);` / `+ e;` `+ goto l;`
 * would splice `e;` and `goto` in front of a kept `l`.  There the minus
 * side goes and the plus side comes whole, as Coccinelle prints it.
 */
static bool pairs_in_first_statements(const struct cfix_rule *rule,
				      const struct hunk *h)
{
	unsigned plus_stmt = 0, minus_stmt;
	int depth = 0;

	for (size_t k = 0; k < h->nplus; k++) {
		const char *t = rule->plus_toks[h->plus[k]].text;

		if (h->pair[k] >= 0) {
			if (plus_stmt > 0)
				return false;
			minus_stmt = count_statements(rule->toks, h->minus,
						      (size_t)h->pair[k]);
			if (minus_stmt > 0)
				return false;
		}
		if (strchr("([{", t[0]) && t[1] == '\0')
			depth++;
		else if (strchr(")]}", t[0]) && t[1] == '\0')
			depth--;
		else if (!strcmp(t, ";") && depth == 0)
			plus_stmt++;
	}
	return true;
}

/* Is the plus token on a "++" line?  Such code is added whole, never
 * aligned with the minus side (`- int a;` `++ int q;`). */
static bool on_repeat_line(const struct rule_ctx *rc,
			   const struct cfix_token *tok)
{
	const char *text = rc->file->text;
	size_t ls = tok->begin;

	while (ls > 0 && text[ls - 1] != '\n')
		ls--;
	return ls + 1 < rc->file->len && text[ls] == '+' && text[ls + 1] == '+';
}

/* The index in idx[0..n) of the bracket closing (dir +1) or opening
 * (dir -1) the one at k, or -1. */
static int64_t partner_bracket(const struct cfix_token *toks,
			       const uint32_t *idx, size_t n, size_t k, int dir)
{
	const char *open = dir > 0 ? toks[idx[k]].text : NULL;
	const char *close = dir < 0 ? toks[idx[k]].text : NULL;
	int depth = 0;

	if (dir > 0)
		close = !strcmp(open, "(") ? ")" : !strcmp(open, "[") ? "]" : "}";
	else
		open = !strcmp(close, ")") ? "(" : !strcmp(close, "]") ? "[" : "{";
	for (int64_t i = (int64_t)k; i >= 0 && (size_t)i < n; i += dir) {
		const char *t = toks[idx[i]].text;

		if (!strcmp(t, dir > 0 ? open : close))
			depth++;
		else if (!strcmp(t, dir > 0 ? close : open) && --depth == 0)
			return i;
	}
	return -1;
}

static bool is_open_bracket(const char *t)
{
	return !strcmp(t, "(") || !strcmp(t, "[") || !strcmp(t, "{");
}

/*
 * The LCS may pair a kept '(' with the wrong one of two: in
 * `- x = (T)f(E)` / `+ x = g(E)` the plus '(' pairs with the cast's,
 * while its ')' pairs with the call's, and dropping the cast (or
 * removing it) loses the call's '('.  Re-pairs such an opener with the
 * opener of the minus bracket its closer pairs with, when that one is
 * free and the order of the pairs allows it.
 */
/* May plus token q pair with minus position target instead: is target
 * free, and between the pairs of the plus tokens around q? */
static bool can_repair(const struct hunk *h, size_t q, int64_t target)
{
	if (target < 0)
		return false;
	for (size_t r = 0; r < h->nplus; r++) {
		if (r == q || h->pair[r] < 0)
			continue;
		if (h->pair[r] == target || (r < q && h->pair[r] > target) ||
		    (r > q && h->pair[r] < target))
			return false;
	}
	return true;
}

static void pair_brackets_consistently(const struct cfix_rule *rule,
				       struct hunk *h)
{
	for (size_t k = 0; k < h->nplus; k++) {
		int64_t pc, mc;

		if (h->pair[k] < 0 ||
		    !is_open_bracket(rule->plus_toks[h->plus[k]].text))
			continue;
		pc = partner_bracket(rule->plus_toks, h->plus, h->nplus, k, 1);
		mc = partner_bracket(rule->toks, h->minus, h->nminus,
				     (size_t)h->pair[k], 1);
		if (pc < 0 || h->pair[pc] < 0 || h->pair[pc] == mc)
			continue;
		/* keep the opener, move the closer (`- f((E))` / `+ f(E)`
		 * keeps the call's parentheses), or else the other way */
		if (can_repair(h, (size_t)pc, mc))
			h->pair[pc] = (int32_t)mc;
		else {
			int64_t mo = partner_bracket(rule->toks, h->minus,
						     h->nminus,
						     (size_t)h->pair[pc], -1);

			if (can_repair(h, k, mo))
				h->pair[k] = (int32_t)mo;
		}
	}
}

/*
 * `+ T y, x;` with T a type metavariable: Coccinelle writes each
 * declarator as a declaration of its own (`int *y; int *x;`: T may hold
 * a pointer or an array part), so such plus code is added whole (the
 * matcher splits it), never aligned with the minus side.
 */
static bool adds_decls_of_type_metavar(const struct rule_ctx *rc,
				       const struct hunk *h)
{
	const struct cfix_rule *rule = rc->rule;

	for (size_t k = 0; k < h->nplus; k++) {
		int32_t mv = rule->plus_metavar[h->plus[k]];
		const char *prev = k ? rule->plus_toks[h->plus[k - 1]].text : ";";
		int depth = 0;

		if (mv < 0 || rc->metavars.items[mv].kind != CFIX_MV_TYPE ||
		    (strcmp(prev, ";") && strcmp(prev, "{") && strcmp(prev, "}")))
			continue;
		for (size_t j = k + 1; j < h->nplus; j++) {
			const char *t = rule->plus_toks[h->plus[j]].text;

			if (strchr("([{", t[0]) && t[1] == '\0')
				depth++;
			else if (strchr(")]}", t[0]) && t[1] == '\0')
				depth--;
			else if (depth == 0 && !strcmp(t, ";"))
				break;
			else if (depth == 0 && !strcmp(t, ","))
				return true;
		}
	}
	return false;
}

static void pair_hunk(struct rule_ctx *rc, struct hunk *h)
{
	const struct cfix_rule *rule = rc->rule;
	size_t m = h->nminus, p = h->nplus, i = 0, j = 0;
	unsigned sm, sp;
	uint32_t *dp;

	for (size_t k = 0; k < p; k++)
		h->pair[k] = -1;
	for (size_t k = 0; k < p; k++)
		if (on_repeat_line(rc, &rule->plus_toks[h->plus[k]]))
			return;
	if (adds_decls_of_type_metavar(rc, h))
		return;
	sm = count_statements(rule->toks, h->minus, m);
	sp = count_statements(rule->plus_toks, h->plus, p);
#define EQ(a, b)                                                        \
	(!strcmp(rule->toks[h->minus[a]].text,                         \
		 rule->plus_toks[h->plus[b]].text))
	while (i < m && j < p && EQ(i, j))
		h->pair[j++] = (int32_t)i++;
	if ((m - i + 1) * (p - j + 1) > LCS_CELLS_MAX)
		return;
	dp = cfix_xcalloc((m + 1) * (p + 1), sizeof(*dp));
#define DP(a, b) dp[(a) * (p + 1) + (b)]
	for (size_t a = m; a-- > i;)
		for (size_t b = p; b-- > j;)
			DP(a, b) = EQ(a, b) ? DP(a + 1, b + 1) + 1
			: DP(a + 1, b) > DP(a, b + 1) ? DP(a + 1, b)
						      : DP(a, b + 1);
	while (i < m && j < p) {
		if (EQ(i, j))
			h->pair[j++] = (int32_t)i++;
		else if (DP(i, j + 1) >= DP(i + 1, j))
			j++;
		else
			i++;
	}
#undef DP
#undef EQ
	free(dp);
	pair_brackets_consistently(rule, h);
	if (sm && sp && sm != sp && !pairs_in_first_statements(rule, h))
		for (size_t k = 0; k < p; k++)
			h->pair[k] = -1;
}

/* The body token before (dir -1) or after (+1) body index b that is not
 * a minus token, or NULL. */
static const struct body_tok *output_neighbour(const struct rule_ctx *rc,
					       uint32_t b, int dir)
{
	for (int64_t k = (int64_t)b + dir; k >= 0 && k < rc->nbody; k += dir)
		if (rc->body[k].mark != CFIX_MARK_MINUS)
			return &rc->body[k];
	return NULL;
}

/*
 * Places the insertion plus[first..last], which sits between kept
 * match tokens prev and next (-1: none); removed is the first removed
 * token between them (-1: none).  See the file comment for the rules.
 */
static void place_insertion(struct rule_ctx *rc, struct cfix_insertion *ins,
			    int64_t prev, int64_t next, int64_t removed)
{
	const struct cfix_rule *rule = rc->rule;
	uint32_t bfirst = rc->plus_body[ins->first];
	uint32_t blast = rc->plus_body[ins->last];
	const struct cfix_token *first = &rule->plus_toks[ins->first];
	const struct cfix_token *last = &rule->plus_toks[ins->last];
	const struct body_tok *pred = output_neighbour(rc, bfirst, -1);
	const struct body_tok *succ = output_neighbour(rc, blast, +1);
	bool glue_prev = pred && pred->tok.line == first->line;
	bool glue_next = succ && succ->tok.line == last->line;
	int64_t kept_prev = prev, kept_next = next;
	bool after;

	/* SmPL syntax (a disjunction's delimiters, a when clause) is no
	 * place for code, unless there is nothing else */
	if (prev >= 0 && rule->structural[prev] &&
	    strcmp(rule->toks[prev].text, "..."))
		kept_prev = -1;
	if (next >= 0 && rule->structural[next] &&
	    strcmp(rule->toks[next].text, "..."))
		kept_next = -1;
	if (kept_prev >= 0 || kept_next >= 0 || removed >= 0)
		prev = kept_prev, next = kept_next;

	if (glue_prev)
		after = true;
	else if (glue_next)
		after = false;
	else
		after = !(next >= 0 && last->begin < rule->toks[next].begin);
	if (after && prev < 0)
		after = false;
	if (!after && next < 0 && prev >= 0)
		after = true;
	ins->after = after;
	ins->anchor = (uint32_t)(after ? prev : next >= 0 ? next : removed);
	/* `- T x;` `+ int y;` `...`: the added code takes the removed
	 * code's place, not the place of what the dots reach */
	if (!after && next >= 0 && !strcmp(rule->toks[next].text, "...") &&
	    removed >= 0 && rule->toks[removed].begin < first->begin)
		ins->anchor = (uint32_t)removed;
	ins->newline = first->flags & CFIX_TOKF_LINE_START;
	ins->newline_after = blast + 1 >= rc->nbody ||
			     rc->body[blast + 1].tok.line > last->line;
}

/* Marks removals and records insertions for one hunk. */
static void apply_hunk(struct rule_ctx *rc, struct hunk *h,
		       insertion_array *out)
{
	struct cfix_rule *rule = rc->rule;
	int64_t prev = h->before, removed = -1;
	uint32_t mpos = 0;	/* next minus position not yet passed */
	uint32_t k = 0;

	pair_hunk(rc, h);
	for (uint32_t i = 0; i < h->nminus; i++)
		rule->remove[h->minus[i]] = true;
	for (uint32_t j = 0; j < h->nplus; j++)
		if (h->pair[j] >= 0)
			rule->remove[h->minus[h->pair[j]]] = false;
	while (k <= h->nplus) {
		/* the gap before plus k, or the end of the hunk */
		uint32_t start = k;
		int64_t next;

		while (k < h->nplus && h->pair[k] < 0)
			k++;
		uint32_t mend = k < h->nplus ? (uint32_t)h->pair[k] : h->nminus;

		removed = mpos < mend ? (int64_t)h->minus[mpos] : -1;
		next = k < h->nplus ? h->minus[mend] : h->after;
		if (k > start) {
			struct cfix_insertion ins = {
				.first = h->plus[start],
				.last = h->plus[k - 1],
				.scope = h->scope,
			};

			place_insertion(rc, &ins, prev, next, removed);
			cfix_array_push(out, ins);
		}
		if (k < h->nplus) {
			prev = h->minus[mend];
			mpos = mend + 1;
		}
		k++;
	}
}

/* The scope in effect right after match-side token i (-1: before any). */
static int32_t scope_after(const struct cfix_rule *rule, int64_t i)
{
	const char *text;

	if (i < 0)
		return -1;
	for (uint32_t s = 0; s < rule->nscopes; s++)
		if (rule->scopes[s].open == i)
			return (int32_t)s;
	text = rule->toks[i].text;
	if ((!strcmp(text, "\\)") || !strcmp(text, "...>") ||
	     !strcmp(text, "...+>")) && rule->tok_scope[i] >= 0)
		return rule->scopes[rule->tok_scope[i]].parent;
	return rule->tok_scope[i];
}

/* Finds the hunks of the body and turns each into removals and
 * insertions. */
static void diff_body(struct rule_ctx *rc)
{
	struct cfix_rule *rule = rc->rule;
	insertion_array ins = {0};
	uint32_t *minus = cfix_xcalloc(rc->nbody + 1, sizeof(uint32_t));
	uint32_t *plus = cfix_xcalloc(rc->nbody + 1, sizeof(uint32_t));
	int32_t *pair = cfix_xcalloc(rc->nbody + 1, sizeof(int32_t));
	uint32_t seen = 0;	/* match tokens before position i */

	for (uint32_t i = 0; i < rc->nbody;) {
		struct hunk h = { .minus = minus, .plus = plus, .pair = pair };
		char mark = rc->body[i].mark;

		if (mark != CFIX_MARK_MINUS && mark != CFIX_MARK_PLUS) {
			seen++, i++;
			continue;
		}
		h.before = (int64_t)seen - 1;
		for (; i < rc->nbody; i++) {
			mark = rc->body[i].mark;
			if (mark == CFIX_MARK_MINUS)
				h.minus[h.nminus++] = rc->body[i].index;
			else if (mark == CFIX_MARK_PLUS)
				h.plus[h.nplus++] = rc->body[i].index;
			else
				break;
		}
		h.scope = scope_after(rule, h.before);
		seen += h.nminus;
		h.after = seen < rule->ntoks ? (int64_t)seen : -1;
		apply_hunk(rc, &h, &ins);
	}
	rule->ninsertions = (uint32_t)ins.len;
	rule->insertions = cfix_arena_alloc(rc->file->arena,
					    (ins.len + 1) * sizeof(*ins.items));
	if (ins.len)
		memcpy(rule->insertions, ins.items, ins.len * sizeof(*ins.items));
	cfix_array_release(&ins);
	free(minus);
	free(plus);
	free(pair);
}

/* ---- the match side's pattern ------------------------------------------ */

static bool pattern_is_iterator(void *ctx, const char *name)
{
	const struct rule_ctx *rc = ctx;
	int32_t mv = find_metavar(rc, name);

	return mv >= 0 && (rc->metavars.items[mv].kind == CFIX_MV_ITERATOR ||
			   rc->metavars.items[mv].iterator_name);
}

static bool pattern_is_stmt_metavar(void *ctx, const char *name)
{
	const struct rule_ctx *rc = ctx;
	int32_t mv = find_metavar(rc, name);

	return mv >= 0 && rc->metavars.items[mv].kind == CFIX_MV_STATEMENT;
}

static bool pattern_is_field_metavar(void *ctx, const char *name)
{
	const struct rule_ctx *rc = ctx;
	int32_t mv = find_metavar(rc, name);

	return mv >= 0 && rc->metavars.items[mv].kind == CFIX_MV_FIELD_LIST;
}

static int32_t pattern_metavar(void *ctx, const char *name)
{
	const struct rule_ctx *rc = ctx;
	int32_t mv = find_metavar(rc, name);

	if (mv < 0)
		return -1;
	switch (rc->metavars.items[mv].kind) {
	case CFIX_MV_SYMBOL:
	case CFIX_MV_TYPEDEF:
	case CFIX_MV_POSITION:
	case CFIX_MV_LIST_LENGTH:
		return -1;	/* these match themselves */
	default:
		return mv;
	}
}

static bool pattern_is_typename(void *ctx, const char *name)
{
	return is_type_metavar(ctx, name);
}

/* Reports a pattern error at match-side token tok (ntoks: the end). */
static void report_pattern_error(struct rule_ctx *rc, uint32_t tok,
				 const char *error)
{
	const struct cfix_rule *rule = rc->rule;

	if (tok >= rule->ntoks) {
		const struct cfix_token *last = &rule->toks[rule->ntoks - 1];

		error_at(rc->file, last->end, 0, "%s at end of rule code", error);
		return;
	}
	if (strstr(error, "not supported") || strstr(error, "'when'") ||
	    strstr(error, "disjunction") || strstr(error, "unclosed") ||
	    strstr(error, "unmatched") || strstr(error, "nested too deeply"))
		error_tok(rc->file, &rule->toks[tok], "%s", error);
	else
		error_tok(rc->file, &rule->toks[tok], "%s before '%s'", error,
			  rule->toks[tok].text);
}

/*
 * Parses the match side: an expression, else statements (one statement
 * stands alone), else a type.  A match side that starts like a type is
 * tried as a type first, so "- int" is not read as a declaration.
 */
/* Is match-side token i a `binary operator` metavariable? */
static bool is_binop_tok(const struct rule_ctx *rc, uint32_t i)
{
	int32_t mv = rc->rule->tok_metavar[i];

	return mv >= 0 && (rc->metavars.items[mv].kind == CFIX_MV_BINOP ||
			   rc->metavars.items[mv].kind == CFIX_MV_ASSIGNOP);
}

/*
 * `E1 B E2` with B a binary operator metavariable: cparse reads B as a
 * '+' (any binary operator would do), then the BINARY nodes whose
 * operator token is B get B as their metavariable and no fixed op.
 */
static void binops_hide(struct rule_ctx *rc, const char **saved)
{
	for (uint32_t i = 0; i < rc->rule->ntoks; i++) {
		saved[i] = rc->rule->toks[i].text;
		if (is_binop_tok(rc, i)) {
			rc->rule->toks[i].text =
				rc->metavars.items[rc->rule->tok_metavar[i]].kind ==
						CFIX_MV_ASSIGNOP ? "=" : "+";
			rc->rule->toks[i].kind = CFIX_TOK_PUNCT;
		}
	}
}

static void binops_mark(struct rule_ctx *rc, struct cfix_node *node)
{
	if (!node)
		return;
	if ((node->kind == CFIX_NODE_BINARY || node->kind == CFIX_NODE_ASSIGN) &&
	    node->nkids == 2 &&
	    node->kids[0] && node->kids[0]->last + 1 < node->last &&
	    is_binop_tok(rc, node->kids[0]->last + 1)) {
		node->metavar = rc->rule->tok_metavar[node->kids[0]->last + 1];
		node->op = NULL;
	}
	for (uint32_t i = 0; i < node->nkids; i++)
		binops_mark(rc, node->kids[i]);
}

static void binops_restore(struct rule_ctx *rc, const char **saved)
{
	for (uint32_t i = 0; i < rc->rule->ntoks; i++) {
		if (is_binop_tok(rc, i))
			rc->rule->toks[i].kind = CFIX_TOK_IDENT;
		rc->rule->toks[i].text = saved[i];
	}
}

static int parse_pattern_tokens(struct rule_ctx *rc);

static int parse_pattern(struct rule_ctx *rc)
{
	const char **saved = cfix_xcalloc(rc->rule->ntoks + 1, sizeof(*saved));
	int status;

	binops_hide(rc, saved);
	status = parse_pattern_tokens(rc);
	if (status == 0)
		binops_mark(rc, rc->rule->pattern);
	binops_restore(rc, saved);
	free(saved);
	return status;
}

static int parse_pattern_tokens(struct rule_ctx *rc)
{
	struct cfix_rule *rule = rc->rule;
	struct cfix_cparse base = {
		.arena = rc->file->arena,
		.is_typename = pattern_is_typename,
		.metavar = pattern_metavar,
		.is_iterator = pattern_is_iterator,
		.is_stmt_metavar = pattern_is_stmt_metavar,
		.is_field_metavar = pattern_is_field_metavar,
		.ctx = rc,
		.pattern = true,
	};
	uint32_t error_tok = 0;
	const char *error = NULL;

	if (cfix__pattern_parse(rule, &base, &error_tok, &error) < 0) {
		report_pattern_error(rc, error_tok, error);
		return -1;
	}
	/* "X@e" binds e to a node; an operator's token is none */
	for (uint32_t k = 0; k < rule->npositions; k++)
		if (!rule->positions[k].node &&
		    rc->metavars.items[rule->positions[k].metavar].kind !=
			    CFIX_MV_POSITION) {
			report_pattern_error(rc, rule->positions[k].tok,
					     "binding a metavariable with '@' here "
					     "is not supported yet");
			return -1;
		}
	return 0;
}

/* ---- one rule ---------------------------------------------------------- */

/* "// KEY TEXT" (key "message:") in the comment lines right above the
 * header. */
static const char *find_key(struct file *f, size_t at, const char *key)
{
	size_t klen = strlen(key), end = at;

	while (end > 0 && f->text[end - 1] != '\n')
		end--;
	while (end > 0) {
		size_t begin = end - 1, i;

		while (begin > 0 && f->text[begin - 1] != '\n')
			begin--;
		i = first_nonblank(f, begin);
		if (i >= end - 1) {
			end = begin;	/* blank line */
			continue;
		}
		if (f->text[i] != '/' || f->text[i + 1] != '/')
			break;
		i += 2;
		while (i < end && f->text[i] == '/')
			i++;
		i = first_nonblank(f, i);
		if (!strncmp(f->text + i, key, klen)) {
			size_t stop = end - 1;

			i = first_nonblank(f, i + klen);
			while (stop > i && is_blank(f->text[stop - 1]))
				stop--;
			return cfix_arena_strndup(f->arena, f->text + i,
						  stop - i);
		}
		end = begin;
	}
	return NULL;
}

/* Marks the first and last tokens of every statement under node. */
static void mark_statements(const struct cfix_node *node, bool *first,
			    bool *last)
{
	if (!node)
		return;
	if ((cfix_node_is_stmt(node) ||
	     (node->kind == CFIX_NODE_DOTS &&
	      (node->flags & CFIX_NODEF_STMT_DOTS))) &&
	    !(node->flags & CFIX_NODEF_IN_STMT) && node->first <= node->last) {
		first[node->first] = true;
		last[node->last] = true;
	}
	/* a function definition is lines of its own */
	if (node->kind == CFIX_NODE_FUNCTION && node->first <= node->last) {
		first[node->first] = true;
		last[node->last] = true;
	}
	/* after a block's '{' and before its '}' a line starts too */
	if (node->kind == CFIX_NODE_COMPOUND && node->first < node->last) {
		last[node->first] = true;
		first[node->last] = true;
	}
	/* and before the '}' of a `.field = value` list without dots,
	 * whose fields match in any order: spatch gives a field added there
	 * a line after the last element's match */
	if (node->nkids && cfix_node_is_open_init_list(node) &&
	    node->first < node->last)
		first[node->last] = true;
	for (uint32_t i = 0; i < node->nkids; i++)
		mark_statements(node->kids[i], first, last);
}

/*
 * Is every use of a `function` metavariable under node the name of a
 * function definition pattern (`f(...) { ... }`)?  Elsewhere (a call)
 * Coccinelle also requires the name to be a function's, which cfix does
 * not check yet; *bad is set to the first such use.
 */
static void function_names_check(const struct rule_ctx *rc,
				 const struct cfix_node *node,
				 const struct cfix_node *parent, uint32_t index,
				 const struct cfix_node **bad)
{
	if (!node || *bad)
		return;
	if (node->metavar >= 0 && (size_t)node->metavar < rc->metavars.len &&
	    rc->metavars.items[node->metavar].function_name &&
	    !(parent && parent->kind == CFIX_NODE_FUNCTION && index == 1)) {
		*bad = node;
		return;
	}
	for (uint32_t k = 0; k < node->nkids; k++)
		function_names_check(rc, node->kids[k], node, k, bad);
}

static int check_function_names(struct rule_ctx *rc)
{
	const struct cfix_node *bad = NULL;

	function_names_check(rc, rc->rule->pattern, NULL, 0, &bad);
	if (!bad)
		return 0;
	error_tok(rc->file, &rc->rule->toks[bad->first],
		  "a 'function' metavariable other than a definition's name is not supported yet");
	return -1;
}

/*
 * An expression standing for a statement (`- x` `+ y` between dots)
 * that the rule removes whole is replaced in the statement holding it
 * (`if (x)` becomes `if (y)`), so what replaces it stays on its line.
 */
static void unmark_removed_bare(const struct cfix_rule *rule,
				const struct cfix_node *node, bool *first,
				bool *last)
{
	bool all = true;

	if (!node)
		return;
	if ((node->flags & CFIX_NODEF_BARE_EXPR) && node->first <= node->last) {
		for (uint32_t t = node->first; t <= node->last && all; t++)
			all = rule->remove[t];
		if (all) {
			first[node->first] = false;
			last[node->last] = false;
			return;
		}
	}
	for (uint32_t k = 0; k < node->nkids; k++)
		unmark_removed_bare(rule, node->kids[k], first, last);
}

/* A statement metavariable alone or in a block's statements (`S`
 * between added lines) is a statement too, though it parses as a name.
 * (A branch's `if (...) S` is left to the brace pass.) */
static void mark_statement_metavars(const struct rule_ctx *rc,
				    const struct cfix_node *node, bool *first,
				    bool *last)
{
	if (!node)
		return;
	if ((node == rc->rule->pattern ||
	     (node->parent && node->parent->kind == CFIX_NODE_COMPOUND)) &&
	    node->metavar >= 0 && node->first == node->last &&
	    (size_t)node->metavar < rc->metavars.len &&
	    rc->metavars.items[node->metavar].kind == CFIX_MV_STATEMENT) {
		first[node->first] = true;
		last[node->last] = true;
	}
	for (uint32_t i = 0; i < node->nkids; i++)
		mark_statement_metavars(rc, node->kids[i], first, last);
}

/*
 * Added lines stay lines of their own only next to a statement: in
 * "+ !!" above "  E" the "!!" joins the expression it precedes.  So
 * newline and newline_after are cleared for an insertion whose anchor
 * does not begin (before) or end (after) a statement of the pattern.
 */
static void fit_newlines(struct rule_ctx *rc)
{
	struct cfix_rule *rule = rc->rule;
	bool *first = cfix_xcalloc(rule->ntoks + 1, sizeof(bool));
	bool *last = cfix_xcalloc(rule->ntoks + 1, sizeof(bool));

	mark_statements(rule->pattern, first, last);
	mark_statement_metavars(rc, rule->pattern, first, last);
	unmark_removed_bare(rule, rule->pattern, first, last);
	for (uint32_t i = 0; i < rule->ninsertions; i++) {
		struct cfix_insertion *ins = &rule->insertions[i];
		bool edge = ins->after ? last[ins->anchor] : first[ins->anchor];

		if (!edge)
			ins->newline = ins->newline_after = false;
	}
	free(first);
	free(last);
}

/* Checks the body's marks: some match-side code, no '*' mixed with
 * '-' or '+'. */
static int check_marks(struct rule_ctx *rc, const struct region *r)
{
	const struct body_tok *star = NULL, *change = NULL, *plus = NULL;
	bool match = false;

	for (uint32_t i = 0; i < rc->nbody; i++) {
		const struct body_tok *b = &rc->body[i];

		if (b->mark == CFIX_MARK_STAR && !star)
			star = b;
		if (b->mark != CFIX_MARK_STAR && b->mark != CFIX_MARK_CONTEXT &&
		    !change)
			change = b;
		if (b->mark == CFIX_MARK_PLUS && !plus)
			plus = b;
		match |= b->mark != CFIX_MARK_PLUS;
	}
	if (!rc->nbody) {
		error_at(rc->file, r->at, 0, "empty rule body");
		return -1;
	}
	if (star && change) {
		error_tok(rc->file, &star->tok,
			  "'*' lines cannot be mixed with '-' or '+' lines");
		return -1;
	}
	if (!match) {
		error_tok(rc->file, &plus->tok,
			  "plus code has nothing to attach to");
		return -1;
	}
	return 0;
}

/* A metavariable in added code must be bound by the code matched: its
 * text is what the fix inserts. */
/* Does typed metavariable mv's type (or one of its types) start with
 * the type metavariable name? */
static bool types_name(const struct cfix_metavar *mv, const char *name)
{
	size_t n = strlen(name);

	for (uint32_t k = 0; k < (mv->ntypes ? mv->ntypes : 1); k++) {
		const char *type = mv->ntypes ? mv->types[k] : mv->type;

		if (type && !strncmp(type, name, n) &&
		    (type[n] == ' ' || type[n] == '\0'))
			return true;
	}
	return false;
}

static int check_plus_metavars(struct rule_ctx *rc)
{
	for (uint32_t i = 0; i < rc->nbody; i++) {
		const struct body_tok *b = &rc->body[i];
		bool bound = false;

		if (b->mark == CFIX_MARK_PLUS && b->metavar >= 0 &&
		    rc->metavars.items[b->metavar].kind == CFIX_MV_FRESH &&
		    !rc->metavars.items[b->metavar].nfresh) {
			/* spatch asks the user for the name */
			error_tok(rc->file, &b->tok,
				  "a fresh identifier without a name ('= \"...\"') in added code is not supported yet");
			return -1;
		}
		if (b->mark != CFIX_MARK_PLUS || b->metavar < 0 ||
		    rc->metavars.items[b->metavar].from_rule >= 0 ||
		    rc->metavars.items[b->metavar].kind == CFIX_MV_FRESH)
			continue;
		for (uint32_t k = 0; k < rc->nbody && !bound; k++) {
			int32_t used = rc->body[k].metavar;

			bound = rc->body[k].mark != CFIX_MARK_PLUS &&
				(used == b->metavar ||
				 /* "X@E" binds E */
				 rc->body[k].position == b->metavar ||
				 /* `T *E;`: E's match binds T */
				 (used >= 0 && rc->metavars.items[b->metavar].kind ==
						       CFIX_MV_TYPE &&
				  types_name(&rc->metavars.items[used],
					     rc->metavars.items[b->metavar].name)));
		}
		if (!bound) {
			error_tok(rc->file, &b->tok,
				  "metavariable '%s' in added code is not used in the matched code",
				  b->tok.text);
			return -1;
		}
	}
	return 0;
}

static const char *closer_of(const struct cfix_token *tok)
{
	if (tok->kind != CFIX_TOK_PUNCT || tok->text[1])
		return NULL;
	switch (tok->text[0]) {
	case '(': return ")";
	case '[': return "]";
	case '{': return "}";
	default: return NULL;
	}
}

static bool is_closer(const struct cfix_token *tok)
{
	return tok->kind == CFIX_TOK_PUNCT && tok->text[1] == '\0' &&
	       strchr(")]}", tok->text[0]);
}

/*
 * Brackets must pair up on the side that matches (context and minus
 * tokens) and on the side the fix leaves (context and plus tokens):
 * `- f(` over a kept `  E);` would leave "E);".  An opener left open on
 * the match side is the pattern parser's to report ("expected ')'").
 */
static int check_brackets(struct rule_ctx *rc, bool output)
{
	const char *where = output ? " in the code the rule produces" : "";
	uint32_t *open = cfix_xcalloc(rc->nbody + 1, sizeof(*open));
	uint32_t depth = 0;
	int ret = 0;

	for (uint32_t i = 0; i < rc->nbody && ret == 0; i++) {
		const struct cfix_token *tok = &rc->body[i].tok;
		const struct cfix_token *opener;

		if (rc->body[i].mark == (output ? CFIX_MARK_MINUS : CFIX_MARK_PLUS))
			continue;
		if (closer_of(tok)) {
			open[depth++] = i;
			continue;
		}
		if (!is_closer(tok))
			continue;
		if (!depth) {
			error_tok(rc->file, tok, "unmatched '%s'%s", tok->text,
				  where);
			ret = -1;
			break;
		}
		opener = &rc->body[open[--depth]].tok;
		if (strcmp(closer_of(opener), tok->text)) {
			error_tok(rc->file, tok,
				  "mismatched '%s'%s; the '%s' at line %u, column %u is not closed",
				  tok->text, where, opener->text, opener->line,
				  opener->col);
			ret = -1;
		}
	}
	if (ret == 0 && output && depth) {
		error_tok(rc->file, &rc->body[open[depth - 1]].tok,
			  "unclosed '%s'%s", rc->body[open[depth - 1]].tok.text,
			  where);
		ret = -1;
	}
	free(open);
	return ret;
}

/* Directive lines ("#pragma", "#include") on the match side are not
 * matched yet: refused, never silently skipped. */
static int check_directives(struct rule_ctx *rc)
{
	for (uint32_t i = 0; i < rc->nbody; i++) {
		const struct body_tok *b = &rc->body[i];

		if (b->mark != CFIX_MARK_PLUS && (b->tok.flags & CFIX_TOKF_PP)) {
			error_tok(rc->file, &b->tok,
				  "preprocessor directives in matched code are not supported yet");
			return -1;
		}
	}
	return 0;
}

static int parse_body(struct rule_ctx *rc, const struct region *r)
{
	uint32_t error_tok = 0;
	const char *error = NULL;

	if (lex_body(rc, r) < 0 || check_marks(rc, r) < 0 ||
	    check_directives(rc) < 0 ||
	    check_plus_metavars(rc) < 0 || check_brackets(rc, false) < 0 ||
	    check_brackets(rc, true) < 0)
		return -1;
	split_sides(rc);
	if (cfix__pattern_scopes(rc->rule, rc->file->arena, &error_tok,
				 &error) < 0) {
		report_pattern_error(rc, error_tok, error);
		return -1;
	}
	diff_body(rc);
	if (parse_pattern(rc) < 0 || check_function_names(rc) < 0)
		return -1;
	fit_newlines(rc);
	return 0;
}

/* Parses the rule in region r; NULL after an error. */
static struct cfix_rule *parse_rule(struct file *f, const struct region *r)
{
	struct cfix_rule *rule = cfix_arena_alloc(f->arena, sizeof(*rule));
	struct rule_ctx rc = { .file = f, .rule = rule };
	struct cfix_token *t;
	uint32_t n = cfix_clex(f->arena, f->text, r->name_begin, r->name_end,
			       0, &t);
	bool decls_in_name = r->decl_begin == r->decl_end &&
			     r->name_end > r->name_begin;
	int ret;

	rule->loc = cfix_loc_from_offset(f->path, f->text, f->len,
					 (uint32_t)r->at);
	rule->text = f->text;
	if (decls_in_name)
		ret = parse_decls(&rc, r->name_begin, r->name_end);
	else
		ret = parse_header(&rc, t, n);
	if (ret == 0 && rule->script) {
		ret = parse_script_decls(&rc, r->decl_begin, r->decl_end);
		script_body(&rc, r);
	} else {
		if (ret == 0 && !decls_in_name)
			ret = parse_decls(&rc, r->decl_begin, r->decl_end);
		if (ret == 0)
			ret = parse_body(&rc, r);
	}
	rule->nmetavars = (uint32_t)rc.metavars.len;
	rule->metavars = cfix_arena_alloc(f->arena, (rc.metavars.len + 1) *
							    sizeof(struct cfix_metavar));
	if (rc.metavars.len)
		memcpy(rule->metavars, rc.metavars.items,
		       rc.metavars.len * sizeof(struct cfix_metavar));
	cfix_array_release(&rc.metavars);
	rule->message = find_key(f, r->at, "message:");
	rule->severity = find_key(f, r->at, "severity:");
	return ret == 0 ? rule : NULL;
}

/* ---- the file ---------------------------------------------------------- */

/* Checks what comes before the first rule: comments, "virtual x, y",
 * "using "file.iso"". */
static void check_preamble(struct file *f, size_t end)
{
	struct cfix_token *t;
	uint32_t n = cfix_clex(f->arena, f->text, 0, end, 0, &t);
	uint32_t i = 0;

	while (i < n) {
		const struct cfix_token *tok = &t[i++];

		if (tok_is(tok, "#") && i < n && tok_is(&t[i], "spatch")) {
			/* "#spatch OPTIONS": command-line options, ignored */
			while (i < n && t[i].line == tok->line)
				i++;
			continue;
		}
		uint32_t names = i;

		if (tok_is(tok, "virtual") && header_list(f, t, n, &i, false) == 0) {
			for (; names < i; names++)
				if (is_word(&t[names])) {
					cfix_array_push(&f->known_rules,
							t[names].text);
					cfix_array_push(&f->set->virtuals,
							t[names].text);
				}
			continue;
		}
		if (tok_is(tok, "using") && header_list(f, t, n, &i, true) == 0)
			continue;
		if (tok_is(tok, "virtual") || tok_is(tok, "using"))
			return;
		if (tok_is(tok, "#") && i < n && tok_is(&t[i], "include"))
			error_tok(f, tok,
				  "including rule files is not supported yet");
		else
			error_tok(f, tok, "expected a rule header '@@' before '%s'",
				  tok->text);
		return;
	}
}

static const char *base_name(struct file *f)
{
	const char *slash = strrchr(f->path, '/');
	const char *base = slash ? slash + 1 : f->path;
	size_t len = strlen(base);

	if (len > 6 && !strcmp(base + len - 6, ".cocci"))
		len -= 6;
	return cfix_arena_strndup(f->arena, base, len);
}

/* Reports a rule name used twice in one file. */
static void check_names(struct file *f, struct cfix_rule **rules, size_t n)
{
	for (size_t i = 0; i < n; i++)
		for (size_t k = 0; k < i && rules[i]->name; k++) {
			if (!rules[k]->name ||
			    strcmp(rules[k]->name, rules[i]->name))
				continue;
			error_at(f, rules[i]->loc.offset, 0,
				 "duplicate rule name '%s'; first used at line %u",
				 rules[i]->name, rules[k]->loc.line);
			break;
		}
}

static void mark_depended(struct file *f, struct cfix_rule **rules,
			  const struct cfix_depend *dep)
{
	if (!dep)
		return;
	if (dep->kind == CFIX_DEP_RULE)
		rules[dep->rule - f->base]->binds_only = true;
	mark_depended(f, rules, dep->left);
	mark_depended(f, rules, dep->right);
}

/* A rule others depend on or inherit from, that neither changes nor
 * stars code, only binds: its matches are not findings. */
static void mark_binders(struct file *f, struct cfix_rule **rules, size_t n)
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
static void name_rules(struct file *f, struct cfix_rule **rules, size_t n)
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
	}
}

/* ---- prototypes of changed functions ---------------------------------- */

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
	switch (kind) {
	case CFIX_MV_IDENTIFIER: return "identifier";
	case CFIX_MV_TYPE: return "type";
	case CFIX_MV_SYMBOL: return "symbol";
	case CFIX_MV_PARAMETER_LIST: return "parameter list";
	default: return NULL;
	}
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
static void tie_prototype(struct file *f, struct cfix_rule *proto,
			  const struct cfix_rule *rule, int32_t from)
{
	proto->depends = depend_new(f, CFIX_DEP_RULE, NULL, NULL);
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

/* The rule for the prototypes of the function rule (index `from`)
 * removes or changes, or NULL. */
static struct cfix_rule *prototype_rule(struct file *f,
					const struct cfix_rule *rule,
					int32_t from)
{
	enum proto_change change;
	struct cfix_diag_sink quiet;
	struct file g = *f;
	struct region r;
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
	if (scan_rule(&g, 0, &r) == 0)
		proto = parse_rule(&g, &r);
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

int cfix__rule_parse(struct cfix_ruleset *set, const char *path,
		     const char *text, size_t len,
		     struct cfix_diag_sink *sink)
{
	struct file f = { .arena = set->arena, .text = text, .len = len,
			  .sink = sink, .path = path, .set = set,
			  .base = set->nrules };
	const char *nul = memchr(text, '\0', len);
	rule_array rules = {0};
	size_t at;

	f.rules = &rules;
	if (nul) {
		error_at(&f, (size_t)(nul - text), 0,
			 "not a rule file: contains NUL bytes");
		return -1;
	}
	f.path = cfix_arena_strdup(f.arena, path);
	f.text = cfix_arena_strndup(f.arena, text, len);
	at = find_header(&f, 0);
	check_preamble(&f, at);
	if (at >= len && !f.errors)
		error_at(&f, len, 0, "no rule found: expected a rule header '@@'");
	while (at < len) {
		struct region r;
		struct cfix_rule *rule;

		if (scan_rule(&f, at, &r) < 0)
			break;
		rule = parse_rule(&f, &r);
		if (rule) {
			cfix_array_push(&rules, rule);
			rule = prototype_rule(&f, rule,
					      (int32_t)(f.base + rules.len - 1));
			if (rule)
				cfix_array_push(&rules, rule);
		}
		at = r.body_end;
	}
	check_names(&f, rules.items, rules.len);
	mark_binders(&f, rules.items, rules.len);
	cfix_array_release(&f.known_rules);
	if (!f.errors) {
		name_rules(&f, rules.items, rules.len);
		set->rules = cfix_xrealloc(set->rules, (set->nrules + rules.len) *
							       sizeof(*set->rules));
		memcpy(set->rules + set->nrules, rules.items,
		       rules.len * sizeof(*rules.items));
		set->nrules += (uint32_t)rules.len;
	}
	cfix_array_release(&rules);
	return f.errors ? -1 : 0;
}
