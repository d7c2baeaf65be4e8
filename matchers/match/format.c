/*
 * format.c: `format` and `format list` metavariables.  A string
 * literal is cut into fragments: runs of text and format descriptors
 * (`%-5ld`; `%%` is text).  A rule's string is cut the same way, with
 * "%@f@" a metavariable and "..." any run of fragments; fragments of
 * text are compared whole, as spatch does ("blah" does not match the
 * text "blah " before a descriptor).  Bindings are values (the
 * descriptor `2x`, or the list's text `%d two %2x`), not tokens.
 */
#include "format.h"
#include "bindings.h"

#include <ctype.h>
#include <string.h>

enum frag_kind { FRAG_TEXT, FRAG_DESC, FRAG_META, FRAG_DOTS };

struct frag {
	enum frag_kind kind;
	const char *at;		/* in the literal's text */
	uint32_t len;
	int32_t mv;		/* FRAG_META: the metavariable */
};

#define MAX_FRAGS 64

struct frags {
	struct frag f[MAX_FRAGS];
	uint32_t n;
	bool overflow;
};

static void frag_push(struct frags *fs, enum frag_kind kind, const char *at,
		      uint32_t len, int32_t mv)
{
	if (kind == FRAG_TEXT && fs->n && fs->f[fs->n - 1].kind == FRAG_TEXT) {
		fs->f[fs->n - 1].len += len;
		return;
	}
	if (fs->n == MAX_FRAGS) {
		fs->overflow = true;
		return;
	}
	fs->f[fs->n++] = (struct frag){ kind, at, len, mv };
}

/* The length of the descriptor after the '%' at p (0: none). */
static uint32_t desc_len(const char *p, const char *end)
{
	const char *q = p + 1;

	while (q < end && strchr("-+ #0'", *q))
		q++;
	while (q < end && (isdigit((unsigned char)*q) || *q == '*' || *q == '.'))
		q++;
	while (q < end && strchr("hlLqjzt", *q))
		q++;
	if (q >= end || !isalpha((unsigned char)*q))
		return 0;
	return (uint32_t)(q + 1 - p);
}

/* Cuts a literal's text (quotes and all) into fragments; rule: the
 * rule whose metavariables "%@f@" may name, NULL for C code. */
static void cut(const struct cfix_rule *rule, const char *text,
		struct frags *fs)
{
	size_t n = text ? strlen(text) : 0;
	const char *p = n >= 2 && text[0] == '"' ? text + 1 : text;
	const char *end = text + (n >= 2 && text[n - 1] == '"' ? n - 1 : n);

	fs->n = 0;
	fs->overflow = false;
	while (p && p < end) {
		uint32_t len = 0;
		int32_t mv = rule && *p == '%' ? cfix__format_meta_at(rule, p, end, &len) : -1;

		if (mv >= 0) {
			frag_push(fs, FRAG_META, p, len, mv);
		} else if (rule && end - p >= 3 && !strncmp(p, "...", 3)) {
			len = 3;
			frag_push(fs, FRAG_DOTS, p, len, -1);
		} else if (*p == '%' && p + 1 < end && p[1] == '%') {
			len = 2;
			frag_push(fs, FRAG_TEXT, p, len, -1);
		} else if (*p == '%' && (len = desc_len(p, end))) {
			frag_push(fs, FRAG_DESC, p, len, -1);
		} else {
			len = *p == '\\' && p + 1 < end ? 2 : 1;
			frag_push(fs, FRAG_TEXT, p, len, -1);
		}
		p += len;
	}
}

bool cfix__match_is_format_pattern(const struct matcher *m,
				   const struct cfix_node *pat)
{
	struct frags fs;
	bool meta = false, desc = false;

	if (!pat->text || !strchr(pat->text, '%'))
		return false;
	cut(m->rule, pat->text, &fs);
	for (uint32_t i = 0; i < fs.n; i++) {
		meta |= fs.f[i].kind == FRAG_META;
		desc |= fs.f[i].kind == FRAG_DESC;
	}
	return !fs.overflow && (meta || desc) &&
	       (meta || strstr(pat->text, "..."));
}

struct fmatch {
	struct matcher *m;
	const struct frags *p, *s;
	bool ambiguous;		/* dots or a list: more than one way */
};

static bool same_frag(const struct frag *a, const struct frag *b)
{
	return a->kind == b->kind && a->len == b->len &&
	       !memcmp(a->at, b->at, a->len);
}

static bool frags_from(struct fmatch *fm, uint32_t pi, uint32_t si);

/* Metavariable mv takes source fragments [si, to): its value. */
static bool bind_run(struct fmatch *fm, uint32_t pi, uint32_t si, uint32_t to)
{
	struct matcher *m = fm->m;
	const struct frag *first = &fm->s->f[si], *last = &fm->s->f[to - 1];
	int32_t k = fm->p->f[pi].mv;
	const struct cfix_metavar *mv = &m->rule->metavars[k];
	struct binding was = m->bindings[k];
	uint32_t ndesc = 0;
	const char *value;
	bool ok;

	for (uint32_t i = si; i < to; i++)
		ndesc += fm->s->f[i].kind == FRAG_DESC;
	if (mv->kind == CFIX_MV_FORMAT)
		value = cfix_arena_strndup(m->source->arena, first->at + 1,
					   first->len - 1);
	else
		value = cfix_arena_strndup(
			m->source->arena, first->at,
			(size_t)(last->at + last->len - first->at));
	if (mv->kind == CFIX_MV_FORMAT_LIST &&
	    (ndesc < mv->list_min || ndesc > mv->list_max))
		return false;
	if (was.set && strcmp(cfix__match_binding_text(m, &was), value))
		return false;
	if (!cfix__match_text_and_refs_hold(m, mv, value))
		return false;
	m->bindings[k] = (struct binding){ .set = true, .value = value };
	ok = frags_from(fm, pi + 1, to);
	if (!ok)
		m->bindings[k] = was;
	return ok;
}

/* A complete way: the attempt's own (list_pick-th) when ambiguous. */
static bool way_done(struct fmatch *fm, uint32_t si)
{
	if (si != fm->s->n)
		return false;
	if (!fm->ambiguous)
		return true;
	return cfix__match_take_way(fm->m);
}

static bool frags_from(struct fmatch *fm, uint32_t pi, uint32_t si)
{
	const struct frag *p = &fm->p->f[pi];
	const struct cfix_metavar *mv;

	if (pi == fm->p->n)
		return way_done(fm, si);
	switch (p->kind) {
	case FRAG_DOTS:
		for (uint32_t to = si; to <= fm->s->n; to++)
			if (frags_from(fm, pi + 1, to))
				return true;
		return false;
	case FRAG_META:
		mv = &fm->m->rule->metavars[p->mv];
		if (mv->kind == CFIX_MV_FORMAT)
			return si < fm->s->n && fm->s->f[si].kind == FRAG_DESC &&
			       bind_run(fm, pi, si, si + 1);
		for (uint32_t to = si + 1; to <= fm->s->n; to++)
			if (bind_run(fm, pi, si, to))
				return true;
		return false;
	default:
		return si < fm->s->n && same_frag(p, &fm->s->f[si]) &&
		       frags_from(fm, pi + 1, si + 1);
	}
}

bool cfix__match_format(struct matcher *m, const struct cfix_node *pat,
			const struct cfix_node *src)
{
	struct frags p, s;
	struct fmatch fm = { .m = m, .p = &p, .s = &s };

	if (!src->text || src->text[0] != '"')
		return false;
	cut(m->rule, pat->text, &p);
	cut(NULL, src->text, &s);
	if (p.overflow || s.overflow)
		return false;
	for (uint32_t i = 0; i < p.n; i++)
		fm.ambiguous |= p.f[i].kind == FRAG_DOTS ||
				(p.f[i].kind == FRAG_META &&
				 m->rule->metavars[p.f[i].mv].kind ==
					 CFIX_MV_FORMAT_LIST);
	return frags_from(&fm, 0, 0);
}
