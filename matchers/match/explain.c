/*
 * Why a rule did or did not match at one line (`cfix --explain
 * FILE:LINE`): a trace the real matcher fills through the hooks of
 * explain.h, and its rendering as text or JSON.
 *
 * The design decision: the trace copies nothing of the matcher's logic.
 * It watches the attempts whose code covers the line and keeps, per
 * rule, only the furthest failure: the one with the most rule tokens
 * mapped to code when it failed (then a named reason over a plain
 * mismatch, then an attempt starting on the line, then the bigger
 * code).  Its memory is one token map and one set of bindings per rule,
 * whatever the file's size.
 */
#include "explain.h"
#include "../prefilter/prefilter_internal.h"

#include <stdlib.h>
#include <string.h>

/* What the trace knows of one rule. */
struct rule_trace {
	bool ran;		/* the matcher walked the file for it */
	bool depends_failed;	/* its `depends on` stopped a run */
	uint32_t matches;	/* anywhere in the file */
	const struct cfix_source *match_src;	/* the first match here */
	uint32_t match_first, match_last;
	char *prefilter;	/* the chain the file lacks, or NULL */
	/* the furthest failure at the line */
	bool have;
	uint32_t progress, size;
	uint8_t rank;
	bool on_line;
	const struct cfix_source *src;
	struct span *map;
	struct binding *bindings;
	uint32_t att_first, att_last;	/* the attempt's code */
	const struct cfix_node *pat;	/* the element that failed */
	const struct cfix_node *code;	/* the code it failed on, or NULL */
	enum cfix_explain_reason why;
	const struct cfix_metavar *mv;	/* the metavariable, or NULL */
};

struct cfix_explain {
	const struct cfix_ruleset *set;
	uint32_t line;
	struct rule_trace *rules;
	/* the attempt under way */
	bool relevant, on_line;
	uint32_t first, last;
	int quiet;
	/* the reason a metavariable gave for its last refusal */
	const struct cfix_node *pending_src;
	const struct cfix_metavar *pending_mv;
	enum cfix_explain_reason pending;
};

struct cfix_explain *cfix_explain_new(const struct cfix_ruleset *set,
				      uint32_t line)
{
	struct cfix_explain *ex = cfix_xcalloc(1, sizeof(*ex));

	ex->set = set;
	ex->line = line;
	ex->rules = cfix_xcalloc(set->nrules + 1, sizeof(*ex->rules));
	return ex;
}

void cfix_explain_free(struct cfix_explain *ex)
{
	if (!ex)
		return;
	for (uint32_t i = 0; i < ex->set->nrules; i++) {
		free(ex->rules[i].map);
		free(ex->rules[i].bindings);
		free(ex->rules[i].prefilter);
	}
	free(ex->rules);
	free(ex);
}

void cfix__explain_rule_at(struct matcher *m)
{
	m->trace->rules[m->rule_index].ran = true;
	m->trace->relevant = false;
}

void cfix__explain_attempt_at(struct matcher *m, uint32_t first,
			      uint32_t last)
{
	struct cfix_explain *ex = m->trace;
	const struct cfix_token *toks = m->source->toks;

	ex->first = first;
	ex->last = last;
	ex->relevant = first <= last && last < m->source->ntoks &&
		       toks[first].line <= ex->line &&
		       toks[last].line >= ex->line;
	ex->on_line = ex->relevant && toks[first].line == ex->line;
	ex->pending = CFIX_EXPLAIN_NONE;
}

void cfix__explain_why_at(struct matcher *m, const struct cfix_node *src,
			  const struct cfix_metavar *mv,
			  enum cfix_explain_reason why)
{
	m->trace->pending_src = src;
	m->trace->pending_mv = mv;
	m->trace->pending = why;
}

/* How many of the rule's tokens the attempt has mapped to code. */
static uint32_t mapped_count(const struct matcher *m)
{
	uint32_t n = 0;

	for (uint32_t i = 0; i < m->rule->ntoks; i++)
		n += span_set(m->map[i]);
	return n;
}

/* Is the failure (progress, rank) further than what r keeps? */
static bool further(const struct cfix_explain *ex, const struct rule_trace *r,
		    uint32_t progress, uint8_t rank)
{
	uint32_t size = ex->last - ex->first;

	if (!r->have || progress != r->progress)
		return !r->have || progress > r->progress;
	if (rank != r->rank)
		return rank > r->rank;
	if (ex->on_line != r->on_line)
		return ex->on_line;
	return size > r->size;
}

/* Keeps the matcher's state as r's furthest failure. */
static void keep_state(struct matcher *m, struct rule_trace *r)
{
	size_t nmap = (m->rule->ntoks + 1) * sizeof(*r->map);
	size_t nb = (m->rule->nmetavars + 1) * sizeof(*r->bindings);

	if (!r->map) {
		r->map = cfix_xmalloc(nmap);
		r->bindings = cfix_xmalloc(nb);
	}
	memcpy(r->map, m->map, m->rule->ntoks * sizeof(*r->map));
	memcpy(r->bindings, m->bindings,
	       m->rule->nmetavars * sizeof(*r->bindings));
	r->src = m->source;
	r->att_first = m->trace->first;
	r->att_last = m->trace->last;
	r->on_line = m->trace->on_line;
	r->size = m->trace->last - m->trace->first;
}

void cfix__explain_fail_at(struct matcher *m, const struct cfix_node *pat,
			   const struct cfix_node *src,
			   enum cfix_explain_reason why)
{
	struct cfix_explain *ex = m->trace;
	struct rule_trace *r = &ex->rules[m->rule_index];
	const struct cfix_metavar *mv = NULL;
	uint32_t progress;
	uint8_t rank;

	/* a when clause's own elements fail while it is looked for (a
	 * probe): only its hit counts */
	if (!ex->relevant || ex->quiet || !pat || pat->first >= m->rule->ntoks ||
	    (m->rule->structural[pat->first] && why != CFIX_EXPLAIN_WHEN))
		return;
	if (why == CFIX_EXPLAIN_MISMATCH && ex->pending && ex->pending_src == src) {
		why = ex->pending;
		mv = ex->pending_mv;
	}
	progress = mapped_count(m);
	rank = why != CFIX_EXPLAIN_MISMATCH;
	if (!further(ex, r, progress, rank))
		return;
	keep_state(m, r);
	r->have = true;
	r->progress = progress;
	r->rank = rank;
	r->pat = pat;
	r->code = src && src->first <= src->last ? src : NULL;
	r->why = why;
	r->mv = mv;
}

void cfix__explain_matched_at(struct matcher *m, uint32_t first,
			      uint32_t last)
{
	struct rule_trace *r = &m->trace->rules[m->rule_index];
	const struct cfix_token *toks = m->source->toks;

	r->matches++;
	if (r->match_src || toks[first].line > m->trace->line ||
	    toks[last].line < m->trace->line)
		return;
	r->match_src = m->source;
	r->match_first = first;
	r->match_last = last;
}

void cfix__explain_depends_at(struct matcher *m, uint32_t index)
{
	m->trace->rules[index].depends_failed = true;
}

void cfix__explain_quiet_at(struct matcher *m, int delta)
{
	m->trace->quiet += delta;
}

/* ---- the prefilter, rule by rule ------------------------------------- */

/* What the prefilter's dump lines ("prefilter NAME: MODE ELEMENTS")
 * say a rule looks for: "the tokens 'A ( <expr> )'", joined by "or". */
static char *looked_for(const char *dump)
{
	struct cfix_buf buf = CFIX_BUF_INIT;

	for (const char *line = dump; *line;) {
		const char *colon = strstr(line, ": ");
		const char *end = strchr(line, '\n');
		const char *what = colon ? colon + 2 : line;
		size_t mode = strcspn(what, " \n");

		if (!end)
			end = line + strlen(line);
		if (buf.len)
			cfix_buf_adds(&buf, " or ");
		cfix_buf_addf(&buf, "the %.*s '%.*s'", (int)mode, what,
			      (int)(end > what + mode ? end - what - mode - 1 : 0),
			      what + mode + 1);
		line = *end ? end + 1 : end;
	}
	return cfix_buf_detach(&buf, NULL);
}

void cfix_explain_prefilter(struct cfix_explain *ex, const char *text,
			    size_t len)
{
	struct cfix_prefilter *all = cfix_prefilter_new(ex->set);

	for (uint32_t i = 0; i < ex->set->nrules; i++) {
		struct cfix_prefilter one = { .arena = all->arena };
		struct cfix_buf dump = CFIX_BUF_INIT;
		const char *name = ex->set->rules[i]->name;

		for (uint32_t k = 0; k < all->nchains; k++) {
			if (strcmp(all->chains[k].rule, name))
				continue;
			if (!one.nchains)
				one.chains = &all->chains[k];
			one.nchains++;
		}
		if (!one.nchains || cfix_prefilter_check(&one, text, len))
			continue;
		cfix_prefilter_dump(&one, &dump);
		ex->rules[i].prefilter = looked_for(dump.data);
		cfix_buf_release(&dump);
	}
	cfix_prefilter_free(all);
}

/* ---- rendering --------------------------------------------------------- */

/* One line of the report, as text and JSON both print it. */
struct verdict {
	const char *reason;	/* a keyword: "matched", "type", ... */
	struct cfix_buf message;
	/* the element that failed: rule place, pattern, code place, code */
	const char *rule_at, *pattern, *code_at, *code;
};

enum { SHOWN_MAX = 60 };	/* bytes of code or pattern shown */

/* Tokens first..last of toks joined by spaces, cut after SHOWN_MAX. */
static const char *tokens_text(struct cfix_arena *arena,
			       const struct cfix_token *toks, uint32_t first,
			       uint32_t last)
{
	struct cfix_buf buf = CFIX_BUF_INIT;
	const char *text;

	for (uint32_t i = first; i <= last && buf.len < SHOWN_MAX; i++) {
		if (i > first)
			cfix_buf_addch(&buf, ' ');
		cfix_buf_adds(&buf, toks[i].text);
	}
	if (buf.len >= SHOWN_MAX)
		cfix_buf_adds(&buf, " ...");
	text = cfix_arena_strndup(arena, buf.data, buf.len);
	cfix_buf_release(&buf);
	return text;
}

static const char *place(struct cfix_arena *arena, const char *file,
			 const struct cfix_token *tok)
{
	return cfix_arena_printf(arena, "%s:%u:%u", file, tok->line, tok->col);
}

/* The line of the rule file where mv is declared, trimmed. */
static const char *declaration_line(struct cfix_arena *arena,
				    const struct cfix_rule *rule,
				    const struct cfix_metavar *mv)
{
	const char *p = rule->text;
	uint32_t line = 1;
	size_t n;

	while (p && *p && line < mv->loc.line)
		line += *p++ == '\n';
	if (!p || !*p)
		return mv->name;
	while (*p == ' ' || *p == '\t')
		p++;
	n = strcspn(p, "\n");
	return cfix_arena_strndup(arena, p, n);
}

/* Appends dep as written, each rule and virtual name followed by
 * whether it matched (is defined). */
static void depends_text(const struct cfix_explain *ex,
			 const struct cfix_depend *dep, struct cfix_buf *out)
{
	bool on;

	switch (dep->kind) {
	case CFIX_DEP_RULE:
		on = dep->rule >= 0 && ex->rules[dep->rule].matches;
		cfix_buf_addf(out, "%s (%s)", dep->name,
			      on ? "matched" : "did not match");
		break;
	case CFIX_DEP_VIRTUAL:
		on = false;
		for (uint32_t i = 0; i < ex->set->ndefined; i++)
			on |= !strcmp(ex->set->defined[i], dep->name);
		cfix_buf_addf(out, "%s (%s)", dep->name,
			      on ? "defined" : "not defined");
		break;
	case CFIX_DEP_EVER:
	case CFIX_DEP_NEVER:
		on = dep->rule >= 0 && ex->rules[dep->rule].matches;
		cfix_buf_addf(out, "%s %s (%s)",
			      dep->kind == CFIX_DEP_EVER ? "ever" : "never",
			      dep->name, on ? "matched" : "did not match");
		break;
	case CFIX_DEP_FILE:
		cfix_buf_addf(out, "file in \"%s\"", dep->name);
		break;
	case CFIX_DEP_NOT:
		cfix_buf_adds(out, "!");
		depends_text(ex, dep->left, out);
		break;
	default:
		cfix_buf_adds(out, "(");
		depends_text(ex, dep->left, out);
		cfix_buf_adds(out, dep->kind == CFIX_DEP_AND ? " && " : " || ");
		depends_text(ex, dep->right, out);
		cfix_buf_adds(out, ")");
		break;
	}
}

/* Is token t of source inside a node cfix could not structure, or
 * outside every item of the file? */
static bool unparsed_token(const struct cfix_source *source, uint32_t t)
{
	const struct cfix_node *node = source->root;
	bool inside = false;

	while (node) {
		const struct cfix_node *next = NULL;

		if (node->kind == CFIX_NODE_UNKNOWN)
			return true;
		for (uint32_t i = 0; i < node->nkids && !next; i++)
			if (node->kids[i] && node->kids[i]->first <= t &&
			    t <= node->kids[i]->last)
				next = node->kids[i];
		inside |= next != NULL;
		node = next;
	}
	return !inside && !(source->toks[t].flags & CFIX_TOKF_PP);
}

/* The run of unparsed tokens on the line, if any: *first..*last. */
static bool unparsed_range(const struct cfix_source *source, uint32_t line,
			   uint32_t *first, uint32_t *last)
{
	bool any = false;

	for (uint32_t t = 0; t < source->ntoks; t++) {
		if (source->toks[t].line != line || !unparsed_token(source, t))
			continue;
		if (!any)
			*first = t;
		*last = t;
		any = true;
	}
	return any;
}

/* The sentence for the failure r kept. */
static void failure_message(const struct cfix_rule *rule,
			    const struct rule_trace *r, struct verdict *v,
			    struct cfix_arena *arena)
{
	const struct cfix_metavar *mv = r->mv;
	const char *code = v->code ? v->code : "(nothing)";

	switch (r->why) {
	case CFIX_EXPLAIN_TYPE:
		cfix_buf_addf(&v->message, "type mismatch: metavariable '%s' "
			      "wants type '%s'; the code '%s' has type '%s'",
			      mv->name, mv->type ? mv->type : "?", code,
			      r->code && r->code->type ? r->code->type
						       : "unknown");
		break;
	case CFIX_EXPLAIN_KIND:
		cfix_buf_addf(&v->message, "metavariable '%s' (%s) cannot "
			      "stand for '%s' (%s)", mv->name,
			      cfix__mv_kind_name(mv->kind), code,
			      r->code ? cfix_node_kind_name(r->code->kind)
				      : "no code");
		break;
	case CFIX_EXPLAIN_CONSTRAINT:
		cfix_buf_addf(&v->message, "constraint: metavariable '%s' "
			      "cannot be '%s' (declared '%s')", mv->name, code,
			      declaration_line(arena, rule, mv));
		break;
	case CFIX_EXPLAIN_BOUND:
		cfix_buf_addf(&v->message, "metavariable '%s' is already "
			      "bound to other code; here it would be '%s'",
			      mv->name, code);
		break;
	case CFIX_EXPLAIN_WHEN:
		cfix_buf_addf(&v->message, "'%s' excluded the path: the code "
			      "'%s' is on it", v->pattern, code);
		break;
	default:
		cfix_buf_addf(&v->message, "the pattern's '%s' does not match "
			      "the code '%s'", v->pattern, code);
		break;
	}
}

static const char *const reason_names[] = {
	[CFIX_EXPLAIN_NONE] = "none", [CFIX_EXPLAIN_MISMATCH] = "mismatch",
	[CFIX_EXPLAIN_KIND] = "kind", [CFIX_EXPLAIN_TYPE] = "type",
	[CFIX_EXPLAIN_CONSTRAINT] = "constraint", [CFIX_EXPLAIN_BOUND] = "bound",
	[CFIX_EXPLAIN_WHEN] = "when", [CFIX_EXPLAIN_DEPENDS] = "depends",
};

/* The failing element's places and texts, and, when no reason was
 * found before the attempt, its reason and sentence. */
static void failure_verdict(const struct cfix_rule *rule,
			    const struct rule_trace *r, struct verdict *v,
			    struct cfix_arena *arena)
{
	const struct cfix_source *src = r->src;
	bool named = v->reason != NULL;	/* a reason before the attempt */

	if (!named)
		v->reason = reason_names[r->why];
	v->rule_at = place(arena, rule->loc.file, &rule->toks[r->pat->first]);
	v->pattern = tokens_text(arena, rule->toks, r->pat->first,
				 r->pat->last);
	if (r->code) {
		v->code_at = place(arena, src->path,
				   &src->toks[r->code->first]);
		v->code = tokens_text(arena, src->toks, r->code->first,
				      r->code->last);
	}
	if (!named)
		failure_message(rule, r, v, arena);
}

/* Why rule i did not match, or where it did: the verdict's reason and
 * sentence, from the most decisive fact the trace holds. */
static void rule_verdict(const struct cfix_explain *ex, uint32_t i,
			 const struct cfix_source *source, struct verdict *v,
			 struct cfix_arena *arena)
{
	const struct cfix_rule *rule = ex->set->rules[i];
	const struct rule_trace *r = &ex->rules[i];
	uint32_t first = 0, last = 0;

	if (r->match_src) {
		const struct cfix_token *t = r->match_src->toks;

		v->reason = "matched";
		cfix_buf_addf(&v->message, "matched at %u:%u-%u:%u",
			      t[r->match_first].line, t[r->match_first].col,
			      t[r->match_last].line,
			      t[r->match_last].col +
				      (uint32_t)strlen(t[r->match_last].text));
	} else if (r->prefilter) {
		v->reason = "prefilter";
		cfix_buf_addf(&v->message, "the file never reaches the matcher "
			      "in a run: the prefilter looked for %s and did "
			      "not find it", r->prefilter);
	} else if (!r->ran && r->depends_failed) {
		v->reason = "depends";
		cfix_buf_adds(&v->message, "the rule did not run: depends on ");
		depends_text(ex, rule->depends, &v->message);
	} else if (!r->ran) {
		v->reason = "not-run";
		cfix_buf_adds(&v->message, rule->pattern || rule->nincludes || rule->define
			? "the rule did not run: the rules it inherits "
			  "metavariables from bound none"
			: "the rule has no pattern to match (a script rule)");
	} else if (unparsed_range(source, ex->line, &first, &last)) {
		v->reason = "unparsed";
		cfix_buf_addf(&v->message, "the front end could not parse "
			      "%u:%u-%u:%u '%s'", source->toks[first].line,
			      source->toks[first].col, source->toks[last].line,
			      source->toks[last].col +
				      (uint32_t)strlen(source->toks[last].text),
			      tokens_text(arena, source->toks, first, last));
	} else if (!r->have) {
		v->reason = "no-attempt";
		cfix_buf_adds(&v->message, "no code at this line is of the "
			      "kind the pattern starts with");
	}
	if (r->have && !r->match_src)
		failure_verdict(rule, r, v, arena);
}

/* Appends s as a JSON string. */
static void json_string(struct cfix_buf *out, const char *s)
{
	cfix_buf_addch(out, '"');
	for (; s && *s; s++) {
		unsigned char c = (unsigned char)*s;

		if (c == '"' || c == '\\')
			cfix_buf_addf(out, "\\%c", c);
		else if (c < 0x20)
			cfix_buf_addf(out, "\\u%04x", c);
		else
			cfix_buf_addch(out, (char)c);
	}
	cfix_buf_addch(out, '"');
}

/* "key": "value" (null when value is NULL), after a comma unless first. */
static void json_field(struct cfix_buf *out, const char *key,
		       const char *value, bool first)
{
	cfix_buf_addf(out, "%s\"%s\": ", first ? "" : ", ", key);
	if (value)
		json_string(out, value);
	else
		cfix_buf_adds(out, "null");
}

/* One pair of the token map or the bindings, in either format. */
struct pair {
	const char *left_at, *left, *right_at, *right;
};

/* The pairs of r's token map: rule token -> the code it matched. */
static size_t token_pairs(const struct cfix_rule *rule,
			  const struct rule_trace *r, struct pair *pairs,
			  struct cfix_arena *arena)
{
	size_t n = 0;

	for (uint32_t i = 0; i < rule->ntoks && n < SHOWN_MAX; i++) {
		const struct span *s = &r->map[i];

		if (!span_set(*s) || s->virtual_at)
			continue;
		pairs[n++] = (struct pair){
			place(arena, rule->loc.file, &rule->toks[i]),
			rule->toks[i].text,
			place(arena, r->src->path, &r->src->toks[s->first]),
			tokens_text(arena, r->src->toks, s->first, s->last),
		};
	}
	return n;
}

/* The code binding b holds (explain.c calls nothing of the matcher's
 * own files, which call it). */
static const char *binding_text(struct cfix_arena *arena,
				const struct cfix_source *src,
				const struct binding *b)
{
	if (b->value)
		return b->value;
	if (b->first > b->last || b->last >= src->ntoks)
		return b->text ? b->text : "";
	return tokens_text(arena, src->toks, b->first, b->last);
}

/* The pairs of r's bindings: metavariable -> the code it holds. */
static size_t binding_pairs(const struct cfix_rule *rule,
			    const struct rule_trace *r, struct pair *pairs,
			    struct cfix_arena *arena)
{
	size_t n = 0;

	for (uint32_t k = 0; k < rule->nmetavars && n < SHOWN_MAX; k++) {
		const struct binding *b = &r->bindings[k];

		if (!b->set)
			continue;
		pairs[n++] = (struct pair){
			.left = rule->metavars[k].name,
			.right = binding_text(arena, r->src, b),
		};
	}
	return n;
}

static void text_pairs(struct cfix_buf *out, const char *title,
		       const struct pair *pairs, size_t n)
{
	if (n)
		cfix_buf_addf(out, "  %s:\n", title);
	for (size_t i = 0; i < n; i++) {
		if (pairs[i].left_at)
			cfix_buf_addf(out, "    %s '%s' -> %s '%s'\n",
				      pairs[i].left_at, pairs[i].left,
				      pairs[i].right_at, pairs[i].right);
		else
			cfix_buf_addf(out, "    %s = '%s'\n", pairs[i].left,
				      pairs[i].right);
	}
}

static void json_pairs(struct cfix_buf *out, const char *title,
		       const struct pair *pairs, size_t n)
{
	cfix_buf_addf(out, ", \"%s\": [", title);
	for (size_t i = 0; i < n; i++) {
		cfix_buf_adds(out, i ? ", {" : "{");
		if (pairs[i].left_at) {
			json_field(out, "rule_at", pairs[i].left_at, true);
			json_field(out, "pattern", pairs[i].left, false);
			json_field(out, "code_at", pairs[i].right_at, false);
		} else {
			json_field(out, "name", pairs[i].left, true);
		}
		json_field(out, "code", pairs[i].right, false);
		cfix_buf_adds(out, "}");
	}
	cfix_buf_adds(out, "]");
}

/* A rule's report in text: its verdict, then its furthest attempt. */
static void render_text(const struct cfix_rule *rule, const char *path,
			uint32_t line, const struct verdict *v,
			const struct pair *tokens, size_t ntokens,
			const struct pair *binds, size_t nbinds,
			struct cfix_buf *out)
{
	bool matched = !strcmp(v->reason, "matched");

	cfix_buf_addf(out, "%s:%u: rule '%s' (%s:%u): %s%s%s%s\n", path, line,
		      rule->name, rule->loc.file, rule->loc.line,
		      matched ? "" : "no match [", matched ? "" : v->reason,
		      matched ? "" : "]: ", v->message.data);
	if (v->rule_at)
		cfix_buf_addf(out, "  failed: %s '%s' against %s '%s'\n",
			      v->rule_at, v->pattern,
			      v->code_at ? v->code_at : "(no code)",
			      v->code ? v->code : "");
	text_pairs(out, "matched so far", tokens, ntokens);
	text_pairs(out, "bindings", binds, nbinds);
}

static void render_json(const struct cfix_rule *rule, const struct verdict *v,
			const struct pair *tokens, size_t ntokens,
			const struct pair *binds, size_t nbinds,
			struct cfix_buf *out)
{
	cfix_buf_adds(out, "{");
	json_field(out, "rule", rule->name, true);
	json_field(out, "rule_file", rule->loc.file, false);
	cfix_buf_addf(out, ", \"rule_line\": %u", rule->loc.line);
	cfix_buf_addf(out, ", \"matched\": %s",
		      strcmp(v->reason, "matched") ? "false" : "true");
	json_field(out, "reason", v->reason, false);
	json_field(out, "message", v->message.data, false);
	cfix_buf_adds(out, ", \"failed\": ");
	if (v->rule_at) {
		cfix_buf_adds(out, "{");
		json_field(out, "rule_at", v->rule_at, true);
		json_field(out, "pattern", v->pattern, false);
		json_field(out, "code_at", v->code_at, false);
		json_field(out, "code", v->code, false);
		cfix_buf_adds(out, "}");
	} else {
		cfix_buf_adds(out, "null");
	}
	json_pairs(out, "matched_so_far", tokens, ntokens);
	json_pairs(out, "bindings", binds, nbinds);
	cfix_buf_adds(out, "}");
}

void cfix_explain_render(const struct cfix_explain *ex,
			 const struct cfix_source *source, bool json,
			 struct cfix_buf *out)
{
	struct pair *tokens = cfix_xcalloc(SHOWN_MAX, sizeof(*tokens));
	struct pair *binds = cfix_xcalloc(SHOWN_MAX, sizeof(*binds));
	struct cfix_arena *arena = cfix_arena_new();

	if (json) {
		cfix_buf_adds(out, "{");
		json_field(out, "file", source->path, true);
		cfix_buf_addf(out, ", \"line\": %u, \"rules\": [", ex->line);
	}
	for (uint32_t i = 0, shown = 0; i < ex->set->nrules; i++) {
		const struct cfix_rule *rule = ex->set->rules[i];
		const struct rule_trace *r = &ex->rules[i];
		struct verdict v = { .message = CFIX_BUF_INIT };
		size_t nt = 0, nb = 0;

		if (!rule->pattern && !rule->nincludes && !rule->define)
			continue;	/* a script rule: nothing to place */
		rule_verdict(ex, i, source, &v, arena);
		if (r->have && !r->match_src) {
			nt = token_pairs(rule, r, tokens, arena);
			nb = binding_pairs(rule, r, binds, arena);
		}
		if (json && shown++)
			cfix_buf_adds(out, ",\n");
		if (json)
			render_json(rule, &v, tokens, nt, binds, nb, out);
		else
			render_text(rule, source->path, ex->line, &v, tokens,
				    nt, binds, nb, out);
		cfix_buf_release(&v.message);
	}
	if (json)
		cfix_buf_adds(out, "]}\n");
	cfix_arena_free(arena);
	free(tokens);
	free(binds);
}
