/*
 * Types compared as text: normalized type names, what a type
 * metavariable (or a `typedef`, `struct` pattern) fits, the type an
 * expression is declared with where the file (or, for the candidate
 * pass, its headers: header_records.c) says it.  Constant values:
 * constants.c.
 */
#include "types.h"

#include "header_records.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

bool cfix__match_same_type(const char *a, const char *b)
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

bool cfix__match_is_tag_word(const char *w, size_t n)
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

/* The type field name of the struct or union tag (`struct a3d`) has in
 * its definition in the file of node, or NULL. */
static const char *field_type(const struct cfix_source *source,
			      const struct cfix_node *node, const char *tag,
			      const char *name)
{
	const struct cfix_node *unit = node;

	while (unit->parent)
		unit = unit->parent;
	if (source && source->root)	/* a #define body's too */
		unit = source->root;
	for (uint32_t i = 0; i < unit->nkids; i++) {
		const struct cfix_node *rec = unit->kids[i];
		const char *type = NULL;

		if (!rec || rec->kind != CFIX_NODE_RECORD || !rec->text ||
		    !cfix__match_same_type(rec->text, tag))
			continue;
		for (uint32_t k = 0; k < rec->nkids && !type; k++)
			if (rec->kids[k])
				type = type_declared_in(rec->kids[k], name);
		if (type)
			return type;
	}
	return NULL;
}

static const char *declared_type(const struct cfix_source *source,
				 const struct cfix_node *src);
static const char *define_body_type(const struct cfix_source *source,
				    const struct cfix_node *src);

/* `a->f` or `a.f` clang gave no type: f's type in the definition of
 * a's struct. */
static const char *member_type(const struct cfix_source *source,
			       const struct cfix_node *src)
{
	const struct cfix_node *base = src->kids[0], *field = src->kids[1];
	const char *type;
	char *tag;
	size_t len;

	if (!base || !field || !field->text)
		return NULL;
	type = base->type ? base->type : declared_type(source, base);
	if (!type)
		return NULL;
	tag = normalize_type(type);
	len = strlen(tag);
	if (!strcmp(src->op, "->") && len > 2 && !strcmp(tag + len - 2, " *"))
		tag[len - 2] = '\0';
	type = field_type(source, src, tag, field->text);
	free(tag);
	return type;
}

/*
 * The declared type of a name clang gave no type (code it could not
 * compile: `f(x, int)`, an array of an incomplete struct), as spatch
 * finds it: the nearest declaration of the name before the use, in the
 * blocks around it, the function's parameters, then the file.
 */
static const char *declared_type(const struct cfix_source *source,
				 const struct cfix_node *src)
{
	const struct cfix_node *below = src;

	if (src->kind == CFIX_NODE_MEMBER && src->nkids == 2 && src->op)
		return member_type(source, src);
	if (src->kind != CFIX_NODE_IDENT || !src->text)
		return NULL;
	/* the name a declarator declares (`x = E` matching `T x = E;`) */
	if (src->parent && (src->parent->kind == CFIX_NODE_DECLARATOR ||
			    src->parent->kind == CFIX_NODE_PARAM) &&
	    src->parent->nkids > 1 && src->parent->kids[1] == src)
		return type_declared_by(src->parent, src->text);
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
	return source ? define_body_type(source, src) : NULL;
}

/* The first token of the #define whose body is top, or UINT32_MAX.
 * The front ends list a file's #defines in file order, so a binary
 * search finds it (a file of 20,000 #defines is quadratic otherwise);
 * a linear one stands in should they not be. */
static uint32_t macro_of_body(const struct cfix_source *source,
			      const struct cfix_node *top)
{
	uint32_t lo = 0, hi = source->nmacros;

	while (lo < hi) {	/* the first #define starting after top */
		uint32_t mid = lo + (hi - lo) / 2;

		if (source->macros[mid].first <= top->first)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo > 0 && source->macros[lo - 1].body == top)
		return source->macros[lo - 1].first;
	for (uint32_t i = 0; i < source->nmacros; i++)
		if (source->macros[i].body == top)
			return source->macros[i].first;
	return UINT32_MAX;
}

/* The name an object-like #define's body is (`#define tab tab64`,
 * maybe in parentheses), or NULL. */
static const char *alias_of(const struct cfix_source *source,
			    const struct cfix_macro_def *mac)
{
	const struct cfix_node *body = mac->body;

	if (!body || !mac->first || mac->first - 1 >= source->ntoks ||
	    strcmp(source->toks[mac->first - 1].text, mac->name))
		return NULL;	/* function-like: a ')' before the body */
	while (body && body->kind == CFIX_NODE_PAREN && body->nkids == 1)
		body = body->kids[0];
	return body && body->kind == CFIX_NODE_IDENT ? body->text : NULL;
}

/* The type of name from the file-scope declarations before token at,
 * the nearest first, else (depth left) that of the name an object-like
 * #define before at makes it stand for, as spatch's type_annoter types
 * a macro variable by its body (`#define regoffset_table
 * x86_64_regoffset_table`, perf's dwarf-regs.c). */
static const char *declared_before(const struct cfix_source *source,
				   const char *name, uint32_t at,
				   unsigned depth)
{
	const struct cfix_node *unit = source->root;
	const char *alias;

	for (uint32_t i = unit->nkids; i-- > 0;) {
		const struct cfix_node *kid = unit->kids[i];
		const char *type;

		if (!kid || kid->last >= at)
			continue;
		type = type_declared_in(kid, name);
		if (type)
			return type;
	}
	for (uint32_t i = source->nmacros; depth && i-- > 0;) {
		const struct cfix_macro_def *mac = &source->macros[i];

		if (mac->first >= at || strcmp(mac->name, name))
			continue;
		alias = alias_of(source, mac);
		return alias && strcmp(alias, name)
			       ? declared_before(source, alias, mac->first,
						 depth - 1)
			       : NULL;
	}
	return NULL;
}

/*
 * The type of a name in a #define body, as spatch 1.1.1 types one
 * (parsing_c/type_annoter_c.ml, Define): from the file-scope
 * declarations before the #define, the nearest first, else by the
 * #define before it that the name is (declared_before()).  1.1.1
 * declares no macro parameter, so a parameter named like a global has
 * the global's type; a global declared after the #define types nothing.
 */
static const char *define_body_type(const struct cfix_source *source,
				    const struct cfix_node *src)
{
	const struct cfix_node *top = src, *unit = source->root;
	uint32_t at = UINT32_MAX;

	if (src->kind != CFIX_NODE_IDENT || !src->text || !unit)
		return NULL;
	while (top->parent)
		top = top->parent;
	if (top == unit)	/* code, not a #define body */
		return NULL;
	at = macro_of_body(source, top);
	return at != UINT32_MAX ? declared_before(source, src->text, at, 4)
				: NULL;
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

/*
 * A type the own parse can state as clang would: C's type words,
 * `const`, `volatile`, `struct`/`union`/`enum` with a tag name, and
 * `*`.  A typedef, an array, a function type, an attribute macro
 * (`__iomem`) may read otherwise with the headers: not closed.
 */
static bool closed_type(const char *norm)
{
	static const char *const words[] = {
		"int", "char", "short", "long", "signed", "unsigned", "float",
		"double", "void", "_Bool", "const", "volatile", NULL };
	bool after_tag = false;

	for (const char *w = norm; *w;) {
		size_t n = strcspn(w, " ");
		bool ok = after_tag ? (isalpha((unsigned char)*w) || *w == '_') :
			  (n == 1 && *w == '*') || cfix__match_is_tag_word(w, n);

		for (int i = 0; !ok && !after_tag && words[i]; i++)
			ok = strlen(words[i]) == n && !strncmp(words[i], w, n);
		if (!ok || !n)
			return false;
		after_tag = !after_tag && cfix__match_is_tag_word(w, n);
		w += n + (w[n] == ' ');
	}
	return !after_tag;
}

/* Whether token at of source lies between an #if (#ifdef, #ifndef) and
 * its #endif: the own parse reads every branch, clang one.  The depth
 * before each token is counted once per token array and kept in the
 * source (a cache: the view itself is not changed). */
static bool in_conditional(const struct cfix_source *source, uint32_t at)
{
	struct cfix_source *keep = (struct cfix_source *)source;
	bool *in;
	int depth = 0;

	if (source->in_cond && source->cond_for == source->toks)
		return source->in_cond[at < source->ntoks ? at : source->ntoks];
	in = cfix_arena_alloc(source->arena,
			      ((size_t)source->ntoks + 1) * sizeof(*in));
	for (uint32_t i = 0; i < source->ntoks; i++) {
		const struct cfix_token *t = &source->toks[i], *d = t + 1;

		in[i] = depth > 0;
		if (i + 1 >= source->ntoks || !(t->flags & CFIX_TOKF_PP) ||
		    !(t->flags & CFIX_TOKF_LINE_START) || strcmp(t->text, "#"))
			continue;
		if (!strcmp(d->text, "if") || !strcmp(d->text, "ifdef") ||
		    !strcmp(d->text, "ifndef"))
			depth++;
		else if (!strcmp(d->text, "endif") && depth > 0)
			depth--;
	}
	in[source->ntoks] = depth > 0;
	keep->in_cond = in;
	keep->cond_for = source->toks;
	return in[at < source->ntoks ? at : source->ntoks];
}

/* Whether name is a #define of the file (a name it may stand for). */
static bool file_macro(const struct cfix_source *source, const char *name,
		       size_t n)
{
	for (uint32_t i = 0; i < source->nmacros; i++)
		if (strlen(source->macros[i].name) == n &&
		    !strncmp(source->macros[i].name, name, n))
			return true;
	return false;
}

/* The declaration node before src that declares the name src is, as
 * declared_type() finds it (blocks, parameters, file), or NULL. */
static const struct cfix_node *declaration_of(const struct cfix_node *src)
{
	const struct cfix_node *below = src;

	for (const struct cfix_node *up = src->parent; up; up = up->parent) {
		for (uint32_t i = up->nkids; i-- > 0;) {
			const struct cfix_node *kid = up->kids[i];

			if (!kid || kid == below || kid->first > src->first)
				continue;
			if (type_declared_in(kid, src->text))
				return kid;
		}
		below = up;
	}
	return NULL;
}

/* Whether a #if, #ifdef, #ifndef, #elif, #else or #endif lies between
 * tokens a and b of source (a <= b): clang may read one without the
 * other.  Past a bound, as if one did (a scan per question). */
static bool directive_between(const struct cfix_source *source, uint32_t a,
			      uint32_t b)
{
	static const char *const words[] = { "if", "ifdef", "ifndef", "elif",
					     "else", "endif", NULL };

	if (b - a > 8192)
		return true;
	for (uint32_t i = a; i < b && i + 1 < source->ntoks; i++) {
		const struct cfix_token *t = &source->toks[i];

		if ((t->flags & CFIX_TOKF_PP) && (t->flags & CFIX_TOKF_LINE_START) &&
		    !strcmp(t->text, "#") && cfix__is_word_in(t[1].text, words))
			return true;
	}
	return false;
}

/* Whether clang reads declaration decl wherever it reads token at after
 * it: decl lies outside any #if, or no conditional directive lies
 * between (a local of a function under `#ifdef CONFIG_X`). */
static bool plain_decl(const struct cfix_source *source,
		       const struct cfix_node *decl, uint32_t at)
{
	return !in_conditional(source, decl->first) ||
	       (decl->first <= at && !directive_between(source, decl->first, at));
}

/* The type of a name the file declares in code (not a #define body),
 * its declaration plain_decl(), the name and its type's words no macro
 * of the file, if that type is closed_type(); else NULL. */
static const char *own_name_type(const struct cfix_source *source,
				 const struct cfix_node *src)
{
	const struct cfix_node *decl, *top = src;
	const char *type;
	char *norm;
	bool ok;

	if (src->kind != CFIX_NODE_IDENT || !src->text ||
	    file_macro(source, src->text, strlen(src->text)))
		return NULL;
	while (top->parent)
		top = top->parent;
	if (top != source->root)
		return NULL;
	decl = declaration_of(src);
	if (!decl || !plain_decl(source, decl, src->first))
		return NULL;
	type = type_declared_in(decl, src->text);
	norm = type ? normalize_type(type) : NULL;
	ok = norm && closed_type(norm);
	for (const char *w = norm; ok && *w;) {
		size_t n = strcspn(w, " ");

		ok = !file_macro(source, w, n);
		w += n + (w[n] == ' ');
	}
	free(norm);
	return ok ? type : NULL;
}

/*
 * The outermost constructor of a type as written: '*' a pointer, '['
 * an array, 0 another or one the text cannot tell (a typedef's name,
 * a function pointer's parentheses, a `* const`).
 */
static char outer_shape(const char *type)
{
	size_t n = type ? strlen(type) : 0;

	if (!n || strchr(type, '('))
		return 0;
	while (n && type[n - 1] == ' ')
		n--;
	return n && (type[n - 1] == ']' || type[n - 1] == '*')
		       ? (type[n - 1] == ']' ? '[' : '*') : 0;
}

/* The declared type of a name the file declares in code (not a #define
 * body), the name no macro of the file, its declaration plain_decl(),
 * normalized and malloc'd; NULL else.  *decl_out: its declaration. */
static char *own_declared(const struct cfix_source *source,
			  const struct cfix_node *src,
			  const struct cfix_node **decl_out)
{
	const struct cfix_node *decl, *top = src;
	const char *type;

	if (src->kind != CFIX_NODE_IDENT || !src->text ||
	    file_macro(source, src->text, strlen(src->text)))
		return NULL;
	while (top->parent)
		top = top->parent;
	if (top != source->root)
		return NULL;
	decl = declaration_of(src);
	if (!decl || !plain_decl(source, decl, src->first))
		return NULL;
	type = type_declared_in(decl, src->text);
	*decl_out = decl;
	return type ? normalize_type(type) : NULL;
}

/* The definitions (with fields) of tag among the file's top-level items
 * and the declarations that define one (`typedef struct s {...} t;`):
 * the one, or NULL when none, several, or one under an #if. */
static const struct cfix_node *file_record(const struct cfix_source *source,
					   const char *tag, unsigned *defs)
{
	const struct cfix_node *unit = source->root, *found = NULL;
	unsigned n = 0;

	for (uint32_t i = 0; unit && i < unit->nkids; i++) {
		const struct cfix_node *k = unit->kids[i];

		for (uint32_t j = 0; k && j <= (k->kind == CFIX_NODE_DECL ?
						k->nkids : 0); j++) {
			const struct cfix_node *rec = j ? k->kids[j - 1] : k;

			if (rec && rec->kind == CFIX_NODE_RECORD && rec->nkids &&
			    rec->text && cfix__match_same_type(rec->text, tag)) {
				found = rec;
				n++;
			}
		}
	}
	*defs = n;
	return n == 1 && !in_conditional(source, found->first) ? found : NULL;
}

/* The type a file-level `typedef` outside any #if gives name (one word),
 * normalized and malloc'd, or NULL. */
static char *file_typedef(const struct cfix_source *source, const char *name)
{
	const struct cfix_node *unit = source->root;

	if (file_macro(source, name, strlen(name)))
		return NULL;
	for (uint32_t i = 0; unit && i < unit->nkids; i++) {
		const struct cfix_node *k = unit->kids[i];
		const char *type;

		if (!k || k->kind != CFIX_NODE_DECL || !k->nkids || !k->kids[0] ||
		    !k->kids[0]->text || strncmp(k->kids[0]->text, "typedef ", 8) ||
		    in_conditional(source, k->first))
			continue;
		type = type_declared_in(k, name);
		if (type)
			return normalize_type(type);
	}
	return NULL;
}

/* type (malloc'd, normalized) without a leading `const`/`volatile`,
 * a file typedef of one word resolved: `struct s`, or as it was. */
static char *record_tag(const struct cfix_source *source, char *type)
{
	char *p = type, *t;

	while (!strncmp(p, "const ", 6) || !strncmp(p, "volatile ", 9))
		p += p[0] == 'c' ? 6 : 9;
	if (!strchr(p, ' ') && (t = file_typedef(source, p))) {
		free(type);
		return record_tag(source, t);
	}
	t = cfix_xstrdup(p);
	free(type);
	return t;
}

/* The type (normalized, malloc'd) field of tag has in the one
 * definition the file's headers hold (header_records.h), or NULL; -v's
 * note says the first that decided one and the first that could not. */
static char *header_field(const struct cfix_source *source, const char *tag,
			  const char *field)
{
	struct cfix_maybe *maybe = source->maybe;
	const char *why = NULL, *where = NULL;
	char *type = cfix__header_field_type(maybe->headers, tag, field, &why,
					     &where), *out;

	if (type && !maybe->header_decided)
		maybe->header_decided = cfix_arena_printf(
			source->arena, "the type of %s's field '%s' from %s",
			tag, field, where);
	else if (!type && !maybe->header_unknown)
		maybe->header_unknown = cfix_arena_printf(
			source->arena, "no type of %s's field '%s' from the "
			"headers: %s%s%s", tag, field, why, where ? ", " : "",
			where ? where : "");
	out = type ? normalize_type(type) : NULL;
	free(type);
	return out;
}

/*
 * The type (normalized, malloc'd) of src as the declarators of the
 * file state it: a name (own_declared()), a field of a struct or union
 * the file defines once outside any #if (`c->last`, `t->in.b`), an
 * element (`a[i]`), chains of these; NULL where it cannot.  Only the
 * outermost constructor is trusted (outer_shape()): type words may be
 * typedefs of the headers.
 */
static char *own_chain_type(const struct cfix_source *source,
			    const struct cfix_node *src, unsigned depth)
{
	const struct cfix_node *decl = NULL, *rec, *field;
	char *base, *out = NULL;
	const char *type = NULL;
	unsigned defs = 0;
	size_t n;

	if (!depth || !src)
		return NULL;
	switch (src->kind) {
	case CFIX_NODE_PAREN:
		return src->nkids ? own_chain_type(source, src->kids[0],
						   depth - 1) : NULL;
	case CFIX_NODE_IDENT:
		out = own_declared(source, src, &decl);
		/* a parameter's array is a pointer to clang */
		if (out && decl->kind != CFIX_NODE_DECL && outer_shape(out) == '[') {
			free(out);
			out = NULL;
		}
		return out;
	case CFIX_NODE_INDEX:
		base = src->nkids ? own_chain_type(source, src->kids[0],
						   depth - 1) : NULL;
		n = base ? strlen(base) : 0;
		if (base && outer_shape(base) == '*' && n > 2)
			base[n - 2] = '\0';		/* `T *` to `T` */
		else if (base && outer_shape(base) == '[') {
			char *open = strchr(base, '['), *close = strchr(base, ']');

			/* `T [ 2 ] [ 4 ]` to `T [ 4 ]`, `T [ 4 ]` to `T` */
			memmove(open > base ? open - 1 : open, close + 1,
				strlen(close + 1) + 1);
		} else {
			free(base);
			base = NULL;
		}
		return base;
	case CFIX_NODE_MEMBER:
		break;
	default:
		return NULL;
	}
	field = src->nkids == 2 ? src->kids[1] : NULL;
	if (!src->op || !field || !field->text ||
	    file_macro(source, field->text, strlen(field->text)))
		return NULL;
	base = own_chain_type(source, src->kids[0], depth - 1);
	n = base ? strlen(base) : 0;
	if (base && !strcmp(src->op, "->") && outer_shape(base) == '*')
		base[n - 2] = '\0';
	else if (base && (!strcmp(src->op, "->") || outer_shape(base))) {
		free(base);
		return NULL;
	}
	base = base ? record_tag(source, base) : NULL;
	rec = base ? file_record(source, base, &defs) : NULL;
	for (uint32_t k = 0; rec && k < rec->nkids && !type; k++)
		if (rec->kids[k] &&
		    (type = type_declared_in(rec->kids[k], field->text)) &&
		    in_conditional(source, rec->kids[k]->first)) {
			free(base);	/* a field under an #if of the body */
			return NULL;
		}
	if (base && !defs && source->maybe && source->maybe->headers)
		out = header_field(source, base, field->text);
	free(base);
	return type ? normalize_type(type) : out;
}

/*
 * The outermost constructor (outer_shape()) of the type of src as the
 * file's declarators state it (own_chain_type()): a declarator decides
 * it whatever the type words (`u8 buf[16]` is an array, `foo_t *p` a
 * pointer, `c->last` of a `__be32 last[4];` an array); 0 unknown.
 */
static char own_shape(const struct cfix_source *source,
		      const struct cfix_node *src)
{
	char *type = own_chain_type(source, src, 16), shape = outer_shape(type);

	free(type);
	return shape;
}

/*
 * The type clang gives expression src, where the own parse can state
 * it in C's own words: a name the file declares (own_name_type()), a
 * field of a struct the file defines outside any #if, a cast, `&x`, a
 * comparison or logical operator (int).  Malloc'd, or NULL: unknown.
 */
static char *own_type(const struct cfix_source *source,
		      const struct cfix_node *src)
{
	const char *type = NULL;
	char *base, *out;

	switch (src->kind) {
	case CFIX_NODE_PAREN:
		return src->nkids && src->kids[0]
			       ? own_type(source, src->kids[0]) : NULL;
	case CFIX_NODE_IDENT:
		type = own_name_type(source, src);
		break;
	case CFIX_NODE_CAST:
		if (src->nkids && src->kids[0] && src->kids[0]->text)
			type = src->kids[0]->text;
		break;
	case CFIX_NODE_BINARY:
		if (src->op && (!strcmp(src->op, "==") || !strcmp(src->op, "!=") ||
				!strcmp(src->op, "<") || !strcmp(src->op, ">") ||
				!strcmp(src->op, "<=") || !strcmp(src->op, ">=") ||
				!strcmp(src->op, "&&") || !strcmp(src->op, "||")))
			type = "int";
		break;
	case CFIX_NODE_UNARY:
		if (src->op && !strcmp(src->op, "!"))
			type = "int";
		else if (src->op && !strcmp(src->op, "&") && src->nkids &&
			 src->kids[0] && src->kids[0]->kind == CFIX_NODE_IDENT &&
			 (base = own_type(source, src->kids[0]))) {
			out = cfix_xasprintf("%s *", base);
			free(base);
			return out;
		}
		break;
	case CFIX_NODE_MEMBER: {
		/* one level: the base a name, the struct defined outside
		 * any #if, its field's type closed */
		const struct cfix_node *b = src->nkids == 2 ? src->kids[0] : NULL;
		const struct cfix_node *unit = source->root, *rec = NULL;

		if (!b || !src->kids[1] || !src->op ||
		    !own_name_type(source, b) || !unit)
			break;
		type = member_type(source, src);
		for (uint32_t i = 0; type && i < unit->nkids && !rec; i++) {
			const struct cfix_node *k = unit->kids[i];

			for (uint32_t f = 0; k && k->kind == CFIX_NODE_RECORD &&
					     f < k->nkids && !rec; f++)
				if (k->kids[f] &&
				    type_declared_in(k->kids[f],
						     src->kids[1]->text) == type)
					rec = k;
		}
		if (!rec || in_conditional(source, rec->first))
			type = NULL;
		break;
	}
	default:
		break;
	}
	if (!type)
		return NULL;
	out = normalize_type(type);
	if (!closed_type(out)) {
		free(out);
		return NULL;
	}
	return out;
}

/* A name the file's top level declares: TOP_FUNCTION a function's
 * definition, TOP_DECLARED a declarator's (typedef, variable,
 * prototype). */
struct cfix_top_name {
	const char *name;
	unsigned kinds;
};

enum { TOP_FUNCTION = 1, TOP_DECLARED = 2 };

static int top_cmp(const void *a, const void *b)
{
	return strcmp(((const struct cfix_top_name *)a)->name,
		      ((const struct cfix_top_name *)b)->name);
}

/* The kinds of declaration name has at the file's top level (an index
 * built once per candidate pass: a question per expression must not
 * scan 41,000 functions). */
static unsigned top_kinds(const struct cfix_source *source, const char *name)
{
	struct cfix_maybe *maybe = source->maybe;
	const struct cfix_node *unit = source->root;
	struct cfix_top_name key = { name, 0 }, *hit;
	unsigned kinds = 0;

	if (!maybe) {	/* no index outside the candidate pass */
		for (uint32_t i = 0; unit && i < unit->nkids; i++) {
			const struct cfix_node *k = unit->kids[i];

			if (k && type_declared_in(k, name))
				kinds |= TOP_DECLARED;
			if (k && k->kind == CFIX_NODE_FUNCTION && k->nkids > 1 &&
			    k->kids[1] && k->kids[1]->text &&
			    !strcmp(k->kids[1]->text, name))
				kinds |= TOP_FUNCTION;
		}
		return kinds;
	}
	if (!maybe->top_built) {
		CFIX_ARRAY(struct cfix_top_name) all = { 0 };

		maybe->top_built = true;
		for (uint32_t i = 0; unit && i < unit->nkids; i++) {
			const struct cfix_node *k = unit->kids[i];

			if (k && k->kind == CFIX_NODE_FUNCTION && k->nkids > 1 &&
			    k->kids[1] && k->kids[1]->text)
				cfix_array_push(&all, ((struct cfix_top_name){
					k->kids[1]->text, TOP_FUNCTION }));
			for (uint32_t j = 1; k && k->kind == CFIX_NODE_DECL &&
					     j < k->nkids; j++) {
				const struct cfix_node *d = k->kids[j];

				if (d && d->kind == CFIX_NODE_DECLARATOR &&
				    d->nkids > 1 && d->kids[1] && d->kids[1]->text)
					cfix_array_push(&all, ((struct cfix_top_name){
						d->kids[1]->text, TOP_DECLARED }));
			}
		}
		qsort(all.items, all.len, sizeof(*all.items), top_cmp);
		maybe->ntop = (uint32_t)all.len;
		maybe->top = cfix_arena_alloc(source->arena,
					      (all.len + 1) * sizeof(*all.items));
		if (all.len)
			memcpy(maybe->top, all.items, all.len * sizeof(*all.items));
		cfix_array_release(&all);
	}
	hit = maybe->ntop ? bsearch(&key, maybe->top, maybe->ntop,
				     sizeof(key), top_cmp) : NULL;
	/* equal names lie side by side */
	for (struct cfix_top_name *t = hit; t && t > maybe->top &&
					   !strcmp(t[-1].name, name); t--)
		hit = t - 1;
	for (; hit && hit < maybe->top + maybe->ntop &&
	       !strcmp(hit->name, name); hit++)
		kinds |= hit->kinds;
	return kinds;
}

/* Whether the file declares name at its top level (a typedef under an
 * #if, a variable, a prototype) or defines a function of it: a
 * header's answer for it may not be clang's. */
static bool file_declares(const struct cfix_source *source, const char *name)
{
	return top_kinds(source, name) != 0;
}

/* The type a typedef name stands for: the file's own outside any #if,
 * else the headers' (header_records.h) where the file declares it
 * nowhere; normalized, malloc'd, or NULL. */
static char *typedef_of(const struct cfix_source *source, const char *name)
{
	struct cfix_maybe *maybe = source->maybe;
	const char *why, *where;
	char *t, *out;

	if (file_macro(source, name, strlen(name)))
		return NULL;
	if (file_declares(source, name))	/* the file's, or unknown */
		return file_typedef(source, name);
	if (!maybe || !maybe->headers)
		return NULL;
	t = cfix__header_decl_type(maybe->headers, name, false, &why, &where);
	if (t && !maybe->header_decided)
		maybe->header_decided = cfix_arena_printf(
			source->arena, "the typedef %s from %s", name, where);
	else if (!t && !maybe->header_unknown)
		maybe->header_unknown = cfix_arena_printf(
			source->arena, "no typedef %s from the headers: %s%s%s",
			name, why, where ? ", " : "", where ? where : "");
	out = t ? normalize_type(t) : NULL;
	free(t);
	return out;
}

/*
 * type (normalized, malloc'd, taken) with its typedef name resolved,
 * down a chain of typedefs (`u32` to `__u32` to `unsigned int`), as
 * clang's canonical type: closed_type(), or NULL.  Storage classes
 * (a function's `static inline`) dropped.  A typedef of a pointer
 * stands alone only (`const string` is no `const char *`).
 */
static char *resolved(const struct cfix_source *source, char *type,
		      unsigned depth)
{
	static const char *const storage[] = { "static", "extern", "inline",
					       "__inline", "__inline__", NULL };
	struct cfix_buf out = CFIX_BUF_INIT;
	char *name = NULL, *t = NULL;
	bool after_tag = false, alone = true;

	for (const char *w = type; *w;) {
		size_t n = strcspn(w, " ");
		char word[64];

		if (!n || n >= sizeof(word))
			goto unknown;
		memcpy(word, w, n);
		word[n] = '\0';
		w += n + (w[n] == ' ');
		if (cfix__is_word_in(word, storage))
			continue;
		if (out.len)
			cfix_buf_addch(&out, ' ');
		if (after_tag || closed_type(word) ||
		    cfix__match_is_tag_word(word, n)) {
			after_tag = !after_tag && cfix__match_is_tag_word(word, n);
			alone = false;
			cfix_buf_adds(&out, word);
			continue;
		}
		if (name || file_macro(source, word, n))
			goto unknown;	/* two typedef names, or a macro */
		name = cfix_xstrdup(word);
		cfix_buf_adds(&out, "%s");
	}
	if (!name) {
		cfix_buf_release(&out);
		if (closed_type(type))
			return type;
		free(type);
		return NULL;
	}
	alone &= !strcmp(out.data, "%s");
	if (!depth || !(t = typedef_of(source, name)) ||
	    (strchr(t, '*') && !alone)) {
		free(t);
		goto unknown;
	}
	{
		char *p = strstr(out.data, "%s"), *next;

		next = cfix_xasprintf("%.*s%s%s", (int)(p - out.data), out.data,
				      t, p + 2);
		free(t);
		free(type);
		free(name);
		cfix_buf_release(&out);
		t = normalize_type(next);
		free(next);
		return resolved(source, t, depth - 1);
	}
unknown:
	free(name);
	free(type);
	cfix_buf_release(&out);
	return NULL;
}

/* The return type of the one definition of function name the file
 * holds, outside any #if (*defs: how many). */
static const char *file_function(const struct cfix_source *source,
				 const char *name, unsigned *defs)
{
	const struct cfix_node *unit = source->root, *found = NULL;

	*defs = 0;
	if (!(top_kinds(source, name) & TOP_FUNCTION))
		return NULL;
	for (uint32_t i = 0; unit && i < unit->nkids; i++) {
		const struct cfix_node *k = unit->kids[i];

		if (k && k->kind == CFIX_NODE_FUNCTION && k->nkids > 1 &&
		    k->kids[0] && k->kids[1] && k->kids[1]->text &&
		    !strcmp(k->kids[1]->text, name)) {
			found = k;
			++*defs;
		}
	}
	return *defs == 1 && !in_conditional(source, found->first) &&
			       found->kids[0]->text
		       ? found->kids[0]->text : NULL;
}

/* The return type of a call of a function, its name no macro, as the
 * file's one definition spells it, else (the file declaring it
 * nowhere) the headers' prototypes; normalized, malloc'd, or NULL. */
static char *call_type(const struct cfix_source *source,
		       const struct cfix_node *src)
{
	const struct cfix_node *f = src->nkids ? src->kids[0] : NULL;
	struct cfix_maybe *maybe = source->maybe;
	const char *why, *where;
	char *t, *out;

	unsigned defs;

	if (!f || f->kind != CFIX_NODE_IDENT || !f->text || !maybe ||
	    file_macro(source, f->text, strlen(f->text)) || declaration_of(f))
		return NULL;
	t = (char *)file_function(source, f->text, &defs);
	if (defs)
		return t ? normalize_type(t) : NULL;
	if (!maybe->headers || file_declares(source, f->text))
		return NULL;
	t = cfix__header_decl_type(maybe->headers, f->text, true, &why, &where);
	if (t && !maybe->header_decided)
		maybe->header_decided = cfix_arena_printf(
			source->arena, "the return type of %s from %s", f->text,
			where);
	else if (!t && !maybe->header_unknown)
		maybe->header_unknown = cfix_arena_printf(
			source->arena, "no return type of %s from the headers: "
			"%s%s%s", f->text, why, where ? ", " : "",
			where ? where : "");
	out = t ? normalize_type(t) : NULL;
	free(t);
	return out;
}

/*
 * Where own_type() cannot: the type of src as its declarator spells it
 * (*spelled: a name's, a field's, an element's, a call's return type;
 * malloc'd) and, returned, the canonical type its typedefs resolve to
 * (resolved()), as clang would give both; NULL when either is unknown.
 */
static char *own_resolved_type(const struct cfix_source *source,
			       const struct cfix_node *src, char **spelled)
{
	const struct cfix_node *decl;
	char *t;

	*spelled = NULL;
	switch (src->kind) {
	case CFIX_NODE_PAREN:
		return src->nkids && src->kids[0]
			       ? own_resolved_type(source, src->kids[0], spelled)
			       : NULL;
	case CFIX_NODE_IDENT:
		t = own_declared(source, src, &decl);
		break;
	case CFIX_NODE_MEMBER:
	case CFIX_NODE_INDEX:
		t = own_chain_type(source, src, 16);
		break;
	case CFIX_NODE_CALL:
		t = call_type(source, src);
		break;
	default:
		return NULL;
	}
	if (!t)
		return NULL;
	*spelled = t;
	t = resolved(source, cfix_xstrdup(t), 8);
	if (!t) {
		free(*spelled);
		*spelled = NULL;
	}
	return t;
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
 * The candidate pass (cfix_source.maybe) for an expression the own
 * parse gave no type: where own_type() states its type as clang would,
 * the rule's type decides as on clang's view (an `int ret` is no
 * `unsigned int`, nor fits `expression *E`); where the rule's type
 * names a metavariable, or the type is unknown, it may fit.
 */
static bool maybe_fits(struct matcher *m, const struct cfix_metavar *mv,
		       const struct cfix_node *src)
{
	char *spelled = NULL, *have = own_type(m->source, src);
	char hc[96], wc[96], shape;
	bool fits;

	if (!have)
		have = own_resolved_type(m->source, src, &spelled);
	shape = have ? 0 : own_shape(m->source, src);
	fits = !have && !shape;

	for (uint32_t k = 0; !fits && k < (mv->ntypes ? mv->ntypes : 1); k++) {
		const char *t = mv->ntypes ? mv->types[k] : mv->type;

		if (!have) {	/* an array is no pointer, nor the reverse */
			fits = !outer_shape(t) || outer_shape(t) == shape;
			continue;
		}
		fits = names_metavar(m, t) || one_type_fits(m, t, have) ||
		       (spelled && one_type_fits(m, t, spelled)) ||
		       (builtin_canon(t, wc, sizeof(wc)) &&
			builtin_canon(have, hc, sizeof(hc)) && !strcmp(wc, hc));
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
		type = declared_type(m->source, src);
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
	return type_list_fits(m, mv, type, canon);
}

/* "disable optional_storage" makes these count in a type. */
bool cfix__match_is_storage_class(const char *word)
{
	static const char *const classes[] = {
		"static", "extern", "register", "auto", NULL,
	};

	return cfix__is_word_in(word, classes);
}

/* The IDENT node of token tok under node, or NULL. */
static const struct cfix_node *ident_at(const struct cfix_node *node,
					uint32_t tok)
{
	while (node && node->kind != CFIX_NODE_IDENT) {
		const struct cfix_node *in = NULL;

		for (uint32_t i = 0; i < node->nkids && !in; i++)
			if (node->kids[i] && node->kids[i]->first <= tok &&
			    tok <= node->kids[i]->last)
				in = node->kids[i];
		node = in;
	}
	return node && node->first == tok ? node : NULL;
}

/* Does src name a variable (a use, or the name a declarator declares),
 * not a member, a label or a tag? */
static bool names_variable(const struct cfix_node *src)
{
	const struct cfix_node *up = src->parent;

	if (src->kind != CFIX_NODE_IDENT || !src->text)
		return false;
	return !cfix_node_is_name(src) || up->kind == CFIX_NODE_DECLARATOR ||
	       up->kind == CFIX_NODE_PARAM;
}

bool cfix__match_same_name_types(const struct cfix_source *source,
				 const struct cfix_node *src, uint32_t first,
				 uint32_t from)
{
	if (names_variable(src)) {
		const struct cfix_node *other =
			ident_at(source->root, first + (src->first - from));
		const char *a = src->type ? src->type
					  : declared_type(source, src);
		const char *b = !other ? a
			      : other->type ? other->type
					    : declared_type(source, other);

		if (!a != !b || (a && !cfix__match_same_type(a, b)))
			return false;
	}
	for (uint32_t i = 0; i < src->nkids; i++)
		if (src->kids[i] &&
		    !cfix__match_same_name_types(source, src->kids[i], first,
						 from))
			return false;
	return true;
}
