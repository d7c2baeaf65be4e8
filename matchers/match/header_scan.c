/*
 * header_scan.c: a header's directives read in order, as the compiler
 * meets them (header_scan.h).  Moved out of header_records.c, which
 * indexes headers and answers questions on them.
 */
#include "header_scan.h"

#include "header_tokens.h"

#include <string.h>

bool cfix__cond_line_of(const char *w, size_t n, const char *a, size_t m,
			const char *end, struct cfix__cond_line *line)
{
	const char *t[6], *q = a;
	size_t tn[6], len = m;
	int nt = 0, i = 0;
	bool nl = false, ifdef = cfix__htok_is(w, n, "ifdef"),
	     ifndef = cfix__htok_is(w, n, "ifndef");

	*line = (struct cfix__cond_line){ .kind = CFIX_COND_IF };
	if (cfix__htok_is(w, n, "else") || cfix__htok_is(w, n, "endif")) {
		line->kind = *w == 'e' && w[1] == 'l' ? CFIX_COND_ELSE
						       : CFIX_COND_ENDIF;
		return true;
	}
	if (cfix__htok_is(w, n, "elif"))
		line->kind = CFIX_COND_ELIF;
	else if (!ifdef && !ifndef && !cfix__htok_is(w, n, "if"))
		return false;
	while (q && nt < 6) {	/* the line's first six tokens */
		t[nt] = q;
		tn[nt++] = len;
		nl = false;
		q = cfix__htok_next(q + len, end, &len, &nl);
		q = nl ? NULL : q;
	}
	if (q || !nt)
		return true;	/* a longer or empty condition: unknown */
	if (ifdef || ifndef) {
		i = -1;		/* the name alone */
		line->negated = ifndef;
	} else {
		line->negated = *t[0] == '!';
		i = line->negated;
		if (i >= nt || !cfix__htok_is(t[i], tn[i], "defined"))
			return true;
	}
	if (nt == i + 2 && cfix_is_name_char(*t[i + 1]))
		i += 1;
	else if (i >= 0 && nt == i + 4 && *t[i + 1] == '(' && cfix_is_name_char(*t[i + 2]) &&
		 *t[i + 3] == ')')
		i += 2;
	else
		return true;
	if (*t[i] >= '0' && *t[i] <= '9')
		return true;
	line->name = t[i];
	line->len = tn[i];
	return true;
}

/* A token of the scan other than a directive. */
void cfix__scan_token(struct cfix__cond_scan *s)
{
	s->guard = NULL;
	s->started = true;
}

/* The directive at p (just past its `#`) met by s; the end of its
 * line. */
const char *cfix__scan_directive(struct cfix__cond_scan *s, const char *p,
				 const char *end)
{
	bool nl = false;
	size_t n, m = 0;
	const char *w = cfix__htok_next(p, end, &n, &nl), *a, *guard = s->guard;
	struct cfix__cond_line line;

	s->guard = NULL;
	if (w && !nl) {
		a = cfix__htok_next(w + n, end, &m, &nl);
		a = nl ? NULL : a;
		if (guard && cfix__htok_is(w, n, "define") && a && m == s->gn &&
		    !strncmp(a, guard, m)) {
			if (s->first_guard ||
			    cfix__macro_guard_taken(s->facts, a, m))
				cfix__conds_assume_taken(&s->c);
		} else if (cfix__cond_line_of(w, n, a, m, end, &line)) {
			cfix__conds_step(&s->c, s->facts, &line);
			if (cfix__htok_is(w, n, "ifndef") && a) {
				s->guard = a, s->gn = m;
				s->first_guard = !s->started;
			}
		}
	}
	s->started = true;
	while (p < end && *p != '\n')
		p += *p == '\\' && p + 1 < end ? 2 : 1;
	return p;
}

/* Whether offset at of text lies under an #if other than the header's
 * guard. */
bool cfix__under_if(const char *text, size_t at)
{
	struct cfix__cond_scan s = { .facts = NULL };
	const char *p = text, *end = text + at, *t;
	size_t n;
	bool nl = true;

	while ((t = cfix__htok_next(p, end, &n, &nl))) {
		bool line_start = nl || t == text;

		nl = false;
		p = t + n;
		if (line_start && *t == '#')
			p = cfix__scan_directive(&s, p, end);
		else
			cfix__scan_token(&s);
	}
	return cfix__conds_region(&s.c) != CFIX_COND_TAKEN;
}


bool cfix__defines_skipped(const char *text, size_t len,
			   const struct cfix__macro_facts *facts,
			   const char *name)
{
	struct cfix__cond_scan s = { .facts = facts };
	const char *p = text, *end = text + len, *t, *w, *a;
	size_t n, m, k;
	bool nl = true, seen = false;

	while ((t = cfix__htok_next(p, end, &n, &nl))) {
		bool line_start = nl || t == text, dl = false;

		nl = false;
		p = t + n;
		if (!line_start || *t != '#') {
			cfix__scan_token(&s);
			continue;
		}
		w = cfix__htok_next(p, end, &m, &dl);
		a = w && !dl ? cfix__htok_next(w + m, end, &k, &dl) : NULL;
		if (a && !dl && cfix__htok_is(w, m, "define") &&
		    cfix__htok_is(a, k, name)) {
			if (cfix__conds_region(&s.c) != CFIX_COND_SKIPPED)
				return false;
			seen = true;
		}
		p = cfix__scan_directive(&s, p, end);
	}
	return seen;
}

bool cfix__defines_undone(const char *text, size_t len, const char *name)
{
	const char *p = text, *end = text + len, *t, *w, *a;
	size_t n, m, k;
	bool nl = true, seen = false, open = false;

	while ((t = cfix__htok_next(p, end, &n, &nl))) {
		bool line_start = nl || t == text, dl = false, def, undef;

		nl = false;
		p = t + n;
		if (!line_start || *t != '#')
			continue;
		w = cfix__htok_next(p, end, &m, &dl);
		if (!w || dl)
			continue;	/* a lone `#` */
		a = cfix__htok_next(w + m, end, &k, &dl);
		def = cfix__htok_is(w, m, "define");
		undef = cfix__htok_is(w, m, "undef");
		if (a && !dl && (def || undef) && cfix__htok_is(a, k, name)) {
			if (def && open)
				return false;	/* defined again */
			seen |= def;
			open = def;
		} else if (open && !def && !undef) {
			return false;	/* an #include, an #if between */
		}
		while (p < end && *p != '\n')
			p += *p == '\\' && p + 1 < end ? 2 : 1;
	}
	return seen && !open;
}

char *cfix__member_macro(const char *text, size_t len,
			 const struct cfix__macro_facts *facts,
			 const char *name)
{
	struct cfix__cond_scan s = { .facts = facts };
	const char *p = text, *end = text + len, *t, *w, *a;
	size_t n, m, k;
	bool nl = true, dl = false;
	struct cfix_buf out = CFIX_BUF_INIT;
	int defs = 0;

	while ((t = cfix__htok_next(p, end, &n, &nl))) {
		bool line_start = nl || t == text;

		nl = false;
		p = t + n;
		if (!line_start || *t != '#') {
			cfix__scan_token(&s);
			continue;
		}
		dl = false;
		w = cfix__htok_next(p, end, &m, &dl);
		a = w && !dl ? cfix__htok_next(w + m, end, &k, &dl) : NULL;
		if (!a || dl || !cfix__htok_is(a, k, name) ||
		    (!cfix__htok_is(w, m, "define") &&
		     !cfix__htok_is(w, m, "undef"))) {
			p = cfix__scan_directive(&s, p, end);
			continue;
		}
		if (*w == 'u' || ++defs > 1 || a[k] == '(' ||
		    cfix__conds_region(&s.c) != CFIX_COND_TAKEN)
			break;	/* #undef, twice, function-like, under an #if */
		/* the body: words joined by `.`, on this line */
		for (bool want_word = true;; want_word = !want_word) {
			dl = false;
			t = cfix__htok_next(a + k, end, &k, &dl);
			if (!t || dl) {
				if (want_word)
					defs = 2;	/* empty, or ends in `.` */
				break;
			}
			if (want_word ? !cfix_is_name_char(*t) ||
						(*t >= '0' && *t <= '9') ||
						cfix__htok_is(t, k, name)
				      : !(k == 1 && *t == '.')) {
				defs = 2;
				break;
			}
			cfix_buf_add(&out, t, k);
			a = t;
		}
		if (defs > 1)
			break;
		p = cfix__scan_directive(&s, p, end);
	}
	if (defs != 1 || !out.len) {
		cfix_buf_release(&out);
		return NULL;
	}
	return cfix_buf_detach(&out, NULL);
}
