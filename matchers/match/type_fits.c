/*
 * What a typed metavariable fits: a rule's type (`unsigned int E`,
 * `struct foo *E`, `{T1, T2} E`, a type metavariable inside it)
 * against the type clang gives an expression or, in the candidate
 * pass, the type cfix's own parse can state (own_types.c).  Split from
 * types.c, which compares and finds types as text.
 */
#include "types.h"

#include "own_types.h"
#include "spatch_types.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The type metavariable of m's rule named by the first word of the
 * normalized type text, or -1; *rest: the text after that word. */
static int32_t type_metavar_of(const struct matcher *m, const char *norm,
			       const char **rest)
{
	size_t n = strcspn(norm, " ");

	for (uint32_t i = 0; i < m->rule->nmetavars; i++) {
		const struct cfix_metavar *mv = &m->rule->metavars[i];

		if (mv->kind == CFIX_MV_TYPE && strlen(mv->name) == n &&
		    !strncmp(mv->name, norm, n)) {
			*rest = norm + n;
			return (int32_t)i;
		}
	}
	return -1;
}

/*
 * Does the code's tag name h fit w, an identifier metavariable of the
 * rule naming a tag (`identifier x; struct x *a`)?  The metavariable
 * takes the name, so a later `struct x` must be the same tag.
 */
static bool tag_metavar_takes(struct matcher *m, const char *w, size_t wn,
			      const char *h, size_t hn)
{
	for (uint32_t i = 0; i < m->rule->nmetavars; i++) {
		const struct cfix_metavar *mv = &m->rule->metavars[i];
		struct binding *b = &m->bindings[i];
		const char *bound;

		if (mv->kind != CFIX_MV_IDENTIFIER || strlen(mv->name) != wn ||
		    strncmp(mv->name, w, wn))
			continue;
		if (!b->set) {
			bound = cfix_arena_strndup(m->source->arena, h, hn);
			*b = (struct binding){ .set = true, .text = bound,
					       .value = bound };
			return true;
		}
		bound = b->value ? b->value : b->text;
		return bound && strlen(bound) == hn && !strncmp(bound, h, hn);
	}
	return false;
}

/*
 * Type shapes Coccinelle writes in metavariable types, both normalized:
 * `*` alone is any pointer (`expression *X`), a tag word without a name
 * is any tag of that kind (`expression struct *a`), and an identifier
 * metavariable stands for a tag name (`identifier x; struct x *a`).
 * Qualifiers of the code's type are ignored.
 */
static bool shape_fits(struct matcher *m, const char *w, const char *h)
{
	const char *ws = w;
	bool prev_tag = false;

	while (*w == '*' || *w == ' ')
		w++;
	if (!*w) {
		size_t wl = strlen(ws), hl = strlen(h);

		return hl > wl && !strcmp(h + hl - wl, ws) && h[hl - wl - 1] == ' ';
	}
	w = ws;
	while (*w && *h) {
		size_t wn = strcspn(w, " "), hn = strcspn(h, " ");
		bool tag = cfix__match_is_tag_word(w, wn);

		if (hn == 5 && !strncmp(h, "const", 5) &&
		    !(wn == 5 && !strncmp(w, "const", 5))) {
			h += hn + (h[hn] == ' ');
			continue;
		}
		if ((wn != hn || strncmp(w, h, wn)) &&
		    !(prev_tag && tag_metavar_takes(m, w, wn, h, hn)))
			return false;
		w += wn + (w[wn] == ' ');
		h += hn + (h[hn] == ' ');
		if (tag && *h && *h != '*' && (!*w || *w == '*')) {
			/* the rule omits the tag's name */
			hn = strcspn(h, " ");
			h += hn + (h[hn] == ' ');
		}
		prev_tag = tag;
	}
	return !*w && !*h;
}

/*
 * Past a `const` both normalized types start with: `const T x;` binds
 * T to `int` for a `const int` (the rule's T never holds that const).
 * Returns w or the rest of it; *h moves alike.
 */
static const char *skip_const_pair(const char *w, const char **h)
{
	static const char word[] = "const ";

	if (strncmp(w, word, sizeof(word) - 1) ||
	    strncmp(*h, word, sizeof(word) - 1))
		return w;
	*h += sizeof(word) - 1;
	return w + sizeof(word) - 1;
}

/*
 * One type of a typed metavariable against an expression's type.  A
 * type metavariable in it (`type T; T *E;`) binds what it stands for
 * (`struct foo` for a `struct foo *`), as text.
 */
static bool one_type_fits(struct matcher *m, const char *want,
			  const char *have)
{
	char *w = cfix__type_normalize(want), *h = cfix__type_normalize(have);
	const char *rest = NULL, *hs = h;
	int32_t tmv = type_metavar_of(m, skip_const_pair(w, &hs), &rest);
	bool ok;

	/* `char []` in the rule is an array of any size (`char [ 4 ]`) */
	size_t wl = strlen(w), hl = strlen(h);

	if (wl >= 3 && !strcmp(w + wl - 3, "[ ]") && hl && h[hl - 1] == ']') {
		char *open = strrchr(h, '[');

		/* cfix__type_normalize() spaces every token, so open holds "[ ]" at least */
		if (open && open > h && open[-1] == ' ' && strlen(open) >= 3)
			strcpy(open, "[ ]");
	}
	if (tmv < 0) {
		ok = !strcmp(w, h) || shape_fits(m, w, h);
	} else {
		size_t hl = strlen(hs), rl = strlen(rest);
		struct binding *b = &m->bindings[tmv];

		ok = hl > rl && !strcmp(hs + hl - rl, rest);
		if (ok) {
			char *prefix = cfix_xstrndup(hs, hl - rl);

			if (b->set && b->value) {
				ok = cfix__match_same_type(b->value, prefix);
			} else if (b->set) {
				struct cfix_buf bound = CFIX_BUF_INIT;

				for (uint32_t t = b->first; t <= b->last && b->first <= b->last; t++) {
					cfix_buf_adds(&bound, m->source->toks[t].text);
					cfix_buf_addch(&bound, ' ');
				}
				ok = cfix__match_same_type(
					bound.len ? bound.data : "", prefix);
				cfix_buf_release(&bound);
			} else {
				*b = (struct binding){
					.set = true,
					.value = cfix_arena_strndup(m->source->arena, prefix,
								    strlen(prefix)) };
			}
			free(prefix);
		}
	}
	free(w);
	free(h);
	return ok;
}

/*
 * The type Coccinelle gives a number literal: from its suffix alone,
 * not from its value (`4294967296` is an int to spatch, a long to
 * clang).  NULL for what is not an integer literal.
 */
static const char *number_literal_type(const struct cfix_node *src)
{
	const char *t = src->text, *end;
	bool u = false;
	int l = 0;

	if (src->kind != CFIX_NODE_NUMBER || !t || !*t ||
	    strpbrk(t, ".pP") || (!strpbrk(t, "xX") && strpbrk(t, "eE")))
		return NULL;
	end = t + strlen(t);
	while (end > t && strchr("uUlL", end[-1])) {
		end--;
		if (*end == 'u' || *end == 'U')
			u = true;
		else
			l++;
	}
	if (l >= 2)
		return u ? "unsigned long long" : "long long";
	if (l == 1)
		return u ? "unsigned long" : "long";
	return u ? "unsigned int" : "int";
}

/*
 * A type spelled in C's own words alone (no typedef, tag or array,
 * which only a full parse resolves) as one canonical string in out
 * ("unsigned long int **"; qualifiers dropped); false for another.
 */
static bool builtin_canon(const char *type, char *out, size_t size)
{
	const char *base = NULL;
	unsigned longs = 0, stars = 0;
	bool is_unsigned = false, is_signed = false, is_short = false;
	char word[32];

	while (*type) {
		size_t n = strcspn(type, " *");

		if (!n) {
			stars += *type++ == '*';
			continue;
		}
		if (n >= sizeof(word))
			return false;
		memcpy(word, type, n);
		word[n] = '\0';
		type += n;
		if (cfix__is_word_in(word, cfix_qualifier_words))
			continue;
		if (!strcmp(word, "unsigned"))
			is_unsigned = true;
		else if (!strcmp(word, "signed") || !strcmp(word, "__signed") ||
			 !strcmp(word, "__signed__"))
			is_signed = true;
		else if (!strcmp(word, "long"))
			longs++;
		else if (!strcmp(word, "short"))
			is_short = true;
		else if (!base && (!strcmp(word, "int") || !strcmp(word, "char") ||
				   !strcmp(word, "float") ||
				   !strcmp(word, "double") ||
				   !strcmp(word, "void") || !strcmp(word, "_Bool")))
			base = word[0] == 'i' ? "int" : word[0] == 'c' ? "char"
			     : word[0] == 'f' ? "float" : word[0] == 'd' ? "double"
			     : word[0] == 'v' ? "void" : "_Bool";
		else
			return false;
	}
	if (!base)
		base = "int";
	/* plain char is neither signed char nor unsigned char */
	snprintf(out, size, "%s%s%s%s%s %u",
		 is_unsigned ? "unsigned " : "",
		 is_signed && !strcmp(base, "char") ? "signed " : "",
		 is_short ? "short " : "", longs == 1 ? "long " :
		 longs > 1 ? "long long " : "", base, stars);
	return true;
}

/* Whether a rule's type t names a metavariable of m's rule that
 * one_type_fits() binds (`T *`, an identifier as a tag): the own parse
 * then does not bind it. */
static bool names_metavar(const struct matcher *m, const char *t)
{
	for (const char *w = t; *w;) {
		size_t n = strcspn(w, " *");

		for (uint32_t i = 0; n && i < m->rule->nmetavars; i++) {
			const struct cfix_metavar *mv = &m->rule->metavars[i];

			/* a `typedef u8;` matches its own spelling */
			if ((mv->kind == CFIX_MV_TYPE ||
			     mv->kind == CFIX_MV_IDENTIFIER) &&
			    strlen(mv->name) == n && !strncmp(mv->name, w, n))
				return true;
		}
		w += n ? n : 1;
	}
	return false;
}

/*
 * maybe_fits() for an expression whose type the own parse cannot state
 * as clang would, in spatch mode where spatch's reading decides: no
 * type spatch could know (a name nothing it reads declares) fits none;
 * a declaration whose typedef names spatch cannot resolve fits as
 * spelled (`const size_t n` is no `T **`).  Else, as out of spatch
 * mode, what the outer constructor allows may fit.
 */
static bool spatch_fits(struct matcher *m, const struct cfix_metavar *mv,
			const struct cfix_node *src)
{
	char *spelled, shape;
	bool fits = false;

	spelled = cfix__own_spelled(m->source, src);
	if (spelled && cfix__spatch_as_spelled(m->source, spelled)) {
		for (uint32_t k = 0; !fits && k < (mv->ntypes ? mv->ntypes : 1); k++)
			fits = one_type_fits(m, mv->ntypes ? mv->types[k] : mv->type,
					     spelled);
		free(spelled);
		return fits;
	}
	free(spelled);
	shape = cfix__own_shape(m->source, src);
	fits = !shape;
	for (uint32_t k = 0; !fits && k < (mv->ntypes ? mv->ntypes : 1); k++) {
		const char *t = mv->ntypes ? mv->types[k] : mv->type;

		fits = !cfix__own_outer_shape(t) || cfix__own_outer_shape(t) == shape;
	}
	return fits;
}

/*
 * Whether rule type t fits one of the types the headers' #ifs may give
 * (own_types.c: joined by newlines, or one), each as one_type_fits()
 * says or, with canon, as the same builtin type (`unsigned` is an
 * `unsigned int`).
 */
static bool some_variant_fits(struct matcher *m, const char *t, char *types,
			      bool canon)
{
	char wc[96], hc[96];
	bool fits = false;

	for (char *v = types, *nl; !fits && v; v = nl ? nl + 1 : NULL) {
		if ((nl = strchr(v, '\n')))
			*nl = '\0';
		fits = one_type_fits(m, t, v) ||
		       (canon && builtin_canon(t, wc, sizeof(wc)) &&
			builtin_canon(v, hc, sizeof(hc)) && !strcmp(wc, hc));
		if (nl)
			*nl = '\n';
	}
	return fits;
}

/*
 * The candidate pass (cfix_source.maybe) for an expression the own
 * parse gave no type: where cfix__own_type() states its type as clang would,
 * the rule's type decides as on clang's view (an `int ret` is no
 * `unsigned int`, nor fits `expression *E`); where the rule's type
 * names a metavariable, or the type is unknown, it may fit.
 */
static bool maybe_fits(struct matcher *m, const struct cfix_metavar *mv,
		       const struct cfix_node *src)
{
	char *spelled = NULL, *have;
	char shape;
	bool fits;

	/* before the headers' answers: spatch reads fewer */
	if (cfix__spatch_cannot_type(m->source, src))
		return false;
	have = cfix__own_type(m->source, src);
	if (!have)
		have = cfix__own_resolved_type(m->source, src, &spelled);
	if (!have)
		return spatch_fits(m, mv, src);
	shape = have ? 0 : cfix__own_shape(m->source, src);
	fits = !have && !shape;

	for (uint32_t k = 0; !fits && k < (mv->ntypes ? mv->ntypes : 1); k++) {
		const char *t = mv->ntypes ? mv->types[k] : mv->type;

		if (!have) {	/* an array is no pointer, nor the reverse */
			fits = !cfix__own_outer_shape(t) || cfix__own_outer_shape(t) == shape;
			continue;
		}
		fits = names_metavar(m, t) ||
		       (spelled && some_variant_fits(m, t, spelled, false)) ||
		       some_variant_fits(m, t, have, true);
	}
	free(have);
	free(spelled);
	return fits;
}

/*
 * As spatch does: the type as the code spells it, or with typedefs
 * resolved (`unsigned long long E;` matches a sector_t, `typedef u64
 * sector_t`), while a typedef name in the rule matches its own spelling
 * only (`u64 E;` does not match a sector_t nor an `unsigned long long`).
 */
/* Whether type (or canon) is one of mv's types. */
static bool type_list_fits(struct matcher *m, const struct cfix_metavar *mv,
			   const char *type, const char *canon)
{
	if (!mv->ntypes)
		return one_type_fits(m, mv->type, type) ||
		       (canon && one_type_fits(m, mv->type, canon));
	for (uint32_t k = 0; k < mv->ntypes; k++)
		if (one_type_fits(m, mv->types[k], type) ||
		    (canon && one_type_fits(m, mv->types[k], canon)))
			return true;
	return false;
}

/* fits, noting that the candidate pass took a guess of the own parse
 * (a type it declares, or none) as a match (matcher.took_maybe). */
static bool fits_noted(struct matcher *m, bool fits)
{
	if (fits)
		m->took_maybe = true;
	return fits;
}

/* spatch mode on clang's view: type fits where spatch's reading gives
 * src a type (asked once the type fits: the question may scan the
 * file); a refusal leaves the bindings the fit made as they were. */
static bool spatch_typed_fits(struct matcher *m, const struct cfix_metavar *mv,
			      const struct cfix_node *src, const char *type,
			      const char *canon)
{
	size_t size = m->rule->nmetavars * sizeof(*m->bindings);
	struct binding *before = cfix_xmalloc(size ? size : 1);
	bool fits;

	memcpy(before, m->bindings, size);
	fits = type_list_fits(m, mv, type, canon);
	if (fits && cfix__spatch_cannot_type(m->source, src)) {
		memcpy(m->bindings, before, size);
		fits = false;
	}
	free(before);
	return fits;
}

bool cfix__match_type_fits(struct matcher *m, const struct cfix_metavar *mv,
			   const struct cfix_node *src)
{
	if (!mv->type)
		return true;
	/* NULL is a pointer, whatever the headers say */
	if (src->kind == CFIX_NODE_IDENT && src->text &&
	    !strcmp(src->text, "NULL") && mv->type[0] == '*')
		return true;
	/* a string literal clang did not type (code it could not compile) */
	const char *type = src->type, *canon = src->canon_type;

	if (!type && src->kind == CFIX_NODE_STRING && src->text &&
	    src->text[0] == '"')
		type = "char []";
	/* --parser own promises no types at all (tool/main.c warns); where
	 * the own parse decides for clang, a name's type is the one the
	 * file declares (match/candidates.c) */
	bool guessed = false;	/* the own parse's guess, not clang's */

	if (!type && (m->source->mode != CFIX_PARSE_OWN ||
		      m->source->own_decides)) {
		type = cfix__type_declared(m->source, src);
		type = type ? cfix__own_past_macros(type) : NULL;
		guessed = type != NULL;
	}
	if (number_literal_type(src)) {
		type = number_literal_type(src);
		canon = NULL;
		guessed = false;
	}
	if (!type && m->source->maybe)	/* the candidate pass */
		return fits_noted(m, maybe_fits(m, mv, src));
	if (!type)
		return false;
	if (guessed && m->source->maybe)
		return fits_noted(m, type_list_fits(m, mv, type, canon));
	if (m->source->maybe || !m->source->spatch_types)
		return type_list_fits(m, mv, type, canon);
	return spatch_typed_fits(m, mv, src, type, canon);
}

