/*
 * The matcher: a rule's pattern tree walked side by side with a C file's
 * view, binding metavariables.  match_flow.c matches runs of statements
 * along the control flow their `...` follow; match_edits.c turns the
 * rule's token-level changes into actions on the file's bytes.
 *
 * The design decision a newcomer would question: the matcher maps every
 * match-side token of the rule to the source tokens it stands for, and
 * the changes are computed from that map, not from the trees.  The rule
 * parser already decided which rule tokens are removed and where added
 * tokens go (by aligning minus and plus lines), so a fix touches exactly
 * the bytes of the tokens the rule changes, and everything between them
 * (spacing, comments, line breaks) stays as the user wrote it.
 */
#include "match_internal.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

static bool match_without_parens(struct matcher *m,
				 const struct cfix_node *pat,
				 const struct cfix_node *src);
static bool match_written(struct matcher *m, const struct cfix_node *pat,
			  const struct cfix_node *src);
static bool match_kids(struct matcher *m, const struct cfix_node *pat,
		       const struct cfix_node *src);
static bool same_number(const char *a, const char *b);
static bool match_disj(struct matcher *m, const struct cfix_node *pat,
		       const struct cfix_node *src);
static bool match_nest(struct matcher *m, const struct cfix_node *pat,
		       const struct cfix_node *src);
static bool match_one_declarator(struct matcher *m,
				 const struct cfix_node *pat,
				 const struct cfix_node *src);
static bool iso_changes_fit(const struct matcher *m,
			    const struct cfix_node *pat, uint32_t first,
			    uint32_t last);
static void unmap_tokens(struct matcher *m, uint32_t first, uint32_t last);
static bool match_decl_array(struct matcher *m, const struct cfix_node *pat,
			     const struct cfix_node *src);

/* ---- state ------------------------------------------------------------- */

static void nest_envs_truncate(struct matcher *m, size_t n)
{
	while (m->nest_envs.len > n)
		free(m->nest_envs.items[--m->nest_envs.len]);
}

static void state_reset(struct matcher *m)
{
	const struct cfix_rule *rule = m->rule;

	memset(m->bindings, 0, rule->nmetavars * sizeof(*m->bindings));
	if (m->seed)
		memcpy(m->bindings, m->seed,
		       rule->nmetavars * sizeof(*m->bindings));
	for (uint32_t i = 0; i < rule->ntoks; i++)
		m->map[i] = (struct span){ .first = 1, .last = 0 };
	memset(m->taken, 0, (rule->nscopes + 1) * sizeof(bool));
	m->extra.len = 0;
	nest_envs_truncate(m, 0);
	m->not_rewritten = NULL;
	m->cut_decl = NULL;
	m->list_seen = 0;
}

void cfix_match__snapshot_take(const struct matcher *m, struct snapshot *snap)
{
	size_t nb = m->rule->nmetavars * sizeof(*m->bindings);
	size_t nm = m->rule->ntoks * sizeof(*m->map);
	size_t ns = m->rule->nscopes * sizeof(bool);

	snap->bindings = cfix_xmalloc(nb ? nb : 1);
	snap->map = cfix_xmalloc(nm ? nm : 1);
	snap->taken = cfix_xmalloc(ns ? ns : 1);
	memcpy(snap->bindings, m->bindings, nb);
	memcpy(snap->map, m->map, nm);
	memcpy(snap->taken, m->taken, ns);
	snap->nextra = m->extra.len;
	snap->nnest = m->nest_envs.len;
	snap->not_rewritten = m->not_rewritten;
	snap->cut_decl = m->cut_decl;
	snap->cut_k = m->cut_k;
	snap->cut_begin = m->cut_begin;
	snap->cut_end = m->cut_end;
}

void cfix_match__snapshot_restore(struct matcher *m,
				  const struct snapshot *snap)
{
	memcpy(m->bindings, snap->bindings,
	       m->rule->nmetavars * sizeof(*m->bindings));
	memcpy(m->map, snap->map, m->rule->ntoks * sizeof(*m->map));
	memcpy(m->taken, snap->taken, m->rule->nscopes * sizeof(bool));
	m->extra.len = snap->nextra;
	nest_envs_truncate(m, snap->nnest);
	m->not_rewritten = snap->not_rewritten;
	m->cut_decl = snap->cut_decl;
	m->cut_k = snap->cut_k;
	m->cut_begin = snap->cut_begin;
	m->cut_end = snap->cut_end;
}

void cfix_match__snapshot_release(struct snapshot *snap)
{
	free(snap->bindings);
	free(snap->map);
	free(snap->taken);
}

/* ---- helpers ----------------------------------------------------------- */

bool cfix_match__same_tokens(const struct cfix_source *source, uint32_t a_first,
			     uint32_t a_last, uint32_t b_first, uint32_t b_last)
{
	if (a_last - a_first != b_last - b_first)
		return false;
	for (uint32_t i = 0; a_first + i <= a_last; i++) {
		if (strcmp(source->toks[a_first + i].text,
			   source->toks[b_first + i].text))
			return false;
	}
	return true;
}

/* Does a script's value spell source tokens [first, last]?  (Spaces in
 * the value are ignored, as between tokens.) */
static bool same_value(const struct cfix_source *source, const char *value,
		       uint32_t first, uint32_t last)
{
	const char *v = value;

	for (uint32_t i = first; i <= last; i++) {
		size_t n = strlen(source->toks[i].text);

		while (*v == ' ' || *v == '\t' || *v == '\n')
			v++;
		if (strncmp(v, source->toks[i].text, n))
			return false;
		v += n;
	}
	while (*v == ' ' || *v == '\t' || *v == '\n')
		v++;
	return !*v;
}

static bool is_all_caps(const char *name)
{
	bool letter = false;

	for (const char *p = name; *p; p++) {
		if (islower((unsigned char)*p))
			return false;
		if (isupper((unsigned char)*p))
			letter = true;
	}
	return letter && strlen(name) > 1;
}

/*
 * Coccinelle's `constant`: literals, and names that stand for constants.
 * clang knows enumerators and constant macros (CFIX_NODEF_CONSTANT); a
 * name clang did not resolve falls back to Coccinelle's ALL_CAPS rule,
 * and a call clang did not resolve to an ALL_CAPS macro of constants.
 */
static bool is_constant(const struct cfix_node *src)
{
	if (src->flags & CFIX_NODEF_CONSTANT)
		return true;
	switch (src->kind) {
	case CFIX_NODE_UNARY:
		/* -1 and -FOO are constants too, as in Coccinelle */
		return (!strcmp(src->op, "-") || !strcmp(src->op, "+")) &&
		       src->kids[0] && is_constant(src->kids[0]);
	case CFIX_NODE_NUMBER:
	case CFIX_NODE_CHAR:
	case CFIX_NODE_STRING:
		return true;
	case CFIX_NODE_IDENT:
		if (!(src->flags & (CFIX_NODEF_OWN_PARSE | CFIX_NODEF_MACRO_USE)) &&
		    src->type)
			return false;
		return is_all_caps(src->text);
	case CFIX_NODE_CALL:
		/* Without clang (cfix's own parser, or a hole it filled),
		 * an ALL_CAPS macro of constants is one too: BIT(3),
		 * GENMASK(7, 0), BIT(FLAG_SHIFT).  clang decides by
		 * evaluating (CFIX_NODEF_CONSTANT). */
		if (!(src->flags & CFIX_NODEF_OWN_PARSE) || src->nkids < 2 ||
		    !src->kids[0] || src->kids[0]->kind != CFIX_NODE_IDENT ||
		    !is_all_caps(src->kids[0]->text))
			return false;
		for (uint32_t k = 1; k < src->nkids; k++)
			if (!src->kids[k] || !is_constant(src->kids[k]))
				return false;
		return true;
	default:
		return false;
	}
}


static bool is_int_word(const char *w, size_t n)
{
	static const char *const words[] = { "signed", "unsigned", "int", "long",
					     "short", "char", NULL };

	for (int i = 0; words[i]; i++)
		if (strlen(words[i]) == n && !strncmp(words[i], w, n))
			return true;
	return false;
}

/*
 * A type's spelling in one form, for comparing types as C does: words
 * and punctuators separated by single spaces, and the integer types
 * spelled one way ("unsigned" is "unsigned int", "long int" is "long",
 * "signed" is "int").  Returns a malloc'd string.
 */
static char *normalize_type(const char *in)
{
	struct cfix_buf out = CFIX_BUF_INIT;
	const char *p = in;

	while (*p) {
		const char *w = p;
		size_t n;

		if (*p == ' ' || *p == '\t') {
			p++;
			continue;
		}
		if (!isalnum((unsigned char)*p) && *p != '_') {
			if (out.len)
				cfix_buf_addch(&out, ' ');
			cfix_buf_addch(&out, *p++);
			continue;
		}
		while (isalnum((unsigned char)*p) || *p == '_')
			p++;
		n = (size_t)(p - w);
		if (out.len)
			cfix_buf_addch(&out, ' ');
		if (!is_int_word(w, n)) {
			cfix_buf_add(&out, w, n);
			continue;
		}
		/* a run of integer words */
		{
			bool is_unsigned = false, is_signed = false, is_char = false;
			bool is_short = false;
			int longs = 0;
			const char *q = w;

			for (;;) {
				size_t k = 0;

				while (isalnum((unsigned char)q[k]) || q[k] == '_')
					k++;
				if (!k || !is_int_word(q, k))
					break;
				is_unsigned |= !strncmp(q, "unsigned", k) && k == 8;
				is_signed |= !strncmp(q, "signed", k) && k == 6;
				is_char |= !strncmp(q, "char", k) && k == 4;
				is_short |= !strncmp(q, "short", k) && k == 5;
				longs += !strncmp(q, "long", k) && k == 4;
				p = q + k;
				q = p;
				while (*q == ' ' || *q == '\t')
					q++;
			}
			if (is_char)
				cfix_buf_adds(&out, is_unsigned ? "unsigned char"
						    : is_signed ? "signed char" : "char");
			else
				cfix_buf_addf(&out, "%s%s", is_unsigned ? "unsigned " : "",
					      is_short ? "short" : longs == 1 ? "long"
					      : longs > 1 ? "long long" : "int");
		}
	}
	return cfix_buf_detach(&out, NULL);
}

static bool same_type(const char *a, const char *b)
{
	char *x = normalize_type(a), *y = normalize_type(b);
	bool same = !strcmp(x, y);

	free(x);
	free(y);
	return same;
}

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

static bool is_tag_word(const char *w, size_t n)
{
	return (n == 6 && (!strncmp(w, "struct", 6))) ||
	       (n == 5 && !strncmp(w, "union", 5)) ||
	       (n == 4 && !strncmp(w, "enum", 4));
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
		bool tag = is_tag_word(w, wn);

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
	char *w = normalize_type(want), *h = normalize_type(have);
	const char *rest = NULL, *hs = h;
	int32_t tmv = type_metavar_of(m, skip_const_pair(w, &hs), &rest);
	bool ok;

	/* `char []` in the rule is an array of any size (`char [ 4 ]`) */
	size_t wl = strlen(w), hl = strlen(h);

	if (wl >= 3 && !strcmp(w + wl - 3, "[ ]") && hl && h[hl - 1] == ']') {
		char *open = strrchr(h, '[');

		/* normalize_type() spaces every token, so open holds "[ ]" at least */
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
				ok = same_type(b->value, prefix);
			} else if (b->set) {
				struct cfix_buf bound = CFIX_BUF_INIT;

				for (uint32_t t = b->first; t <= b->last && b->first <= b->last; t++) {
					cfix_buf_adds(&bound, m->source->toks[t].text);
					cfix_buf_addch(&bound, ' ');
				}
				ok = same_type(bound.len ? bound.data : "", prefix);
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

/* The type kid0 of decl (a PARAM or DECLARATOR) gives name, or NULL. */
static const char *type_declared_by(const struct cfix_node *decl,
				    const char *name)
{
	const struct cfix_node *type = decl->nkids > 1 ? decl->kids[0] : NULL,
			       *id = decl->nkids > 1 ? decl->kids[1] : NULL;

	if (!type || !id || !id->text || strcmp(id->text, name))
		return NULL;
	return type->type ? type->type : type->text;
}

/* The type a declaration or parameter list node declares name with. */
static const char *type_declared_in(const struct cfix_node *node,
				    const char *name)
{
	const char *type = NULL;

	if (node->kind != CFIX_NODE_DECL && node->kind != CFIX_NODE_PARAMS)
		return NULL;
	for (uint32_t i = 0; i < node->nkids && !type; i++)
		if (node->kids[i])
			type = type_declared_by(node->kids[i], name);
	return type;
}

static const char *declared_type(const struct cfix_node *src);

/* The type field name of the struct or union tag (`struct a3d`) has in
 * its definition in the file of node, or NULL. */
static const char *field_type(const struct cfix_node *node, const char *tag,
			      const char *name)
{
	const struct cfix_node *unit = node;

	while (unit->parent)
		unit = unit->parent;
	for (uint32_t i = 0; i < unit->nkids; i++) {
		const struct cfix_node *rec = unit->kids[i];
		const char *type = NULL;

		if (!rec || rec->kind != CFIX_NODE_RECORD || !rec->text ||
		    !same_type(rec->text, tag))
			continue;
		for (uint32_t k = 0; k < rec->nkids && !type; k++)
			if (rec->kids[k])
				type = type_declared_in(rec->kids[k], name);
		if (type)
			return type;
	}
	return NULL;
}

/* `a->f` or `a.f` clang gave no type: f's type in the definition of
 * a's struct. */
static const char *member_type(const struct cfix_node *src)
{
	const struct cfix_node *base = src->kids[0], *field = src->kids[1];
	const char *type;
	char *tag;
	size_t len;

	if (!base || !field || !field->text)
		return NULL;
	type = base->type ? base->type : declared_type(base);
	if (!type)
		return NULL;
	tag = normalize_type(type);
	len = strlen(tag);
	if (!strcmp(src->op, "->") && len > 2 && !strcmp(tag + len - 2, " *"))
		tag[len - 2] = '\0';
	type = field_type(src, tag, field->text);
	free(tag);
	return type;
}

/*
 * The declared type of a name clang gave no type (code it could not
 * compile: `f(x, int)`, an array of an incomplete struct), as spatch
 * finds it: the nearest declaration of the name before the use, in the
 * blocks around it, the function's parameters, then the file.
 */
static const char *declared_type(const struct cfix_node *src)
{
	const struct cfix_node *below = src;

	if (src->kind == CFIX_NODE_MEMBER && src->nkids == 2 && src->op)
		return member_type(src);
	if (src->kind != CFIX_NODE_IDENT || !src->text)
		return NULL;
	for (const struct cfix_node *up = src->parent; up; up = up->parent) {
		for (uint32_t i = up->nkids; i-- > 0;) {
			const struct cfix_node *kid = up->kids[i];
			const char *type;

			if (!kid || kid == below || kid->first > src->first)
				continue;
			type = type_declared_in(kid, src->text);
			if (type)
				return type;
		}
		below = up;
	}
	return NULL;
}

/*
 * As spatch does: the type as the code spells it, or with typedefs
 * resolved (`unsigned long long E;` matches a sector_t, `typedef u64
 * sector_t`), while a typedef name in the rule matches its own spelling
 * only (`u64 E;` does not match a sector_t nor an `unsigned long long`).
 */
static bool type_fits(struct matcher *m, const struct cfix_metavar *mv,
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
	/* --parser own promises no types at all (tool/main.c warns) */
	if (!type && m->source->mode != CFIX_PARSE_OWN)
		type = declared_type(src);
	if (number_literal_type(src)) {
		type = number_literal_type(src);
		canon = NULL;
	}
	if (!type)
		return false;
	if (!mv->ntypes)
		return one_type_fits(m, mv->type, type) ||
		       (canon && one_type_fits(m, mv->type, canon));
	for (uint32_t k = 0; k < mv->ntypes; k++)
		if (one_type_fits(m, mv->types[k], type) ||
		    (canon && one_type_fits(m, mv->types[k], canon)))
			return true;
	return false;
}

void cfix_match__note_macro(struct matcher *m, const struct cfix_node *src)
{
	if (m->not_rewritten)
		return;
	if (src->flags & CFIX_NODEF_MACRO_DEF)
		m->not_rewritten = "the match lies in a macro definition";
	else if (src->flags & CFIX_NODEF_MACRO)
		m->not_rewritten = "the match lies partly inside a macro expansion";
}

void cfix_match__map_token(struct matcher *m, uint32_t pat_tok, uint32_t first,
			   uint32_t last)
{
	if (pat_tok < m->rule->ntoks)
		m->map[pat_tok] = (struct span){ .first = first, .last = last };
}

/* ---- metavariables ----------------------------------------------------- */

/* Does node (or a kid) declare name: a parameter or a declarator? */
static bool declares(const struct cfix_node *node, const char *name)
{
	if (!node)
		return false;
	if ((node->kind == CFIX_NODE_PARAM || node->kind == CFIX_NODE_DECLARATOR) &&
	    node->nkids > 1 && node->kids[1] && node->kids[1]->text &&
	    !strcmp(node->kids[1]->text, name))
		return true;
	if (node->kind == CFIX_NODE_DECLARATOR && node->nkids > 1)
		return false;	/* not inside an initializer's statement
				   expressions: good enough */
	for (uint32_t i = 0; i < node->nkids; i++)
		if (declares(node->kids[i], name))
			return true;
	return false;
}

/* `local idexpression`: is the name src uses declared by the function
 * it lies in (a parameter, a local variable)? */
static bool declared_locally(const struct cfix_node *src)
{
	const struct cfix_node *fn = src->parent;

	while (fn && fn->kind != CFIX_NODE_FUNCTION)
		fn = fn->parent;
	if (!fn || !src->text)
		return false;
	return declares(fn->nkids > 2 ? fn->kids[2] : NULL, src->text) ||
	       declares(fn->nkids > 3 ? fn->kids[3] : NULL, src->text);
}

static bool kind_fits(struct matcher *m, const struct cfix_metavar *mv,
		      const struct cfix_node *src)
{
	switch (mv->kind) {
	case CFIX_MV_EXPRESSION:
		return cfix_node_is_expr(src) && type_fits(m, mv, src);
	case CFIX_MV_IDEXPRESSION:
		return src->kind == CFIX_NODE_IDENT && type_fits(m, mv, src) &&
		       (!mv->local || declared_locally(src));
	case CFIX_MV_IDENTIFIER:
		return src->kind == CFIX_NODE_IDENT;
	case CFIX_MV_ITERATOR:
		/* the name heading a macro loop: ITERATOR (CALL (IDENT ...)) */
		return src->kind == CFIX_NODE_IDENT && src->parent &&
		       src->parent->kind == CFIX_NODE_CALL &&
		       src->parent->nkids && src->parent->kids[0] == src &&
		       src->parent->parent &&
		       src->parent->parent->kind == CFIX_NODE_ITERATOR &&
		       src->parent->parent->kids[0] == src->parent;
	case CFIX_MV_CONSTANT:
		return is_constant(src) && type_fits(m, mv, src);
	case CFIX_MV_TYPE:
		return src->kind == CFIX_NODE_TYPE;
	case CFIX_MV_STATEMENT:	/* in Coccinelle a declaration is none */
		return cfix_node_is_stmt(src) && src->kind != CFIX_NODE_DECL;
	case CFIX_MV_DECLARATION:
		return src->kind == CFIX_NODE_DECL;
	case CFIX_MV_SYMBOL:
		return src->kind == CFIX_NODE_IDENT;
	case CFIX_MV_TYPEDEF:
		return src->kind == CFIX_NODE_TYPE || src->kind == CFIX_NODE_IDENT;
	default:
		return false;
	}
}

/* The source text of src's tokens joined by single spaces. */
static char *joined_text(const struct matcher *m, const struct cfix_node *src)
{
	struct cfix_buf buf = CFIX_BUF_INIT;

	if (src->kind == CFIX_NODE_IDENT && src->text)
		return cfix_xstrdup(src->text);
	for (uint32_t t = src->first; t <= src->last && src->first <= src->last; t++) {
		if (t > src->first)
			cfix_buf_addch(&buf, ' ');
		cfix_buf_adds(&buf, m->source->toks[t].text);
	}
	return cfix_buf_detach(&buf, NULL);
}

static bool value_is(const char *value, const char *text)
{
	if (!strcmp(value, text))
		return true;
	return isdigit((unsigned char)value[0]) &&
	       isdigit((unsigned char)text[0]) && !strchr(text, ' ') &&
	       same_number(value, text);
}

/* Do src's tokens occur, in a row, among binding b's tokens (the same
 * code, compared by spelling)? */
static bool spells_inside(const struct matcher *m, const struct cfix_node *src,
			  const struct binding *b)
{
	uint32_t n = src->last - src->first + 1;

	if (src->first > src->last || b->first > b->last)
		return false;
	for (uint32_t at = b->first; at + n - 1 <= b->last; at++)
		if (cfix_match__same_tokens(m->source, at, at + n - 1, src->first, src->last))
			return true;
	return false;
}

/* "subE <= r.E": does src lie inside what r.E bound: the binding this
 * rule inherited from r, else any of r's matches in this file? */
static bool inside_binding(const struct matcher *m,
			   const struct cfix_metavar *mv,
			   const struct cfix_node *src)
{
	const struct rule_result *r;

	if (!mv->nrefs)
		return true;
	for (uint32_t i = 0; i < m->rule->nmetavars; i++) {
		const struct cfix_metavar *own = &m->rule->metavars[i];
		const struct binding *b = &m->bindings[i];

		if (own->from_rule == mv->ref_rule[0] &&
		    own->from_mv == mv->ref_mv[0] && b->set && !b->value)
			return spells_inside(m, src, b);
	}
	r = &m->results[mv->ref_rule[0]];
	for (size_t e = 0; e < r->envs.len; e++) {
		const struct binding *b = &r->envs.items[e][mv->ref_mv[0]];

		if (b->set && !b->value && spells_inside(m, src, b))
			return true;
	}
	return false;
}

static void script_value(const struct matcher *m, const struct cfix_metavar *mv,
			 const struct binding *b, struct cfix_script_value *v);

/*
 * "x : script:python(r.y) { f(x, y) }": runs the expression with x bound
 * to cand and the inherited metavariables it reads to their bindings.
 * An exception stops the file, as in a script rule.
 */
static bool script_allows(struct matcher *m, const struct cfix_metavar *mv,
			  const struct binding *cand)
{
	struct cfix_script_value *values =
		cfix_xcalloc(mv->nscript_args + 1, sizeof(*values));
	bool include = false, ok = !m->failed;

	if (ok && cfix__ruleset_ensure_initialized(m->set, m->sink)) {
		m->failed = true;
		ok = false;
	}
	for (uint32_t k = 0; k < mv->nscript_args && ok; k++) {
		const struct cfix_metavar *arg =
			&m->rule->metavars[mv->script_args[k]];
		const struct binding *b = arg == mv ? cand
				: &m->bindings[mv->script_args[k]];

		ok = b->set;
		if (ok)
			script_value(m, arg, b, &values[k]);
	}
	if (ok && cfix__script_run(mv->script_check, values, mv->nscript_args,
				   m->source->arena, NULL, &include, m->sink)) {
		m->failed = true;
		include = false;
	}
	free(values);
	return ok && include;
}

/* "type T = r.U *": does type text end with the value's stars, after
 * some type (any pointer type at least that deep, as spatch 1.1.1 has
 * it: `bool ***` passes `r.U *` whatever r.U bound)? */
static bool pointer_as_deep(const char *stars, const char *text)
{
	size_t n = strlen(stars), len = strlen(text);

	return len > n + 1 && !strcmp(text + len - n, stars) &&
	       text[len - n - 1] == ' ';
}

/* Does code spelled text satisfy mv's "!= {a, b}" or "=~ re"? */
static bool text_constraint_holds(const struct cfix_metavar *mv,
				  const char *text)
{
	bool found = false;
	switch (mv->constraint) {
	case CFIX_MVC_REGEX:
	case CFIX_MVC_NOT_REGEX:
		found = cfix__regex_match(mv->regex, text);
		return found == (mv->constraint == CFIX_MVC_REGEX);
	case CFIX_MVC_IN:
	case CFIX_MVC_NOT_IN:
		for (uint32_t i = 0; i < mv->nvalues && !found; i++)
			found = mv->any_pointee && mv->any_pointee[i]
				? pointer_as_deep(mv->values[i], text)
				: value_is(mv->values[i], text);
		return found == (mv->constraint == CFIX_MVC_IN);
	default:
		return true;
	}
}

static const char *binding_text(const struct matcher *m,
				const struct binding *b);

/* `type T = {r1.T, r2.T}`: is code spelled text what one of the rules
 * named bound their metavariable to, in one of their matches? */
static bool ref_spells(const struct matcher *m, const struct cfix_metavar *mv,
		       const char *text)
{
	for (uint32_t k = 0; k < mv->nrefs; k++) {
		const struct rule_result *r = &m->results[mv->ref_rule[k]];

		for (size_t e = 0; e < r->envs.len; e++) {
			const struct binding *b = &r->envs.items[e][mv->ref_mv[k]];

			if (b->set && same_type(binding_text(m, b), text))
				return true;
		}
	}
	return false;
}

/* Does code spelled text satisfy mv's values or regex, and what the
 * rules its values name ("{r.b1, r.b2}") bound? */
static bool text_and_refs_hold(const struct matcher *m,
			       const struct cfix_metavar *mv, const char *text)
{
	bool ok = text_constraint_holds(mv, text);

	if (mv->nrefs && mv->constraint == CFIX_MVC_IN)
		ok = ok || ref_spells(m, mv, text);
	else if (mv->nrefs && mv->constraint == CFIX_MVC_NOT_IN)
		ok = ok && !ref_spells(m, mv, text);
	return ok;
}

static bool one_constraint_holds(struct matcher *m,
				 const struct cfix_metavar *mv,
				 const struct cfix_node *src);

/* Does src satisfy mv's constraints, "&&" or "||" joined? */
static bool constraint_holds(struct matcher *m, const struct cfix_metavar *mv,
			     const struct cfix_node *src)
{
	bool ok = one_constraint_holds(m, mv, src);

	for (; mv->next_constraint; mv = mv->next_constraint)
		if (ok == mv->next_or)	/* decided: true || ..., false && ... */
			break;
		else
			ok = one_constraint_holds(m, mv->next_constraint, src);
	return ok;
}

/* Does src satisfy one constraint of mv ("!= {a, b}", "=~ re")? */
static bool one_constraint_holds(struct matcher *m,
				 const struct cfix_metavar *mv,
				 const struct cfix_node *src)
{
	char *text;
	bool ok;

	if (mv->constraint == CFIX_MVC_NONE)
		return true;
	if (mv->constraint == CFIX_MVC_SUBTERM)
		return inside_binding(m, mv, src);
	if (mv->constraint == CFIX_MVC_SCRIPT) {
		struct binding cand = { .set = true, .first = src->first,
					.last = src->last, .text = src->text };

		return script_allows(m, mv, &cand);
	}
	text = joined_text(m, src);
	ok = text_and_refs_hold(m, mv, text);
	free(text);
	return ok;
}

static bool is_storage_class(const char *word);

/* Words that may lead a declaration's specifiers without being part of
 * its type. */
static bool is_decl_only_word(const struct matcher *m, const char *word)
{
	static const char *const words[] = {
		"inline", "__inline", "__inline__", NULL,
	};

	return cfix__is_word_in(word, words) ||
	       (cfix__iso_on(m->rule, CFIX_ISO_OPTIONAL_STORAGE) &&
		is_storage_class(word));
}

/* Can source token t stand in a type after a leading unknown name? */
static bool is_type_word_tok(const struct cfix_token *tok)
{
	static const char *const words[] = {
		"void", "char", "short", "int", "long", "float", "double",
		"signed", "unsigned", "_Bool", "bool", "struct", "union", "enum",
		NULL,
	};

	return tok->kind == CFIX_TOK_IDENT ||
	       (tok->kind == CFIX_TOK_KEYWORD &&
		cfix__is_word_in(tok->text, words));
}

/*
 * Where the type proper of declaration specifiers src begins, as spatch
 * binds a type metavariable: after storage classes, inline,
 * __attribute__((...)) and an annotation macro before the type name
 * (`static nokprobe_inline bool` binds `bool`).
 */
static uint32_t type_core_first(const struct matcher *m,
				const struct cfix_node *src)
{
	const struct cfix_token *toks = m->source->toks;
	uint32_t t = src->first;

	while (t < src->last) {
		if (is_decl_only_word(m, toks[t].text) ||
		    (toks[t].kind == CFIX_TOK_IDENT &&
		     is_type_word_tok(&toks[t + 1]))) {
			t++;
		} else if (!strcmp(toks[t].text, "__attribute__") &&
			   !strcmp(toks[t + 1].text, "(")) {
			uint32_t depth = 0, k = t + 1;

			for (; k <= src->last; k++) {
				depth += !strcmp(toks[k].text, "(");
				depth -= !strcmp(toks[k].text, ")");
				if (!depth)
					break;
			}
			if (k >= src->last)
				break;
			t = k + 1;
		} else {
			break;
		}
	}
	return t;
}

/* The first source token of src that metavariable mv binds: a type's
 * proper part, in declaration specifiers. */
static uint32_t bound_first(const struct matcher *m, int32_t mv,
			    const struct cfix_node *src)
{
	if (m->rule->metavars[mv].kind != CFIX_MV_TYPE ||
	    src->kind != CFIX_NODE_TYPE || src->first > src->last ||
	    !src->parent || (src->parent->kind != CFIX_NODE_FUNCTION &&
			     src->parent->kind != CFIX_NODE_DECL))
		return src->first;	/* in a cast, all of it (`(__attr int)`) */
	return type_core_first(m, src);
}

/* Binds metavariable `metavar` to src, or checks that src is the code
 * it bound; the rule's tokens are left unmapped.  src must fit mv: the
 * metavariable's own description (bind_code()), or one with other types
 * (match_field_through_pointer()). */
static bool bind_code_as(struct matcher *m, int32_t metavar,
			 const struct cfix_metavar *mv,
			 const struct cfix_node *src)
{
	struct binding *b = &m->bindings[metavar];
	struct cfix_node core;

	if (bound_first(m, metavar, src) != src->first) {
		core = *src;
		core.first = bound_first(m, metavar, src);
		core.text = NULL;	/* spelled by its tokens */
		src = &core;
	}

	if (!kind_fits(m, mv, src) || src->first > src->last ||
	    src->last + 1 == src->first)
		return false;	/* an absent type binds nothing */
	if (!b->set && !constraint_holds(m, mv, src))
		return false;
	if (mv->kind == CFIX_MV_SYMBOL || mv->kind == CFIX_MV_TYPEDEF) {
		if (!src->text || strcmp(src->text, mv->name))
			return false;
	} else if (b->set && b->value) {
		if (!same_value(m->source, b->value, src->first, src->last))
			return false;
	} else if (b->set) {
		if (!cfix_match__same_tokens(m->source, b->first, b->last,
					     src->first, src->last))
			return false;
	} else {
		*b = (struct binding){ .set = true, .first = src->first,
				       .last = src->last, .text = src->text,
				       .looser = (uint8_t)(14 -
					   cfix_match__expr_prec(src)) };
	}
	cfix_match__note_macro(m, src);
	return true;
}

static bool bind_code(struct matcher *m, int32_t metavar,
		      const struct cfix_node *src)
{
	return bind_code_as(m, metavar, &m->rule->metavars[metavar], src);
}

static bool bind(struct matcher *m, const struct cfix_node *pat,
		 const struct cfix_node *src)
{
	if (!bind_code(m, pat->metavar, src))
		return false;
	/* a type stands for its type proper: `- T` `+ long` keeps `static` */
	cfix_match__map_token(m, pat->first, bound_first(m, pat->metavar, src),
			      src->last);
	return true;
}

/* ---- structure ----------------------------------------------------------- */

/*
 * Maps the tokens a node owns itself (those of no kid: operators,
 * parentheses, keywords) in order.  Both sides must own the same tokens.
 */
static bool own_tokens(const struct cfix_node *node, uint32_t *out,
		       uint32_t max, uint32_t *count)
{
	uint32_t n = 0, k = 0;

	for (uint32_t t = node->first; t <= node->last && node->first <= node->last; t++) {
		while (k < node->nkids &&
		       (!node->kids[k] || node->kids[k]->first > node->kids[k]->last ||
			node->kids[k]->last + 1 == node->kids[k]->first ||
			node->kids[k]->last < t))
			k++;
		if (k < node->nkids && node->kids[k]->first <= t) {
			t = node->kids[k]->last;
			continue;
		}
		if (n == max)
			return false;
		out[n++] = t;
	}
	*count = n;
	return true;
}

/*
 * A declarator's own tokens without its names: an annotation macro
 * (`x __read_mostly = {...}`), which a pattern may leave out.  Returns
 * the count left.
 */
static uint32_t drop_annotations(const struct cfix_source *source,
				 uint32_t *toks, uint32_t *from, uint32_t n)
{
	uint32_t k = 0, run = UINT32_MAX;

	for (uint32_t i = 0; i < n; i++) {
		if (source->toks[toks[i]].kind == CFIX_TOK_IDENT) {
			if (run == UINT32_MAX)
				run = toks[i];
			continue;
		}
		/* the token after the annotation stands for it too, so that
		 * removing the one removes the other */
		from[k] = run == UINT32_MAX ? toks[i] : run;
		toks[k++] = toks[i];
		run = UINT32_MAX;
	}
	return k;
}

/* Is pattern own token i of ptoks the `...` of an array size, `[...]`? */
static bool size_dots(const struct matcher *m, const uint32_t *ptoks,
		      uint32_t i)
{
	return i > 0 && !strcmp(m->rule->toks[ptoks[i]].text, "...") &&
	       !strcmp(m->rule->toks[ptoks[i - 1]].text, "[");
}

/*
 * A declarator's own tokens where the pattern writes an array size as
 * `...` (`T buf[...];`): the dots stand for whatever the code has up to
 * the matching ']', nothing included.
 */
static bool match_sized_tokens(struct matcher *m, const uint32_t *ptoks,
			       uint32_t np, const uint32_t *stoks, uint32_t ns)
{
	const struct cfix_token *stext = m->source->toks;
	uint32_t j = 0;

	for (uint32_t i = 0; i < np; i++) {
		uint32_t k = j, depth = 0;

		if (!size_dots(m, ptoks, i)) {
			if (j == ns || strcmp(m->rule->toks[ptoks[i]].text,
					      stext[stoks[j]].text))
				return false;
			cfix_match__map_token(m, ptoks[i], stoks[j], stoks[j]);
			j++;
			continue;
		}
		for (; k < ns && (depth || strcmp(stext[stoks[k]].text, "]")); k++)
			depth += !strcmp(stext[stoks[k]].text, "[") -
				 !strcmp(stext[stoks[k]].text, "]");
		if (k == ns)
			return false;
		if (k > j)
			cfix_match__map_token(m, ptoks[i], stoks[j],
					      stoks[k - 1]);
		j = k;
	}
	return j == ns;
}

static bool is_qualifier(const char *word)
{
	return !strcmp(word, "const") || !strcmp(word, "volatile");
}

/*
 * A declarator's own tokens without the qualifiers that the pattern's
 * own tokens ptoks do not name at that place: a rule's `(*f)(int)`
 * matches `(*f)(const int)`, as in spatch.  Returns the count left.
 */
static uint32_t drop_qualifiers(const struct matcher *m, const uint32_t *ptoks,
				uint32_t np, uint32_t *toks, uint32_t *from,
				uint32_t n)
{
	const bool *removed = m->rule->remove;
	uint32_t k = 0, p = 0, run = UINT32_MAX;

	for (uint32_t i = 0; i < n; i++) {
		const char *text = m->source->toks[toks[i]].text;

		if (is_qualifier(text) &&
		    (p >= np || strcmp(text, m->rule->toks[ptoks[p]].text))) {
			if (run == UINT32_MAX)
				run = from[i];
			continue;
		}
		/* amid removed code the qualifier goes with the next token;
		 * next to a change it stays (`(const long)`) */
		from[k] = run != UINT32_MAX && p > 0 && p < np &&
				  removed[ptoks[p - 1]] && removed[ptoks[p]]
			  ? run : from[i];
		toks[k++] = toks[i];
		run = UINT32_MAX;
		p++;
	}
	return k;
}

/*
 * A rule's `t (*y)(...)`: the "..." among a declarator's own tokens
 * stands for the source's parameters, which become one entry (from[d]
 * to toks[d]) there; none: the "..." is dropped from ptoks.  Counts are
 * updated.
 */
static void fold_param_dots(const struct matcher *m, uint32_t *ptoks,
			    uint32_t *np, uint32_t *toks, uint32_t *from,
			    uint32_t *n)
{
	uint32_t d = 1, close;
	int depth = 1;

	while (d + 1 < *np && !(!strcmp(m->rule->toks[ptoks[d]].text, "...") &&
				!strcmp(m->rule->toks[ptoks[d - 1]].text, "(")))
		d++;
	if (d + 1 >= *np || d >= *n ||
	    strcmp(m->source->toks[toks[d - 1]].text, "("))
		return;
	for (close = d; close < *n; close++) {
		const char *t = m->source->toks[toks[close]].text;

		depth += !strcmp(t, "(") ? 1 : !strcmp(t, ")") ? -1 : 0;
		if (depth == 0)
			break;
	}
	if (close == *n)
		return;
	if (close == d) {	/* `()` */
		memmove(ptoks + d, ptoks + d + 1, (*np - d - 1) * sizeof(*ptoks));
		(*np)--;
		return;
	}
	toks[d] = toks[close - 1];
	memmove(toks + d + 1, toks + close, (*n - close) * sizeof(*toks));
	memmove(from + d + 1, from + close, (*n - close) * sizeof(*from));
	*n -= close - d - 1;
}

bool cfix_match__own_tokens(struct matcher *m, const struct cfix_node *pat,
			    const struct cfix_node *src)
{
	uint32_t ptoks[64], stoks[64], from[64], np, ns;

	/* Inside an expansion every node spans the macro use's tokens. */
	if (src->flags & CFIX_NODEF_MACRO)
		return true;
	/* Leaves were compared by text (0 matches 0x00): map them whole. */
	if (!pat->nkids && (pat->kind == CFIX_NODE_IDENT ||
			    pat->kind == CFIX_NODE_NUMBER ||
			    pat->kind == CFIX_NODE_CHAR ||
			    pat->kind == CFIX_NODE_STRING)) {
		for (uint32_t t = pat->first; t <= pat->last; t++)
			cfix_match__map_token(m, t, src->first, src->last);
		return true;
	}
	if (!own_tokens(pat, ptoks, 64, &np) || !own_tokens(src, stoks, 64, &ns))
		return false;
	for (uint32_t i = 0; i < np; i++)
		if (src->kind == CFIX_NODE_DECLARATOR && size_dots(m, ptoks, i))
			return match_sized_tokens(m, ptoks, np, stoks, ns);
	for (uint32_t i = 0; i < ns; i++)
		from[i] = stoks[i];
	if (np != ns && src->kind == CFIX_NODE_DECLARATOR)
		ns = drop_annotations(m->source, stoks, from, ns);
	if (np != ns && src->kind == CFIX_NODE_DECLARATOR)
		ns = drop_qualifiers(m, ptoks, np, stoks, from, ns);
	if (src->kind == CFIX_NODE_DECLARATOR)
		fold_param_dots(m, ptoks, &np, stoks, from, &ns);
	if (np != ns)
		return false;
	for (uint32_t i = 0; i < np; i++) {
		const char *ptext = m->rule->toks[ptoks[i]].text;
		const char *stext = m->source->toks[stoks[i]].text;

		/* a rule's "......" is C's "..." */
		if (strcmp(ptext, stext) && strcmp(ptext, "...") &&
		    (strcmp(ptext, "......") || strcmp(stext, "...")))
			return false;
		cfix_match__map_token(m, ptoks[i], from[i], stoks[i]);
	}
	return true;
}

/*
 * Integer literals compare by value: a rule's 0 matches 0x00 and 0U, as
 * in Coccinelle.  Anything else compares by spelling.
 */
static bool same_number(const char *a, const char *b)
{
	char *end_a, *end_b;
	unsigned long long x, y;

	if (!strcmp(a, b))
		return true;
	x = strtoull(a, &end_a, 0);
	y = strtoull(b, &end_b, 0);
	if (strspn(end_a, "uUlL") != strlen(end_a) ||
	    strspn(end_b, "uUlL") != strlen(end_b))
		return false;
	return x == y;
}

/* The value of a plain character literal ('a', '\0', '\x1f'), or -1. */
static long char_value(const char *lit)
{
	size_t len = strlen(lit);
	char *end;
	long v;

	if (len < 3 || lit[0] != '\'' || lit[len - 1] != '\'')
		return -1;
	if (len == 3)
		return (unsigned char)lit[1];
	if (lit[1] != '\\')
		return -1;
	if (lit[2] == 'x')
		v = strtol(lit + 3, &end, 16);
	else if (lit[2] >= '0' && lit[2] <= '7')
		v = strtol(lit + 2, &end, 8);
	else
		return len == 4 ? (unsigned char)lit[2] : -1;
	return *end == '\'' ? v : -1;
}

/* A rule's number against a character literal: 0 matches '\0'. */
static bool number_fits_char(const char *number, const char *lit)
{
	char *end;
	unsigned long long v = strtoull(number, &end, 0);

	return !*end && char_value(lit) >= 0 &&
	       v == (unsigned long long)char_value(lit);
}

static bool same_text(const char *a, const char *b)
{
	if (!a || !b)
		return a == b;
	return !strcmp(a, b);
}

static bool match_kids(struct matcher *m, const struct cfix_node *pat,
		       const struct cfix_node *src)
{
	if (pat->nkids != src->nkids)
		return false;
	for (uint32_t i = 0; i < pat->nkids; i++) {
		if (!pat->kids[i] || !src->kids[i]) {
			/* `for (...;...;...)` matches `for (;;)` */
			if (pat->kids[i] != src->kids[i] &&
			    !(pat->kids[i] && pat->kids[i]->kind == CFIX_NODE_DOTS &&
			      !(pat->kids[i]->flags & CFIX_NODEF_STMT_DOTS)))
				return false;
			continue;
		}
		if (!cfix_match__node(m, pat->kids[i], src->kids[i]))
			return false;
	}
	return true;
}

/*
 * The node naming a list metavariable when pattern kid `kid` is one:
 * the kid itself (`f(ES)`), or the type of a parameter that is nothing
 * but the name (`f(P)` reads P as a parameter's type).  NULL otherwise.
 */
static const struct cfix_node *list_metavar(const struct matcher *m,
					    const struct cfix_node *kid)
{
	if (kid && kid->kind == CFIX_NODE_PARAM && kid->first == kid->last &&
	    kid->nkids && kid->kids[0])
		kid = kid->kids[0];
	if (!kid || kid->metavar < 0 || kid->first != kid->last ||
	    kid->metavar >= (int32_t)m->rule->nmetavars)
		return NULL;
	return cfix__is_list_kind(m->rule->metavars[kid->metavar].kind)
		       ? kid : NULL;
}

/* Does pat have kids that stand for several source kids ("...", a list
 * metavariable)?  Only in lists: arguments, parameters, initializers;
 * elsewhere (`if (...)`) "..." is one expression. */
static bool has_dots(const struct matcher *m, const struct cfix_node *pat)
{
	if (cfix_node_is_open_init_list(pat))
		return true;
	switch (pat->kind) {
	case CFIX_NODE_IF: case CFIX_NODE_WHILE: case CFIX_NODE_DO:
	case CFIX_NODE_FOR: case CFIX_NODE_SWITCH: case CFIX_NODE_RETURN:
	case CFIX_NODE_CASE: case CFIX_NODE_EXPR_STMT: case CFIX_NODE_PAREN:
	case CFIX_NODE_UNARY: case CFIX_NODE_POSTFIX: case CFIX_NODE_BINARY:
	case CFIX_NODE_ASSIGN: case CFIX_NODE_COND: case CFIX_NODE_MEMBER:
	case CFIX_NODE_INDEX: case CFIX_NODE_CAST: case CFIX_NODE_SIZEOF:
	case CFIX_NODE_DESIGNATOR: case CFIX_NODE_DECLARATOR:
		return false;
	default:
		break;
	}
	for (uint32_t i = 0; i < pat->nkids; i++)
		if (pat->kids[i] && (pat->kids[i]->kind == CFIX_NODE_DOTS ||
				     list_metavar(m, pat->kids[i])))
			return true;
	return false;
}

static bool list_elem_fits(enum cfix_mv_kind kind, const struct cfix_node *src)
{
	switch (kind) {
	case CFIX_MV_EXPRESSION_LIST:
		return cfix_node_is_expr(src);
	case CFIX_MV_PARAMETER_LIST:
		return src->kind == CFIX_NODE_PARAM;
	case CFIX_MV_FIELD_LIST:
		return src->kind == CFIX_NODE_DECL ||
		       src->kind == CFIX_NODE_UNKNOWN;
	case CFIX_MV_INIT_LIST:
		return cfix_node_is_expr(src) ||
		       src->kind == CFIX_NODE_INIT_LIST ||
		       src->kind == CFIX_NODE_DESIGNATOR;
	default:
		return src->kind == CFIX_NODE_IDENT;
	}
}

/* The `void` of a parameter list `(void)`, or 0. */
static uint32_t void_params(const struct matcher *m, const struct cfix_node *src)
{
	if (src->kind != CFIX_NODE_PARAMS || src->nkids || src->first >= src->last)
		return 0;
	for (uint32_t t = src->first + 1; t < src->last; t++)
		if (!strcmp(m->source->toks[t].text, "void"))
			return t;
	return 0;
}

/* A list of count elements against the length metavariable of mv
 * ("[n]"): the same count as n's other lists, or the first to bind n. */
static bool bind_list_length(struct matcher *m, const struct cfix_metavar *mv,
			     uint32_t count)
{
	struct binding *b;

	if (mv->list_len < 0)
		return true;
	b = &m->bindings[mv->list_len];
	if (b->set)
		return b->value && strtoul(b->value, NULL, 10) == count &&
		       b->value[0] >= '0' && b->value[0] <= '9';
	*b = (struct binding){
		.set = true,
		.value = cfix_arena_printf(m->source->arena, "%u", count),
	};
	return true;
}

/* The name a parameter declares (`x` of `int *x`), or NULL. */
static const struct cfix_node *param_name(const struct cfix_node *param)
{
	const struct cfix_node *d = param->nkids > 1 ? param->kids[1] : NULL;

	if (d && d->kind == CFIX_NODE_DECLARATOR && d->nkids > 1)
		d = d->kids[1];
	return d && d->kind == CFIX_NODE_IDENT && d->first == d->last ? d : NULL;
}

/*
 * "P@E" with parameter list P and expression list E: E binds the
 * parameters' names as arguments, `x, y` for `int x, int y`, as in
 * Coccinelle (`(void)` gives none).  A parameter without a name (`int`
 * alone) fails the match: spatch stops on it.
 */
static bool bind_params_as_args(struct matcher *m, int32_t metavar,
				const struct cfix_node *src, uint32_t from,
				uint32_t to)
{
	struct binding *b = &m->bindings[metavar];
	struct cfix_buf buf = CFIX_BUF_INIT;
	bool ok = true;

	for (uint32_t k = from; k < to && ok; k++) {
		const struct cfix_node *name = param_name(src->kids[k]);

		if ((ok = name != NULL))
			cfix_buf_addf(&buf, "%s%s", buf.len ? ", " : "",
				      m->source->toks[name->first].text);
	}
	if (ok && b->set)
		ok = b->value && !strcmp(b->value, buf.len ? buf.data : "");
	else if (ok)
		*b = (struct binding){ .set = true,
				       .value = cfix_arena_strndup(m->source->arena,
								   buf.data ? buf.data : "",
								   buf.len) };
	cfix_buf_release(&buf);
	return ok;
}

/*
 * "ES@F" on a list metavariable ES (pat) that took src->kids[from..to),
 * tokens first..last: F binds the same list (F a list of ES's kind), or
 * the parameters' names (F an expression list, ES a parameter list).
 */
static bool list_as_bindings(struct matcher *m, const struct cfix_node *pat,
			     const struct cfix_node *src, uint32_t from,
			     uint32_t to, uint32_t first, uint32_t last)
{
	enum cfix_mv_kind kind = m->rule->metavars[pat->metavar].kind;

	for (uint32_t k = 0; k < m->rule->npositions; k++) {
		const struct cfix_position *pos = &m->rule->positions[k];
		const struct cfix_node *node = pos->node;
		enum cfix_mv_kind as = m->rule->metavars[pos->metavar].kind;
		struct binding *b = &m->bindings[pos->metavar];

		if (!node || (node != pat && (node->nkids < 1 ||
					      node->kids[0] != pat)) ||
		    as == CFIX_MV_POSITION)
			continue;
		if (kind == CFIX_MV_PARAMETER_LIST && as == CFIX_MV_EXPRESSION_LIST) {
			if (!bind_params_as_args(m, pos->metavar, src, from, to))
				return false;
		} else if (as != kind) {
			return false;
		} else if (b->set) {
			if (b->value || !cfix_match__same_tokens(m->source, b->first,
								 b->last, first, last))
				return false;
		} else {
			*b = (struct binding){ .set = true, .first = first,
					       .last = last };
		}
	}
	return true;
}

/*
 * Binds list metavariable node pat to src->kids[from..to): the source
 * tokens from the first element to the last, commas included.  An empty
 * list binds no token (first == last + 1).  A list bound before must
 * spell the same tokens.
 */
static bool bind_list(struct matcher *m, const struct cfix_node *pat,
		      const struct cfix_node *src, uint32_t from, uint32_t to)
{
	const struct cfix_metavar *mv = &m->rule->metavars[pat->metavar];
	struct binding *b = &m->bindings[pat->metavar];
	uint32_t count = to - from, first, last;

	if (count < mv->list_min || count > mv->list_max ||
	    !bind_list_length(m, mv, count))
		return false;
	for (uint32_t k = from; k < to; k++)
		if (!src->kids[k] || src->kids[k]->first > src->kids[k]->last ||
		    !list_elem_fits(mv->kind, src->kids[k]))
			return false;
	if (count) {
		first = src->kids[from]->first;
		last = src->kids[to - 1]->last;
	} else if (void_params(m, src)) {
		/* `(void)`: the list is the `void`, as in Coccinelle */
		first = last = void_params(m, src);
		count = 1;
	} else {
		first = from < src->nkids && src->kids[from] ? src->kids[from]->first
							      : src->last;
		if (first == 0)
			first = 1;
		last = first - 1;
	}
	if (b->set && b->value) {
		if (!count ? b->value[strspn(b->value, " \t\n")] != '\0'
			   : !same_value(m->source, b->value, first, last))
			return false;
	} else if (b->set) {
		if (!cfix_match__same_tokens(m->source, b->first, b->last,
					     first, last))
			return false;
	} else {
		*b = (struct binding){ .set = true, .first = first, .last = last };
	}
	if (!list_as_bindings(m, pat, src, from, to, first, last))
		return false;
	for (uint32_t k = from; k < to; k++)
		cfix_match__note_macro(m, src->kids[k]);
	if (count)
		cfix_match__map_token(m, pat->first, first, last);
	return true;
}

/* The source kids pattern kid i stood for: [from, to). */
struct cover {
	uint32_t from, to;
};

/*
 * Kids pat->kids[pi..] against src->kids[si..], where a DOTS pattern kid
 * or a list metavariable stands for any number of source kids.
 * cover[pi..] records which source kids each pattern kid took.
 */
static bool match_open_elem(struct matcher *m, const struct cfix_node *pat,
			    uint32_t pi, const struct cfix_node *src,
			    uint32_t si, struct cover *cover);

/*
 * A struct pattern's fields matched one way (cover): is it the way this
 * attempt takes?  Attempts with decl_pick 0 count the ways and take the
 * list_pick-th, remembering its fields; those with decl_pick > 0 take
 * another declarator of the same fields (`int a, b, c;`), so they look
 * for the fields remembered: counting would not do, as a field of one
 * declarator does not match then.
 */
static bool record_solution(struct matcher *m, const struct cfix_node *pat,
			    const struct cover *cover)
{
	uint32_t n = pat->nkids < 32 ? pat->nkids : 32;

	if (m->decl_pick == 0) {
		if (m->list_seen++ < m->list_pick)
			return false;
		for (uint32_t i = 0; i < n; i++) {
			m->list_cover[2 * i] = cover[i].from;
			m->list_cover[2 * i + 1] = cover[i].to;
		}
		m->list_cover_n = n;
		m->list_more = true;
		return true;
	}
	if (m->list_cover_n != n)
		return false;	/* decl_pick 0 found no way */
	for (uint32_t i = 0; i < n; i++)
		if (m->list_cover[2 * i] != cover[i].from ||
		    m->list_cover[2 * i + 1] != cover[i].to)
			return false;
	return true;
}

static bool match_kid_list(struct matcher *m, const struct cfix_node *pat,
			   uint32_t pi, const struct cfix_node *src,
			   uint32_t si, struct cover *cover)
{
	const struct cfix_node *p, *list;
	struct snapshot snap;

	if (pi == pat->nkids) {
		if (si != src->nkids && !cfix_node_is_open_init_list(pat))
			return false;
		if (pat->kind == CFIX_NODE_RECORD)
			return record_solution(m, pat, cover);
		if (pat->kind == CFIX_NODE_PARAMS) {
			if (m->list_seen++ < m->list_pick)
				return false;
			m->list_more = true;
		}
		return true;
	}
	p = pat->kids[pi];
	list = list_metavar(m, p);
	if (p && (p->kind == CFIX_NODE_DOTS || list)) {
		for (uint32_t skip = si; skip <= src->nkids; skip++) {
			bool ok = true;

			cfix_match__snapshot_take(m, &snap);
			cover[pi] = (struct cover){ si, skip };
			if (list)
				ok = bind_list(m, list, src, si, skip);
			else if (skip > si && src->kids[si] && src->kids[skip - 1])
				cfix_match__map_token(
					m, p->first, src->kids[si]->first,
					src->kids[skip - 1]->last);
			else if (void_params(m, src))
				cfix_match__map_token(m, p->first,
						      void_params(m, src),
						      void_params(m, src));
			if (ok && match_kid_list(m, pat, pi + 1, src, skip, cover)) {
				cfix_match__snapshot_release(&snap);
				return true;
			}
			cfix_match__snapshot_restore(m, &snap);
			cfix_match__snapshot_release(&snap);
		}
		return false;
	}
	if (cfix_node_is_open_init_list(pat))
		return match_open_elem(m, pat, pi, src, si, cover);
	if (si == src->nkids || !p || !src->kids[si])
		return false;
	cover[pi] = (struct cover){ si, si + 1 };
	return cfix_match__node(m, p, src->kids[si]) &&
	       match_kid_list(m, pat, pi + 1, src, si + 1, cover);
}

/* Did one of the pattern's elements before pi match code element at? */
static bool elem_taken(const struct cover *cover, uint32_t pi, uint32_t at)
{
	for (uint32_t i = 0; i < pi; i++)
		if (cover[i].from <= at && at < cover[i].to)
			return true;
	return false;
}

/* Element pi of an open initializer list pattern: any element of the
 * code an earlier one did not take, the ones after si first (the code's
 * order, as spatch, is free: `.b = x, .a = y` matches `.a = A, .b = B`),
 * those left over being fields it does not name. */
static bool match_open_elem(struct matcher *m, const struct cfix_node *pat,
			    uint32_t pi, const struct cfix_node *src,
			    uint32_t si, struct cover *cover)
{
	for (uint32_t k = 0; k < src->nkids; k++) {
		uint32_t at = (si + k) % src->nkids;
		struct snapshot snap;

		if (!pat->kids[pi] || !src->kids[at] || elem_taken(cover, pi, at))
			continue;
		cfix_match__snapshot_take(m, &snap);
		cover[pi] = (struct cover){ at, at + 1 };
		if (cfix_match__node(m, pat->kids[pi], src->kids[at]) &&
		    match_kid_list(m, pat, pi + 1, src, at + 1, cover)) {
			cfix_match__snapshot_release(&snap);
			return true;
		}
		cfix_match__snapshot_restore(m, &snap);
		cfix_match__snapshot_release(&snap);
	}
	return false;
}

/* Are all of pattern node's tokens removed? */
static bool all_removed(const struct matcher *m, const struct cfix_node *node)
{
	for (uint32_t t = node->first; t <= node->last; t++)
		if (!m->rule->remove[t])
			return false;
	return node->first <= node->last;
}

/*
 * `{ ..., .x = 1, - ... }` removing the last elements of `{ .x = 1, .y =
 * 2, }` takes the comma that ended the list with them.
 */
static void take_trailing_comma(struct matcher *m, const struct cfix_node *pat,
				const struct cfix_node *src,
				const struct cover *cover, const uint32_t *stoks,
				uint32_t ns, const bool *used)
{
	const struct cfix_node *kid = pat->nkids ? pat->kids[pat->nkids - 1] : NULL;
	struct span *span;
	uint32_t g = pat->nkids - 1;

	if (!kid || kid->kind != CFIX_NODE_DOTS || !m->rule->remove[kid->first] ||
	    cover[g].to != src->nkids || cover[g].from >= cover[g].to)
		return;
	span = &m->map[kid->first];
	if (!span_set(*span))
		return;
	for (uint32_t k = 0; k < ns; k++)
		if (!used[k] && stoks[k] == span->last + 1 &&
		    !strcmp(m->source->toks[stoks[k]].text, ","))
			span->last = stoks[k];
}

/*
 * A removed comma of the rule next to "..." that took nothing
 * (`f(..., - x, ...)` on `f(1, x)`) has no counterpart: the element it
 * goes with is removed, so the comma on the element's other side in the
 * code goes instead.
 */
static void map_orphan_comma(struct matcher *m, const struct cfix_node *pat,
			     const struct cfix_node *src,
			     const struct cover *cover, uint32_t comma)
{
	const struct cfix_source *source = m->source;

	if (strcmp(m->rule->toks[comma].text, ",") || !m->rule->remove[comma] ||
	    m->map[comma].first <= m->map[comma].last)
		return;
	for (uint32_t g = 0; g < pat->nkids; g++) {
		const struct cfix_node *kid = pat->kids[g];
		const struct cfix_node *first, *last;
		uint32_t at;

		if (!kid || kid->first > kid->last || cover[g].from >= cover[g].to ||
		    cover[g].to > src->nkids || !all_removed(m, kid))
			continue;
		first = src->kids[cover[g].from];
		last = src->kids[cover[g].to - 1];
		if (!first || !last)
			continue;
		if (kid->last + 1 == comma && first->first > 0)
			at = first->first - 1;
		else if (kid->first == comma + 1)
			at = last->last + 1;
		else
			continue;
		if (at < src->first || at > src->last ||
		    strcmp(source->toks[at].text, ","))
			return;
		cfix_match__map_token(m, comma, at, at);
		return;
	}
}

/*
 * The tokens of an open initializer list pattern
 * (cfix_node_is_open_init_list()), whose elements match the code's in
 * any order: the comma after an element is the one after the code
 * element it matched, the braces are the code's.  A kept `}` stands where spatch puts code added before
 * it: after the match of what precedes it in the rule (its last
 * comma), not at the end of the code's list.
 */
static void map_open_list_tokens(struct matcher *m,
				 const struct cfix_node *pat,
				 const struct cfix_node *src,
				 const struct cover *cover,
				 const uint32_t *ptoks, uint32_t np)
{
	const struct cfix_token *stoks = m->source->toks;

	for (uint32_t i = 0; i < np; i++) {
		uint32_t p = ptoks[i];
		const char *text = m->rule->toks[p].text;

		if (!strcmp(text, "{")) {
			cfix_match__map_token(m, p, src->first, src->first);
		} else if (!strcmp(text, "}") && p == pat->last) {
			/* src->last - 1: no such match, the code's own `}` */
			uint32_t before = p > pat->first &&
					  span_set(m->map[p - 1]) ?
					  m->map[p - 1].last : src->last - 1;

			if (m->rule->remove[p] ||
			    before + 1 == src->last)
				cfix_match__map_token(m, p, src->last, src->last);
			else
				m->map[p] = (struct span){
					.first = 1, .last = 0, .anchor = true,
					.virtual_at = stoks[before].end + 1 };
		} else if (!strcmp(text, ",")) {
			for (uint32_t g = 0; g < pat->nkids; g++) {
				const struct cfix_node *kid = pat->kids[g];
				const struct cfix_node *match;

				if (!kid || kid->last + 1 != p ||
				    cover[g].from >= cover[g].to)
					continue;
				match = src->kids[cover[g].to - 1];
				if (match && match->last < src->last &&
				    !strcmp(stoks[match->last + 1].text, ","))
					cfix_match__map_token(m, p,
							      match->last + 1,
							      match->last + 1);
			}
		}
	}
}

/*
 * After match_kid_list(): the tokens pat owns (brackets, commas) are
 * mapped to the same tokens of src in the same gap between kids.  A
 * comma next to "..." or a list that took nothing has no counterpart
 * and stays unmapped.
 */
static void map_list_tokens(struct matcher *m, const struct cfix_node *pat,
			    const struct cfix_node *src,
			    const struct cover *cover)
{
	uint32_t ptoks[64], stoks[64], np, ns;
	bool used[64] = { false };

	if ((src->flags & CFIX_NODEF_MACRO) ||
	    !own_tokens(pat, ptoks, 64, &np) || !own_tokens(src, stoks, 64, &ns))
		return;
	if (cfix_node_is_open_init_list(pat)) {
		map_open_list_tokens(m, pat, src, cover, ptoks, np);
		return;
	}
	for (uint32_t i = 0; i < np; i++) {
		uint32_t gap = 0, sg;

		while (gap < pat->nkids &&
		       (!pat->kids[gap] || pat->kids[gap]->first > pat->kids[gap]->last ||
			pat->kids[gap]->first < ptoks[i]))
			gap++;
		sg = gap < pat->nkids ? cover[gap].from : src->nkids;
		for (uint32_t k = 0; k < ns; k++) {
			bool after = sg == 0 || !src->kids[sg - 1] ||
				     src->kids[sg - 1]->last < stoks[k];
			bool before = sg >= src->nkids || !src->kids[sg] ||
				      stoks[k] < src->kids[sg]->first;

			if (used[k] || !after || !before ||
			    strcmp(m->rule->toks[ptoks[i]].text,
				   m->source->toks[stoks[k]].text))
				continue;
			used[k] = true;
			cfix_match__map_token(m, ptoks[i], stoks[k], stoks[k]);
			break;
		}
	}
	for (uint32_t i = 0; i < np; i++)
		map_orphan_comma(m, pat, src, cover, ptoks[i]);
	take_trailing_comma(m, pat, src, cover, stoks, ns, used);
}

/* "disable optional_storage" makes these count in a type. */
static bool is_storage_class(const char *word)
{
	static const char *const classes[] = {
		"static", "extern", "register", "auto", NULL,
	};

	return cfix__is_word_in(word, classes);
}

/* Words around a type that a type pattern need not mention. */
static bool is_type_extra(const char *word)
{
	return cfix__is_word_in(word, cfix_type_extra_words);
}

/*
 * A type pattern against a source type, token by token.  Storage classes
 * and qualifiers the pattern does not name may stand before or after:
 * `- int` matches the `int` of `static int`.  A type metavariable of the
 * pattern matches one source token.
 */
/* `struct I *` with I an identifier metavariable: does the tag name at
 * source token tok fit I's binding (if any)? */
static bool tag_name_fits(const struct matcher *m, int32_t mv, uint32_t tok)
{
	const struct binding *b = &m->bindings[mv];
	const char *have = m->source->toks[tok].text;

	if (m->source->toks[tok].kind != CFIX_TOK_IDENT)
		return false;
	if (!b->set)
		return true;
	if (b->value)
		return !strcmp(b->value, have);
	return b->first == b->last && !strcmp(m->source->toks[b->first].text, have);
}

/* Is type pattern pat the type of a parameter the rule names? */
static bool names_param(const struct cfix_node *pat)
{
	const struct cfix_node *parent = pat->parent;

	return parent && parent->kind == CFIX_NODE_PARAM && parent->nkids > 1 &&
	       parent->kids[0] == pat && parent->kids[1];
}

typedef CFIX_ARRAY(uint32_t) index_array;

/* `unsigned` or `signed` when the n words w1, w2 are that word alone or
 * with `int` after it, else NULL. */
static const char *lone_sign(const char *w1, const char *w2, uint32_t n)
{
	if (strcmp(w1, "unsigned") && strcmp(w1, "signed"))
		return NULL;
	return n == 1 || (n == 2 && !strcmp(w2, "int")) ? w1 : NULL;
}

/*
 * `unsigned` is `unsigned int` (and `signed` `signed int`) to spatch,
 * while `long` and `long int` stay apart.  The rule's first word stands
 * for the code's words [first, last], its others for none.
 */
static bool int_type_alias(struct matcher *m, const index_array *words,
			   uint32_t first, uint32_t last)
{
	const struct cfix_token *rtoks = m->rule->toks, *stoks = m->source->toks;
	const uint32_t *w = words->items;
	uint32_t n = (uint32_t)words->len;
	const char *want, *have;

	if (!n || n > 2 || last - first > 1 || m->rule->tok_metavar[w[0]] >= 0)
		return false;
	want = lone_sign(rtoks[w[0]].text, n > 1 ? rtoks[w[1]].text : "", n);
	have = lone_sign(stoks[first].text, stoks[last].text,
			 last - first + 1);
	if (!want || !have || strcmp(want, have))
		return false;
	cfix_match__map_token(m, w[0], first, last);
	for (uint32_t i = 1; i < n; i++)
		cfix_match__map_token(m, w[i], 1, 0);
	return true;
}

/*
 * `unsigned T` against `unsigned long long int`: the pattern's one type
 * metavariable stands for the source tokens the others leave (here
 * `long long int`), bound like a whole type so that a later `T y` must
 * say the same.  The words before and after it must be the source's.
 */
static bool spanning_type(struct matcher *m, const index_array *words,
			  uint32_t first, uint32_t last)
{
	const struct cfix_token *stoks = m->source->toks;
	const uint32_t *w = words->items;
	uint32_t n = (uint32_t)words->len, at = UINT32_MAX, wide;

	for (uint32_t i = 0; i < n; i++) {
		int32_t mv = m->rule->tok_metavar[w[i]];

		if (mv < 0)
			continue;
		if (m->rule->metavars[mv].kind != CFIX_MV_TYPE || at != UINT32_MAX)
			return false;
		at = i;
	}
	if (at == UINT32_MAX || last - first + 1 <= n)
		return false;
	wide = last - first + 1 - n;	/* source tokens beyond one */
	for (uint32_t i = 0; i < n; i++) {
		uint32_t s = first + i + (i > at ? wide : 0);

		if (i != at && strcmp(m->rule->toks[w[i]].text, stoks[s].text))
			return false;
	}
	struct cfix_node ptype = { .kind = CFIX_NODE_TYPE,
				   .metavar = m->rule->tok_metavar[w[at]],
				   .first = w[at], .last = w[at] };
	struct cfix_node stype = { .kind = CFIX_NODE_TYPE, .metavar = -1,
				   .first = first + at,
				   .last = first + at + wide };

	if (!bind(m, &ptype, &stype))
		return false;
	for (uint32_t i = 0; i < n; i++)
		if (i != at) {
			uint32_t s = first + i + (i > at ? wide : 0);

			cfix_match__map_token(m, w[i], s, s);
		}
	return true;
}

/* Is token tok the name of the parameter whose type is node, inside
 * the type's tokens (`int x[N]`)? */
static bool param_name_at(const struct cfix_node *type, uint32_t tok)
{
	const struct cfix_node *param = type->parent;

	return param && param->kind == CFIX_NODE_PARAM && param->nkids > 1 &&
	       param->kids[0] == type && param->kids[1] &&
	       param->kids[1]->first == tok && param->kids[1]->last == tok;
}

/* Is rule token t of type pattern pat an expression metavariable alone
 * between '[' and ']' (`int x[e]`)? */
static bool array_size_at(const struct matcher *m, const struct cfix_node *pat,
			  uint32_t t)
{
	int32_t mv = m->rule->tok_metavar[t];

	return mv >= 0 && t > pat->first && t < pat->last &&
	       !strcmp(m->rule->toks[t - 1].text, "[") &&
	       !strcmp(m->rule->toks[t + 1].text, "]") &&
	       (m->rule->metavars[mv].kind == CFIX_MV_EXPRESSION ||
		m->rule->metavars[mv].kind == CFIX_MV_CONSTANT ||
		m->rule->metavars[mv].kind == CFIX_MV_IDEXPRESSION);
}

/* Binds metavariable mv (rule token ptok) to the one-token array size
 * at source token stok, which has no node of its own. */
static bool bind_array_size(struct matcher *m, int32_t mv, uint32_t ptok,
			    uint32_t stok)
{
	const struct cfix_token *tok = &m->source->toks[stok];
	struct cfix_node pnode = { .kind = CFIX_NODE_IDENT, .metavar = mv,
				   .first = ptok, .last = ptok };
	struct cfix_node snode = {
		.kind = tok->kind == CFIX_TOK_NUMBER ? CFIX_NODE_NUMBER
						     : CFIX_NODE_IDENT,
		.metavar = -1, .first = stok, .last = stok, .text = tok->text };

	if (tok->kind != CFIX_TOK_NUMBER && tok->kind != CFIX_TOK_IDENT)
		return false;
	return bind(m, &pnode, &snode);
}

/* Is pat the pointer part of a declarator (its `*`s, kid 0)? */
static bool pointer_part(const struct cfix_node *pat)
{
	return pat->parent && pat->parent->kind == CFIX_NODE_DECLARATOR &&
	       pat->parent->nkids && pat->parent->kids[0] == pat;
}

enum { MAX_TYPE_WORDS = 32 };

/* How many '*' stand before word i of a sequence: the pointer level a
 * qualifier there applies to. */
static uint32_t star_level(const struct cfix_token *toks, const uint32_t *w,
			   uint32_t base, uint32_t i)
{
	uint32_t level = 0;

	for (uint32_t k = 0; k < i; k++)
		level += !strcmp(toks[w ? w[k] : base + k].text, "*");
	return level;
}

/*
 * Where each of the n words w of a type pattern lies among the n source
 * tokens from first: pos[i].  In order, but a qualifier may stand
 * anywhere among the words of its pointer level (`const char *` is
 * `char const *`, as for spatch).  False when the qualifiers do not
 * pair up.
 */
static bool type_word_positions(const struct matcher *m, const uint32_t *w,
				uint32_t n, uint32_t first, uint32_t *pos)
{
	const struct cfix_token *ptoks = m->rule->toks, *stoks = m->source->toks;
	bool in_order = true, used[MAX_TYPE_WORDS] = { false };
	uint32_t next = first;

	for (uint32_t i = 0; i < n; i++) {
		pos[i] = first + i;
		if (is_qualifier(ptoks[w[i]].text) ||
		    is_qualifier(stoks[first + i].text))
			in_order &= !strcmp(ptoks[w[i]].text, stoks[first + i].text);
	}
	if (in_order)
		return true;
	if (n > MAX_TYPE_WORDS)
		return false;
	for (uint32_t i = 0; i < n; i++) {
		const char *word = ptoks[w[i]].text;
		uint32_t level = star_level(ptoks, w, 0, i), s;

		if (!is_qualifier(word)) {
			while (next < first + n &&
			       is_qualifier(stoks[next].text))
				next++;
			if (next == first + n)
				return false;
			used[next - first] = true;
			pos[i] = next++;
			continue;
		}
		for (s = first; s < first + n; s++)
			if (!used[s - first] && !strcmp(stoks[s].text, word) &&
			    star_level(stoks, NULL, first, s - first) == level)
				break;
		if (s == first + n)
			return false;
		used[s - first] = true;
		pos[i] = s;
	}
	return true;
}

/* The source token of a type pattern's word i (pos: NULL when the
 * pattern's words are too many to reorder, and stand in order). */
static uint32_t type_pos(const uint32_t *pos, uint32_t first, uint32_t i)
{
	return pos ? pos[i] : first + i;
}

/* Type pattern pat, whose words are the rule tokens words lists,
 * against source type src; *at is where in src its words begin. */
static bool match_type_words(struct matcher *m, const struct cfix_node *pat,
			     const index_array *words,
			     const struct cfix_node *src, uint32_t *at)
{
	const struct cfix_token *stoks = m->source->toks;
	const uint32_t *w = words->items;
	uint32_t n = (uint32_t)words->len, first = src->first;
	uint32_t last = src->last, pos_buf[MAX_TYPE_WORDS], *pos;

	while (first < last && last - first + 1 > n &&
	       is_type_extra(stoks[first].text) &&
	       strcmp(stoks[first].text, m->rule->toks[w[0]].text)) {
		if (!cfix__iso_on(m->rule, CFIX_ISO_OPTIONAL_STORAGE) &&
		    is_storage_class(stoks[first].text))
			return false;
		first++;
	}
	/* a declarator's `*`s are the ones nearest its name: in `T *x` on
	 * `int **x` the first `*` is T's (pointer_decl_type()) */
	while (pointer_part(pat) && last > first && last - first + 1 > n &&
	       !strcmp(stoks[first].text, "*"))
		first++;
	/* `- LPINT` matches the LPINT of `LPINT *y` too, but the parameter
	 * `int i` is no `int *a` */
	while (last > first && last - first + 1 > n &&
	       (is_type_extra(stoks[last].text) ||
		(!strcmp(stoks[last].text, "*") && !names_param(pat))))
		last--;
	*at = first;
	if (last - first + 1 != n)
		return int_type_alias(m, words, first, last) ||
		       spanning_type(m, words, first, last);
	pos = n <= MAX_TYPE_WORDS ? pos_buf : NULL;
	if (pos && !type_word_positions(m, w, n, first, pos))
		return false;
	for (uint32_t i = 0; i < n; i++) {
		const struct cfix_token *pt = &m->rule->toks[w[i]];
		int32_t mv = m->rule->tok_metavar[w[i]];

		if (mv >= 0 && m->rule->metavars[mv].kind == CFIX_MV_TYPE &&
		    n > 1) {
			/* one word of the type: `unsigned T` on `unsigned int` */
			struct cfix_node ptype = { .kind = CFIX_NODE_TYPE,
						   .metavar = mv,
						   .first = w[i], .last = w[i] };
			struct cfix_node stype = { .kind = CFIX_NODE_TYPE,
						   .metavar = -1,
						   .first = type_pos(pos, first, i),
						   .last = type_pos(pos, first, i) };

			if (!bind(m, &ptype, &stype))
				return false;
			continue;
		}
		if (mv >= 0 && m->rule->metavars[mv].kind == CFIX_MV_TYPE)
			continue;
		if (param_name_at(pat, w[i]) && param_name_at(src, type_pos(pos, first, i)))
			continue;	/* the hole: `int x[N]` has x inside */
		if (array_size_at(m, pat, w[i])) {
			if (!bind_array_size(m, mv, w[i], type_pos(pos, first, i)))
				return false;
			continue;
		}
		if (mv >= 0 && m->rule->metavars[mv].kind == CFIX_MV_IDENTIFIER &&
		    i > 0 && is_tag_word(m->rule->toks[w[i - 1]].text,
					 strlen(m->rule->toks[w[i - 1]].text))) {
			if (!tag_name_fits(m, mv, type_pos(pos, first, i)))
				return false;
			continue;
		}
		if (strcmp(pt->text, stoks[type_pos(pos, first, i)].text))
			return false;
	}
	for (uint32_t i = 0; i < n; i++) {
		int32_t mv = m->rule->tok_metavar[w[i]];

		if (mv >= 0 && m->rule->metavars[mv].kind == CFIX_MV_IDENTIFIER &&
		    !m->bindings[mv].set)
			m->bindings[mv] = (struct binding){
				.set = true, .first = type_pos(pos, first, i), .last = type_pos(pos, first, i),
				.text = stoks[type_pos(pos, first, i)].text };
		cfix_match__map_token(m, w[i], type_pos(pos, first, i), type_pos(pos, first, i));
	}
	return true;
}
/* The words of type pattern pat: its tokens, with branch choice[k] in
 * the place of its k-th inline disjunction (`struct \( one \| two \)`,
 * pattern.c's type_take_disj()). */
static void type_words(const struct cfix_node *pat, const uint32_t *choice,
		       index_array *out)
{
	uint32_t k = 0;

	out->len = 0;
	for (uint32_t t = pat->first; t <= pat->last; t++) {
		const struct cfix_node *disj = k < pat->nkids ? pat->kids[k] : NULL;

		if (disj && disj->first == t) {
			const struct cfix_node *branch = disj->kids[choice[k++]];

			for (uint32_t b = branch->first; b <= branch->last; b++)
				cfix_array_push(out, b);
			t = disj->last;
			continue;
		}
		cfix_array_push(out, t);
	}
}

/* Steps choice to the next combination of pat's disjunction branches;
 * false after the last. */
static bool next_choice(const struct cfix_node *pat, uint32_t *choice)
{
	for (uint32_t k = 0; k < pat->nkids; k++) {
		if (++choice[k] < pat->kids[k]->nkids)
			return true;
		choice[k] = 0;
	}
	return false;
}

/* Marks the branches choice picks as taken, over the source words
 * from at on that words (their rule tokens) were matched with. */
static void type_branches_taken(struct matcher *m, const struct cfix_node *pat,
				const uint32_t *choice, const index_array *words,
				uint32_t at)
{
	for (uint32_t k = 0; k < pat->nkids; k++) {
		const struct cfix_node *branch = pat->kids[k]->kids[choice[k]];
		uint32_t first = UINT32_MAX, last = 0;

		for (size_t i = 0; i < words->len; i++)
			if (words->items[i] >= branch->first &&
			    words->items[i] <= branch->last) {
				first = first < at + i ? first : at + (uint32_t)i;
				last = at + (uint32_t)i;
			}
		if (first != UINT32_MAX)
			cfix_match__branch_taken(m, pat->kids[k], choice[k],
						 first, last);
	}
}

/*
 * Is the empty type pattern pat the part of a declarator (`x` of
 * `int x;`) that is not the declaration's specifiers?  There it stands
 * for no `*`: `int x;` is no `int *p;`.  Not under a type metavariable,
 * which takes the `*` in (match_decl_type()).
 */
static bool declarator_part(const struct matcher *m, const struct cfix_node *pat)
{
	const struct cfix_node *d = pat->parent, *decl = d ? d->parent : NULL;
	const struct cfix_node *spec;

	if (!d || d->kind != CFIX_NODE_DECLARATOR || !d->nkids ||
	    d->kids[0] != pat || !decl || decl->kind != CFIX_NODE_DECL ||
	    !decl->nkids || !(spec = decl->kids[0]))
		return false;
	return spec->metavar < 0 ||
	       m->rule->metavars[spec->metavar].kind != CFIX_MV_TYPE;
}

static bool match_type(struct matcher *m, const struct cfix_node *pat,
		       const struct cfix_node *src)
{
	enum { MAX_TYPE_DISJ = 4 };
	uint32_t choice[MAX_TYPE_DISJ] = { 0 }, at;
	index_array words = { 0 };
	bool ok = false;

	if (src->kind != CFIX_NODE_TYPE)
		return false;
	if (pat->last + 1 == pat->first)	/* `f(...) { ... }`: any type */
		return src->first > src->last || !declarator_part(m, pat);
	if (src->first > src->last || pat->nkids > MAX_TYPE_DISJ)
		return false;
	if (!pat->nkids) {
		type_words(pat, choice, &words);
		ok = match_type_words(m, pat, &words, src, &at);
		cfix_array_release(&words);
		return ok;
	}
	do {
		struct snapshot snap;

		type_words(pat, choice, &words);
		cfix_match__snapshot_take(m, &snap);
		ok = match_type_words(m, pat, &words, src, &at);
		if (ok)
			type_branches_taken(m, pat, choice, &words, at);
		else
			cfix_match__snapshot_restore(m, &snap);
		cfix_match__snapshot_release(&snap);
	} while (!ok && next_choice(pat, choice));
	cfix_array_release(&words);
	return ok;
}

/*
 * Coccinelle's paren isomorphism: a rule's `(E)` also matches E written
 * without parentheses, unless the rule removes the parentheses (then
 * there is nothing to do).  The rule's '(' and ')' are remembered as
 * virtual tokens: if the fix changes what is inside, they are added.
 */
static bool match_without_parens(struct matcher *m,
				 const struct cfix_node *pat,
				 const struct cfix_node *src)
{
	const struct cfix_source *source = m->source;

	if (!cfix__iso_applies(m->rule, CFIX_ISO_PAREN, pat, pat->first))
		return false;
	if (!cfix_match__node(m, pat->kids[0], src))
		return false;
	/* removed parentheses that are not there: nothing to remove */
	if (m->rule->remove[pat->first] && m->rule->remove[pat->last]) {
		unmap_tokens(m, pat->first, pat->first);
		unmap_tokens(m, pat->last, pat->last);
		return true;
	}
	m->map[pat->first] = (struct span){
		.first = 1, .last = 0,
		.virtual_at = source->toks[src->first].begin + 1,
		.partner = pat->last };
	m->map[pat->last] = (struct span){
		.first = 1, .last = 0,
		.virtual_at = source->toks[src->last].end + 1 };
	return true;
}

/* Is base, the left of a rule's `E.fld`, a typed expression
 * metavariable the rule leaves in place (fld_to_ptr's `pure T E`)? */
static bool pure_typed_base(const struct matcher *m,
			    const struct cfix_node *base)
{
	const struct cfix_metavar *mv;

	if (!base || base->metavar < 0 || base->first != base->last)
		return false;
	mv = &m->rule->metavars[base->metavar];
	if ((mv->kind != CFIX_MV_EXPRESSION &&
	     mv->kind != CFIX_MV_IDEXPRESSION) || !mv->type ||
	    m->rule->remove[base->first])
		return false;
	for (uint32_t i = 0; i < m->rule->ninsertions; i++)
		if (m->rule->insertions[i].anchor == base->first)
			return false;
	return true;
}

/* mv with each of its types made a pointer to it (`T` to `T *`); the
 * strings are the caller's to free (free_pointer_types()). */
static struct cfix_metavar pointer_types(const struct cfix_metavar *mv)
{
	struct cfix_metavar star = *mv;

	star.type = cfix_xasprintf("%s *", mv->type);
	if (mv->ntypes) {
		star.types = cfix_xcalloc(mv->ntypes, sizeof(*star.types));
		for (uint32_t k = 0; k < mv->ntypes; k++)
			star.types[k] = cfix_xasprintf("%s *", mv->types[k]);
	}
	return star;
}

static void free_pointer_types(struct cfix_metavar *star)
{
	for (uint32_t k = 0; k < star->ntypes; k++)
		free((char *)star->types[k]);
	if (star->ntypes)
		free((void *)star->types);
	free((char *)star->type);
}

/*
 * Coccinelle's fld_to_ptr isomorphism: a rule's `E.fld`, E a typed
 * expression metavariable of type T left in place, also matches
 * `P->fld` with P a T * (E binds P).
 */
static bool match_field_through_pointer(struct matcher *m,
					const struct cfix_node *pat,
					const struct cfix_node *src)
{
	const struct cfix_node *base = pat->kids[0];
	struct cfix_metavar star;
	struct snapshot snap;
	bool ok;

	if (src->kind != CFIX_NODE_MEMBER || pat->nkids != 2 ||
	    src->nkids != 2 || !same_text(pat->op, ".") ||
	    !same_text(src->op, "->") || !pure_typed_base(m, base) ||
	    !src->kids[0] || !pat->kids[1] || !src->kids[1])
		return false;
	cfix_match__snapshot_take(m, &snap);
	star = pointer_types(&m->rule->metavars[base->metavar]);
	ok = bind_code_as(m, base->metavar, &star, src->kids[0]);
	free_pointer_types(&star);
	if (ok) {
		cfix_match__map_token(m, base->first, src->kids[0]->first,
				      src->kids[0]->last);
		/* the operator, `.` for `->` */
		cfix_match__map_token(m, base->last + 1,
				      src->kids[0]->last + 1,
				      src->kids[0]->last + 1);
		ok = cfix_match__node(m, pat->kids[1], src->kids[1]);
	}
	if (!ok)
		cfix_match__snapshot_restore(m, &snap);
	cfix_match__snapshot_release(&snap);
	return ok;
}

/*
 * Coccinelle's drop_cast isomorphism: a rule's `(T)E`, T a type
 * metavariable, also matches E written without a cast.  The rule's
 * `(T)` then stands for no code: it must carry no change of its own,
 * and T, left unbound, may not appear in added code.
 */
static bool match_without_cast(struct matcher *m, const struct cfix_node *pat,
			       const struct cfix_node *src)
{
	const struct cfix_node *type = pat->nkids == 2 ? pat->kids[0] : NULL;
	const struct cfix_node *operand = pat->nkids == 2 ? pat->kids[1] : NULL;

	if (!type || !operand || type->metavar < 0 ||
	    (uint32_t)type->metavar >= m->rule->nmetavars ||
	    m->rule->metavars[type->metavar].kind != CFIX_MV_TYPE ||
	    operand->first <= pat->first ||
	    !iso_changes_fit(m, pat, pat->first, operand->first - 1))
		return false;
	for (uint32_t i = 0; i < m->rule->nplus; i++)
		if (m->rule->plus_metavar[i] == type->metavar)
			return false;
	if (!cfix_match__node(m, operand, src))
		return false;
	unmap_tokens(m, pat->first, operand->first - 1);
	return true;
}

/*
 * Coccinelle's drop_else isomorphism: a rule's `if (E) S1 else S2`
 * also matches `if (E) S1` when the else branch is a pure statement
 * metavariable: it changes nothing, and nothing else (added code, the
 * rest of the pattern) names it.
 */
static bool match_without_else(struct matcher *m, const struct cfix_node *pat,
			       const struct cfix_node *src)
{
	const struct cfix_node *alt = pat->nkids == 3 ? pat->kids[2] : NULL;
	struct cfix_node head;
	uint32_t els;

	if (!alt || alt->metavar < 0 || alt->first != alt->last ||
	    (uint32_t)alt->metavar >= m->rule->nmetavars ||
	    m->rule->metavars[alt->metavar].kind != CFIX_MV_STATEMENT ||
	    !pat->kids[0] || !pat->kids[1] || src->nkids < 2 ||
	    (src->nkids > 2 && src->kids[2]))
		return false;
	els = pat->kids[1]->last + 1;
	for (uint32_t i = els; i <= alt->last; i++)
		if (m->rule->remove[i])
			return false;
	for (uint32_t i = 0; i < m->rule->ninsertions; i++)
		if (m->rule->insertions[i].anchor >= els &&
		    m->rule->insertions[i].anchor <= alt->last)
			return false;
	for (uint32_t i = 0; i < m->rule->nplus; i++)
		if (m->rule->plus_metavar[i] == alt->metavar)
			return false;
	/* `if (E) S else S`: S is no free else branch */
	for (uint32_t i = 0; i < m->rule->ntoks; i++)
		if (i != alt->first && m->rule->tok_metavar[i] == alt->metavar)
			return false;
	/* the rule's `if (`, `)`: the pattern without its else */
	head = *pat;
	head.nkids = 2;
	head.last = els - 1;
	if (!cfix_match__node(m, pat->kids[0], src->kids[0]) ||
	    !cfix_match__node(m, pat->kids[1], src->kids[1]) ||
	    !cfix_match__own_tokens(m, &head, src))
		return false;
	unmap_tokens(m, els, alt->last);
	return true;
}

/*
 * `E && ...` (and `E || ...`): the dots stand for more operands or none,
 * so the pattern also matches E alone (`if (x == NULL && ...) S` matches
 * `if (x == NULL) return;`, as spatch does).  The `&& ...` then stands
 * for no code and must carry no change.
 */
static bool match_without_rest(struct matcher *m, const struct cfix_node *pat,
			       const struct cfix_node *src)
{
	const struct cfix_node *left = pat->nkids == 2 ? pat->kids[0] : NULL;
	const struct cfix_node *dots = pat->nkids == 2 ? pat->kids[1] : NULL;

	if (!left || !dots || dots->kind != CFIX_NODE_DOTS ||
	    left->last >= pat->last ||
	    !iso_changes_fit(m, pat, left->last + 1, pat->last))
		return false;
	if (!cfix_match__node(m, left, src))
		return false;
	unmap_tokens(m, left->last + 1, pat->last);
	return true;
}

/* Does the file itself #define the macro src uses? */
static bool file_defines_macro(const struct matcher *m,
			       const struct cfix_node *src)
{
	const char *name = m->source->toks[src->first].text;

	for (uint32_t i = 0; i < m->source->nmacros; i++)
		if (!strcmp(m->source->macros[i].name, name))
			return true;
	return false;
}

/*
 * A macro use written in the file may hide part of a match: `NOT(d) & C`
 * where NOT(d) is `!(d)->flags` matches `!E & C` only through clang's
 * expansion.  Such a match is reported, never rewritten.  A match that
 * lies wholly inside the expansion is not: the macro's definition is
 * matched (and reported) once, not at every use.  Only the file's own
 * macros are looked into: the prefilter reads the file alone (with its
 * macros expanded), and a rule's findings must not depend on it
 * (`if (p) xfree(p)`, xfree a header's name for free, is no match).
 */
static bool match_through_expansion(struct matcher *m,
				    const struct cfix_node *pat,
				    const struct cfix_node *src)
{
	struct snapshot snap;
	bool ok;

	if (!(src->flags & CFIX_NODEF_MACRO_USE) || !src->expansion ||
	    src == m->root || !file_defines_macro(m, src))
		return false;
	/* A rule's literal is not a macro name that expands to it: the code
	 * says MIN_PORT, not 0 (spatch does not match it either). */
	if (!pat->nkids && (pat->kind == CFIX_NODE_NUMBER ||
			    pat->kind == CFIX_NODE_CHAR ||
			    pat->kind == CFIX_NODE_STRING))
		return false;
	cfix_match__snapshot_take(m, &snap);
	ok = cfix_match__node(m, pat, src->expansion);
	if (!ok)
		cfix_match__snapshot_restore(m, &snap);
	cfix_match__snapshot_release(&snap);
	return ok;
}

/* A position constraint ("p != r.p"): is src's place among the places
 * the rules named bound their position to in this file? */
static bool position_allowed(struct matcher *m, const struct cfix_metavar *mv,
			     uint32_t first, uint32_t last)
{
	bool found = false;

	if (mv->constraint == CFIX_MVC_SCRIPT) {
		struct binding cand = { .set = true, .first = first,
					.last = last };

		return script_allows(m, mv, &cand);
	}
	if (!mv->nrefs)
		return true;
	for (uint32_t k = 0; k < mv->nrefs && !found; k++) {
		const struct rule_result *r = &m->results[mv->ref_rule[k]];

		for (size_t e = 0; e < r->envs.len && !found; e++) {
			const struct binding *b = &r->envs.items[e][mv->ref_mv[k]];

			found = b->set && !b->value && b->first == first &&
				b->last == last;
		}
	}
	return found == (mv->constraint == CFIX_MVC_IN);
}

/* "if@p (...)", "return@p ...;": a position on the keyword that leads
 * a statement (no pattern node ends at it, so pos->node is NULL).  It
 * is the keyword, as in Coccinelle (misc/cond_no_effect, free/clk_put,
 * free/put_device report it). */
static bool keyword_leads(const struct cfix_position *pos,
			  const struct cfix_node *pat)
{
	switch (pat->kind) {
	case CFIX_NODE_IF: case CFIX_NODE_WHILE: case CFIX_NODE_DO:
	case CFIX_NODE_FOR: case CFIX_NODE_SWITCH: case CFIX_NODE_RETURN:
	case CFIX_NODE_GOTO: case CFIX_NODE_BREAK: case CFIX_NODE_CONTINUE:
		return !pos->node && pos->tok == pat->first &&
		       pat->first <= pat->last;
	default:
		return false;
	}
}

/* "E@p": records where pat matched in each position metavariable that
 * annotates it, or checks that it is where an earlier match put it. */
bool cfix_match__positions_hold(struct matcher *m, const struct cfix_node *pat,
				const struct cfix_node *src)
{
	uint32_t first, last;

	for (uint32_t k = 0; k < m->rule->npositions; k++) {
		const struct cfix_position *pos = &m->rule->positions[k];
		struct binding *b = &m->bindings[pos->metavar];

		if (pos->node == pat &&
		    m->rule->metavars[pos->metavar].kind != CFIX_MV_POSITION) {
			/* "X@e": e binds the code X matched, as well */
			if (!bind_code(m, pos->metavar, src))
				return false;
			continue;
		}
		if (keyword_leads(pos, pat)) {
			first = last = src->first;
		} else if (pos->node == pat) {
			/* as in Coccinelle: "E@p" is E's code, "f(x)@p"
			 * the ")" */
			first = pat->metavar >= 0 ? src->first : src->last;
			last = src->last;
		} else {
			continue;
		}
		if (b->set && (b->first != first || b->last != last))
			return false;
		/* checked when bound here or inherited ("position r.p != s.q") */
		if (!position_allowed(m, &m->rule->metavars[pos->metavar],
				      first, last))
			return false;
		*b = (struct binding){ .set = true, .first = first,
				       .last = last };
	}
	return true;
}

bool cfix_match__node(struct matcher *m, const struct cfix_node *pat,
		      const struct cfix_node *src)
{
	struct snapshot snap;
	bool ok;

	if (!(src->flags & CFIX_NODEF_MACRO_USE) || !src->expansion ||
	    src == m->root)
		return match_written(m, pat, src) && cfix_match__positions_hold(m, pat, src);
	cfix_match__snapshot_take(m, &snap);
	ok = match_written(m, pat, src);
	if (!ok) {
		cfix_match__snapshot_restore(m, &snap);
		ok = match_through_expansion(m, pat, src);
	}
	cfix_match__snapshot_release(&snap);
	return ok && cfix_match__positions_hold(m, pat, src);
}

/* "cmp@p" after an operator token, which no pattern node ends at: p is
 * the source token pattern token pat_tok matched. */
static bool token_positions_hold(struct matcher *m, uint32_t pat_tok,
				 uint32_t src_tok)
{
	for (uint32_t k = 0; k < m->rule->npositions; k++) {
		const struct cfix_position *pos = &m->rule->positions[k];
		struct binding *b = &m->bindings[pos->metavar];

		if (pos->node || pos->tok != pat_tok)
			continue;
		if (b->set && (b->first != src_tok || b->last != src_tok))
			return false;
		if (!position_allowed(m, &m->rule->metavars[pos->metavar],
				      src_tok, src_tok))
			return false;
		*b = (struct binding){ .set = true, .first = src_tok,
				       .last = src_tok };
	}
	return true;
}

/* "binary operator cmp = {<, <=};" (or "!=", "=~ re", "{r.b1, r.b2}",
 * several joined by "&&" or "||"): may B be op? */
static bool op_allowed(const struct matcher *m, const struct cfix_metavar *mv,
		       const char *op)
{
	bool ok = text_and_refs_hold(m, mv, op);

	for (; mv->next_constraint; mv = mv->next_constraint)
		if (ok == mv->next_or)
			break;
		else
			ok = text_and_refs_hold(m, mv->next_constraint, op);
	return ok;
}

/* `E1 B E2` with B a binary operator metavariable, or an assignment
 * operator one (pat an ASSIGN). */
static bool match_binop(struct matcher *m, const struct cfix_node *pat,
			const struct cfix_node *src)
{
	struct binding *b = &m->bindings[pat->metavar];
	uint32_t op_tok;

	if (src->kind != pat->kind || !src->op ||
	    !strcmp(src->op, ",") || src->nkids != 2 || !src->kids[0])
		return false;
	if (b->set && strcmp(b->text, src->op))
		return false;
	if (!op_allowed(m, &m->rule->metavars[pat->metavar], src->op))
		return false;
	op_tok = src->kids[0]->last + 1;
	if (!b->set)
		*b = (struct binding){ .set = true, .first = op_tok,
				       .last = op_tok, .text = src->op };
	cfix_match__note_macro(m, src);
	if (!match_kids(m, pat, src))
		return false;
	cfix_match__map_token(m, pat->kids[0]->last + 1, op_tok, op_tok);
	return token_positions_hold(m, pat->kids[0]->last + 1, op_tok);
}

/* Does the rule add code next to one of its tokens first..last? */
static bool adds_within(const struct cfix_rule *rule, uint32_t first,
			uint32_t last)
{
	for (uint32_t i = 0; i < rule->ninsertions; i++)
		if (rule->insertions[i].anchor >= first &&
		    rule->insertions[i].anchor <= last)
			return true;
	return false;
}

/*
 * `- f(...) { ... }` written without a return type removes the whole
 * definition: the source's return type and storage class go too.
 */
static void remove_return_type(struct matcher *m, const struct cfix_node *pat,
			       const struct cfix_node *src)
{
	const struct cfix_node *type = pat->kids[0], *stype = src->kids[0];
	const struct cfix_node *name = pat->kids[1];
	const struct cfix_node *body = pat->nkids > 3 ? pat->kids[3] : NULL;

	/* a name only replaced (`- f  + g  (...) {`) keeps it (noa) */
	if (!type || type->last + 1 != type->first || !stype || !name ||
	    stype->first > stype->last || !m->rule->remove[name->first] ||
	    adds_within(m->rule, pat->first, pat->last) ||
	    (body && body->first <= body->last &&
	     !m->rule->remove[body->first]))
		return;
	cfix_array_push(&m->extra, ((struct cfix_action){
		.kind = CFIX_ACTION_REMOVE,
		.begin = m->source->toks[stype->first].begin,
		.end = m->source->toks[stype->last].end }));
}

/*
 * Coccinelle matches an assignment `x = E` (not `x += E`) in a rule
 * also against a declarator's initializer, `int *x = E;`.  The rule's
 * '=' maps to the declarator's.
 */
static bool match_decl_init(struct matcher *m, const struct cfix_node *pat,
			    const struct cfix_node *src)
{
	const struct cfix_node *name, *init;
	uint32_t pat_eq, src_eq;
	struct snapshot snap;
	bool ok;

	if (pat->kind != CFIX_NODE_ASSIGN || !same_text(pat->op, "=") ||
	    pat->metavar >= 0 || pat->nkids != 2 || !pat->kids[0] ||
	    !pat->kids[1] || src->kind != CFIX_NODE_DECLARATOR ||
	    src->nkids < 3 || !(name = src->kids[1]) || !(init = src->kids[2]) ||
	    name->kind != CFIX_NODE_IDENT || init->first > init->last ||
	    init->first == 0)
		return false;
	pat_eq = pat->kids[0]->last + 1;
	src_eq = init->first - 1;
	if (pat_eq >= m->rule->ntoks || strcmp(m->rule->toks[pat_eq].text, "=") ||
	    strcmp(m->source->toks[src_eq].text, "="))
		return false;
	cfix_match__snapshot_take(m, &snap);
	ok = cfix_match__node(m, pat->kids[0], name) &&
	     cfix_match__node(m, pat->kids[1], init);
	if (ok)
		cfix_match__map_token(m, pat_eq, src_eq, src_eq);
	else
		cfix_match__snapshot_restore(m, &snap);
	cfix_match__snapshot_release(&snap);
	return ok;
}

/* The first place under src (src too) where pat matches, in source
 * order; its bindings and token map stay. */
static bool match_somewhere(struct matcher *m, const struct cfix_node *pat,
			    const struct cfix_node *src)
{
	struct snapshot snap;

	if (!src || (m->budget && --m->budget == 0))
		return false;
	if (cfix_node_is_expr(src) && src->first <= src->last) {
		cfix_match__snapshot_take(m, &snap);
		if (cfix_match__node(m, pat, src)) {
			cfix_match__snapshot_release(&snap);
			return true;
		}
		cfix_match__snapshot_restore(m, &snap);
		cfix_match__snapshot_release(&snap);
	}
	if (match_decl_init(m, pat, src))
		return true;
	for (uint32_t i = 0; i < src->nkids; i++)
		if (src->kids[i] && !cfix_node_is_stmt(src->kids[i]) &&
		    match_somewhere(m, pat, src->kids[i]))
			return true;
	return false;
}

/*
 * An expression written as a statement without its ';' (SmPL's
 * top-level expression): matches a statement whose own part (an
 * expression statement, a declaration, a return's value, an if's or a
 * loop's head) holds the expression.
 */
bool cfix_match__bare_expr(struct matcher *m, const struct cfix_node *expr,
			   const struct cfix_node *src)
{
	uint32_t count;
	const struct cfix_node *head;

	if (!expr || !cfix_node_is_stmt(src))
		return false;
	head = cfix_match__stmt_head(src, &count);
	if (!head)
		return false;
	if (count == 3) {
		for (uint32_t i = 0; i < 3 && i < src->nkids; i++)
			if (match_somewhere(m, expr, src->kids[i]))
				return true;
		return false;
	}
	return match_somewhere(m, expr, head);
}

static bool match_bare(struct matcher *m, const struct cfix_node *pat,
		       const struct cfix_node *src)
{
	return pat->nkids && cfix_match__bare_expr(m, pat->kids[0], src);
}

/* The number of `*`s that are all of node's tokens, or 0. */
static uint32_t stars_only(const struct cfix_token *toks,
			   const struct cfix_node *node)
{
	if (!node || node->first > node->last)
		return 0;
	for (uint32_t t = node->first; t <= node->last; t++)
		if (strcmp(toks[t].text, "*"))
			return 0;
	return node->last - node->first + 1;
}

/*
 * `T *x;` (or `T *x[];`) with T a type metavariable against `int **x;`:
 * T takes the `*`s the rule's declarator does not name, `int *`, as in
 * Coccinelle; the rule's `*`s are those nearest the name.
 */
static bool pointer_decl_type(struct matcher *m, const struct cfix_node *pat,
			      const struct cfix_node *src)
{
	const struct cfix_node *tpat = pat->kids[0], *pdecl = pat->kids[1];
	const struct cfix_node *sdecl = src->kids[1], *stype = src->kids[0];
	uint32_t want, have;
	struct cfix_node whole;
	struct snapshot snap;
	bool ok;

	if (!tpat || tpat->metavar < 0 || tpat->first != tpat->last ||
	    m->rule->metavars[tpat->metavar].kind != CFIX_MV_TYPE ||
	    !pdecl || pdecl->kind != CFIX_NODE_DECLARATOR || !pdecl->nkids ||
	    !sdecl || sdecl->kind != CFIX_NODE_DECLARATOR || !sdecl->nkids ||
	    !stype || stype->first > stype->last ||
	    !(want = stars_only(m->rule->toks, pdecl->kids[0])) ||
	    (have = stars_only(m->source->toks, sdecl->kids[0])) <= want ||
	    sdecl->kids[0]->first != stype->last + 1)
		return false;
	whole = *stype;
	whole.last = sdecl->kids[0]->first + (have - want) - 1;
	cfix_match__snapshot_take(m, &snap);
	ok = bind(m, tpat, &whole) && cfix_match__node(m, pdecl, sdecl) &&
	     cfix_match__own_tokens(m, pat, src);
	if (!ok)
		cfix_match__snapshot_restore(m, &snap);
	cfix_match__snapshot_release(&snap);
	return ok;
}

/*
 * `T x = E;` with T a type metavariable against `struct foo *p = E;`:
 * T stands for the whole declared type, `struct foo *`, as in
 * Coccinelle (the declarator's '*' included), not just the specifiers.
 * Only for a declaration of one name whose pattern declarator adds
 * nothing to T.  Returns false when this is not such a case or it does
 * not match (*handled tells which).
 */
static bool match_decl_type(struct matcher *m, const struct cfix_node *pat,
			    const struct cfix_node *src, bool *handled)
{
	const struct cfix_node *tpat, *pdecl, *sdecl, *name;
	struct cfix_node whole;

	*handled = false;
	if (pat->kind != CFIX_NODE_DECL || src->kind != CFIX_NODE_DECL ||
	    pat->nkids != 2 || src->nkids != 2)
		return false;
	if (match_decl_array(m, pat, src) || pointer_decl_type(m, pat, src))
		return *handled = true;
	tpat = pat->kids[0];
	pdecl = pat->kids[1];
	sdecl = src->kids[1];
	if (!tpat || tpat->metavar < 0 || tpat->first != tpat->last ||
	    m->rule->metavars[tpat->metavar].kind != CFIX_MV_TYPE || !pdecl ||
	    !sdecl || pdecl->kind != CFIX_NODE_DECLARATOR ||
	    sdecl->kind != CFIX_NODE_DECLARATOR || !src->kids[0] ||
	    pdecl->nkids < 2 || sdecl->nkids < 2 || !(name = sdecl->kids[1]) ||
	    (pdecl->kids[0] && pdecl->kids[0]->first <= pdecl->kids[0]->last) ||
	    !sdecl->kids[0] || sdecl->kids[0]->first > sdecl->kids[0]->last ||
	    name->first <= src->kids[0]->first || sdecl->nkids > 3)
		return false;
	*handled = true;
	whole = *src->kids[0];
	whole.last = name->first - 1;
	return bind(m, tpat, &whole) && cfix_match__node(m, pdecl, sdecl) &&
	       cfix_match__own_tokens(m, pat, src);
}

/* One past the array brackets after source token name (`[45]` of
 * `x[45]`), name + 1 when there are none. */
static uint32_t array_suffix_end(const struct cfix_source *source,
				 uint32_t name, uint32_t last)
{
	uint32_t t = name + 1;

	while (t <= last && !strcmp(source->toks[t].text, "[")) {
		int depth = 0;

		for (; t <= last; t++) {
			depth += !strcmp(source->toks[t].text, "[") ? 1 :
				 !strcmp(source->toks[t].text, "]") ? -1 : 0;
			if (depth == 0)
				break;
		}
		if (t > last)
			return name + 1;
		t++;
	}
	return t;
}

/*
 * The rule's brackets after a declared name, rule tokens pfirst..plast
 * (`[...]`, `[N]`), against the source's, sfirst..slast: token by token,
 * a "..." standing for what the source's brackets hold.
 */
static bool match_array_suffix(struct matcher *m, uint32_t pfirst,
			       uint32_t plast, uint32_t sfirst, uint32_t slast)
{
	const struct cfix_token *stoks = m->source->toks;
	uint32_t s = sfirst;

	for (uint32_t p = pfirst; p <= plast; p++) {
		const char *want = m->rule->toks[p].text;

		if (!strcmp(want, "...") && p < plast) {
			uint32_t from = s;
			int depth = 0;

			while (s <= slast && (depth > 0 ||
			       strcmp(stoks[s].text, m->rule->toks[p + 1].text))) {
				depth += !strcmp(stoks[s].text, "[") ? 1 :
					 !strcmp(stoks[s].text, "]") ? -1 : 0;
				s++;
			}
			if (s > from)
				cfix_match__map_token(m, p, from, s - 1);
			continue;
		}
		if (s > slast || m->rule->tok_metavar[p] >= 0 ||
		    strcmp(want, stoks[s].text))
			return false;
		cfix_match__map_token(m, p, s, s);
		s++;
	}
	return s == slast + 1;
}

/*
 * `T x;` against `int x[45];`: T is the whole type of x, `int` and the
 * `[45]` after the name (Coccinelle's type of x is `int[45]`); the
 * binding keeps the brackets as its suffix, so that `+ T y` is written
 * `int y[45]`, and a removed T takes them along.  `T x[...];` binds T
 * to `int` alone.
 */
static bool match_decl_array(struct matcher *m, const struct cfix_node *pat,
			     const struct cfix_node *src)
{
	const struct cfix_node *tpat = pat->kids[0], *pdecl = pat->kids[1];
	const struct cfix_node *sdecl = src->kids[1], *name, *stype = src->kids[0];
	const struct cfix_source *source = m->source;
	struct binding *b;
	uint32_t end, len, pname;

	if (!tpat || tpat->metavar < 0 || tpat->first != tpat->last ||
	    m->rule->metavars[tpat->metavar].kind != CFIX_MV_TYPE || !pdecl ||
	    pdecl->kind != CFIX_NODE_DECLARATOR || pdecl->nkids < 2 ||
	    !pdecl->kids[1] || pdecl->kids[1]->kind != CFIX_NODE_IDENT ||
	    (pdecl->kids[0] && pdecl->kids[0]->first <= pdecl->kids[0]->last) ||
	    (pdecl->nkids > 2 && pdecl->kids[2] &&
	     pdecl->kids[2]->first <= pdecl->kids[2]->last) ||
	    !sdecl || sdecl->kind != CFIX_NODE_DECLARATOR || sdecl->nkids < 2 ||
	    !(name = sdecl->kids[1]) || name->kind != CFIX_NODE_IDENT ||
	    !stype || stype->first > stype->last ||
	    (sdecl->kids[0] && sdecl->kids[0]->first <= sdecl->kids[0]->last) ||
	    (sdecl->nkids > 2 && sdecl->kids[2] &&
	     sdecl->kids[2]->first <= sdecl->kids[2]->last))
		return false;
	end = array_suffix_end(source, name->last, sdecl->last);
	len = end - name->last - 1;
	pname = pdecl->kids[1]->last;
	if (!len || end != sdecl->last + 1)
		return false;
	if (pdecl->last != pname)	/* the rule's own brackets */
		return match_array_suffix(m, pname + 1, pdecl->last,
					  name->last + 1, end - 1) &&
		       bind(m, tpat, stype) &&
		       cfix_match__node(m, pdecl->kids[1], name) &&
		       cfix_match__own_tokens(m, pat, src);
	b = &m->bindings[tpat->metavar];
	if (b->set && (b->suffix_len != len ||
		       !cfix_match__same_tokens(source, b->suffix_first,
						b->suffix_first + len - 1,
						name->last + 1, end - 1)))
		return false;
	if (!bind(m, tpat, stype) || !cfix_match__node(m, pdecl->kids[1], name))
		return false;
	b->suffix_first = name->last + 1;
	b->suffix_len = len;
	if (m->rule->remove[tpat->first])
		cfix_array_push(&m->extra, ((struct cfix_action){
			.kind = CFIX_ACTION_REMOVE,
			.begin = source->toks[name->last + 1].begin,
			.end = source->toks[end - 1].end }));
	return cfix_match__own_tokens(m, pat, src);
}

/*
 * The words of a declaration's specifiers around the struct it defines
 * (`typedef struct` of `typedef struct { ... } T;`): type's tokens
 * outside rec's.
 */
static void words_around(const struct cfix_node *type,
			 const struct cfix_node *rec, index_array *out)
{
	for (uint32_t t = type->first; t <= type->last; t++)
		if (t < rec->first || t > rec->last)
			cfix_array_push(out, t);
}

/*
 * `typedef struct { ... } T;` and `struct s { ... } x;`: the rule's
 * declaration has the struct as its last kid (cparse.c), the source's
 * (from clang) as the kid of its specifiers' TYPE.  The specifiers'
 * other words are compared as written, then the struct, then the names
 * (a type metavariable naming the typedef binds the name).  src has the
 * clang shape.
 */
/* Is pat the declarator of `typedef ... T;` whose name T is a type
 * metavariable, and src a declarator of a name alone?  (Not `*name`:
 * there spatch's T1 of `typedef T1 T2;` takes the star, which the
 * pattern's specifiers cannot.) */
static bool is_typedef_name(const struct matcher *m,
			    const struct cfix_node *pat,
			    const struct cfix_node *src)
{
	const struct cfix_node *name = pat && pat->kind == CFIX_NODE_DECLARATOR &&
				       pat->nkids > 1 ? pat->kids[1] : NULL;

	return name && name->metavar >= 0 &&
	       m->rule->metavars[name->metavar].kind == CFIX_MV_TYPE &&
	       src && src->kind == CFIX_NODE_DECLARATOR && src->nkids >= 2 &&
	       src->kids[1] && src->first == src->kids[1]->first &&
	       src->last == src->kids[1]->last && pat->last == name->last;
}

/* A declarator of `typedef struct { ... } T;` or `typedef int T;`, where
 * the rule's T is a type metavariable (is_typedef_name()): it binds the
 * typedef's name, a type. */
static bool bind_typedef_name(struct matcher *m, const struct cfix_node *pat,
			      const struct cfix_node *src)
{
	struct cfix_node as_type = *src->kids[1];

	as_type.kind = CFIX_NODE_TYPE;
	as_type.nkids = 0;
	return bind(m, pat->kids[1], &as_type);
}

static bool match_decl_record(struct matcher *m, const struct cfix_node *pat,
			      const struct cfix_node *src)
{
	const struct cfix_node *ptype = pat->kids[0], *stype = src->kids[0];
	const struct cfix_node *prec = pat->kids[pat->nkids - 1], *srec;
	index_array pw = { 0 }, sw = { 0 };
	bool ok;

	if (!ptype || stype->kind != CFIX_NODE_TYPE ||
	    pat->nkids != src->nkids + 1)
		return false;
	srec = stype->kids[0];
	words_around(ptype, prec, &pw);
	words_around(stype, srec, &sw);
	ok = pw.len == sw.len;
	for (size_t i = 0; ok && i < pw.len; i++) {
		ok = m->rule->tok_metavar[pw.items[i]] < 0 &&
		     !strcmp(m->rule->toks[pw.items[i]].text,
			     m->source->toks[sw.items[i]].text);
		if (ok)
			cfix_match__map_token(m, pw.items[i], sw.items[i],
					      sw.items[i]);
	}
	cfix_array_release(&pw);
	cfix_array_release(&sw);
	if (!ok || !cfix_match__node(m, prec, srec))
		return false;
	for (uint32_t k = 1; k + 1 < pat->nkids; k++)
		if (!cfix_match__node(m, pat->kids[k], src->kids[k]))
			return false;
	return cfix_match__own_tokens(m, pat, src);
}

/* ---- declarations of several names ----------------------------------------- */


/* Does the source's specifiers node src hold tokens (`static`,
 * `const`) that the pattern's type pat did not match? */
static bool specifiers_beyond(const struct matcher *m,
			      const struct cfix_node *pat,
			      const struct cfix_node *src)
{
	uint32_t first = UINT32_MAX, last = 0;

	for (uint32_t i = pat->first; i <= pat->last; i++) {
		struct span s = m->map[i];

		if (s.first > s.last)
			continue;
		if (s.first < first)
			first = s.first;
		if (s.last > last)
			last = s.last;
	}
	return first == UINT32_MAX || first > src->first || last < src->last;
}

/*
 * A declaration pattern removed whole, with nothing added in its place,
 * against `static const int a;`: the storage class and qualifiers the
 * pattern does not name go too (spatch removes the declaration).  When
 * code is added they stay, in front of it (`static long a;`).
 */
static void remove_whole_decl(struct matcher *m, const struct cfix_node *pat,
			      const struct cfix_node *src)
{
	const struct cfix_rule *rule = m->rule;
	const struct cfix_node *declarator;
	uint32_t upto;
	struct span *s;

	if (pat->kind != CFIX_NODE_DECL || src->kind != CFIX_NODE_DECL ||
	    !pat->nkids || !src->nkids || !src->kids[0] ||
	    src->kids[0]->first > src->kids[0]->last)
		return;
	for (uint32_t i = pat->first; i <= pat->last; i++)
		if (!rule->remove[i])
			return;
	if (adds_within(rule, pat->first, pat->last))
		return;
	/* the declarator's '*' before its name goes too (`char *f(void);`
	 * for a pattern without the return type) */
	upto = src->kids[0]->last + 1;
	declarator = src->nkids > 1 ? src->kids[1] : NULL;
	if (declarator && declarator->kind == CFIX_NODE_DECLARATOR &&
	    declarator->nkids > 1 && declarator->kids[1] &&
	    declarator->kids[1]->first > upto)
		upto = declarator->kids[1]->first;
	s = &m->map[pat->first];
	if (s->first <= s->last && s->first > src->first && s->first <= upto)
		s->first = src->first;
}

/*
 * A declaration pattern of one name (`int x;`) against `int a, b, c;`:
 * Coccinelle reads the latter as `int a; int b; int c;`.  The attempt
 * takes declarator m->decl_pick; the matcher's driver tries the others.
 * The pattern is either kept whole (context) or removed whole; removed,
 * it takes its declarator and one comma, and the rule's type and ';'
 * stay as anchors for what the rule adds around them.
 */
/*
 * Declarator pat of a pattern whose type is type against the source's
 * decl; with type a type metavariable, a pattern naming the name alone
 * (`T i;`) also matches an array of that name (`i[12]` of `int *i,
 * i[12];`), whose brackets are part of its type.
 */
static bool match_declarator_of(struct matcher *m, const struct cfix_node *type,
				const struct cfix_node *pat,
				const struct cfix_node *decl)
{
	struct snapshot snap;
	bool ok;

	if (type->metavar < 0 || type->first != type->last ||
	    m->rule->metavars[type->metavar].kind != CFIX_MV_TYPE ||
	    pat->kind != CFIX_NODE_DECLARATOR || pat->nkids < 2 ||
	    !pat->kids[1] || pat->last != pat->kids[1]->last ||
	    decl->kind != CFIX_NODE_DECLARATOR || decl->nkids < 2 ||
	    !decl->kids[1] || decl->kids[1]->kind != CFIX_NODE_IDENT ||
	    decl->last == decl->kids[1]->last ||
	    array_suffix_end(m->source, decl->kids[1]->last, decl->last) !=
		    decl->last + 1)
		return cfix_match__node(m, pat, decl);
	cfix_match__snapshot_take(m, &snap);
	ok = cfix_match__node(m, pat, decl);
	if (!ok) {
		cfix_match__snapshot_restore(m, &snap);
		ok = cfix_match__node(m, pat->kids[1], decl->kids[1]);
	}
	cfix_match__snapshot_release(&snap);
	return ok;
}

static bool match_one_declarator(struct matcher *m,
				 const struct cfix_node *pat,
				 const struct cfix_node *src)
{
	const struct cfix_rule *rule = m->rule;
	uint32_t n = src->nkids - 1, k = m->decl_pick, removed = 0;
	const struct cfix_node *decl, *type = pat->kids[0];
	uint32_t cut_first, cut_last, semi = src->last;

	if (k + 1 < n)
		m->decl_more = true;
	if (k >= n || !type || !pat->kids[1] || !src->kids[0] ||
	    !(decl = src->kids[1 + k]) || pat->kids[1]->last + 1 != pat->last ||
	    strcmp(rule->toks[pat->last].text, ";") ||
	    strcmp(m->source->toks[semi].text, ";"))
		return false;
	for (uint32_t i = pat->first; i <= pat->last; i++)
		removed += rule->remove[i];
	if (removed && removed != pat->last - pat->first + 1)
		return false;
	if (!cfix_match__node(m, type, src->kids[0]) ||
	    !match_declarator_of(m, type, pat->kids[1], decl))
		return false;
	/* spatch splits `static int a, b;` to remove a name, not to put
	 * code in its place: the added code would lose the `static` */
	if (removed && adds_within(rule, pat->first, pat->last) &&
	    specifiers_beyond(m, type, src->kids[0]))
		return false;
	if (!removed) {
		cfix_match__map_token(m, pat->last, semi, semi);
		return true;
	}
	if (k + 1 < n) {
		cut_first = decl->first;
		cut_last = src->kids[2 + k]->first - 1;
	} else {
		cut_first = src->kids[k]->last + 1;
		cut_last = decl->last;
	}
	/* what replaces the removed declarator follows the declaration */
	for (uint32_t i = type->first; i <= type->last; i++)
		m->map[i] = (struct span){
			.first = 1, .last = 0, .anchor = true,
			.virtual_at = m->source->toks[semi].end + 1 };
	for (uint32_t i = pat->kids[1]->first; i <= pat->kids[1]->last; i++)
		m->map[i] = (struct span){ .first = 1, .last = 0 };
	cfix_match__map_token(m, pat->kids[1]->first, cut_first, cut_last);
	m->map[pat->last] = (struct span){
		.first = 1, .last = 0, .anchor = true,
		.virtual_at = m->source->toks[semi].end + 1 };
	m->cut_decl = src;
	m->cut_k = k;
	m->cut_begin = m->source->toks[cut_first].begin;
	m->cut_end = m->source->toks[cut_last].end;
	return true;
}

/* The first match of a declaration's cuts removes it whole; the others
 * hand it what they add, in match order, and keep nothing. */
static void cut_to_whole(struct matcher *m, const struct decl_cut *cut,
			 size_t first_match)
{
	struct cfix_match *match = &m->matches.items[cut->match];
	struct cfix_match *head = &m->matches.items[first_match];
	struct cfix_action *acts;
	uint32_t n = 0;

	if (match == head) {
		acts = (struct cfix_action *)match->actions;
		for (uint32_t a = 0; a < match->nactions; a++)
			if (acts[a].kind == CFIX_ACTION_REMOVE &&
			    acts[a].begin == cut->begin && acts[a].end == cut->end) {
				acts[a].begin = m->source->toks[cut->decl->first].begin;
				acts[a].end = m->source->toks[cut->decl->last].end;
			}
		return;
	}
	acts = cfix_arena_alloc(m->source->arena,
				(head->nactions + match->nactions + 1) *
					sizeof(*acts));
	memcpy(acts, head->actions, head->nactions * sizeof(*acts));
	n = head->nactions;
	for (uint32_t a = 0; a < match->nactions; a++)
		if (match->actions[a].kind != CFIX_ACTION_REMOVE)
			acts[n++] = match->actions[a];
	head->actions = acts;
	head->nactions = n;
	match->nactions = 0;
}

/* Sets the removal of cut's match to [first, last] (source tokens), or
 * drops it when first > last. */
static void cut_retarget(struct matcher *m, const struct decl_cut *cut,
			 uint32_t first, uint32_t last)
{
	struct cfix_match *match = &m->matches.items[cut->match];
	struct cfix_action *acts = (struct cfix_action *)match->actions;

	for (uint32_t a = 0; a < match->nactions; a++) {
		if (acts[a].kind != CFIX_ACTION_REMOVE ||
		    acts[a].begin != cut->begin || acts[a].end != cut->end)
			continue;
		if (first <= last) {
			acts[a].begin = m->source->toks[first].begin;
			acts[a].end = m->source->toks[last].end;
			return;
		}
		memmove(&acts[a], &acts[a + 1],
			(match->nactions - a - 1) * sizeof(*acts));
		match->nactions--;
		return;
	}
}

/*
 * Some declarators of a declaration removed (the bits of seen): each
 * run of neighbours goes with one comma, the one after it or, at the
 * end, the one before, so that the matches' removals do not overlap.
 * The run's first cut removes it; the others' removals are dropped.
 * Called for the declaration's first cut only.
 */
static void cut_runs(struct matcher *m, const struct decl_cut *cut,
		     uint64_t seen)
{
	const struct cfix_node *decl = cut->decl;
	uint32_t n = decl->nkids - 1;

	for (size_t c = 0; c < m->cuts.len; c++) {
		const struct decl_cut *other = &m->cuts.items[c];
		uint32_t i = other->k, j = other->k;
		bool head;

		if (other->decl != decl)
			continue;
		if (other != cut && other < cut)
			return;		/* done at the declaration's first cut */
		while (i > 0 && (seen >> (i - 1) & 1))
			i--;
		while (j + 1 < n && (seen >> (j + 1) & 1))
			j++;
		head = true;
		for (size_t d = 0; d < c; d++)
			if (m->cuts.items[d].decl == decl &&
			    m->cuts.items[d].k >= i && m->cuts.items[d].k <= j)
				head = false;
		if (!head)
			cut_retarget(m, other, 1, 0);
		else if (j + 1 < n)
			cut_retarget(m, other, decl->kids[1 + i]->first,
				     decl->kids[2 + j]->first - 1);
		else
			cut_retarget(m, other, decl->kids[i]->last + 1,
				     decl->kids[1 + j]->last);
	}
}

/*
 * When a rule's matches remove every declarator of a declaration, the
 * declaration goes whole.
 */
static void merge_decl_cuts(struct matcher *m, size_t from)
{
	for (size_t i = from; i < m->cuts.len; i++) {
		const struct decl_cut *cut = &m->cuts.items[i];
		uint64_t seen = 0;
		size_t head;
		uint32_t n = cut->decl->nkids - 1;

		if (n > 64)
			continue;
		for (size_t j = from; j < m->cuts.len; j++)
			if (m->cuts.items[j].decl == cut->decl)
				seen |= UINT64_C(1) << m->cuts.items[j].k;
		if (seen != (n == 64 ? UINT64_MAX : (UINT64_C(1) << n) - 1)) {
			cut_runs(m, cut, seen);
			continue;
		}
		head = cut->match;
		for (size_t j = from; j < i; j++)
			if (m->cuts.items[j].decl == cut->decl) {
				head = m->cuts.items[j].match;
				break;
			}
		cut_to_whole(m, cut, head);
	}
}

/* ---- isomorphisms on NULL tests ------------------------------------------ */

/* NULL, in the rule or in the code (where it may be a macro use).
 * (Coccinelle's is_zero and isnt_zero, on 0, are not applied.) */
static bool is_null_like(const struct cfix_node *node)
{
	while (node && node->kind == CFIX_NODE_PAREN && node->nkids)
		node = node->kids[0];
	if (!node)
		return false;
	return node->kind == CFIX_NODE_IDENT && node->text &&
	       !strcmp(node->text, "NULL");
}

/* Is src where C tests a value for truth: a condition, an operand of
 * '!', '&&' or '||'? */
static bool in_test_position(const struct cfix_node *src)
{
	const struct cfix_node *parent = src->parent;

	while (parent && parent->kind == CFIX_NODE_PAREN) {
		src = parent;
		parent = parent->parent;
	}
	if (!parent || !parent->nkids)
		return false;
	switch (parent->kind) {
	case CFIX_NODE_IF:
	case CFIX_NODE_WHILE:
	case CFIX_NODE_COND:
		return parent->kids[0] == src;
	case CFIX_NODE_DO:
		return parent->nkids > 1 && parent->kids[1] == src;
	case CFIX_NODE_FOR:
		return parent->nkids > 1 && parent->kids[1] == src;
	case CFIX_NODE_UNARY:
		return parent->op && !strcmp(parent->op, "!");
	case CFIX_NODE_BINARY:
		return parent->op && (!strcmp(parent->op, "&&") ||
				      !strcmp(parent->op, "||"));
	default:
		return false;
	}
}

/*
 * The rule tokens an isomorphism leaves without code of their own
 * (`!= NULL` when `X != NULL` matches `X`) must not carry a change of
 * their own: the rule keeps them, removes the whole pattern, or removes
 * them without adding code in their place.
 */
static bool iso_changes_fit(const struct matcher *m,
			    const struct cfix_node *pat, uint32_t first,
			    uint32_t last)
{
	bool any = false, all = true;

	for (uint32_t i = first; i <= last; i++)
		any |= m->rule->remove[i];
	if (!any)
		return true;
	for (uint32_t i = pat->first; i <= pat->last; i++)
		all &= m->rule->remove[i] || m->rule->structural[i];
	if (all)
		return true;
	/* removed, and nothing added in their place: they go with nothing */
	for (uint32_t i = 0; i < m->rule->ninsertions; i++)
		if (m->rule->insertions[i].anchor >= first &&
		    m->rule->insertions[i].anchor <= last)
			return false;
	return true;
}

static void unmap_tokens(struct matcher *m, uint32_t first, uint32_t last)
{
	for (uint32_t i = first; i <= last && i < m->rule->ntoks; i++)
		m->map[i] = (struct span){ .first = 1, .last = 0 };
}

/*
 * Coccinelle's standard isomorphisms on tests against NULL:
 * `X != NULL` matches a test of X alone, `X == NULL` matches `!X`,
 * `!X` as a condition matches `X == NULL`, and the constant may stand on either side
 * (`NULL == X`).  The rule's tokens the code lacks map to nothing, or
 * to the source tokens that stand for them (`==` to `!`).
 */
static bool match_null_iso(struct matcher *m, const struct cfix_node *pat,
			   const struct cfix_node *src)
{
	const struct cfix_node *x;
	uint32_t op_tok, src_op;
	struct snapshot snap;
	bool ok = false;

	if (pat->kind == CFIX_NODE_UNARY && pat->op && !strcmp(pat->op, "!") &&
	    pat->nkids && pat->kids[0] && pat->parent && pat->parent->nkids &&
	    pat->parent->kids[0] == pat &&
	    (pat->parent->kind == CFIX_NODE_IF ||
	     pat->parent->kind == CFIX_NODE_WHILE) &&
	    src->kind == CFIX_NODE_BINARY &&
	    src->op && !strcmp(src->op, "==") && src->nkids == 2 &&
	    src->kids[0] && src->kids[1]) {
		bool null_first = is_null_like(src->kids[0]);

		if (!null_first && !is_null_like(src->kids[1]))
			return false;
		src_op = src->kids[0]->last + 1;
		cfix_match__snapshot_take(m, &snap);
		ok = cfix_match__node(m, pat->kids[0],
				      src->kids[null_first ? 1 : 0]);
		if (ok)
			cfix_match__map_token(m, pat->first,
					      null_first ? src->first : src_op,
					      null_first ? src_op : src->last);
		goto done;
	}
	if (pat->kind != CFIX_NODE_BINARY || !pat->op || pat->nkids != 2 ||
	    !pat->kids[0] || !pat->kids[1] || !is_null_like(pat->kids[1]) ||
	    (strcmp(pat->op, "==") && strcmp(pat->op, "!=")))
		return false;
	op_tok = pat->kids[0]->last + 1;
	x = pat->kids[0];
	cfix_match__snapshot_take(m, &snap);
	if (src->kind == CFIX_NODE_BINARY && src->op &&
	    !strcmp(src->op, pat->op) && src->nkids == 2 && src->kids[0] &&
	    src->kids[1] && is_null_like(src->kids[0])) {
		/* NULL == X */
		ok = cfix_match__node(m, x, src->kids[1]) &&
		     cfix_match__node(m, pat->kids[1], src->kids[0]);
		src_op = src->kids[0]->last + 1;
		cfix_match__map_token(m, op_tok, src_op, src_op);
		goto done;
	}
	if (!iso_changes_fit(m, pat, op_tok, pat->last))
		goto done;
	if (!strcmp(pat->op, "==") && cfix__iso_on(m->rule, CFIX_ISO_IS_NULL) &&
	    src->kind == CFIX_NODE_UNARY &&
	    src->op && !strcmp(src->op, "!") && src->nkids && src->kids[0]) {
		ok = cfix_match__node(m, x, src->kids[0]);
		unmap_tokens(m, pat->kids[1]->first, pat->kids[1]->last);
		cfix_match__map_token(m, op_tok, src->first, src->first);
	} else if (!strcmp(pat->op, "!=") &&
		   cfix__iso_on(m->rule, CFIX_ISO_ISNT_NULL1) &&
		   in_test_position(src) &&
		   !(src->kind == CFIX_NODE_BINARY && src->op &&
		     !strcmp(src->op, "!="))) {
		ok = cfix_match__node(m, x, src);
		unmap_tokens(m, op_tok, pat->last);
	}
done:
	if (!ok)
		cfix_match__snapshot_restore(m, &snap);
	cfix_match__snapshot_release(&snap);
	return ok;
}

/* ---- isomorphism not_int2: a test X matches X != 0 ----------------------- */

static bool is_literal_zero(const struct cfix_node *node)
{
	return node && node->kind == CFIX_NODE_NUMBER && node->text &&
	       !strcmp(node->text, "0");
}

/* A removed X takes the code's `!= 0` with it (`- x` `+ y` against
 * `x != 0` gives `y`): its edge token's span grows over them. */
static void take_test_rest(struct matcher *m, const struct cfix_node *pat,
			   const struct cfix_node *src,
			   const struct cfix_node *x)
{
	struct span *edge = x->first == src->first ? &m->map[pat->last] :
						     &m->map[pat->first];

	if (!span_set(*edge))
		return;
	if (x->first == src->first)
		edge->last = src->last;
	else
		edge->first = src->first;
}

/*
 * Coccinelle's not_int2 isomorphism: a test X of int type in the rule
 * matches `X != 0` (or `0 != X`) in the code.  The code's `!= 0` has no
 * rule token: it is kept as it is.
 */
static bool match_not_int2(struct matcher *m, const struct cfix_node *pat,
			   const struct cfix_node *src)
{
	const struct cfix_node *x;

	if (src->kind != CFIX_NODE_BINARY || !src->op ||
	    strcmp(src->op, "!=") || src->nkids != 2 || !src->kids[0] ||
	    !src->kids[1] ||
	    !cfix__iso_applies(m->rule, CFIX_ISO_NOT_INT2, pat, pat->first))
		return false;
	if (is_literal_zero(src->kids[1]))
		x = src->kids[0];
	else if (is_literal_zero(src->kids[0]))
		x = src->kids[1];
	else
		return false;
	if (!cfix_match__node(m, pat, x))
		return false;
	if (all_removed(m, pat))
		take_test_rest(m, pat, src, x);
	return true;
}

/* The name token of a struct/union/enum definition, or UINT32_MAX when
 * it has none. */
static uint32_t record_name_tok(const struct cfix_token *toks,
				const struct cfix_node *node)
{
	uint32_t t = node->first + 1;

	if (node->first > node->last || t > node->last ||
	    toks[t].kind != CFIX_TOK_IDENT)
		return UINT32_MAX;
	return t;
}

/*
 * `struct foo { ... }` matches the definition of struct foo only;
 * `struct I { ... }` with I an identifier metavariable binds I to the
 * name.  Maps the name.
 */
static bool match_record_name(struct matcher *m, const struct cfix_node *pat,
			      const struct cfix_node *src)
{
	uint32_t pt = record_name_tok(m->rule->toks, pat);
	uint32_t st = record_name_tok(m->source->toks, src);
	int32_t mv = pat->first <= pat->last ? m->rule->tok_metavar[pat->first] : -1;

	/* `T { ... }`: T binds `struct foo` */
	if (mv >= 0 && m->rule->metavars[mv].kind == CFIX_MV_TYPE) {
		struct cfix_node ptype = { .kind = CFIX_NODE_TYPE, .metavar = mv,
					   .first = pat->first,
					   .last = pat->first };
		struct cfix_node stype = { .kind = CFIX_NODE_TYPE, .metavar = -1,
					   .first = src->first,
					   .last = st == UINT32_MAX ? src->first : st,
					   .parent = (struct cfix_node *)src };

		return bind(m, &ptype, &stype);
	}
	/* struct never matches union, named or not */
	if (strcmp(m->rule->toks[pat->first].text,
		   m->source->toks[src->first].text))
		return false;
	if (pt == UINT32_MAX || st == UINT32_MAX)
		return pt == st;
	mv = m->rule->tok_metavar[pt];
	if (mv >= 0 && m->rule->metavars[mv].kind == CFIX_MV_IDENTIFIER) {
		struct cfix_node pname = { .kind = CFIX_NODE_IDENT,
					   .metavar = mv, .first = pt,
					   .last = pt,
					   .text = m->rule->toks[pt].text };
		struct cfix_node sname = { .kind = CFIX_NODE_IDENT,
					   .metavar = -1, .first = st,
					   .last = st,
					   .text = m->source->toks[st].text,
					   .parent = (struct cfix_node *)src };

		if (!bind(m, &pname, &sname))
			return false;
	} else if (strcmp(m->rule->toks[pt].text, m->source->toks[st].text)) {
		return false;
	}
	cfix_match__map_token(m, pt, st, st);
	return true;
}

/* A struct's own tokens from its '{' on (its name was matched by
 * match_record_name()). */
static bool match_record_tokens(struct matcher *m, const struct cfix_node *pat,
				const struct cfix_node *src)
{
	struct cfix_node p = *pat, q = *src;

	while (p.first < p.last && strcmp(m->rule->toks[p.first].text, "{"))
		p.first++;
	while (q.first < q.last && strcmp(m->source->toks[q.first].text, "{"))
		q.first++;
	/* `T { ... };` also matches the struct of `typedef struct {...} t;` */
	if (p.last > p.first && !strcmp(m->rule->toks[p.last].text, ";") &&
	    strcmp(m->source->toks[q.last].text, ";"))
		p.last--;
	return cfix_match__own_tokens(m, &p, &q);
}

/* `C | ...` (or `&`): C then the other operands of a chain. */
static bool is_chain_dots(const struct cfix_node *pat)
{
	return pat->kind == CFIX_NODE_BINARY && pat->op && pat->nkids == 2 &&
	       (!strcmp(pat->op, "|") || !strcmp(pat->op, "&")) &&
	       pat->kids[0] && pat->kids[1] &&
	       pat->kids[1]->kind == CFIX_NODE_DOTS;
}

/* The operands of a chain of op (`a | b | c` is `(a | b) | c`), left to
 * right; parenthesised ones stay whole.  Returns their count (at most
 * max; the rest are dropped). */
static uint32_t chain_operands(const struct cfix_node *src, const char *op,
			       const struct cfix_node **out, uint32_t n,
			       uint32_t max)
{
	if (src->kind != CFIX_NODE_BINARY || !same_text(src->op, op) ||
	    src->nkids != 2 || !src->kids[0] || !src->kids[1]) {
		if (n < max)
			out[n++] = src;
		return n;
	}
	n = chain_operands(src->kids[0], op, out, n, max);
	return chain_operands(src->kids[1], op, out, n, max);
}

/*
 * `C | ...` matches a `|` chain with C any of its operands, as spatch
 * does (misc/irqf_oneshot's `IRQF_ONESHOT | ...` finds the flag in
 * `irqflags | IRQF_SHARED | IRQF_ONESHOT`; not inside parentheses).
 * C leftmost is the plain match; elsewhere the `| ...` tokens map to
 * nothing, so they may carry no change.
 */
static bool match_in_chain(struct matcher *m, const struct cfix_node *pat,
			   const struct cfix_node *src)
{
	enum { MAX_OPERANDS = 64 };
	const struct cfix_node *ops[MAX_OPERANDS];
	uint32_t n = chain_operands(src, pat->op, ops, 0, MAX_OPERANDS);
	const struct cfix_node *left = pat->kids[0];
	struct snapshot snap;
	bool ok;

	cfix_match__snapshot_take(m, &snap);
	ok = cfix_match__same_kind(m, pat, src);
	if (!ok && iso_changes_fit(m, pat, left->last + 1, pat->last)) {
		for (uint32_t i = 0; i < n && !ok; i++) {
			cfix_match__snapshot_restore(m, &snap);
			ok = cfix_match__node(m, left, ops[i]);
		}
		if (ok)
			unmap_tokens(m, left->last + 1, pat->last);
	}
	if (!ok)
		cfix_match__snapshot_restore(m, &snap);
	cfix_match__snapshot_release(&snap);
	return ok;
}

/* The first source token a token of pattern node pat maps to, or
 * UINT32_MAX. */
static uint32_t first_mapped(const struct matcher *m,
			     const struct cfix_node *pat)
{
	for (uint32_t t = pat->first; pat->first <= pat->last && t <= pat->last;
	     t++)
		if (span_set(m->map[t]))
			return m->map[t].first;
	return UINT32_MAX;
}

/*
 * A rule's `break` or `continue` inside a loop of the rule leaves that
 * loop: it matches a jump out of the loop it matched, not out of a loop
 * or switch nested in it (`while (...) { <... foo(); break; ...> }`
 * leaves an inner do-while's `break` alone, as spatch does).  The loop
 * matched is known by its header (matched before its body): the
 * jump's own target must hold the code the header matched, which a
 * loop nested in the body does not.
 */
static bool same_jump_target(const struct matcher *m,
			     const struct cfix_node *pat,
			     const struct cfix_node *src)
{
	bool is_break = pat->kind == CFIX_NODE_BREAK;
	const struct cfix_node *loop = cfix_match__jump_target(pat, is_break),
			       *target;
	uint32_t head;

	if (!loop || loop->kind == CFIX_NODE_DO || !loop->nkids ||
	    !loop->kids[0])
		return true;
	head = first_mapped(m, loop->kids[0]);
	if (head == UINT32_MAX)
		return true;
	target = cfix_match__jump_target(src, is_break);
	return target && target->first <= head && head <= target->last;
}

static bool match_written(struct matcher *m, const struct cfix_node *pat,
			  const struct cfix_node *src)
{
	bool handled;

	if ((pat->kind == CFIX_NODE_BREAK || pat->kind == CFIX_NODE_CONTINUE) &&
	    pat->kind == src->kind && !same_jump_target(m, pat, src))
		return false;

	if (pat->kind == CFIX_NODE_DECL && src->kind == CFIX_NODE_DECL &&
	    pat->nkids == 2 && src->nkids > 2)
		return match_one_declarator(m, pat, src);
	/* the other declarators of `int a, b;` are for the attempts after
	 * the first */
	if (pat->kind == CFIX_NODE_DECL && src->kind == CFIX_NODE_DECL &&
	    pat->nkids == 2 && m->decl_pick > 0)
		return false;
	if (pat->kind == CFIX_NODE_DECL && pat->nkids > 1 &&
	    pat->kids[pat->nkids - 1] &&
	    pat->kids[pat->nkids - 1]->kind == CFIX_NODE_RECORD &&
	    src->kind == CFIX_NODE_DECL && src->nkids && src->kids[0] &&
	    src->kids[0]->nkids == 1 && src->kids[0]->kids[0] &&
	    src->kids[0]->kids[0]->kind == CFIX_NODE_RECORD)
		return match_decl_record(m, pat, src);
	if (pat->kind == CFIX_NODE_DECL) {
		struct snapshot snap;
		bool ok;

		cfix_match__snapshot_take(m, &snap);
		ok = match_decl_type(m, pat, src, &handled);
		if (!ok && pat->metavar < 0) {
			cfix_match__snapshot_restore(m, &snap);
			ok = cfix_match__same_kind(m, pat, src);
			if (ok)
				remove_whole_decl(m, pat, src);
			else
				cfix_match__snapshot_restore(m, &snap);
		}
		cfix_match__snapshot_release(&snap);
		if (ok || pat->metavar < 0)
			return ok;
		/* else as written: `struct foo` alone for `T` */
	}
	if (is_typedef_name(m, pat, src))
		return bind_typedef_name(m, pat, src);
	if (pat->kind == CFIX_NODE_EXPR_STMT && (pat->flags & CFIX_NODEF_BARE_EXPR))
		return match_bare(m, pat, src);
	/* "..." where one expression stands: `if (...)`, `x = ...` */
	if (pat->kind == CFIX_NODE_DOTS && !(pat->flags & CFIX_NODEF_STMT_DOTS) &&
	    cfix_node_is_expr(src) && src->first <= src->last) {
		cfix_match__map_token(m, pat->first, src->first, src->last);
		return true;
	}
	if (pat->kind == CFIX_NODE_DISJ)
		return match_disj(m, pat, src);
	if (pat->kind == CFIX_NODE_NEST)
		return match_nest(m, pat, src);
	if (pat->metavar >= 0 && pat->first == pat->last)
		return (uint32_t)pat->metavar < m->rule->nmetavars &&
		       (bind(m, pat, src) || match_not_int2(m, pat, src));
	if (pat->kind == CFIX_NODE_COMPOUND && src->kind == CFIX_NODE_COMPOUND)
		return cfix_match__block(m, pat, src);
	if (pat->kind == CFIX_NODE_COMPOUND &&
	    cfix_match__is_unbraced_branch(src))
		return cfix_match__unbraced(m, pat, src);
	if (pat->kind == CFIX_NODE_TYPE)
		return match_type(m, pat, src);
	if (pat->kind == CFIX_NODE_PAREN && src->kind != CFIX_NODE_PAREN &&
	    cfix_node_is_expr(src))
		return match_without_parens(m, pat, src);
	if (pat->kind == CFIX_NODE_BINARY && pat->op &&
	    (!strcmp(pat->op, "&&") || !strcmp(pat->op, "||")) &&
	    cfix_node_is_expr(src) &&
	    !(src->kind == CFIX_NODE_BINARY && same_text(pat->op, src->op)) &&
	    match_without_rest(m, pat, src))
		return true;
	if (pat->kind == CFIX_NODE_MEMBER && pat->metavar < 0 &&
	    match_field_through_pointer(m, pat, src))
		return true;
	if (pat->kind == CFIX_NODE_CAST && src->kind != CFIX_NODE_CAST &&
	    cfix_node_is_expr(src) && match_without_cast(m, pat, src))
		return true;
	if (pat->kind == CFIX_NODE_NUMBER && src->kind == CFIX_NODE_CHAR &&
	    pat->text && src->text && number_fits_char(pat->text, src->text)) {
		cfix_match__map_token(m, pat->first, src->first, src->last);
		return true;
	}
	if ((pat->kind == CFIX_NODE_BINARY || pat->kind == CFIX_NODE_ASSIGN) &&
	    pat->metavar >= 0)
		return match_binop(m, pat, src);
	if (match_null_iso(m, pat, src) || match_not_int2(m, pat, src))
		return true;
	if (pat->kind == CFIX_NODE_IF && src->kind == CFIX_NODE_IF &&
	    pat->nkids == 3 && pat->kids[2] && (src->nkids < 3 || !src->kids[2]))
		return match_without_else(m, pat, src);
	if (is_chain_dots(pat) && src->kind == CFIX_NODE_BINARY &&
	    same_text(pat->op, src->op))
		return match_in_chain(m, pat, src);
	if (pat->kind == CFIX_NODE_SWITCH && src->kind == CFIX_NODE_SWITCH)
		return cfix_match__switch(m, pat, src);
	return cfix_match__same_kind(m, pat, src);
}

/* The rest of match_written(): pat and src of one kind, kid by kid. */
bool cfix_match__same_kind(struct matcher *m, const struct cfix_node *pat,
			   const struct cfix_node *src)
{
	if (pat->kind != src->kind || !same_text(pat->op, src->op))
		return false;
	switch (pat->kind) {
	case CFIX_NODE_NUMBER:
		if (!pat->text || !src->text || !same_number(pat->text, src->text))
			return false;
		break;
	case CFIX_NODE_IDENT:
	case CFIX_NODE_CHAR:
	case CFIX_NODE_STRING:
		if (!same_text(pat->text, src->text))
			return false;
		break;
	default:
		break;
	}
	if (pat->kind == CFIX_NODE_RECORD && !match_record_name(m, pat, src))
		return false;
	cfix_match__note_macro(m, src);
	if (has_dots(m, pat)) {
		struct cover *cover = cfix_xcalloc(pat->nkids + 1, sizeof(*cover));
		bool ok = match_kid_list(m, pat, 0, src, 0, cover);

		if (ok)
			map_list_tokens(m, pat, src, cover);
		free(cover);
		return ok;
	}
	if (!match_kids(m, pat, src))
		return false;
	if (pat->kind == CFIX_NODE_FUNCTION)
		remove_return_type(m, pat, src);
	if (pat->kind == CFIX_NODE_RECORD)
		return match_record_tokens(m, pat, src);
	return cfix_match__own_tokens(m, pat, src);
}

/* ---- recording matches ------------------------------------------------- */

/* The environments of the further paths of an `exists` match
 * (path_env_keep()), completed with what the match bound outside the
 * dots. */
static void record_path_envs(struct matcher *m, struct rule_result *result)
{
	uint32_t n = m->rule->nmetavars;

	for (size_t i = 0; i < m->nest_envs.len; i++) {
		const struct binding *occ = m->nest_envs.items[i];
		struct binding *env;

		if (!occ[n].set)
			continue;
		env = cfix_xmalloc((n + 1) * sizeof(*env));
		memcpy(env, m->bindings, (n + 1) * sizeof(*env));
		for (uint32_t k = 0; k < n; k++)
			if (occ[k].set)
				env[k] = occ[k];
		cfix_array_push(&result->envs, env);
	}
}

/* Is the rule's pattern a run of statements (not one expression, one
 * statement or one block)?  Its matches' added code is then applied once
 * where two of them add the same (fixits/edits.c, one_node). */
static bool is_sequence(const struct cfix_rule *rule)
{
	const struct cfix_node *pat = rule->pattern;

	return pat->kind == CFIX_NODE_COMPOUND &&
	       (pat->first > pat->last || strcmp(rule->toks[pat->first].text, "{"));
}

static void record_match(struct matcher *m, uint32_t first, uint32_t last,
			 const char *not_rewritten)
{
	struct cfix_match match = {
		.rule = m->rule->name,
		.message = m->rule->message,
		.severity = m->rule->severity,
		.begin = m->source->toks[first].begin,
		.end = m->source->toks[last].end,
		.not_rewritten = not_rewritten ? not_rewritten : m->not_rewritten,
		.one_node = !is_sequence(m->rule),
	};

	struct rule_result *result = &m->results[m->rule_index];
	size_t size = (m->rule->nmetavars + 1) * sizeof(*m->bindings);
	struct binding *env = cfix_xmalloc(size);
	bool per_occurrence = false;

	/* a nest occurrence that bound more than the match (a position in
	 * `<... *f@p(...) ...>`): one environment per such occurrence */
	for (size_t i = 0; i < m->nest_envs.len; i++) {
		const struct binding *occ = m->nest_envs.items[i];
		bool more = false;

		if (occ[m->rule->nmetavars].set)
			continue;	/* a path's, below */

		memcpy(env, m->bindings, size);
		for (uint32_t k = 0; k < m->rule->nmetavars; k++)
			if (!env[k].set && occ[k].set) {
				env[k] = occ[k];
				more = true;
			}
		if (!more)
			continue;
		cfix_array_push(&result->envs, env);
		env = cfix_xmalloc(size);
		per_occurrence = true;
	}
	if (per_occurrence) {
		free(env);
	} else {
		memcpy(env, m->bindings, size);
		cfix_array_push(&result->envs, env);
	}
	record_path_envs(m, result);
	result->matched = true;
	if (m->rule->binds_only)
		return;
	cfix_match__add_actions(m, &match);
	for (uint32_t k = 0; k < m->rule->nmetavars && match.nactions; k++)
		if (cfix_match__literal_fresh(&m->rule->metavars[k])) {
			m->fresh_serial++;
			break;
		}
	cfix_match__add_stars(m, &match);
	if (m->cut_decl)
		cfix_array_push(&m->cuts, ((struct decl_cut){
			.decl = m->cut_decl, .k = m->cut_k,
			.match = m->matches.len, .begin = m->cut_begin,
			.end = m->cut_end }));
	cfix_array_push(&m->matches, match);
}

/* ---- disjunctions and nests ------------------------------------------------ */

/* The scope of branch k of disjunction pat. */
static int32_t branch_scope(const struct cfix_rule *rule,
			    const struct cfix_node *pat, uint32_t k)
{
	int32_t outer = rule->tok_scope[pat->first];

	for (uint32_t s = 0; s < rule->nscopes; s++) {
		const struct cfix_scope *sc = &rule->scopes[s];

		if (sc->nest || sc->parent != outer || sc->open < pat->first ||
		    sc->close > pat->last)
			continue;
		if (k-- == 0)
			return (int32_t)s;
	}
	return -1;
}

static void map_virtual(struct matcher *m, uint32_t tok, uint32_t offset)
{
	m->map[tok] = (struct span){ .first = 1, .last = 0,
				     .virtual_at = offset + 1 };
}

/* Branch k of disjunction pat matched source tokens first..last. */
void cfix_match__branch_taken(struct matcher *m, const struct cfix_node *pat,
			      uint32_t k, uint32_t first, uint32_t last)
{
	int32_t scope = branch_scope(m->rule, pat, k);
	uint32_t begin = m->source->toks[first].begin;
	uint32_t end = m->source->toks[last].end;

	map_virtual(m, pat->first, begin);
	map_virtual(m, pat->last, end);
	if (scope < 0)
		return;
	m->taken[scope] = true;
	map_virtual(m, m->rule->scopes[scope].open, begin);
	map_virtual(m, m->rule->scopes[scope].close, end);
}

/*
 * `( A | B )`: the first branch that matches wins, as in Coccinelle.
 * `( A & B )`: every branch must match the same code.
 */
/*
 * `( A | B )` is "A, or else B": B is tried only where A does not
 * match.  An attempt that takes a later way of a list (list_pick) sees
 * A fail when A's ways were all taken by the attempts before it; B is
 * no match then, or `f(... + , int q);` and `f(... + , int);` would
 * both change one prototype.
 */
static bool match_disj(struct matcher *m, const struct cfix_node *pat,
		       const struct cfix_node *src)
{
	bool all = pat->op && !strcmp(pat->op, "&");

	for (uint32_t k = 0; k < pat->nkids; k++) {
		uint32_t seen = m->list_seen;
		struct snapshot snap;
		bool ok;

		cfix_match__snapshot_take(m, &snap);
		ok = cfix_match__node(m, pat->kids[k], src);
		if (!ok && !all && m->list_seen > seen &&
		    m->list_seen <= m->list_pick) {
			cfix_match__snapshot_restore(m, &snap);
			cfix_match__snapshot_release(&snap);
			return false;
		}
		if (ok && !all) {
			cfix_match__branch_taken(m, pat, k, src->first,
						 src->last);
			cfix_match__snapshot_release(&snap);
			return true;
		}
		if (!ok)
			cfix_match__snapshot_restore(m, &snap);
		cfix_match__snapshot_release(&snap);
		if (!ok && all)
			return false;
		if (ok)
			cfix_match__branch_taken(m, pat, k, src->first,
						 src->last);
	}
	return all;
}

int32_t cfix_match__nest_scope(const struct cfix_rule *rule,
			       const struct cfix_node *pat)
{
	for (uint32_t s = 0; s < rule->nscopes; s++)
		if (rule->scopes[s].nest && rule->scopes[s].open == pat->first)
			return (int32_t)s;
	return -1;
}

bool cfix_match__pattern_is_stmt(const struct cfix_node *pat)
{
	while (pat && (pat->kind == CFIX_NODE_DISJ || pat->kind == CFIX_NODE_NEST))
		pat = pat->nkids ? pat->kids[0] : NULL;
	return pat && (cfix_node_is_stmt(pat) || pat->kind == CFIX_NODE_COMPOUND);
}

/* Could pat match src at all (an expression pattern, an expression)? */
static bool kinds_compatible(const struct cfix_node *pat,
			     const struct cfix_node *src)
{
	if (src->first > src->last)
		return false;
	if (cfix_match__pattern_is_stmt(pat))
		return cfix_node_is_stmt(src);
	return cfix_node_is_expr(src);
}

/*
 * Each place under src (src too) where pat matches.  With `nest` >= 0,
 * each occurrence's changes are kept as extra actions and its bindings
 * dropped; with nest < 0, the search stops at the first occurrence and
 * nothing is kept.  Returns the number of occurrences.
 */
/* Does metavariable mv appear outside nest scope: in the code matched
 * or in the code added? */
static bool used_outside(const struct cfix_rule *rule, int32_t mv,
			 int32_t nest)
{
	for (uint32_t i = 0; i < rule->ntoks; i++)
		if (rule->tok_metavar[i] == mv &&
		    !cfix_match__scope_within(rule, rule->tok_scope[i], nest))
			return true;
	for (uint32_t i = 0; i < rule->ninsertions; i++) {
		const struct cfix_insertion *ins = &rule->insertions[i];

		if (cfix_match__scope_within(rule, ins->scope, nest))
			continue;
		for (uint32_t k = ins->first; k <= ins->last; k++)
			if (rule->plus_metavar[k] == mv)
				return true;
	}
	return false;
}

/*
 * A nest occurrence's bindings are its own, except for metavariables the
 * rule also uses outside the nest (`<+... g(x); ...+>` then `+ h(x);`):
 * the first occurrence binds them for the whole match, and the others
 * must agree.
 */
static void keep_outer_bindings(struct matcher *m, const struct binding *now,
				int32_t nest)
{
	for (uint32_t k = 0; k < m->rule->nmetavars; k++)
		if (!m->bindings[k].set && now[k].set &&
		    used_outside(m->rule, (int32_t)k, nest))
			m->bindings[k] = now[k];
}

unsigned cfix_match__find_occurrences(struct matcher *m,
				      const struct cfix_node *pat,
				      const struct cfix_node *src,
				      int32_t nest)
{
	unsigned found = 0;
	struct snapshot snap;

	if (!src || (m->budget && --m->budget == 0))
		return 0;
	if (kinds_compatible(pat, src)) {
		cfix_match__snapshot_take(m, &snap);
		if (cfix_match__node(m, pat, src)) {
			action_list acts = { 0 };

			struct binding *now = NULL;

			if (nest >= 0) {
				cfix_match__collect_actions(
					m, m->rule->scopes[nest].open,
					m->rule->scopes[nest].close, nest,
					&acts);
				/* the occurrence's map is undone below: its
				 * parentheses matched away are added now
				 * (misc/minmax's `<... -((x) cmp (y) ...) ...>`) */
				cfix_match__add_virtual_parens_in(
					m, &acts, m->rule->scopes[nest].open,
					m->rule->scopes[nest].close);
				now = cfix_xmalloc((m->rule->nmetavars + 1) *
						   sizeof(*now));
				memcpy(now, m->bindings,
				       m->rule->nmetavars * sizeof(*now));
				/* the slot past the metavariables marks a
				 * path's environment (path_env_copy()) */
				now[m->rule->nmetavars] = (struct binding){ 0 };
			}
			cfix_match__snapshot_restore(m, &snap);
			cfix_match__snapshot_release(&snap);
			if (now) {
				keep_outer_bindings(m, now, nest);
				cfix_array_push(&m->nest_envs, now);
			}
			for (size_t i = 0; i < acts.len; i++)
				cfix_array_push(&m->extra, acts.items[i]);
			cfix_array_release(&acts);
			return 1;
		}
		cfix_match__snapshot_restore(m, &snap);
		cfix_match__snapshot_release(&snap);
	}
	for (uint32_t i = 0; i < src->nkids; i++) {
		found += cfix_match__find_occurrences(m, pat, src->kids[i],
						      nest);
		if (found && nest < 0)
			break;
	}
	return found;
}

/* `<... P ...>` standing for an expression: any expression, with every
 * occurrence of P in it changed; `<+... P ...+>` needs one. */
static bool match_nest(struct matcher *m, const struct cfix_node *pat,
		       const struct cfix_node *src)
{
	int32_t scope = cfix_match__nest_scope(m->rule, pat);
	unsigned found;

	if (!pat->nkids || scope < 0)
		return false;
	found = cfix_match__find_occurrences(m, pat->kids[0], src, scope);
	if (!found && strcmp(pat->op, "<..."))
		return false;
	/* `- x = <+... f(...) ...+>;`: the nest removed is all it spans */
	if (m->rule->remove[pat->first] && m->rule->remove[pat->last] &&
	    src->first <= src->last)
		cfix_match__map_token(m, pat->first, src->first, src->last);
	return true;
}

/* ---- the walk ------------------------------------------------------------ */

/* A run of statements: a COMPOUND the rule wrote without braces. */

/* Control-flow steps one match attempt may take. */
enum { MATCH_BUDGET = 200000 };

/*
 * Attempts at one place are repeated while a part of the pattern has
 * more than one way to match there: a declaration of one name against
 * `int a, b;`, a struct's fields.  Attempt pick takes the pick-th way.
 */
static void pick_start(struct matcher *m, uint32_t pick)
{
	if (pick == 0) {
		m->decl_pick = m->list_pick = 0;
		m->list_cover_n = 0;
	}
	m->decl_more = false;
	/* the fields' next way stays due while their declarators are tried */
	if (m->decl_pick == 0) {
		m->list_more = false;
		m->list_cover_n = 0;
	}
}

/* After an attempt: is there another way, and which counter moves?
 * Declarators first (the fields of a struct stay put meanwhile). */
static bool pick_more(struct matcher *m)
{
	if (m->decl_more) {
		m->decl_pick++;
		return true;
	}
	if (m->list_more) {
		m->list_pick++;
		m->decl_pick = 0;
		return true;
	}
	return false;
}

static void attempt_start(struct matcher *m, const struct cfix_node *root)
{
	state_reset(m);
	m->root = root;
	m->budget = MATCH_BUDGET;
}

/* The source tokens the match covers: the extent of the token map. */
static bool match_extent(const struct matcher *m, uint32_t *first,
			 uint32_t *last)
{
	bool any = false;

	for (uint32_t i = 0; i < m->rule->ntoks; i++) {
		const struct span *s = &m->map[i];

		if (!span_set(*s))
			continue;
		if (!any || s->first < *first)
			*first = s->first;
		if (!any || s->last > *last)
			*last = s->last;
		any = true;
	}
	return any;
}

static void try_sequence(struct matcher *m, const struct cfix_node *block,
			 const char *why)
{
	const struct cfix_node *pat = m->rule->pattern;
	struct seq sq = { .pat = pat };

	if (block->kind != CFIX_NODE_COMPOUND || !pat->nkids)
		return;
	for (uint32_t at = 0; at < block->nkids; at++) {
		uint32_t first = block->kids[at] ? block->kids[at]->first : 0;
		uint32_t last = first;

		if (!block->kids[at])
			continue;
		for (uint32_t pick = 0; pick < 64; pick++) {
			pick_start(m, pick);
			attempt_start(m, NULL);
			if (cfix_match__seq_match(m, &sq, 0, (struct pos){ block, at, false })) {
				match_extent(m, &first, &last);
				record_match(m, first, last, why);
			}
			if (!pick_more(m))
				break;
		}
		pick_start(m, 0);
	}
}

/*
 * Is this IDENT a name in a place no expression stands (a member name, a
 * declared name, a label)?  Expression patterns skip those; identifier
 * metavariables inside a pattern still reach them through their parent.
 */
static bool is_name_position(const struct cfix_node *src)
{
	const struct cfix_node *parent = src->parent;

	if (src->kind != CFIX_NODE_IDENT || !parent)
		return false;
	switch (parent->kind) {
	case CFIX_NODE_MEMBER:
		return parent->nkids > 1 && parent->kids[1] == src;
	case CFIX_NODE_DESIGNATOR:
		return parent->kids[0] == src && !strcmp(parent->op ? parent->op : ".", ".");
	case CFIX_NODE_DECLARATOR:
	case CFIX_NODE_FUNCTION:
	case CFIX_NODE_PARAM:
	case CFIX_NODE_GOTO:
	case CFIX_NODE_LABEL:
	case CFIX_NODE_RECORD:
		return true;
	default:
		return false;
	}
}

/*
 * A rule headed `@identifier@` (far.cocci) whose pattern is one name:
 * spatch then matches the name wherever it is written, declarators,
 * parameters, fields, labels and function names too, not only where it
 * is an expression.
 */
static bool identifier_rule(const struct cfix_rule *rule,
			    const struct cfix_node *pat)
{
	return rule->identifier_kind && pat->kind == CFIX_NODE_IDENT;
}

/*
 * Disjunction shadowing.  Coccinelle reads a rule's expression
 * disjunction `( A | B )` as "A, or else B where no A is": a match of
 * branch j at src is dropped when an earlier branch i < j matches an
 * expression enclosing src or one inside it (`( g(E) | f(E) )` leaves
 * the f(x) in g(f(x)) alone, and the g(...) in g(1 + f(2)) with the
 * branches swapped).  Only the rule's outermost disjunction shadows:
 * one standing at a fixed place in a bigger pattern does not, nor do
 * statement disjunctions (spatch 1.1.1 agrees on all three).
 */

/* Does branch pat match at src, from the rule's seed?  The caller
 * keeps the state (shadow_check). */
static bool branch_trial(struct matcher *m, const struct cfix_node *pat,
			 const struct cfix_node *src)
{
	const struct cfix_rule *rule = m->rule;

	if (!cfix_node_is_expr(src) || is_name_position(src) ||
	    src->first > src->last)
		return false;
	memset(m->bindings, 0, rule->nmetavars * sizeof(*m->bindings));
	if (m->seed)
		memcpy(m->bindings, m->seed,
		       rule->nmetavars * sizeof(*m->bindings));
	for (uint32_t i = 0; i < rule->ntoks; i++)
		m->map[i] = (struct span){ .first = 1, .last = 0 };
	memset(m->taken, 0, rule->nscopes * sizeof(bool));
	m->root = src;
	m->budget = MATCH_BUDGET;
	return cfix_match__node(m, pat, src);
}

/* Does branch pat match at a node strictly inside src? */
static bool branch_inside(struct matcher *m, const struct cfix_node *pat,
			  const struct cfix_node *src)
{
	for (uint32_t i = 0; i < src->nkids; i++) {
		const struct cfix_node *kid = src->kids[i];

		if (kid && (branch_trial(m, pat, kid) ||
			    branch_inside(m, pat, kid)))
			return true;
	}
	return false;
}

/* Is the match of the rule's disjunction pat just made at src shadowed
 * by an earlier branch?  Leaves the matcher's state as it found it. */
static bool shadowed(struct matcher *m, const struct cfix_node *pat,
		     const struct cfix_node *src)
{
	const struct cfix_node *root = m->root;
	unsigned budget = m->budget;
	struct snapshot snap;
	uint32_t k = 0;
	bool hit = false;

	if (pat->kind != CFIX_NODE_DISJ || pat->nkids < 2 ||
	    (pat->op && !strcmp(pat->op, "&")) ||
	    cfix_match__pattern_is_stmt(pat))
		return false;
	cfix_match__snapshot_take(m, &snap);
	while (k < pat->nkids && !branch_trial(m, pat->kids[k], src))
		k++;
	for (uint32_t i = 0; i < k && i < pat->nkids && !hit; i++) {
		for (const struct cfix_node *up = src->parent;
		     up && cfix_node_is_expr(up) && !hit; up = up->parent)
			hit = branch_trial(m, pat->kids[i], up);
		if (!hit)
			hit = branch_inside(m, pat->kids[i], src);
	}
	cfix_match__snapshot_restore(m, &snap);
	cfix_match__snapshot_release(&snap);
	m->root = root;
	m->budget = budget;
	return hit;
}

static void try_node(struct matcher *m, const struct cfix_node *src,
		     const char *why)
{
	const struct cfix_node *pat = m->rule->pattern;
	int lone = cfix_match__lone_metavar_kind(m->rule);
	bool decl_mv = lone == CFIX_MV_DECLARATION;

	if (decl_mv && src->kind != CFIX_NODE_DECL)
		return;
	/* a lone statement metavariable: each statement, nested ones too,
	 * but not a function's body (Coccinelle's S is never one) */
	if (lone == CFIX_MV_STATEMENT &&
	    (!cfix_node_is_stmt(src) ||
	     (src->parent && src->parent->kind == CFIX_NODE_FUNCTION)))
		return;
	if (!decl_mv && lone != CFIX_MV_STATEMENT && cfix_node_is_expr(pat) &&
	    (!cfix_node_is_expr(src) ||
	     (is_name_position(src) && !identifier_rule(m->rule, pat))))
		return;
	if (cfix_node_is_stmt(pat) && !cfix_node_is_stmt(src))
		return;
	if (src->first > src->last)
		return;
	if (pat->kind == CFIX_NODE_DISJ && !kinds_compatible(pat, src))
		return;
	for (uint32_t pick = 0; pick < 64; pick++) {
		pick_start(m, pick);
		attempt_start(m, src);
		if (cfix_match__node(m, pat, src) && !shadowed(m, pat, src))
			record_match(m, src->first, src->last, why);
		if (!pick_more(m))
			break;
	}
	pick_start(m, 0);
}

static void walk(struct matcher *m, const struct cfix_node *src,
		 const char *why)
{
	if (!src)
		return;
	if (is_sequence(m->rule))
		try_sequence(m, src, why);
	else
		try_node(m, src, why);
	for (uint32_t i = 0; i < src->nkids; i++)
		walk(m, src->kids[i], why);
}

static int compare_matches(const void *a, const void *b)
{
	const struct cfix_match *x = a, *y = b;

	if (x->begin != y->begin)
		return x->begin < y->begin ? -1 : 1;
	return (x->end > y->end) - (x->end < y->end);
}

static void run_rule(struct matcher *m, const struct cfix_rule *rule,
		     struct binding *seed)
{
	const struct cfix_source *source = m->source;

	size_t cuts = m->cuts.len;

	m->seed = seed;
	walk(m, source->root, NULL);
	for (uint32_t i = 0; i < source->nmacros; i++) {
		if (source->macros[i].body)
			walk(m, source->macros[i].body,
			     cfix_arena_printf(source->arena,
					       "the match lies in the definition of macro '%s'",
					       source->macros[i].name));
	}
	merge_decl_cuts(m, cuts);
	(void)rule;
}

/* Did a match of rule dep bind the metavariables that it and the
 * running rule both inherit (`structure.idtype`) as seed does?  spatch
 * decides `depends on !bad` per environment.  Without shared ones, any
 * match counts. */
static bool rule_matched_for(const struct matcher *m, uint32_t dep,
			     const struct binding *seed)
{
	const struct rule_result *r = &m->results[dep];
	const struct cfix_rule *other = m->set->rules[dep];
	bool shared = false;

	if (!seed || !r->matched)
		return r->matched;
	for (size_t e = 0; e < r->envs.len; e++) {
		bool fits = true;

		for (uint32_t i = 0; i < m->rule->nmetavars && fits; i++) {
			const struct cfix_metavar *mv = &m->rule->metavars[i];

			for (uint32_t j = 0; mv->from_rule >= 0 &&
					     j < other->nmetavars && fits; j++) {
				const struct cfix_metavar *ov = &other->metavars[j];

				if (ov->from_rule != mv->from_rule ||
				    ov->from_mv != mv->from_mv)
					continue;
				shared = true;
				fits = cfix_match__same_binding(
					m, mv->kind, &seed[i],
					&r->envs.items[e][j]);
			}
		}
		if (fits)
			return true;
	}
	return !shared;
}

/* A rule's run with a seed (NULL: none), for cfix__depends_eval(). */
struct dep_run {
	const struct matcher *m;
	const struct binding *seed;
};

static bool matched_for_run(const void *ctx, uint32_t rule)
{
	const struct dep_run *run = ctx;

	return rule_matched_for(run->m, rule, run->seed);
}

/* The rule's dependencies, for its run with seed (NULL: none). */
static bool depends_hold(const struct matcher *m, const struct cfix_depend *dep,
			 const struct binding *seed)
{
	struct dep_run run = { m, seed };

	return cfix__depends_eval(m->set, dep, matched_for_run, &run);
}

typedef CFIX_ARRAY(struct binding *) env_list;

/* Do two seeds bind the inherited metavariables to the same code? */
static bool same_seed(const struct matcher *m, const struct binding *a,
		      const struct binding *b)
{
	for (uint32_t i = 0; i < m->rule->nmetavars; i++)
		if (m->rule->metavars[i].from_rule >= 0 &&
		    !cfix_match__same_binding(m, m->rule->metavars[i].kind,
					      &a[i], &b[i]))
			return false;
	return true;
}

/*
 * The rule's inherited metavariables take every combination of the
 * bindings the rules they come from had in their matches: one seed per
 * distinct combination.  parents[k]: the k-th rule inherited from.
 */
static const char *binding_text(const struct matcher *m,
				const struct binding *b);
/*
 * An inherited metavariable the parent's environment left unbound (its
 * `( foo(a,c); | bar(b,c); )` took the branch without a): the rule still
 * runs, as in spatch, with a value no code spells, so only the parts of
 * its pattern that do not use it can match (`xxx(\(a\|b\),c)`).  Not
 * when added code or a script prints it: that needs a value.
 */
static const char absent_value[] = "\x01";

static bool in_added_code(const struct cfix_rule *rule, uint32_t mv)
{
	for (uint32_t i = 0; i < rule->nplus; i++)
		if (rule->plus_metavar[i] == (int32_t)mv)
			return true;
	return false;
}

static void make_seeds(struct matcher *m, const int32_t *parents,
		       uint32_t nparents, uint32_t k, struct binding *seed,
		       env_list *out)
{
	const struct cfix_rule *rule = m->rule;
	const struct rule_result *from;

	if (k == nparents) {
		for (size_t i = 0; i < out->len; i++)
			if (same_seed(m, out->items[i], seed))
				return;
		struct binding *copy = cfix_xmalloc((rule->nmetavars + 1) *
						    sizeof(*copy));

		memcpy(copy, seed, (rule->nmetavars + 1) * sizeof(*copy));
		cfix_array_push(out, copy);
		return;
	}
	from = &m->results[parents[k]];
	for (size_t e = 0; e < from->envs.len; e++) {
		bool complete = true;

		for (uint32_t i = 0; i < rule->nmetavars; i++) {
			const struct cfix_metavar *mv = &rule->metavars[i];

			if (mv->from_rule != parents[k])
				continue;
			seed[i] = from->envs.items[e][mv->from_mv];
			if (!seed[i].set && rule->script != CFIX_SCRIPT_RULE &&
			    !in_added_code(rule, i))
				seed[i] = (struct binding){ .set = true,
							    .value = absent_value };
			complete &= seed[i].set;
			/* `identifier r.x =~ "re"`: a constraint on an
			 * inherited name filters the bindings it takes */
			if (complete && mv->nrefs == 0 &&
			    seed[i].value != absent_value &&
			    !text_constraint_holds(mv,
						   binding_text(m, &seed[i])))
				complete = false;
		}
		if (complete)
			make_seeds(m, parents, nparents, k + 1, seed, out);
	}
}

/* ---- script rules ------------------------------------------------------- */

/* The name of the function holding source token tok, as spatch's
 * current_element gives it. */
static const char *element_of(const struct cfix_source *source, uint32_t tok)
{
	const struct cfix_node *root = source->root;

	for (uint32_t i = 0; root && i < root->nkids; i++) {
		const struct cfix_node *kid = root->kids[i];

		if (kid && kid->kind == CFIX_NODE_FUNCTION && kid->first <= tok &&
		    tok <= kid->last && kid->nkids > 1 && kid->kids[1] &&
		    kid->kids[1]->text)
			return kid->kids[1]->text;
	}
	return "something_else";
}

/* The code a binding holds, on one line (runs of spaces made one). */
static const char *source_binding_text(const struct cfix_source *source,
				       const struct binding *b)
{
	struct cfix_buf buf = CFIX_BUF_INIT;
	const char *text;

	if (b->value)
		return b->value;
	for (uint32_t i = b->first; i <= b->last; i++) {
		const char *p = source->text + source->toks[i].begin;
		const char *end = source->text + source->toks[i].end;

		if (i > b->first && source->toks[i].begin > source->toks[i - 1].end)
			cfix_buf_addch(&buf, ' ');
		for (; p < end; p++)
			if (*p != '\n' || buf.len == 0 || buf.data[buf.len - 1] != ' ')
				cfix_buf_addch(&buf, *p == '\n' ? ' ' : *p);
	}
	text = cfix_arena_strndup(source->arena, buf.data, buf.len);
	cfix_buf_release(&buf);
	return text;
}

static const char *binding_text(const struct matcher *m,
				const struct binding *b)
{
	return source_binding_text(m->source, b);
}

/* A script input's value: a position's place, or the code's text. */
static void script_value(const struct matcher *m, const struct cfix_metavar *mv,
			 const struct binding *b, struct cfix_script_value *v)
{
	const struct cfix_token *first = &m->source->toks[b->first];
	const struct cfix_token *last = &m->source->toks[b->last];

	*v = (struct cfix_script_value){ .name = mv->name };
	if (mv->kind != CFIX_MV_POSITION || b->value) {
		v->text = binding_text(m, b);
		return;
	}
	v->position = true;
	v->file = m->source->path;
	v->line = first->line;
	v->column = first->col - 1;
	v->line_end = last->line;
	v->column_end = last->col - 1 + (last->end - last->begin);
	v->element = element_of(m->source, b->first);
}

/* Runs a script rule once for seed; keeps its bindings when it says
 * so (cocci.include_match) and set every output. */
static void run_script(struct matcher *m, uint32_t index, struct binding *seed)
{
	const struct cfix_rule *rule = m->set->rules[index];
	struct cfix_script_value *values =
		cfix_xcalloc(rule->nmetavars + 1, sizeof(*values));
	const char **outputs = cfix_xcalloc(rule->nmetavars + 1,
					    sizeof(*outputs));
	uint32_t nvalues = 0, nout = 0;
	bool include = true, complete = true;

	if (cfix__ruleset_ensure_initialized(m->set, m->sink)) {
		m->failed = true;
		goto out;
	}
	for (uint32_t i = 0; i < rule->nmetavars; i++)
		if (rule->metavars[i].from_rule >= 0)
			script_value(m, &rule->metavars[i], &seed[i],
				     &values[nvalues++]);
	if (cfix__script_run(rule, values, nvalues, m->source->arena, outputs,
			     &include, m->sink)) {
		m->failed = true;
		goto out;
	}
	for (uint32_t i = 0; i < rule->nmetavars; i++) {
		if (!rule->metavars[i].script_output)
			continue;
		seed[i] = (struct binding){ .set = outputs[nout] != NULL,
					    .value = outputs[nout] };
		complete &= outputs[nout++] != NULL;
	}
	if (include && complete) {
		struct binding *env = cfix_xmalloc((rule->nmetavars + 1) *
						   sizeof(*env));

		memcpy(env, seed, (rule->nmetavars + 1) * sizeof(*env));
		cfix_array_push(&m->results[index].envs, env);
		m->results[index].matched = true;
	}
out:
	free(values);
	free(outputs);
}

/* The rules index's rule inherits from, each once; their count. */
static uint32_t rule_parents(const struct cfix_rule *rule, int32_t *parents,
			     uint32_t max)
{
	uint32_t nparents = 0;

	for (uint32_t i = 0; i < rule->nmetavars && nparents < max; i++) {
		int32_t from = rule->metavars[i].from_rule;
		bool seen = from < 0;

		for (uint32_t k = 0; k < nparents && !seen; k++)
			seen = parents[k] == from;
		if (!seen)
			parents[nparents++] = from;
	}
	return nparents;
}

/* A script rule: run once per distinct combination of its inputs'
 * values among the matches of the rules they come from. */
static void run_script_at(struct matcher *m, uint32_t index)
{
	const struct cfix_rule *rule = m->set->rules[index];
	int32_t parents[64];
	uint32_t nparents = rule_parents(rule, parents, 64);
	struct binding *seed = cfix_xcalloc(rule->nmetavars + 1, sizeof(*seed));
	env_list seeds = { 0 };

	m->rule = rule;
	m->rule_index = index;
	if (!nparents) {
		run_script(m, index, seed);
		free(seed);
		return;
	}
	make_seeds(m, parents, nparents, 0, seed, &seeds);
	free(seed);
	for (size_t i = 0; i < seeds.len; i++) {
		if (!m->failed)
			run_script(m, index, seeds.items[i]);
		free(seeds.items[i]);
	}
	cfix_array_release(&seeds);
}

static bool inherits(const struct cfix_rule *rule)
{
	for (uint32_t i = 0; i < rule->nmetavars; i++)
		if (rule->metavars[i].from_rule >= 0)
			return true;
	return false;
}

/* Runs rule number index of the set, once per seed when it inherits. */
static void run_rule_at(struct matcher *m, uint32_t index)
{
	const struct cfix_rule *rule = m->set->rules[index];
	int32_t parents[64];
	uint32_t nparents = 0;
	env_list seeds = { 0 };

	if (rule->script == CFIX_SCRIPT_RULE && !m->failed &&
	    depends_hold(m, rule->depends, NULL)) {
		run_script_at(m, index);
		return;
	}
	/* a rule that inherits checks them per seed */
	if (!rule->pattern ||
	    (!inherits(rule) && !depends_hold(m, rule->depends, NULL)))
		return;
	m->rule = rule;
	m->rule_index = index;
	m->bindings = cfix_xcalloc(rule->nmetavars + 1, sizeof(*m->bindings));
	m->map = cfix_xcalloc(rule->ntoks + 1, sizeof(*m->map));
	m->taken = cfix_xcalloc(rule->nscopes + 1, sizeof(*m->taken));
	for (uint32_t i = 0; i < rule->nmetavars && nparents < 64; i++) {
		int32_t from = rule->metavars[i].from_rule;
		bool seen = from < 0;

		for (uint32_t k = 0; k < nparents && !seen; k++)
			seen = parents[k] == from;
		if (!seen)
			parents[nparents++] = from;
	}
	if (!nparents) {
		run_rule(m, rule, NULL);
	} else {
		struct binding *seed = cfix_xcalloc(rule->nmetavars + 1,
						    sizeof(*seed));

		make_seeds(m, parents, nparents, 0, seed, &seeds);
		free(seed);
		for (size_t i = 0; i < seeds.len; i++) {
			if (depends_hold(m, rule->depends, seeds.items[i]))
				run_rule(m, rule, seeds.items[i]);
			free(seeds.items[i]);
		}
		cfix_array_release(&seeds);
	}
	m->seed = NULL;
	free(m->bindings);
	free(m->map);
	free(m->taken);
	cfix_array_release(&m->extra);
	nest_envs_truncate(m, 0);
	cfix_array_release(&m->nest_envs);
	cfix_array_release(&m->cuts);
}

static bool same_actions(const struct cfix_match *a, const struct cfix_match *b)
{
	if (a->rule != b->rule || a->begin != b->begin || a->end != b->end ||
	    a->nactions != b->nactions)
		return false;
	for (uint32_t i = 0; i < a->nactions; i++) {
		const struct cfix_action *x = &a->actions[i], *y = &b->actions[i];

		if (x->kind != y->kind || x->begin != y->begin ||
		    x->end != y->end || !same_text(x->text, y->text))
			return false;
	}
	return true;
}

/* Two report-only matches of one rule that start at one place: two
 * paths from the same finding (kfree_twice's free followed by two later
 * frees), which a report prints as the same line twice. */
static bool same_report(const struct cfix_match *a, const struct cfix_match *b)
{
	return a->rule == b->rule && a->begin == b->begin &&
	       !a->nactions && !b->nactions &&
	       same_text(a->not_rewritten, b->not_rewritten);
}

/* kept takes over dup's extent and the '*' ranges of dup it lacks
 * (spatch mode marks the lines of every range). */
static void merge_stars(struct matcher *m, struct cfix_match *kept,
			const struct cfix_match *dup)
{
	uint32_t n = kept->nstars;
	uint32_t *stars = cfix_arena_alloc(m->source->arena,
					   2 * (n + dup->nstars + 1) *
						   sizeof(*stars));

	if (n)
		memcpy(stars, kept->stars, 2 * n * sizeof(*stars));
	for (uint32_t i = 0; i < dup->nstars; i++) {
		bool known = false;

		for (uint32_t k = 0; k < n && !known; k++)
			known = stars[2 * k] == dup->stars[2 * i] &&
				stars[2 * k + 1] == dup->stars[2 * i + 1];
		if (!known) {
			stars[2 * n] = dup->stars[2 * i];
			stars[2 * n + 1] = dup->stars[2 * i + 1];
			n++;
		}
	}
	kept->stars = stars;
	kept->nstars = n;
	if (dup->end > kept->end)
		kept->end = dup->end;
}

/* Drops a match that repeats one before it at the same place (a rule
 * run for two seeds may find the same thing twice; two paths may reach
 * one report-only finding). */
static void drop_repeats(struct matcher *m)
{
	size_t kept = 0;

	for (size_t i = 0; i < m->matches.len; i++) {
		struct cfix_match *item = &m->matches.items[i];
		bool repeat = false;

		for (size_t k = kept; !repeat && k-- > 0 &&
				      m->matches.items[k].begin == item->begin;) {
			struct cfix_match *prev = &m->matches.items[k];

			if (same_report(prev, item)) {
				merge_stars(m, prev, item);
				repeat = true;
			} else {
				repeat = same_actions(prev, item);
			}
		}
		if (!repeat)
			m->matches.items[kept++] = *item;
	}
	m->matches.len = kept;
}

struct cfix_rule_progress {
	const struct cfix_ruleset *set;
	struct rule_result *results;	/* one per rule of the set */
};

struct cfix_rule_progress *cfix_rule_progress_new(const struct cfix_ruleset *set)
{
	struct cfix_rule_progress *state = cfix_xcalloc(1, sizeof(*state));

	state->set = set;
	state->results = cfix_xcalloc(set->nrules + 1, sizeof(*state->results));
	return state;
}

void cfix_rule_progress_free(struct cfix_rule_progress *state)
{
	if (!state)
		return;
	for (uint32_t i = 0; i < state->set->nrules; i++) {
		for (size_t e = 0; e < state->results[i].envs.len; e++)
			free(state->results[i].envs.items[e]);
		cfix_array_release(&state->results[i].envs);
	}
	free(state->results);
	free(state);
}

static bool is_word(const struct cfix_token *t)
{
	return t->kind == CFIX_TOK_IDENT || t->kind == CFIX_TOK_KEYWORD;
}

/*
 * Could later see code rule adds?  When rule adds a metavariable's code
 * (anything), or a word (name, keyword) later's match side spells.
 * Otherwise later matches the file as read, which keeps clang's types
 * of code the change would make wrong (a removed field).
 */
static bool could_see(const struct cfix_rule *rule,
		      const struct cfix_rule *later)
{
	for (uint32_t i = 0; i < rule->nplus; i++) {
		if (rule->plus_metavar[i] >= 0)
			return true;
		if (!is_word(&rule->plus_toks[i]))
			continue;
		for (uint32_t j = 0; j < later->ntoks; j++)
			if (later->tok_metavar[j] < 0 &&
			    is_word(&later->toks[j]) &&
			    !strcmp(later->toks[j].text,
				    rule->plus_toks[i].text))
				return true;
	}
	return false;
}

bool cfix_ruleset_stage_ends(const struct cfix_ruleset *set, uint32_t k)
{
	const struct cfix_rule *rule = set->rules[k];

	/* cfix's library rules (a `// severity:` header: the built-in ones,
	 * and the same files given with --sp-file or --rule-dir) are
	 * written to match the file as read, and report against it */
	if (!rule->changes || !rule->pattern || !rule->loc.file ||
	    !strncmp(rule->loc.file, "<builtin>/", 10) || rule->severity)
		return false;
	for (uint32_t j = k + 1; j < set->nrules; j++) {
		const struct cfix_rule *later = set->rules[j];

		if (later->pattern && later->loc.file &&
		    !strcmp(later->loc.file, rule->loc.file) &&
		    could_see(rule, later))
			return true;
	}
	return false;
}

int cfix_source_match_rules(struct cfix_source *source,
			    struct cfix_rule_progress *state, uint32_t from,
			    uint32_t to, struct cfix_diag_sink *sink,
			    const struct cfix_match **matches,
			    uint32_t *count)
{
	const struct cfix_ruleset *set = state->set;
	struct matcher m = { .source = source, .set = set, .sink = sink,
			     .results = state->results };
	struct cfix_match *out;

	cfix_node_link_parents(source->root);
	for (uint32_t i = 0; i < source->nmacros; i++)
		cfix_node_link_parents(source->macros[i].body);
	for (uint32_t i = from; i < to && i < set->nrules; i++)
		run_rule_at(&m, i);
	if (m.matches.len)
		qsort(m.matches.items, m.matches.len,
		      sizeof(*m.matches.items), compare_matches);
	drop_repeats(&m);
	out = cfix_arena_alloc(source->arena,
			       (m.matches.len ? m.matches.len : 1) * sizeof(*out));
	if (m.matches.len)
		memcpy(out, m.matches.items, m.matches.len * sizeof(*out));
	*matches = out;
	*count = (uint32_t)m.matches.len;
	cfix_array_release(&m.matches);
	return m.failed ? -1 : 0;
}

int cfix_source_match(struct cfix_source *source,
		      const struct cfix_ruleset *set,
		      struct cfix_diag_sink *sink,
		      const struct cfix_match **matches, uint32_t *count)
{
	struct cfix_rule_progress *state = cfix_rule_progress_new(set);
	int status = cfix_source_match_rules(source, state, 0, set->nrules,
					     sink, matches, count);

	cfix_rule_progress_free(state);
	return status;
}

/* Where byte off of the old text is in the new one, or -1 when the
 * bytes [off, off + len) did not all survive in one piece. */
static int64_t kept_offset(const struct cfix_kept_span *kept, size_t nkept,
			   uint32_t off, uint32_t len)
{
	size_t lo = 0, hi = nkept;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (kept[mid].old_end <= off)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo == nkept || kept[lo].old_begin > off ||
	    off + len > kept[lo].old_end)
		return -1;
	return (int64_t)kept[lo].new_begin + (off - kept[lo].old_begin);
}

/* The token of source beginning (or, end set, ending) at byte off. */
static int64_t token_at(const struct cfix_source *source, int64_t off,
			bool end)
{
	uint32_t lo;

	if (off < 0 || off > UINT32_MAX)
		return -1;
	lo = cfix_source_token_from(source, (uint32_t)off, end);
	if (lo == source->ntoks ||
	    (end ? source->toks[lo].end : source->toks[lo].begin) != off)
		return -1;
	return lo;
}

/* Moves one binding from old to new (see cfix_rule_progress_rebase()). */
static void rebase_binding(struct binding *b, const struct cfix_source *old,
			   const struct cfix_source *new,
			   const struct cfix_kept_span *kept, size_t nkept)
{
	int64_t first = -1, last = -1;

	if (!b->set || b->value)
		return;
	if (b->first <= b->last && b->last < old->ntoks) {
		uint32_t begin = old->toks[b->first].begin;
		uint32_t end = old->toks[b->last].end;
		int64_t at = kept_offset(kept, nkept, begin, end - begin);

		first = token_at(new, at, false);
		last = at < 0 ? -1 : token_at(new, at + (end - begin), true);
	} else if (b->first == b->last + 1 && b->first < old->ntoks) {
		/* an empty list: keep its place */
		first = token_at(new, kept_offset(kept, nkept,
						   old->toks[b->first].begin,
						   0), false);
		last = first - 1;
	}
	if (first >= 0 && (last >= first || last == first - 1)) {
		b->first = (uint32_t)first;
		b->last = (uint32_t)last;
		return;
	}
	/* a type or name keeps its spelling (a struct type bound with its
	 * body, which a fix changed, is still "struct s") */
	b->value = b->text ? b->text : source_binding_text(old, b);
}

void cfix_rule_progress_rebase(struct cfix_rule_progress *state,
			     const struct cfix_source *old,
			     const struct cfix_source *new,
			     const struct cfix_kept_span *kept, size_t nkept)
{
	for (uint32_t i = 0; i < state->set->nrules; i++) {
		const struct cfix_rule *rule = state->set->rules[i];
		struct rule_result *r = &state->results[i];

		for (size_t e = 0; e < r->envs.len; e++)
			for (uint32_t v = 0; v < rule->nmetavars; v++)
				rebase_binding(&r->envs.items[e][v], old, new,
					       kept, nkept);
	}
}
