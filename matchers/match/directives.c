/*
 * A rule of `#include` and `#pragma` lines (smpl/directives.c) against
 * the file: as spatch, each line of the rule matches each line of the
 * file that includes what it names (`<linux/...>` any file under
 * linux/, `<...>` any system header, `...` any file), or each pragma
 * of its name outside functions, as a line, not as code; the rule
 * matches only when each of its lines has such a line.
 */
#include "directives.h"
#include "bindings.h"
#include "search.h"
#include "tokens.h"

#include <stdlib.h>
#include <string.h>

/* Does a file's included name (its tokens joined, `<linux/kernel.h>`)
 * fit a rule's: the same, `...` (any), or a path's start (`<linux/...>`)? */
static bool include_fits(const char *spec, const char *name)
{
	size_t n = strlen(spec), len = strlen(name);

	if (!strcmp(spec, "..."))
		return true;
	if (n >= 5 && !strncmp(spec + n - 4, "...", 3))
		return len >= n - 3 && !strncmp(name, spec, n - 4) &&
		       name[len - 1] == spec[n - 1];
	return !strcmp(spec, name);
}

/* Does source token i start an `#include` line?  *name gets what it
 * includes (tokens joined), *last its last token. */
static bool include_at(const struct cfix_source *source, uint32_t i,
		       struct cfix_buf *name, uint32_t *last)
{
	const struct cfix_token *t = source->toks;

	if (!(t[i].flags & CFIX_TOKF_PP) || !(t[i].flags & CFIX_TOKF_LINE_START) ||
	    strcmp(t[i].text, "#") || i + 1 >= source->ntoks ||
	    strcmp(t[i + 1].text, "include") ||
	    (t[i + 1].flags & CFIX_TOKF_LINE_START))
		return false;
	cfix_buf_reset(name);
	for (*last = i + 1; *last + 1 < source->ntoks &&
			    !(t[*last + 1].flags & CFIX_TOKF_LINE_START);)
		cfix_buf_adds(name, t[++*last].text);
	return true;
}

/* Does source token i start a `#pragma` line outside any brace (spatch
 * 1.1.1 matches none in a function)?  *last gets its last token; depth
 * counts the braces open before i, kept by the caller's walk. */
static bool pragma_at(const struct cfix_source *source, uint32_t i,
		      uint32_t depth, uint32_t *last)
{
	const struct cfix_token *t = source->toks;

	if (depth || !(t[i].flags & CFIX_TOKF_PP) ||
	    !(t[i].flags & CFIX_TOKF_LINE_START) || strcmp(t[i].text, "#") ||
	    i + 2 >= source->ntoks || strcmp(t[i + 1].text, "pragma") ||
	    (t[i + 1].flags & CFIX_TOKF_LINE_START) ||
	    (t[i + 2].flags & CFIX_TOKF_LINE_START))
		return false;
	for (*last = i + 2; *last + 1 < source->ntoks &&
			    !(t[*last + 1].flags & CFIX_TOKF_LINE_START);)
		++*last;
	return true;
}

/* The braces open before source token i, counted as the walk goes by
 * (code tokens only, a directive's are its own). */
static void brace_step(const struct cfix_source *source, uint32_t i,
		       uint32_t *depth)
{
	const struct cfix_token *t = &source->toks[i];

	if (t->flags & CFIX_TOKF_PP)
		return;
	if (!strcmp(t->text, "{"))
		++*depth;
	else if (!strcmp(t->text, "}") && *depth)
		--*depth;
}

/* The rule's k-th line: its match-side tokens first..last. */
struct rule_line {
	uint32_t first, last;
};

static void rule_lines(const struct cfix_rule *rule, struct rule_line *lines)
{
	uint32_t k = 0;

	for (uint32_t i = 0; i < rule->ntoks; i++) {
		if (i && (rule->toks[i].flags & CFIX_TOKF_LINE_START))
			k++;
		if (i == 0 || (rule->toks[i].flags & CFIX_TOKF_LINE_START))
			lines[k].first = i;
		lines[k].last = i;
	}
}

/*
 * One attempt of rule line r at the file's line src..last: the token
 * map (the name's tokens alike at both ends one for one, a `...`
 * between them the rest) and the line's positions, which an inherited
 * binding may refuse.
 */
/* The joined texts of tokens first..last of toks. */
static void joined(const struct cfix_token *toks, uint32_t first,
		   uint32_t last, struct cfix_buf *out)
{
	cfix_buf_reset(out);
	for (uint32_t i = first; i <= last; i++)
		cfix_buf_adds(out, toks[i].text);
}

/*
 * Rule `#pragma` line r at the file's src..last: the name (a word, or
 * an identifier metavariable binding it), then a pragmainfo
 * metavariable binding the rest, or the same code, or nothing.  spatch
 * 1.1.1 does not compare what follows the name at all (`#pragma omp
 * x` matches `#pragma omp parallel`); cfix does.
 */
static bool pragma_try(struct matcher *m, struct rule_line r, uint32_t src,
		       uint32_t last)
{
	const struct cfix_rule *rule = m->rule;
	const struct cfix_token *st = m->source->toks;
	int32_t name_mv = rule->tok_metavar[r.first + 2];
	int32_t info_mv = r.last > r.first + 2 ? rule->tok_metavar[r.first + 3]
					       : -1;
	struct cfix_buf a = CFIX_BUF_INIT, b = CFIX_BUF_INIT;
	bool ok = true;

	cfix__match_state_reset(m);
	m->root = m->source->root;
	for (uint32_t i = 0; i < 3; i++)
		m->map[r.first + i] = (struct span){ .first = src + i,
						     .last = src + i };
	if (name_mv >= 0) {
		struct binding *bd = &m->bindings[name_mv];

		ok = bd->set ? !strcmp(cfix__match_binding_text(m, bd),
				       st[src + 2].text)
			     : cfix__match_op_allowed(
				       m, &rule->metavars[name_mv],
				       st[src + 2].text);
		*bd = (struct binding){ .set = true, .first = src + 2,
					.last = src + 2,
					.text = st[src + 2].text };
	} else {
		ok = !strcmp(rule->toks[r.first + 2].text, st[src + 2].text);
	}
	if (ok && info_mv >= 0) {
		struct binding *bd = &m->bindings[info_mv];
		struct binding now = { .set = true, .first = src + 3,
				       .last = last };

		/* nothing after the name: an empty span, first > last */
		ok = !bd->set || !strcmp(cfix__match_binding_text(m, bd),
					 cfix__match_binding_text(m, &now));
		*bd = now;
		if (src + 3 <= last)
			m->map[r.first + 3] = (struct span){ .first = src + 3,
							     .last = last };
	} else if (ok) {
		joined(rule->toks, r.first + 3, r.last, &a);
		joined(st, src + 3, last, &b);
		ok = !strcmp(a.data ? a.data : "", b.data ? b.data : "");
		for (uint32_t i = r.first + 3; ok && i <= r.last; i++)
			m->map[i] = r.last - r.first == last - src
					    ? (struct span){ .first = src + i - r.first,
							     .last = src + i - r.first }
					    : (struct span){ .first = 1, .last = 0 };
		if (ok && r.last > r.first + 2 && r.last - r.first != last - src)
			m->map[r.first + 3] = (struct span){ .first = src + 3,
							     .last = last };
	}
	cfix_buf_release(&a);
	cfix_buf_release(&b);
	for (uint32_t k = 0; ok && k < rule->npositions; k++) {
		const struct cfix_position *pos = &rule->positions[k];

		if (pos->tok >= r.first && pos->tok <= r.last &&
		    !cfix__match_position_bind(m, pos->metavar, src, last))
			ok = false;
	}
	return ok;
}

static bool is_pragma(const struct cfix_rule *rule, struct rule_line r)
{
	return !strcmp(rule->toks[r.first + 1].text, "pragma");
}

/* Does rule line r match at the file's line at source token i (ending
 * at *last)?  depth: the braces open before i. */
static bool line_at(struct matcher *m, struct rule_line r, const char *spec,
		    uint32_t i, uint32_t depth, uint32_t *last,
		    struct cfix_buf *name)
{
	if (is_pragma(m->rule, r))
		return pragma_at(m->source, i, depth, last) &&
		       pragma_try(m, r, i, *last);
	return include_at(m->source, i, name, last) &&
	       include_fits(spec, name->data);
}

static bool line_try(struct matcher *m, struct rule_line r, uint32_t src,
		     uint32_t last)
{
	const struct cfix_rule *rule = m->rule;
	const struct cfix_token *st = m->source->toks;
	uint32_t a = r.first + 2, b = src + 2;
	int64_t c = r.last, d = last;

	cfix__match_state_reset(m);
	m->root = m->source->root;
	m->map[r.first] = (struct span){ .first = src, .last = src };
	m->map[r.first + 1] = (struct span){ .first = src + 1, .last = src + 1 };
	for (; a <= r.last && b <= last && strcmp(rule->toks[a].text, "...") &&
	       !strcmp(rule->toks[a].text, st[b].text); a++, b++)
		m->map[a] = (struct span){ .first = b, .last = b };
	for (; c >= a && d >= b && strcmp(rule->toks[c].text, "...") &&
	       !strcmp(rule->toks[c].text, st[d].text); c--, d--)
		m->map[c] = (struct span){ .first = (uint32_t)d,
					   .last = (uint32_t)d };
	if (a <= c && b <= d)
		m->map[a] = (struct span){ .first = b, .last = (uint32_t)d };
	for (uint32_t k = 0; k < rule->npositions; k++) {
		const struct cfix_position *pos = &rule->positions[k];

		if (pos->tok >= r.first && pos->tok <= r.last &&
		    !cfix__match_position_bind(m, pos->metavar, src, last))
			return false;
	}
	return true;
}

/*
 * A kept line naming no one file (`#include <...>`) with code added
 * next to it: spatch adds that code once, not at each include, after
 * the last include when it all goes after the line, else before (and
 * after) the first.  1: the last only, -1: the first only, 0: each.
 */
static int one_of(const struct cfix_rule *rule, struct rule_line r,
		  const char *spec)
{
	bool any = false, all_after = true;

	if (!strstr(spec, "...") || rule->minus[r.first] || is_pragma(rule, r))
		return 0;
	for (uint32_t i = 0; i < rule->ninsertions; i++) {
		const struct cfix_insertion *ins = &rule->insertions[i];

		if (ins->anchor < r.first || ins->anchor > r.last)
			continue;
		any = true;
		all_after &= ins->after;
	}
	return !any ? 0 : all_after ? 1 : -1;
}

/*
 * The #if blocks open at source token i, a directive line's start,
 * counted in *depth as the lines go by (guard: the file's include guard,
 * `#ifndef X` then `#define X`, which counts for none).  spatch adds
 * code next to one include of many only among those outside #if blocks.
 */
struct cond_walk {
	uint32_t depth;
	uint64_t guard;		/* bit d: block d+1 is the include guard */
};

static void cond_step(const struct cfix_source *source, uint32_t i,
		      struct cond_walk *w)
{
	const struct cfix_token *t = source->toks;
	const char *word;

	if (!(t[i].flags & CFIX_TOKF_PP) || !(t[i].flags & CFIX_TOKF_LINE_START) ||
	    strcmp(t[i].text, "#") || i + 1 >= source->ntoks)
		return;
	word = t[i + 1].text;
	if (!strcmp(word, "if") || !strcmp(word, "ifdef") ||
	    !strcmp(word, "ifndef")) {
		bool guard = !strcmp(word, "ifndef") && i + 5 < source->ntoks &&
			     !strcmp(t[i + 3].text, "#") &&
			     !strcmp(t[i + 4].text, "define") &&
			     !strcmp(t[i + 2].text, t[i + 5].text);

		if (w->depth < 64 && guard)
			w->guard |= (uint64_t)1 << w->depth;
		else if (w->depth < 64)
			w->guard &= ~((uint64_t)1 << w->depth);
		w->depth++;
	} else if (!strcmp(word, "endif") && w->depth) {
		w->depth--;
	}
}

static bool cond_inside(const struct cond_walk *w)
{
	for (uint32_t d = 0; d < w->depth; d++)
		if (d >= 64 || !(w->guard & ((uint64_t)1 << d)))
			return true;
	return false;
}

void cfix__match_includes(struct matcher *m)
{
	const struct cfix_rule *rule = m->rule;
	const struct cfix_source *source = m->source;
	struct rule_line *lines = cfix_xcalloc(rule->nincludes + 1,
					       sizeof(*lines));
	struct cfix_buf name = CFIX_BUF_INIT;
	uint32_t found = 0, last;

	rule_lines(rule, lines);
	for (uint32_t k = 0; k < rule->nincludes; k++) {
		uint32_t depth = 0;
		bool seen = false;

		for (uint32_t i = 0; i < source->ntoks && !seen; i++) {
			seen = line_at(m, lines[k], rule->includes[k], i, depth,
				       &last, &name) &&
			       (is_pragma(rule, lines[k]) ||
				line_try(m, lines[k], i, last));
			brace_step(source, i, &depth);
		}
		found += seen;
	}
	for (uint32_t k = 0; found == rule->nincludes && k < rule->nincludes;
	     k++) {
		int one = one_of(rule, lines[k], rule->includes[k]);
		int64_t pick = -1, pick_last = 0;
		struct cond_walk w = { 0 };

		uint32_t depth = 0;

		for (uint32_t i = 0; i < source->ntoks;
		     brace_step(source, i, &depth), i++) {
			cond_step(source, i, &w);
			if (is_pragma(rule, lines[k])) {
				if (pragma_at(source, i, depth, &last) &&
				    pragma_try(m, lines[k], i, last))
					cfix__match_record(m, i, last, NULL);
				continue;
			}
			if (!line_at(m, lines[k], rule->includes[k], i, depth,
				     &last, &name))
				continue;
			/* the one include is chosen before its positions
			 * are checked: it may then not match at all */
			if (one && !cond_inside(&w) && (pick < 0 || one > 0))
				pick = i, pick_last = last;
			if (!one && line_try(m, lines[k], i, last))
				cfix__match_record(m, i, last, NULL);
		}
		if (pick >= 0 && line_try(m, lines[k], (uint32_t)pick,
					  (uint32_t)pick_last))
			cfix__match_record(m, (uint32_t)pick,
					   (uint32_t)pick_last, NULL);
	}
	cfix_buf_release(&name);
	free(lines);
}
