/*
 * Types compared as text: normalized type names, the type an
 * expression is declared with where clang gave none and the file says
 * it.  What a typed metavariable fits: type_fits.c; the types the own
 * parse states for the candidate pass (with the headers'):
 * own_types.c; constant values: constants.c.
 */
#include "types.h"

#include "own_types.h"

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
char *cfix__type_normalize(const char *in)
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
	char *x = cfix__type_normalize(a), *y = cfix__type_normalize(b);
	bool same = !strcmp(x, y);

	free(x);
	free(y);
	return same;
}

bool cfix__match_is_tag_word(const char *w, size_t n)
{
	return (n == 6 && (!strncmp(w, "struct", 6))) ||
	       (n == 5 && !strncmp(w, "union", 5)) ||
	       (n == 4 && !strncmp(w, "enum", 4));
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
const char *cfix__type_declared_in(const struct cfix_node *node,
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
				type = cfix__type_declared_in(rec->kids[k], name);
		if (type)
			return type;
	}
	return NULL;
}

static const char *define_body_type(const struct cfix_source *source,
				    const struct cfix_node *src);

/* `a->f` or `a.f` clang gave no type: f's type in the definition of
 * a's struct. */
const char *cfix__type_member(const struct cfix_source *source,
			      const struct cfix_node *src)
{
	const struct cfix_node *base = src->kids[0], *field = src->kids[1];
	const char *type;
	char *tag;
	size_t len;

	if (!base || !field || !field->text)
		return NULL;
	type = base->type ? base->type : cfix__type_declared(source, base);
	if (!type)
		return NULL;
	tag = cfix__type_normalize(type);
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
const char *cfix__type_declared(const struct cfix_source *source,
				const struct cfix_node *src)
{
	const struct cfix_node *below = src;

	if (src->kind == CFIX_NODE_MEMBER && src->nkids == 2 && src->op)
		return cfix__type_member(source, src);
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
			type = cfix__type_declared_in(kid, src->text);
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
		type = cfix__type_declared_in(kid, name);
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
 * A type the own parse can state as clang would: C's type words,
 * `const`, `volatile`, `struct`/`union`/`enum` with a tag name, and
 * `*`.  A typedef, an array, a function type, an attribute macro
 * (`__iomem`) may read otherwise with the headers: not closed.
 */
bool cfix__type_closed(const char *norm)
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
					  : cfix__type_declared(source, src);
		const char *b = !other ? a
			      : other->type ? other->type
					    : cfix__type_declared(source, other);

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

bool cfix__match_same_range_types(const struct cfix_source *source,
				  uint32_t first, uint32_t last, uint32_t other)
{
	for (uint32_t tok = first; tok <= last; tok++) {
		const struct cfix_node *a = ident_at(source->root, tok);

		if (a && names_variable(a) &&
		    !cfix__match_same_name_types(source, a, other, first))
			return false;
	}
	return true;
}
