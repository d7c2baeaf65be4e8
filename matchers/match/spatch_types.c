/*
 * What spatch 1.1.1 cannot type, for spatch mode's candidate pass: a
 * typed metavariable fits no expression spatch has no type for
 * (engine/cocci_vs_c.ml, MetaExpr: `Some _, None -> fail`), and spatch
 * types from what it reads (parsing_c/type_annoter_c.ml: the file's
 * declarations, enumerators and #defines, NULL built in; with its
 * default --local-includes also the `#include "..."` headers found
 * beside the file and `<dir/NAME.h>` for a NAME.c, parsing_c/
 * includes.ml; with --all-includes every header the file includes,
 * beside it or along -I, but not those the headers include; with
 * --no-includes nothing more).  Where spatch cannot
 * know a type, clang, which reads every header, need not be asked.
 * Likewise an item spatch cannot parse (unparsed.c asks): it holds no
 * match of spatch's.  Each answer here errs towards "spatch may know
 * it".
 */
#define _GNU_SOURCE	/* memmem */
#include "spatch_types.h"

#include "own_types.h"
#include "types.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

enum { HEADER_MAX = 1 << 20, HEADERS_MAX = 8 << 20 };

/* What spatch reads for types, being gathered (build_headers()). */
struct reading {
	const struct cfix_source *source;
	uint8_t style;		/* spatch's parsing style, as spatch_types */
	struct cfix_buf all;	/* the headers' text */
	bool *unknown;		/* a header it may read that cfix does not */
	CFIX_ARRAY(uint64_t) seen;	/* the paths read, for recursion */
};

static void read_includes(struct reading *r, const char *path,
			  const char *text, size_t len);

/* Appends the header at path to r->all and, with --recursive-includes,
 * what it includes (each header once); false if there is none.  One
 * too big to read, or past what all may hold, marks unknown. */
static bool add_header(struct reading *r, const char *path)
{
	struct cfix_buf one = CFIX_BUF_INIT;
	uint64_t h = cfix_hash_bytes(path, strlen(path), CFIX_HASH_INIT);
	int err;

	for (size_t i = 0; i < r->seen.len; i++)
		if (r->seen.items[i] == h)
			return true;
	err = r->all.len < HEADERS_MAX
		      ? cfix_buf_read_regular(&one, path, HEADER_MAX, 0, NULL)
		      : -1;
	if (err == ENOTDIR)
		err = ENOENT;
	if (!err) {
		cfix_array_push(&r->seen, h);
		cfix_buf_add(&r->all, one.data, one.len);
		cfix_buf_addch(&r->all, '\n');
		if (r->style == CFIX_SPATCH_TYPES_WIDE)
			read_includes(r, path, one.data, one.len);
	} else if (r->all.len >= HEADERS_MAX || err != ENOENT) {
		*r->unknown = true;
	}
	cfix_buf_release(&one);
	return err != ENOENT;
}

/*
 * --all-includes: the header name (n bytes) found along -I as spatch
 * looks (includes.ml, interpret_include_path): each folder in order
 * for the name, then for it less its first folder, and so on.  One
 * not found there spatch may still find (any header of that file
 * name under a -I folder, if only one), so it marks unknown.
 */
static void add_along_dirs(struct reading *r, const char *name, size_t n)
{
	const struct cfix_source *source = r->source;

	for (const char *tail = name; tail;) {
		int m = (int)(n - (size_t)(tail - name));

		for (uint32_t i = 0; i < source->nspatch_dirs; i++) {
			char *path = cfix_xasprintf("%s/%.*s",
						    source->spatch_dirs[i], m,
						    tail);
			bool found = add_header(r, path);

			free(path);
			if (found)
				return;
		}
		tail = memchr(tail, '/', (size_t)m);
		tail = tail ? tail + 1 : NULL;
	}
	*r->unknown = true;
}

/* The header an `#include` of the file at from names (name, n bytes;
 * quoted or not), as includes.ml's resolve finds it: a quoted one
 * beside from, else (--all-includes, --recursive-includes) along -I;
 * an angled one along -I with those options, else none (should_parse:
 * --local-includes parses a Local include only). */
static void include_header(struct reading *r, const char *from, bool quoted,
			   const char *name, size_t n)
{
	const char *dir_end = strrchr(from, '/');
	bool wide = r->style != CFIX_SPATCH_TYPES_LOCAL;
	char *path;

	if (!quoted) {
		if (wide)
			add_along_dirs(r, name, n);
		return;
	}
	path = dir_end ? cfix_xasprintf("%.*s/%.*s", (int)(dir_end - from),
					from, (int)n, name)
		       : cfix_xasprintf("%.*s", (int)n, name);
	if (!add_header(r, path) && wide)
		add_along_dirs(r, name, n);
	free(path);
}

static void index_words(struct cfix_arena *arena, const char *text,
			size_t len, struct cfix_maybe *maybe);

static bool is_header(const char *path)
{
	size_t n = strlen(path);

	return n > 2 && !strcmp(path + n - 2, ".h");
}

/* The headers the `#include` lines of text (the file at path) name,
 * as spatch reads them (includes.ml, should_parse): none with
 * --no-includes, none for a header but with --recursive-includes. */
static void read_includes(struct reading *r, const char *path,
			  const char *text, size_t len)
{
	const char *p = text, *end = text + len;
	uint8_t style = r->style;

	if (style == CFIX_SPATCH_TYPES_ALONE ||
	    (style != CFIX_SPATCH_TYPES_WIDE && is_header(path)))
		return;
	while (p < end) {
		struct cfix__line line;
		enum cfix__include_kind kind;
		const char *name;
		size_t n;

		p = cfix__line_read(p, end, &line);
		if (!line.name)
			continue;
		kind = cfix__source_include_read(line.name, line.end, &name, &n);
		if (kind == CFIX__INCLUDE_QUOTED || kind == CFIX__INCLUDE_ANGLED)
			include_header(r, path, kind == CFIX__INCLUDE_QUOTED,
				       name, n);
	}
}

/* The text of what spatch reads for types besides the file, indexed
 * once per source (cfix_maybe.spatch_*): each --include FILE (parsed
 * first, alone, whatever the style: cocci.ml, prepare_c), then the
 * headers the file's includes name. */
static void build_headers(const struct cfix_source *source,
			  struct cfix_maybe *maybe)
{
	struct reading r = { .source = source, .all = CFIX_BUF_INIT,
			     .unknown = &maybe->spatch_unknown };

	maybe->spatch_built = true;
	r.style = CFIX_SPATCH_TYPES_ALONE;	/* prepare_c: Parse_no_includes */
	for (uint32_t i = 0; i < source->nspatch_extra; i++)
		if (!add_header(&r, source->spatch_extra[i]))
			maybe->spatch_unknown = true;
	r.style = source->spatch_types;
	read_includes(&r, source->path, source->text, source->len);
	index_words(source->arena, r.all.data ? r.all.data : "", r.all.len,
		    maybe);
	cfix_buf_release(&r.all);
	cfix_array_release(&r.seen);
}

static bool expression_word(const char *w);

/* Whether what spatch reads for types is modelled here. */
static bool modelled(const struct cfix_source *source)
{
	return source->spatch_types != CFIX_SPATCH_TYPES_NONE;
}

/* A sorted arena copy of the hashes, each once (words released);
 * *n: how many. */
static uint64_t *sorted(struct cfix_arena *arena, uint64_t *words,
			uint32_t *n)
{
	uint64_t *out = cfix_arena_alloc(arena, (*n ? *n : 1) * sizeof(*out));
	uint32_t m = 0;

	cfix_hashes_sort(words, *n);
	for (uint32_t i = 0; i < *n; i++)
		if (!m || out[m - 1] != words[i])
			out[m++] = words[i];
	free(words);
	*n = m;
	return out;
}

static bool is_tag_keyword(const char *w)
{
	return !strcmp(w, "struct") || !strcmp(w, "union");
}

/*
 * The words text may declare, into names and (as a typedef's name)
 * types: each occurrence after a word that is no expression's
 * (`typedef unsigned int word;`, `int word(`, `#define word`), after
 * `}` or `*`, or, for names alone, after `,` or `{` (an enumerator)
 * or `struct`, `union` (a tag, whose fields the text may define).
 * One pass, so that each question is a look-up, not a scan of text;
 * by hash (two words of one hash: the answer errs towards "may").
 */
static void index_words(struct cfix_arena *arena, const char *text,
			size_t len, struct cfix_maybe *maybe)
{
	CFIX_ARRAY(uint64_t) names = { 0 }, types = { 0 };

	for (size_t i = 0; i < len;) {
		size_t b = i, q = i, m = 0;
		bool as_type;
		char prev[32];
		uint64_t w;

		if (!cfix_is_name_char(text[i])) {
			i++;
			continue;
		}
		while (i < len && cfix_is_name_char(text[i]))
			i++;
		if (text[b] >= '0' && text[b] <= '9')
			continue;
		while (q > 0 && text[q - 1] && strchr(" \t\n\r\\", text[q - 1]))
			q--;
		if (q == 0 || (text[q - 1] && strchr("}*", text[q - 1]))) {
			as_type = true;
		} else if (text[q - 1] && strchr(",{", text[q - 1])) {
			as_type = false;
		} else if (cfix_is_name_char(text[q - 1])) {
			while (q > 0 && cfix_is_name_char(text[q - 1]) &&
			       m < sizeof(prev) - 1)
				q--, m++;
			memcpy(prev, text + q, m);
			prev[m] = '\0';
			as_type = !is_tag_keyword(prev);
			if (as_type && expression_word(prev))
				continue;
		} else {
			continue;
		}
		w = cfix_hash_bytes(text + b, i - b, CFIX_HASH_INIT);
		cfix_array_push(&names, w);
		if (as_type)
			cfix_array_push(&types, w);
	}
	maybe->nspatch_names = (uint32_t)names.len;
	maybe->spatch_names = sorted(arena, names.items, &maybe->nspatch_names);
	maybe->nspatch_types = (uint32_t)types.len;
	maybe->spatch_types = sorted(arena, types.items, &maybe->nspatch_types);
}

/* The candidate pass's words, or on clang's view a cache beside it
 * (the view is not changed). */
static struct cfix_maybe *words_of(const struct cfix_source *source)
{
	if (source->maybe)
		return source->maybe;
	if (!source->spatch_words)
		((struct cfix_source *)source)->spatch_words =
			cfix_arena_alloc(source->arena,
					 sizeof(*source->spatch_words));
	return source->spatch_words;
}

/* Whether a header spatch reads may declare word (n bytes); as_type:
 * as a typedef's name. */
static bool headers_may_hold(const struct cfix_source *source,
			     const char *word, size_t n, bool as_type)
{
	struct cfix_maybe *maybe;

	if (source->spatch_types == CFIX_SPATCH_TYPES_ALONE &&
	    !source->nspatch_extra)
		return false;
	if (source->spatch_types == CFIX_SPATCH_TYPES_NONE)
		return true;
	maybe = words_of(source);
	uint64_t h = cfix_hash_bytes(word, n, CFIX_HASH_INIT);

	if (!maybe->spatch_built)
		build_headers(source, maybe);
	return maybe->spatch_unknown ||
	       (as_type ? cfix_hashes_has(maybe->spatch_types,
						maybe->nspatch_types, h)
			: cfix_hashes_has(maybe->spatch_names,
						maybe->nspatch_names, h));
}

/* Words before a name that declare no name there: an expression's,
 * a qualifier's or storage class's (the type's words follow), a tag's
 * keyword (a tag is no typedef nor variable). */
static bool expression_word(const char *w)
{
	static const char *const words[] = {
		"return", "case", "sizeof", "goto", "else", "do", "defined",
		"typeof", "__typeof__", "const", "volatile", "static",
		"extern", "inline", "__inline", "__inline__", "register",
		"auto", "restrict", "__restrict", "struct", "union", "enum",
		NULL };

	for (int i = 0; words[i]; i++)
		if (!strcmp(w, words[i]))
			return true;
	return false;
}

/* Whether token i (a name) may be declared there: after a type's word,
 * a `*` after one, a `}` (`struct {...} x`), `#define`, or an
 * enumerator (after `{` or `,` in an enum's braces, enum_depth > 0). */
static bool declared_at(const struct cfix_source *source, uint32_t i,
			bool in_enum)
{
	const struct cfix_token *prev = i ? &source->toks[i - 1] : NULL;

	if (!prev)
		return true;
	if (prev->kind == CFIX_TOK_IDENT || prev->kind == CFIX_TOK_KEYWORD)
		return !expression_word(prev->text);
	if (!strcmp(prev->text, "}"))	/* `struct {...} x;`, not a statement */
		return i + 1 >= source->ntoks ||
		       strchr(";=,[", source->toks[i + 1].text[0]);
	if (in_enum && (!strcmp(prev->text, "{") || !strcmp(prev->text, ",")))
		return true;
	if (!strcmp(prev->text, "*") && i > 1) {
		const struct cfix_token *pp = &source->toks[i - 2];

		return pp->kind == CFIX_TOK_IDENT || pp->kind == CFIX_TOK_KEYWORD ||
		       !strcmp(pp->text, "*");
	}
	return false;
}

/*
 * The names the file may declare (each identifier declared_at() accepts
 * where it stands) and the words a `{` follows (`struct tag {`), hashed:
 * one pass over the tokens on the first question of the candidate pass,
 * so that each question is a look-up, not a scan (the scans were two
 * thirds of deref_null's CPU over drivers/base, docs/benchmarks.md,
 * session 29).  Two words of one hash: the answer errs towards "may".
 */
static void index_file(const struct cfix_source *source,
		       struct cfix_maybe *maybe)
{
	CFIX_ARRAY(uint64_t) names = { 0 }, tags = { 0 };
	int enum_depth = 0, depth = 0;
	bool enum_next = false;

	for (uint32_t i = 0; i < source->ntoks; i++) {
		const struct cfix_token *t = &source->toks[i];

		if (!strcmp(t->text, "enum"))
			enum_next = true;
		else if (!strcmp(t->text, "{")) {
			depth++;
			if (enum_next && !enum_depth)
				enum_depth = depth;
			enum_next = false;
		} else if (!strcmp(t->text, "}")) {
			if (enum_depth == depth)
				enum_depth = 0;
			depth--;
		} else if (!strcmp(t->text, ";"))
			enum_next = false;
		if (t->kind == CFIX_TOK_IDENT &&
		    declared_at(source, i, enum_depth && depth == enum_depth))
			cfix_array_push(&names, cfix_hash_bytes(t->text,
					strlen(t->text), CFIX_HASH_INIT));
		if (i >= 1 && i + 1 < source->ntoks &&
		    !strcmp(source->toks[i + 1].text, "{"))
			cfix_array_push(&tags, cfix_hash_bytes(t->text,
					strlen(t->text), CFIX_HASH_INIT));
	}
	maybe->nfile_names = (uint32_t)names.len;
	maybe->file_names = sorted(source->arena, names.items,
				   &maybe->nfile_names);
	maybe->nfile_tags = (uint32_t)tags.len;
	maybe->file_tags = sorted(source->arena, tags.items,
				  &maybe->nfile_tags);
	maybe->file_built = true;
}

/* Whether the file may declare name anywhere (tag: may define the
 * struct or union tag name). */
static bool file_may_hold(const struct cfix_source *source, const char *name,
			  bool tag)
{
	struct cfix_maybe *maybe = words_of(source);
	uint64_t h = cfix_hash_bytes(name, strlen(name), CFIX_HASH_INIT);

	if (!maybe->file_built)
		index_file(source, maybe);
	return tag ? cfix_hashes_has(maybe->file_tags, maybe->nfile_tags, h)
		   : cfix_hashes_has(maybe->file_names, maybe->nfile_names, h);
}

static bool file_may_declare(const struct cfix_source *source, const char *name)
{
	return file_may_hold(source, name, false);
}

static bool file_may_define_tag(const struct cfix_source *source,
				const char *tag)
{
	return file_may_hold(source, tag, true);
}

/* Whether spatch surely cannot find the fields of a value spelled
 * type: a struct or union no text it reads defines, or a typedef name
 * it cannot resolve. */
static bool fields_unknown(const struct cfix_source *source, const char *type)
{
	const char *w = type, *tag;
	size_t n;

	while (!strncmp(w, "const ", 6) || !strncmp(w, "volatile ", 9))
		w += w[0] == 'c' ? 6 : 9;
	if (strncmp(w, "struct ", 7) && strncmp(w, "union ", 6))
		return !strchr(w, '(') && cfix__spatch_as_spelled(source, type);
	tag = strchr(w, ' ') + 1;
	for (n = 0; cfix_is_name_char(tag[n]); n++)
		;
	if (!n || n > 63)
		return false;
	char name[64];

	memcpy(name, tag, n);
	name[n] = '\0';
	return !headers_may_hold(source, name, n, false) &&
	       !file_may_define_tag(source, name);
}

bool cfix__spatch_cannot_type(const struct cfix_source *source,
			      const struct cfix_node *src)
{
	if (!modelled(source))
		return false;
	/* `x = y`: x's type, else y's (type_annoter_c.ml, Assignment) */
	if (src->kind == CFIX_NODE_ASSIGN && src->nkids == 2 && src->kids[0] &&
	    src->kids[1])
		return cfix__spatch_cannot_type(source, src->kids[0]) &&
		       cfix__spatch_cannot_type(source, src->kids[1]);
	/* `(x)`, `x++`, `--x`, and `-x`, `+x`, `~x` have x's type
	 * (type_annoter_c.ml: UnMinus, UnPlus, Tilde take e's, no
	 * promotion), so `-ENXIO` of an unread errno.h has none */
	while (src->nkids && src->kids[0] &&
	       (src->kind == CFIX_NODE_PAREN || src->kind == CFIX_NODE_POSTFIX ||
		(src->kind == CFIX_NODE_UNARY && src->op &&
		 (!strcmp(src->op, "++") || !strcmp(src->op, "--") ||
		  !strcmp(src->op, "-") || !strcmp(src->op, "+") ||
		  !strcmp(src->op, "~")))))
		src = src->kids[0];
	if ((src->kind == CFIX_NODE_MEMBER || src->kind == CFIX_NODE_INDEX) &&
	    src->nkids && src->kids[0]) {
		const struct cfix_node *b = src->kids[0];
		char *spelled;
		bool unknown;

		if (cfix__spatch_cannot_type(source, b))
			return true;
		if (src->kind == CFIX_NODE_INDEX)
			return false;
		spelled = cfix__own_spelled(source, b);
		unknown = spelled && fields_unknown(source, spelled);
		free(spelled);
		return unknown;
	}
	if (src->kind == CFIX_NODE_CALL && src->nkids && src->kids[0])
		src = src->kids[0];	/* an unknown function's result */
	if (src->kind != CFIX_NODE_IDENT || !src->text ||
	    !strcmp(src->text, "NULL"))
		return false;
	for (uint32_t i = 0; i < source->nmacros; i++)
		if (!strcmp(source->macros[i].name, src->text))
			return false;
	/* the headers' index first: a look-up, the file's a scan */
	return !headers_may_hold(source, src->text, strlen(src->text), false) &&
	       !cfix__type_declared(source, src) &&
	       !file_may_declare(source, src->text);
}

bool cfix__spatch_as_spelled(const struct cfix_source *source,
			     const char *type)
{
	if (!modelled(source))
		return false;
	bool after_tag = false;

	for (const char *w = type; *w;) {
		size_t n = 0;

		while (cfix_is_name_char(w[n]))
			n++;
		if (!n) {
			w++;
			continue;
		}
		/* a word that is no C keyword nor a tag's name: a typedef
		 * name, which the file or a header spatch reads may define */
		char word[64];

		if (n >= sizeof(word))
			return false;
		memcpy(word, w, n);
		word[n] = '\0';
		w += n;
		if (after_tag || cfix__type_closed(word) ||
		    cfix__match_is_tag_word(word, n)) {
			after_tag = !after_tag && cfix__match_is_tag_word(word, n);
			continue;
		}
		/* `__iomem`, `__user`: attributes spatch's macros drop */
		if (!strncmp(word, "__", 2) ||
		    headers_may_hold(source, word, n, true) ||
		    file_may_declare(source, word))
			return false;
	}
	return true;
}

/* ---- what spatch cannot parse ---------------------------------------- */

/* The first byte at or after i in [i, e) that is no space nor part of
 * a comment. */
static uint32_t skip_blank(const char *t, uint32_t i, uint32_t e)
{
	while (i < e) {
		if (strchr(" \t\r\n\\", t[i])) {
			i++;
		} else if (i + 1 < e && t[i] == '/' && t[i + 1] == '*') {
			const char *c = strstr(t + i + 2, "*/");

			i = c && c + 2 <= t + e ? (uint32_t)(c + 2 - t) : e;
		} else if (i + 1 < e && t[i] == '/' && t[i + 1] == '/') {
			while (i < e && t[i] != '\n')
				i++;
		} else {
			break;
		}
	}
	return i;
}

/*
 * Whether the item [b, e) of text is one spatch 1.1.1 cannot parse
 * either: a brace initializer (`= {`) in which a call closes and a
 * name follows with no comma between, as the kernel's
 * `{ SET_RUNTIME_PM_OPS(a, b, NULL) USE_PLATFORM_PM_SLEEP_OPS }`
 * (macros that expand to designators); C's initializer list has no
 * rule for it, and spatch --parse-c fails there (drivers/base/
 * platform.c, auxiliary.c).  Strings and characters end the scan (no
 * such shape claimed past one).
 */
static bool spatch_unparsable(const char *t, uint32_t b, uint32_t e)
{
	int braces = 0, parens = 0;
	bool call = false, after_call = false;
	char last = 0;

	for (uint32_t i = skip_blank(t, b, e); i < e; i = skip_blank(t, i, e)) {
		char c = t[i];
		bool closed = false;

		if (c == '"' || c == '\'' || (c == '#' && !braces))
			return false;
		if (cfix_is_name_char(c)) {
			if (braces && !parens && after_call)
				return true;
			while (i < e && cfix_is_name_char(t[i]))
				i++;
			last = 'a';
			after_call = false;
			continue;
		}
		if (c == '{' && !braces && last != '=')
			return false;	/* a function's body, a struct's */
		braces += (c == '{') - (c == '}');
		if (c == '(' && !parens++)
			call = last == 'a';
		if (c == ')' && parens && !--parens)
			closed = call;
		after_call = closed;
		last = c;
		i++;
	}
	return false;
}

bool cfix__spatch_cannot_parse(const struct cfix_source *source, uint32_t b,
			       uint32_t e)
{
	return modelled(source) && e <= source->len &&
	       spatch_unparsable(source->text, b, e);
}
