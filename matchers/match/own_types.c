/*
 * The type of an expression on cfix's own parse, for the candidate pass
 * (which rules need clang for a file): a name the file declares, a
 * field of a struct the file or its headers define, a typedef followed
 * down to C's own words, a call's return type; unknown wherever an #if,
 * a macro or a second definition could make clang read otherwise.
 * Moved out of types.c, which compares types as text.
 */
#include "own_types.h"

#include "attr_macros.h"
#include "header_records.h"
#include "own_arith.h"
#include "types.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_VARIANTS = 8 };	/* a type's variants followed, at most */

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
 * cfix__type_declared() finds it (blocks, parameters, file), or NULL. */
static const struct cfix_node *declaration_of(const struct cfix_node *src)
{
	const struct cfix_node *below = src;

	for (const struct cfix_node *up = src->parent; up; up = up->parent) {
		for (uint32_t i = up->nkids; i-- > 0;) {
			const struct cfix_node *kid = up->kids[i];

			if (!kid || kid == below || kid->first > src->first)
				continue;
			if (cfix__type_declared_in(kid, src->text))
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

static const char *const quals[] = { "const", "volatile", "restrict",
				     NULL };

/*
 * Is the word after w (a type's words, space separated) a base type
 * spatch's parsing_hacks.ml is_type names (qualifiers before it
 * skipped), or `struct`?  A name before one is no typedef (C has no
 * `T char`): spatch reads it as a macro left out, a comment ("xx tt",
 * "xx const tt", "xx struct"), as QEMU's `g_autofree char *id`.
 */
static bool before_base_type(const char *w)
{
	static const char *const base[] = { "void", "char", "float", "double",
					    "int", "long", "short", "size_t",
					    "ssize_t", "ptrdiff_t", "struct",
					    NULL };
	char word[16];

	for (;;) {
		size_t n = strcspn(w, " ");

		if (!n || n >= sizeof(word))
			return false;
		memcpy(word, w, n);
		word[n] = '\0';
		if (cfix__is_word_in(word, base))
			return true;
		if (!cfix__is_word_in(word, quals) || !w[n])
			return false;
		w += n + 1;
	}
}

const char *cfix__own_past_macros(const char *type)
{
	const char *w = type;
	char word[64];

	for (size_t n; (n = strcspn(w, " ")) && n < sizeof(word) && w[n] &&
		       (isalpha((unsigned char)*w) || *w == '_') &&
		       before_base_type(w + n + 1);) {
		memcpy(word, w, n);
		word[n] = '\0';
		if (cfix__type_closed(word) || cfix__match_is_tag_word(w, n) ||
		    cfix__is_word_in(word, quals))
			break;
		w += n + 1;
	}
	return w;
}

/* A declared type normalized, less the leading names
 * cfix__own_past_macros() leaves out (`g_autofree char *` is `char *`). */
static char *own_normalize(const char *type)
{
	return cfix__type_normalize(cfix__own_past_macros(type));
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
	type = cfix__type_declared_in(decl, src->text);
	*decl_out = decl;
	return type ? own_normalize(type) : NULL;
}

/* The type of a name the file declares in code (not a #define body),
 * its declaration plain_decl(), the name and its type's words no macro
 * of the file, if that type is cfix__type_closed(); else NULL. */
static const char *own_name_type(const struct cfix_source *source,
				 const struct cfix_node *src)
{
	const struct cfix_node *decl = NULL;
	char *norm = own_declared(source, src, &decl);
	bool ok = norm && cfix__type_closed(norm);

	for (const char *w = norm; ok && *w;) {
		size_t n = strcspn(w, " ");

		ok = !file_macro(source, w, n);
		w += n + (w[n] == ' ');
	}
	free(norm);
	return ok ? cfix__type_declared_in(decl, src->text) : NULL;
}

/*
 * The outermost constructor of a type as written: '*' a pointer, '['
 * an array, 0 another or one the text cannot tell (a typedef's name,
 * a function pointer's parentheses, a `* const`).
 */
char cfix__own_outer_shape(const char *type)
{
	size_t n = type ? strlen(type) : 0;

	if (!n || strchr(type, '('))
		return 0;
	while (n && type[n - 1] == ' ')
		n--;
	return n && (type[n - 1] == ']' || type[n - 1] == '*')
		       ? (type[n - 1] == ']' ? '[' : '*') : 0;
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
		type = cfix__type_declared_in(k, name);
		if (type)
			return cfix__type_normalize(type);
	}
	return NULL;
}

static char *typedef_of(const struct cfix_source *source, const char *name);

/* type (malloc'd, normalized) without a leading `const`/`volatile`,
 * a typedef of one word resolved (the file's, or its headers' where
 * the file declares it nowhere: typedef_of()), down a chain of at most
 * depth: `struct s`, or as it was. */
static char *record_tag(const struct cfix_source *source, char *type,
			unsigned depth)
{
	char *p = type, *t;

	while (!strncmp(p, "const ", 6) || !strncmp(p, "volatile ", 9))
		p += p[0] == 'c' ? 6 : 9;
	if (depth && !strchr(p, ' ') && !cfix__type_closed(p) &&
	    !cfix__match_is_tag_word(p, strlen(p)) &&
	    (t = typedef_of(source, p))) {
		free(type);
		return record_tag(source, t, depth - 1);
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
	out = type ? cfix__type_normalize(type) : NULL;
	free(type);
	return out;
}

/*
 * The type (normalized, malloc'd) of src as the declarators of the
 * file state it: a name (own_declared()), a field of a struct or union
 * the file defines once outside any #if (`c->last`, `t->in.b`), an
 * element (`a[i]`), chains of these; NULL where it cannot.  Only the
 * outermost constructor is trusted (cfix__own_outer_shape()): type words may be
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
		if (out && decl->kind != CFIX_NODE_DECL && cfix__own_outer_shape(out) == '[') {
			free(out);
			out = NULL;
		}
		return out;
	case CFIX_NODE_UNARY:	/* `*p`: as `p[0]` */
		if (!src->op || strcmp(src->op, "*"))
			return NULL;
		/* fall through */
	case CFIX_NODE_INDEX:
		base = src->nkids ? own_chain_type(source, src->kids[0],
						   depth - 1) : NULL;
		n = base ? strlen(base) : 0;
		if (base && cfix__own_outer_shape(base) == '*' && n > 2)
			base[n - 2] = '\0';		/* `T *` to `T` */
		else if (base && cfix__own_outer_shape(base) == '[') {
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
	if (base && !strcmp(src->op, "->") && cfix__own_outer_shape(base) == '*')
		base[n - 2] = '\0';
	else if (base && (!strcmp(src->op, "->") || cfix__own_outer_shape(base))) {
		free(base);
		return NULL;
	}
	base = base ? record_tag(source, base, 8) : NULL;
	rec = base ? file_record(source, base, &defs) : NULL;
	for (uint32_t k = 0; rec && k < rec->nkids && !type; k++)
		if (rec->kids[k] &&
		    (type = cfix__type_declared_in(rec->kids[k], field->text)) &&
		    in_conditional(source, rec->kids[k]->first)) {
			free(base);	/* a field under an #if of the body */
			return NULL;
		}
	if (base && !defs && source->maybe && source->maybe->headers)
		out = header_field(source, base, field->text);
	free(base);
	return type ? cfix__type_normalize(type) : out;
}

/*
 * The outermost constructor (cfix__own_outer_shape()) of the type of src as the
 * file's declarators state it (own_chain_type()): a declarator decides
 * it whatever the type words (`u8 buf[16]` is an array, `foo_t *p` a
 * pointer, `c->last` of a `__be32 last[4];` an array); 0 unknown.
 */
char cfix__own_shape(const struct cfix_source *source,
		     const struct cfix_node *src)
{
	char *type = own_chain_type(source, src, 16), shape = cfix__own_outer_shape(type);

	free(type);
	return shape;
}

/*
 * The type clang gives expression src, where the own parse can state
 * it in C's own words: a name the file declares (own_name_type()), a
 * field of a struct the file defines outside any #if, a cast, `&x`, a
 * comparison or logical operator (int).  Malloc'd, or NULL: unknown.
 */
char *cfix__own_type(const struct cfix_source *source,
		     const struct cfix_node *src)
{
	const char *type = NULL;
	char *base, *out;

	switch (src->kind) {
	case CFIX_NODE_PAREN:
		return src->nkids && src->kids[0]
			       ? cfix__own_type(source, src->kids[0]) : NULL;
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
			 (base = cfix__own_type(source, src->kids[0]))) {
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
		type = cfix__type_member(source, src);
		for (uint32_t i = 0; type && i < unit->nkids && !rec; i++) {
			const struct cfix_node *k = unit->kids[i];

			for (uint32_t f = 0; k && k->kind == CFIX_NODE_RECORD &&
					     f < k->nkids && !rec; f++)
				if (k->kids[f] &&
				    cfix__type_declared_in(k->kids[f],
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
	out = own_normalize(type);
	if (!cfix__type_closed(out)) {
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

			if (k && cfix__type_declared_in(k, name))
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
	out = t ? cfix__type_normalize(t) : NULL;
	free(t);
	return out;
}

/* The types a typedef name of the headers may have, whichever branch
 * of their #ifs clang takes (header_records.h), joined by newlines;
 * malloc'd, or NULL.  Only where typedef_of() found no one answer. */
static char *typedef_variants(const struct cfix_source *source,
			      const char *name)
{
	struct cfix_maybe *maybe = source->maybe;
	const char *why, *where;

	if (!maybe || !maybe->headers || file_macro(source, name, strlen(name)) ||
	    file_declares(source, name))
		return NULL;
	return cfix__header_decl_variants(maybe->headers, name, false, &why,
					  &where);
}

/* Does a header the file reaches #define name (`#define __ret_u
 * unsigned`: a macro that may be a type word, for clang to decide)? */
static bool header_macro(const struct cfix_source *source, const char *name)
{
	const char *why = NULL, *where = NULL;
	char *t;
	bool defined;

	if (!source->maybe || !source->maybe->headers)
		return false;
	t = cfix__header_decl_type(source->maybe->headers, name, false, &why,
				   &where);
	defined = !t && why && !strcmp(why, "a header #defines it");
	free(t);
	return defined;
}

/*
 * type (normalized, malloc'd, taken) with its typedef name resolved,
 * down a chain of typedefs (`u32` to `__u32` to `unsigned int`), as
 * clang's canonical type: cfix__type_closed(), or NULL.  Where a
 * typedef has variants under the headers' #ifs (typedef_variants()),
 * each one's, joined by newlines (at most MAX_VARIANTS).  Storage classes
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
		if (cfix__is_word_in(word, storage) ||
		    (!after_tag && !cfix__type_closed(word) &&
		     !cfix__match_is_tag_word(word, n) &&
		     !file_macro(source, word, n) &&
		     ((source->maybe &&
		       cfix__attr_macro(source->maybe->headers, word, 4)) ||
		      (!out.len && before_base_type(w) &&
		       !header_macro(source, word)))))
			continue;	/* `__always_inline`: attributes */
		/* GCC's spellings of signed (int-ll64.h's `__signed__ int`) */
		if (!strcmp(word, "__signed__") || !strcmp(word, "__signed"))
			strcpy(word, "signed");
		if (out.len)
			cfix_buf_addch(&out, ' ');
		if (after_tag || cfix__type_closed(word) ||
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
	if (!name) {	/* as out spells it (`signed` for `__signed__`) */
		free(type);
		type = cfix_buf_detach(&out, NULL);
		if (cfix__type_closed(type))
			return type;
		free(type);
		return NULL;
	}
	alone &= !strcmp(out.data, "%s");
	if (!depth || !((t = typedef_of(source, name)) ||
			(t = typedef_variants(source, name))) ||
	    (strchr(t, '*') && !alone)) {
		free(t);
		goto unknown;
	}
	{
		char *p = strstr(out.data, "%s"), *next, *one;
		struct cfix_buf all = CFIX_BUF_INIT;
		unsigned count = 0;
		bool ok = true;

		/* each variant in its place, resolved in turn */
		for (char *v = t, *nl; ok && v; v = nl ? nl + 1 : NULL) {
			nl = strchr(v, '\n');
			next = cfix_xasprintf("%.*s%.*s%s", (int)(p - out.data),
					      out.data,
					      nl ? (int)(nl - v) : (int)strlen(v),
					      v, p + 2);
			one = resolved(source, cfix__type_normalize(next),
				       depth - 1);
			free(next);
			ok = one != NULL;
			for (const char *c = one; ok && c; c = strchr(c + 1, '\n'))
				ok = ++count <= MAX_VARIANTS;
			if (ok && all.len)
				cfix_buf_addch(&all, '\n');
			if (ok)
				cfix_buf_adds(&all, one);
			free(one);
		}
		free(t);
		free(type);
		free(name);
		cfix_buf_release(&out);
		if (ok)
			return cfix_buf_detach(&all, NULL);
		cfix_buf_release(&all);
		return NULL;
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

/* Each of the types t joins by newlines normalized (malloc'd). */
static char *normalize_each(const char *t)
{
	struct cfix_buf out = CFIX_BUF_INIT;

	for (const char *v = t, *nl; v; v = nl ? nl + 1 : NULL) {
		char *one = cfix_xstrndup(v, (nl = strchr(v, '\n'))
						     ? (size_t)(nl - v)
						     : strlen(v));
		char *norm = cfix__type_normalize(one);

		if (out.len)
			cfix_buf_addch(&out, '\n');
		cfix_buf_adds(&out, norm);
		free(norm);
		free(one);
	}
	return cfix_buf_detach(&out, NULL);
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
		return t ? cfix__type_normalize(t) : NULL;
	if (!maybe->headers || file_declares(source, f->text))
		return NULL;
	t = cfix__header_decl_type(maybe->headers, f->text, true, &why, &where);
	if (!t)	/* a prototype under #if, a stub in its #else */
		t = cfix__header_decl_variants(maybe->headers, f->text, true,
					       &why, &where);
	if (t && !maybe->header_decided)
		maybe->header_decided = cfix_arena_printf(
			source->arena, "the return type of %s from %s", f->text,
			where);
	else if (!t && !maybe->header_unknown)
		maybe->header_unknown = cfix_arena_printf(
			source->arena, "no return type of %s from the headers: "
			"%s%s%s", f->text, why, where ? ", " : "",
			where ? where : "");
	out = t ? normalize_each(t) : NULL;
	free(t);
	return out;
}

/* resolved() of each of the types t joins by newlines (a call's return
 * types under the headers' #ifs), joined alike; NULL when one is
 * unknown. */
static char *resolved_each(const struct cfix_source *source, const char *t)
{
	struct cfix_buf out = CFIX_BUF_INIT;
	unsigned count = 0;

	for (const char *v = t, *nl; v; v = nl ? nl + 1 : NULL) {
		char *one;

		nl = strchr(v, '\n');
		one = resolved(source, cfix_xstrndup(v, nl ? (size_t)(nl - v)
							   : strlen(v)), 8);
		for (const char *c = one; one && c; c = strchr(c + 1, '\n'))
			if (++count > MAX_VARIANTS) {
				free(one);
				one = NULL;
			}
		if (!one) {
			cfix_buf_release(&out);
			return NULL;
		}
		if (out.len)
			cfix_buf_addch(&out, '\n');
		cfix_buf_adds(&out, one);
		free(one);
	}
	return cfix_buf_detach(&out, NULL);
}

/*
 * The type clang gives an integer literal whose value an int holds on
 * every target (at most 32767), from its suffix (`1`, `2UL`), or a
 * character constant (`'a'`: an int in C); malloc'd, or NULL.
 */
static char *literal_type(const struct cfix_node *src)
{
	const char *t = src->text, *end;
	unsigned long value;
	unsigned longs = 0;
	bool uns = false;
	char *stop;

	if (!t)
		return NULL;
	if (src->kind == CFIX_NODE_CHAR)
		return t[0] == '\'' ? cfix_xstrdup("int") : NULL;
	end = t + strlen(t);
	while (end > t && strchr("uUlL", end[-1])) {
		end--;
		uns |= *end == 'u' || *end == 'U';
		longs += *end == 'l' || *end == 'L';
	}
	if (!isdigit((unsigned char)t[0]) || longs > 2 ||
	    (t[0] == '0' && (t[1] == 'b' || t[1] == 'B')))
		return NULL;
	value = strtoul(t, &stop, 0);
	if (stop != end || value > 32767)
		return NULL;
	return cfix_xasprintf("%s%s", uns ? "unsigned " : "",
			      longs == 2 ? "long long" : longs ? "long" : "int");
}

/*
 * The type of an arithmetic expression (`a - b`, `x << n`, `-x`) as
 * cfix__own_arith() gives it from its operands' canonical types; NULL
 * where not certain.  *spelled: the same (there is no typedef to keep).
 */
static char *arith_type(const struct cfix_source *source,
			const struct cfix_node *src, char **spelled)
{
	static const char *const ops[] = { "+", "-", "*", "/", "%", "&", "|",
					   "^", NULL };
	char *a = NULL, *b = NULL, *sa = NULL, *sb = NULL;
	const char *type = NULL;
	bool shift = src->op && (!strcmp(src->op, "<<") ||
				 !strcmp(src->op, ">>"));

	*spelled = NULL;
	if (!src->op || !src->nkids || !src->kids[0])
		return NULL;
	a = cfix__own_resolved_type(source, src->kids[0], &sa);
	if (src->kind == CFIX_NODE_UNARY || shift) {
		/* the promoted operand (a shift's left one) */
		type = a ? cfix__own_promoted(a) : NULL;
	} else if (src->nkids == 2 && src->kids[1] &&
		   cfix__is_word_in(src->op, ops)) {
		b = a ? cfix__own_resolved_type(source, src->kids[1], &sb) : NULL;
		type = b ? cfix__own_arith(a, b) : NULL;
	}
	free(a);
	free(b);
	free(sa);
	free(sb);
	if (!type)
		return NULL;
	*spelled = cfix_xstrdup(type);	/* (operands with variants: no type) */
	return cfix_xstrdup(type);
}

/*
 * Where cfix__own_type() cannot: the type of src as its declarator spells it
 * (*spelled: a name's, a field's, an element's, a call's return type;
 * malloc'd) and, returned, the canonical type its typedefs resolve to
 * (resolved()), as clang would give both; NULL when either is unknown.
 */
char *cfix__own_resolved_type(const struct cfix_source *source,
			      const struct cfix_node *src, char **spelled)
{
	const struct cfix_node *decl;
	char *t;

	*spelled = NULL;
	switch (src->kind) {
	case CFIX_NODE_PAREN:
		return src->nkids && src->kids[0]
			       ? cfix__own_resolved_type(source, src->kids[0], spelled)
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
	case CFIX_NODE_POSTFIX:	/* `x++`: x's type, not promoted */
		return src->nkids && src->kids[0]
			       ? cfix__own_resolved_type(source, src->kids[0], spelled)
			       : NULL;
	case CFIX_NODE_UNARY:
		if (src->op && (!strcmp(src->op, "++") || !strcmp(src->op, "--")))
			return src->nkids && src->kids[0]
				       ? cfix__own_resolved_type(source, src->kids[0],
							   spelled)
				       : NULL;
		if (src->op && !strcmp(src->op, "*")) {
			t = own_chain_type(source, src, 16);
			break;
		}
		if (src->op && (!strcmp(src->op, "-") || !strcmp(src->op, "+") ||
				!strcmp(src->op, "~")))
			return arith_type(source, src, spelled);
		return NULL;
	case CFIX_NODE_BINARY:
		return arith_type(source, src, spelled);
	case CFIX_NODE_NUMBER:
	case CFIX_NODE_CHAR:
		t = literal_type(src);
		break;
	case CFIX_NODE_ASSIGN:	/* `(err = f()) < 0`: err's type */
		return src->nkids && src->kids[0]
			       ? cfix__own_resolved_type(source, src->kids[0], spelled)
			       : NULL;
	case CFIX_NODE_CAST:	/* `(s32)x`: as the cast spells it */
		if (!src->nkids || !src->kids[0] || !src->kids[0]->text)
			return NULL;
		t = cfix__type_normalize(src->kids[0]->text);
		break;
	default:
		return NULL;
	}
	if (!t)
		return NULL;
	*spelled = t;
	t = resolved_each(source, t);
	if (!t) {
		free(*spelled);
		*spelled = NULL;
	}
	return t;
}

char *cfix__own_spelled(const struct cfix_source *source,
			const struct cfix_node *src)
{
	const struct cfix_node *decl, *d = src->parent;
	const char *type;
	char *base;
	size_t n;

	/* `(x)`, `x++`, `--x`: x's */
	while (src->nkids && src->kids[0] &&
	       (src->kind == CFIX_NODE_PAREN || src->kind == CFIX_NODE_POSTFIX ||
		(src->kind == CFIX_NODE_UNARY && src->op &&
		 (!strcmp(src->op, "++") || !strcmp(src->op, "--")))))
		src = src->kids[0];
	d = src->parent;
	if (src->kind == CFIX_NODE_INDEX && src->nkids && src->kids[0]) {
		/* `p[i]` of a `T *p`: T */
		base = cfix__own_spelled(source, src->kids[0]);
		n = base ? strlen(base) : 0;
		if (n > 2 && !strcmp(base + n - 2, " *") && !strchr(base, '(')) {
			base[n - 2] = '\0';
			return base;
		}
		free(base);
		return NULL;
	}
	/* the name a declarator declares, in its own declaration */
	if (src->kind == CFIX_NODE_IDENT && src->text && d &&
	    d->kind == CFIX_NODE_DECLARATOR && d->parent &&
	    d->parent->kind == CFIX_NODE_DECL &&
	    !file_macro(source, src->text, strlen(src->text)) &&
	    (type = cfix__type_declared_in(d->parent, src->text)))
		return cfix__type_normalize(type);
	return own_declared(source, src, &decl);
}
