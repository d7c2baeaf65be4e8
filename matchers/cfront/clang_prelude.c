/*
 * clang_prelude.c: the tolerant parse's repair: from clang's errors (unknown
 * type names, undeclared ALL_CAPS names, missing members, iterator
 * macros, annotations), the declarations of a virtual prelude header
 * that a parse round -include's, so offsets in the file never move.
 */
#include "clang_internal.h"

#include <ctype.h>

/* ---- the names a round declares ------------------------------------------ */

static bool has_name(const name_array *names, const char *name)
{
	for (size_t i = 0; i < names->len; i++)
		if (strcmp(names->items[i], name) == 0)
			return true;
	return false;
}

static bool add_name(name_array *names, const char *name)
{
	if (has_name(names, name))
		return false;
	cfix_array_push(names, cfix_xstrdup(name));
	return true;
}

static void release_names(name_array *names)
{
	for (size_t i = 0; i < names->len; i++)
		free((char *)names->items[i]);
	cfix_array_release(names);
}

void cfix__clang_repair_release(struct repair *r)
{
	release_names(&r->types);
	release_names(&r->struct_types);
	release_names(&r->constants);
	release_names(&r->iterators);
	release_names(&r->records);
	release_names(&r->vars);
	release_names(&r->ptr_vars);
	release_names(&r->annotations);
	for (size_t i = 0; i < r->members.len; i++)
		release_names(&r->members.items[i]);
	cfix_array_release(&r->members);
}

static bool all_caps(const char *name)
{
	bool letter = false;

	for (const char *p = name; *p; p++) {
		if (islower((unsigned char)*p))
			return false;
		letter |= isupper((unsigned char)*p);
	}
	return letter;
}

/* The text between the first pair of single quotes of message. */
static char *quoted(const char *message, int which)
{
	const char *p = message;

	for (int i = 0; i < which; i++) {
		p = strchr(p, '\'');
		if (!p || !(p = strchr(p + 1, '\'')))
			return NULL;
		p++;
	}
	p = strchr(p, '\'');
	if (!p)
		return NULL;
	const char *end = strchr(p + 1, '\'');

	return end ? cfix_xstrndup(p + 1, (size_t)(end - p - 1)) : NULL;
}

/* Does the undeclared name at token tok read as a type? */
static bool used_as_type(const struct cfix_source *src, uint32_t tok)
{
	const struct cfix_token *next = &src->toks[tok + 1];
	bool after_paren = tok > 0 && tok_is(src, tok - 1, "(");

	if (next->kind == CFIX_TOK_IDENT)
		return true;	/* u8 x */
	if (after_paren && tok_is(src, tok + 1, ")") &&
	    tok + 2 < src->ntoks &&
	    src->toks[tok + 2].kind != CFIX_TOK_PUNCT)
		return true;	/* (u8)x */
	if (tok_is(src, tok + 1, "*")) {
		uint32_t i = tok + 1;

		while (tok_is(src, i, "*"))
			i++;
		if (after_paren && tok_is(src, i, ")"))
			return true;	/* (u8 *)p */
		if (i < src->ntoks && src->toks[i].kind == CFIX_TOK_IDENT &&
		    (tok == 0 || tok_is(src, tok - 1, ";") ||
		     tok_is(src, tok - 1, "{") || tok_is(src, tok - 1, "}")) &&
		    (tok_is(src, i + 1, "=") || tok_is(src, i + 1, ";") ||
		     tok_is(src, i + 1, ",") || tok_is(src, i + 1, "[")))
			return true;	/* u8 *p = ... */
	}
	return false;
}

/* The member named right after offset's '.' or '->'. */
static const char *member_after(const struct cfix_source *src, unsigned offset)
{
	uint32_t tok = tok_at(src, offset);

	for (uint32_t i = tok; i < src->ntoks && i < tok + 64; i++) {
		if ((tok_is(src, i, "->") || tok_is(src, i, ".")) &&
		    src->toks[i + 1].kind == CFIX_TOK_IDENT)
			return src->toks[i + 1].text;
		if (tok_is(src, i, ";"))
			break;
	}
	return NULL;
}

static void add_member(struct repair *r, name_array *owners,
		       const char *owner, const char *member,
		       bool *changed)
{
	size_t i;

	for (i = 0; i < owners->len; i++)
		if (strcmp(owners->items[i], owner) == 0)
			break;
	(void)r;
	if (i == owners->len)
		return;
	if (member && add_name(&r->members.items[i], member))
		*changed = true;
}

static void add_record(struct repair *r, const char *owner,
		       const char *member, bool *changed)
{
	if (add_name(&r->records, owner)) {
		cfix_array_push(&r->members, (name_array){0});
		*changed = true;
	}
	add_member(r, &r->records, owner, member, changed);
}

/* "struct foo x = { .a = 1, .b = 2 };" with struct foo unknown: the
 * designators name its members. */
static void note_designators(struct repair *r, const struct cfix_source *src,
			     const char *owner, unsigned offset, bool *changed)
{
	int depth = 0;

	add_record(r, owner, NULL, changed);
	for (uint32_t i = tok_at(src, offset); i + 2 < src->ntoks; i++) {
		const char *t = src->toks[i].text;

		depth += strcmp(t, "{") == 0;
		depth -= strcmp(t, "}") == 0;
		if (depth == 0 && strcmp(t, ";") == 0)
			break;
		if (depth == 1 && strcmp(t, ".") == 0 &&
		    src->toks[i + 1].kind == CFIX_TOK_IDENT &&
		    tok_is(src, i + 2, "="))
			add_member(r, &r->records, owner, src->toks[i + 1].text,
				   changed);
	}
}

/* Records (by "struct foo" spelling) and struct typedefs share the
 * members array: records first, then struct typedefs, each slot by index
 * into a combined owner list kept in records. */
static void note_diag(struct repair *r, const struct cfix_source *src,
		      const char *message, unsigned offset, bool *changed)
{
	char *name = quoted(message, 0);
	uint32_t tok = tok_at(src, offset);

	if (!name)
		return;
	if (strncmp(message, "unknown type name", 17) == 0) {
		if (!has_name(&r->records, name))
			*changed |= add_name(&r->types, name);
	} else if (strncmp(message, "use of undeclared identifier", 28) == 0 &&
		   tok < src->ntoks) {
		if (used_as_type(src, tok))
			*changed |= add_name(&r->types, name);
		else if (tok_is(src, tok + 1, "(") || all_caps(name))
			*changed |= add_name(&r->constants, name);
		else if (tok_is(src, tok + 1, "->")) {
			char *owner = cfix_xasprintf("struct cfix_var_%s", name);

			if (add_name(&r->ptr_vars, name))
				*changed = true;
			add_record(r, owner, src->toks[tok + 2].text, changed);
			free(owner);
		}
		else
			*changed |= add_name(&r->vars, name);
	} else if (strncmp(message, "variable has incomplete type", 28) == 0 &&
		   strncmp(name, "struct ", 7) == 0) {
		note_designators(r, src, name, offset, changed);
	} else if (strncmp(message, "incomplete definition of type", 29) == 0 ||
		   strncmp(message, "no member named", 15) == 0 ||
		   strncmp(message, "member reference base type", 26) == 0) {
		char *owner = strncmp(message, "no member named", 15) == 0
				      ? quoted(message, 1)
				      : cfix_xstrdup(name);
		const char *member = strncmp(message, "no member named", 15) == 0
					     ? name
					     : member_after(src, offset);
		char *aka = owner ? strstr(owner, "' (aka") : NULL;

		if (aka)
			*aka = '\0';
		if (owner && has_name(&r->types, owner)) {
			/* our int typedef is used as a struct: promote it */
			for (size_t i = 0; i < r->types.len; i++)
				if (strcmp(r->types.items[i], owner) == 0) {
					free((char *)r->types.items[i]);
					r->types.items[i] =
						r->types.items[--r->types.len];
					break;
				}
			add_name(&r->records, owner);
			cfix_array_push(&r->members, (name_array){0});
			*changed = true;
		} else if (owner && strncmp(owner, "struct ", 7) == 0 &&
			   strncmp(message, "incomplete", 10) == 0 &&
			   add_name(&r->records, owner)) {
			cfix_array_push(&r->members, (name_array){0});
			*changed = true;
		}
		if (owner)
			add_member(r, &r->records, owner, member, changed);
		free(owner);
	}
	free(name);
}

/* "expected ';' after expression" before '{' after a call: an iterator
 * macro such as list_for_each_entry(pos, head, member) { ... }. */
static void note_iterator(struct repair *r, const struct cfix_source *src,
			  unsigned offset, bool *changed)
{
	uint32_t tok = tok_at(src, offset), open;
	int depth = 0;

	if (tok == 0 || tok >= src->ntoks || !tok_is(src, tok, "{") ||
	    !tok_is(src, tok - 1, ")"))
		return;
	for (open = tok - 1; open > 0; open--) {
		if (tok_is(src, open, ")"))
			depth++;
		else if (tok_is(src, open, "(") && --depth == 0)
			break;
	}
	if (open > 0 && depth == 0 && src->toks[open - 1].kind == CFIX_TOK_IDENT)
		*changed |= add_name(&r->iterators, src->toks[open - 1].text);
}

/*
 * The annotation macros the file uses (`void __iomem *p`), declared
 * empty: without the kernel's headers clang reads `__iomem` as the
 * parameter's name and drops the rest of the list.
 */
static void note_annotations(struct repair *r, const struct cfix_source *src,
			     bool *changed)
{
	for (uint32_t i = 0; i < src->ntoks; i++)
		if (src->toks[i].kind == CFIX_TOK_IDENT &&
		    cfix_word_is_annotation(src->toks[i].text))
			*changed |= add_name(&r->annotations, src->toks[i].text);
}

/*
 * `struct foo x __read_mostly = {...};` without the kernel's headers:
 * clang wants a ';' where an annotation macro it does not know stands
 * after a declarator.  A name spelled `__word` there is taken for one
 * and defined empty, so the declaration keeps its initializer.
 */
static void note_annotation(struct repair *r, const struct cfix_source *src,
			    unsigned offset, bool *changed)
{
	uint32_t tok = tok_at(src, offset);

	if (tok >= src->ntoks || src->toks[tok].kind != CFIX_TOK_IDENT ||
	    strncmp(src->toks[tok].text, "__", 2) ||
	    src->toks[tok].begin < offset)
		return;
	*changed |= add_name(&r->annotations, src->toks[tok].text);
}

bool cfix__clang_repair_collect(struct repair *r, struct cfix_source *src,
				CXTranslationUnit tu, CXFile file)
{
	unsigned n = clang_getNumDiagnostics(tu);
	bool changed = false, errors = false;

	for (unsigned i = 0; i < n; i++) {
		CXDiagnostic diag = clang_getDiagnostic(tu, i);
		CXFile dfile;
		unsigned offset;
		char *message;

		clang_getExpansionLocation(clang_getDiagnosticLocation(diag),
					   &dfile, NULL, NULL, &offset);
		if (clang_getDiagnosticSeverity(diag) >= CXDiagnostic_Error &&
		    dfile && cfix__clang_same_file(dfile, file)) {
			errors = true;
			message = cfix__clang_xcxstring(
				clang_getDiagnosticSpelling(diag));
			if (strcmp(message, "expected ';' after expression") == 0)
				note_iterator(r, src, offset, &changed);
			else if (strcmp(message, "expected ';' after top level declarator") == 0 ||
				 strcmp(message, "expected ';' at end of declaration") == 0)
				note_annotation(r, src, offset, &changed);
			else
				note_diag(r, src, message, offset, &changed);
			free(message);
		}
		clang_disposeDiagnostic(diag);
	}
	if (errors)
		note_annotations(r, src, &changed);
	return changed;
}

void cfix__clang_repair_prelude(const struct repair *r, struct cfix_buf *out)
{
	cfix_buf_adds(out, "/* cfix: declarations the file is missing */\n");
	for (size_t i = 0; i < r->types.len; i++)
		cfix_buf_addf(out, "typedef int %s;\n", r->types.items[i]);
	for (size_t i = 0; i < r->records.len; i++) {
		const char *name = r->records.items[i];
		const name_array *members = &r->members.items[i];
		bool tagged = strncmp(name, "struct ", 7) == 0 ||
			      strncmp(name, "union ", 6) == 0;

		if (tagged)
			cfix_buf_addf(out, "%s {", name);
		else
			cfix_buf_addf(out, "typedef struct %s {", name);
		for (size_t k = 0; k < members->len; k++)
			cfix_buf_addf(out, " int %s;", members->items[k]);
		if (!members->len)
			cfix_buf_adds(out, " int cfix_unused;");
		cfix_buf_addf(out, " }%s%s;\n", tagged ? "" : " ",
			      tagged ? "" : name);
	}
	for (size_t i = 0; i < r->constants.len; i++)
		cfix_buf_addf(out, "enum { %s };\n", r->constants.items[i]);
	for (size_t i = 0; i < r->vars.len; i++)
		cfix_buf_addf(out, "extern int %s;\n", r->vars.items[i]);
	for (size_t i = 0; i < r->ptr_vars.len; i++) {
		const char *name = r->ptr_vars.items[i];
		char *owner = cfix_xasprintf("struct cfix_var_%s", name);
		cfix_buf_addf(out, "extern %s *%s;\n", owner, name);
		free(owner);
	}
	for (size_t i = 0; i < r->iterators.len; i++)
		cfix_buf_addf(out, "#define %s(...) for (;;)\n",
			      r->iterators.items[i]);
	for (size_t i = 0; i < r->annotations.len; i++)
		cfix_buf_addf(out, "#define %s\n", r->annotations.items[i]);
}

/* ---- names the file uses as types ---------------------------------------- */

void cfix__clang_collect_used_types(struct builder *b)
{
	struct repair r = {0};

	cfix__clang_repair_collect(&r, b->src, b->tu, b->file);
	for (size_t i = 0; i < r.types.len; i++)
		cfix_array_push(&b->extra_types,
				cfix_arena_strdup(b->arena, r.types.items[i]));
	cfix__clang_repair_release(&r);
}
