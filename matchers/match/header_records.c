/*
 * The fields of structs and unions the headers of a file define, for
 * the own parse's typing (types.c): `cgc->cmd` is an array when
 * include/linux/cdrom.h says `unsigned char cmd[CDROM_PACKET_SIZE];`,
 * and clang need not be asked.  No header is parsed: each is read once
 * per process and indexed (its #includes, the names it #defines, the
 * tags it defines with a body, as sorted hashes); a header holding a
 * tag is read again at the first question on that tag, its bodies of
 * the tag kept for the process; each question is answered once per
 * file.
 *
 * A checkout is untrusted: only regular files, of at most 4 MiB, found
 * under the compile command's folders by names without `..`, or by a
 * `"../x.h"` from the including file's folder where it stays under the
 * command's folder or the file's source tree (up_within()); at most
 * MAX_HEADERS headers a file, MAX_DEPTH deep.  Past a bound, or an
 * include not followed, every answer for that file is "unknown".
 */
#include "header_records.h"

#include "header_conds.h"
#include "header_members.h"
#include "header_scan.h"
#include "header_paths.h"
#include "header_tokens.h"

#include "../cfront/cfront.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

enum {
	MAX_HEADER_BYTES = 4 << 20,
	MAX_HEADERS = 6000,
	MAX_DEPTH = 64,
	MAX_DEFS = 8,		/* definitions of one tag compared */
	MAX_KEPT = 64 << 20,	/* bytes of bodies kept per process */
	MAX_ANSWERS = 4096,	/* questions kept per file: a linear memo */
};

struct include {
	char *name;
	bool quoted;		/* "..." */
	uint64_t when[4];	/* the innermost `#ifdef X` groups' Xs (0s
				 * after): followed where each may be defined */
};

/* An include walk() left for later, as its `#ifdef X` may not hold. */
struct deferred {
	const char *from;
	const struct include *inc;
	uint32_t depth;
	bool taken;
};

/* The definitions of one tag in a header, found once (tag_defs()): in
 * order, the body of each, or NULL for one under an #if, where the
 * scan stops; it stops too past the MAX_DEFS+1st, which no answer
 * reaches. */
struct tag_defs {
	char *tag;
	bool unread;		/* the header could not be read again */
	uint32_t n;
	char *body[MAX_DEFS + 1];
	size_t len[MAX_DEFS + 1];
};

/* One header as this process read it, under its textual path. */
struct header {
	char *path;
	char *dir;		/* its folder, for "..." */
	bool missing;		/* no regular file there, or too big */
	bool odd;		/* an #include of a macro, an #include_next */
	CFIX_ARRAY(uint64_t) odd_when;	/* one under `#ifdef X`: X's hash */
	CFIX_ARRAY(struct include) incs;
	CFIX_ARRAY(uint64_t) macros;	/* hashes of the names it #defines */
	CFIX_ARRAY(uint64_t) undefs;	/* and #undefs */
	CFIX_ARRAY(uint64_t) guards;	/* of X in `#ifndef X` `#define X` */
	CFIX_ARRAY(uint64_t) tags;	/* of `struct x`, `union x` defined */
	CFIX_ARRAY(uint64_t) names;	/* of words before `;` or `(` at the
					 * top level: typedefs, functions */
	CFIX_ARRAY(struct tag_defs) defs;	/* of the tags asked about */
	uint32_t seen;		/* the search that last reached it */
	uint64_t size;		/* as read, for the run cache */
	int64_t mtime_ns;
};

/* The process's headers by path: open addressing, twice the count. */
static struct header **table;
static size_t table_cap, table_n;
static uint32_t searches;

/* A question and its answer: a, b, kind as answer_of() takes them. */
struct answer {
	char *a, *b;
	int kind;
	char *type;
	const char *why, *where;
};

struct cfix_header_search {
	const char *path;
	const char *text;
	size_t len;
	const struct cfix_source_options *opts;
	char **dirs;		/* -I and -isystem, in order */
	uint32_t ndirs, nquote;	/* the first nquote are -iquote's */
	CFIX_ARRAY(char *) forced;	/* -include */
	CFIX_ARRAY(struct header *) closure;
	CFIX_ARRAY(struct deferred) deferred;	/* during walk_all() */
	bool walked, incomplete;
	bool tree_made;
	char *tree;		/* the file's source tree: header_paths.h */
	const char *incomplete_why;
	CFIX_ARRAY(struct answer) answers;	/* each question once */
	CFIX_ARRAY(uint64_t) self_macros;	/* the file's #defines */
	CFIX_ARRAY(uint64_t) self_guards;
	CFIX_ARRAY(uint64_t) self_undefs;
	bool facts_made;
	struct cfix__macro_facts facts;	/* for the #ifs of declarations */
};

static uint64_t hash_str(const char *s)
{
	return cfix_hash_bytes(s, strlen(s), CFIX_HASH_INIT);
}

/* The bytes of a regular file of at most MAX_HEADER_BYTES, or NULL;
 * h, when given, gets its size and time (a header may be a symbolic
 * link: followed). */
char *cfix__header_read(const char *path, size_t *len, struct header *h)
{
	struct cfix_buf text = CFIX_BUF_INIT;
	struct stat st;

	if (cfix_buf_read_regular(&text, path, MAX_HEADER_BYTES, 0, &st)) {
		cfix_buf_release(&text);
		return NULL;
	}
	if (h) {
		h->size = (uint64_t)st.st_size;
		h->mtime_ns = cfix__cache_mtime_ns(&st);
	}
	return cfix_buf_detach(&text, len);
}

/* The #if groups open at a directive: per group, the hash of X where
 * it is `#ifdef X` or `#if defined(X)` (its first branch), else 0. */
struct conds {
	uint64_t v[32];
	int n;
	const char *ifndef;	/* X of an `#ifndef X` just before */
	size_t ifndef_n;
};

/* The hashes of the Xs of the innermost four `#ifdef X` groups (first
 * branch) open at a directive, 0s after. */
static void ifdefs_of(const struct conds *c, uint64_t when[4])
{
	int k = 0;

	memset(when, 0, 4 * sizeof(*when));
	for (int i = c->n < 32 ? c->n : 32; i-- > 0 && k < 4;)
		if (c->v[i])
			when[k++] = c->v[i];
}

/* An #include of a macro or an #include_next: under an `#ifdef X`
 * group, only when X is #defined (walk_all()); else always odd. */
static void odd_include(struct header *h, const struct conds *c)
{
	uint64_t when[4];

	ifdefs_of(c, when);
	if (when[0])
		cfix_array_push(&h->odd_when, when[0]);
	else
		h->odd = true;
}

/* The hash of X, unless the compiler may predefine it (a name starting
 * with `_`, or with no capital, as `linux`): then 0. */
static uint64_t cond_name(const char *x, size_t n)
{
	bool capital = false;

	for (size_t i = 0; i < n; i++)
		capital |= x[i] >= 'A' && x[i] <= 'Z';
	return x[0] == '_' || !capital ? 0 : cfix_hash_bytes(x, n, CFIX_HASH_INIT);
}

/* The hash of X where `#if` at w opens `#ifdef X` or `#if defined(X)`
 * (a its first token, m long), unless the compiler may predefine X
 * (cond_name()); else 0. */
static uint64_t cond_of(const char *w, size_t n, const char *a, size_t m,
			const char *end)
{
	struct cfix__cond_line line;

	if (!cfix__cond_line_of(w, n, a, m, end, &line) ||
	    line.kind != CFIX_COND_IF || !line.name || line.negated)
		return 0;
	return cond_name(line.name, line.len);
}

/* A directive at p (just past its `#`): records it in h. */
static void index_directive(struct header *h, const char *p, const char *end,
			    struct conds *c)
{
	bool nl = false;
	size_t n, m = 0;
	const char *w = cfix__htok_next(p, end, &n, &nl), *a, *ifndef = c->ifndef;

	c->ifndef = NULL;
	if (!w || nl)
		return;
	a = cfix__htok_next(w + n, end, &m, &nl);
	if (nl)
		a = NULL;
	if (a && cfix_is_name_char(*a) && cfix__htok_is(w, n, "ifndef"))
		c->ifndef = a, c->ifndef_n = m;
	if (a && ifndef && cfix__htok_is(w, n, "define") && m == c->ifndef_n &&
	    !strncmp(a, ifndef, m))
		cfix_array_push(&h->guards, cfix_hash_bytes(a, m, CFIX_HASH_INIT));
	if (cfix__htok_is(w, n, "if") || cfix__htok_is(w, n, "ifdef") ||
	    cfix__htok_is(w, n, "ifndef")) {
		if (c->n < 32)
			c->v[c->n] = cond_of(w, n, a, m, end);
		c->n++;
	} else if (cfix__htok_is(w, n, "else") || cfix__htok_is(w, n, "elif")) {
		if (c->n > 0 && c->n <= 32)
			c->v[c->n - 1] = 0;
	} else if (cfix__htok_is(w, n, "endif")) {
		c->n -= c->n > 0;
	}
	if (cfix__htok_is(w, n, "undef") && a && cfix_is_name_char(*a))
		cfix_array_push(&h->undefs, cfix_hash_bytes(a, m, CFIX_HASH_INIT));
	if (cfix__htok_is(w, n, "define") && a && cfix_is_name_char(*a)) {
		uint64_t k = cfix_hash_bytes(a, m, CFIX_HASH_INIT);
		bool again = false;	/* under `#ifdef X` itself: X is
					 * defined already, or never */

		for (int i = c->n < 32 ? c->n : 32; i-- > 0;)
			again |= c->v[i] == k;
		if (!again)
			cfix_array_push(&h->macros, k);
	} else {
		struct include inc;
		const char *name;
		size_t len;

		enum cfix__include_kind kind =
			cfix__source_include_read(w, end, &name, &len);

		if (kind == CFIX__INCLUDE_OTHER) {
			odd_include(h, c);
		} else if (kind != CFIX__INCLUDE_NONE) {
			inc.quoted = kind == CFIX__INCLUDE_QUOTED;
			ifdefs_of(c, inc.when);
			inc.name = cfix_xstrndup(name, len);
			cfix_array_push(&h->incs, inc);
		}
	}
}

/* Indexes text: directives, and `struct x {` / `union x {`. */
static void index_text(struct header *h, const char *text, size_t len)
{
	const char *end = text + len, *p = text, *t, *prev[2] = { NULL, NULL };
	size_t n, pn[2] = { 0, 0 };
	bool nl = true, line_start;
	struct conds c = { .n = 0 };

	while ((t = cfix__htok_next(p, end, &n, &nl))) {
		line_start = nl || t == text;
		nl = false;
		p = t + n;
		if (line_start && *t == '#') {
			index_directive(h, p, end, &c);
			while (p < end && *p != '\n')	/* to the line's end */
				p += *p == '\\' && p + 1 < end ? 2 : 1;
			prev[0] = prev[1] = NULL;
			continue;
		}
		c.ifndef = NULL;
		if ((*t == ';' || *t == '(') && prev[1] && cfix_is_name_char(*prev[1]))
			cfix_array_push(&h->names,
					cfix_hash_bytes(prev[1], pn[1],
							CFIX_HASH_INIT));
		if (*t == '{' && prev[1] && cfix_is_name_char(*prev[1]) && prev[0] &&
		    (cfix__htok_is(prev[0], pn[0], "struct") ||
		     cfix__htok_is(prev[0], pn[0], "union"))) {
			uint64_t k = cfix_hash_bytes(prev[0], pn[0],
						      CFIX_HASH_INIT);

			k = cfix_hash_bytes(" ", 1, k);
			cfix_array_push(&h->tags,
			     cfix_hash_bytes(prev[1], pn[1], k));
		}
		prev[0] = prev[1];
		pn[0] = pn[1];
		prev[1] = t;
		pn[1] = n;
	}
	/* sorted: each question a binary search per header */
	cfix_hashes_sort(h->macros.items, h->macros.len);
	cfix_hashes_sort(h->guards.items, h->guards.len);
	cfix_hashes_sort(h->tags.items, h->tags.len);
	cfix_hashes_sort(h->names.items, h->names.len);
}

static struct header **slot_of(const char *path)
{
	size_t i = hash_str(path) & (table_cap - 1);

	while (table[i] && strcmp(table[i]->path, path))
		i = (i + 1) & (table_cap - 1);
	return &table[i];
}

/* The header at path, read and indexed once per process. */
static struct header *header_get(const char *path)
{
	struct header **slot, *h;
	char *text, *slash;
	size_t len = 0;

	if (table_n * 2 >= table_cap) {
		struct header **old = table;
		size_t old_cap = table_cap;

		table_cap = table_cap ? table_cap * 2 : 1024;
		table = cfix_xcalloc(table_cap, sizeof(*table));
		for (size_t i = 0; i < old_cap; i++)
			if (old[i])
				*slot_of(old[i]->path) = old[i];
		free(old);
	}
	slot = slot_of(path);
	if (*slot)
		return *slot;
	h = cfix_xcalloc(1, sizeof(*h));
	h->path = cfix_xstrdup(path);
	slash = strrchr(h->path, '/');
	h->dir = slash ? cfix_xstrndup(h->path, (size_t)(slash - h->path))
		       : cfix_xstrdup(".");
	text = cfix__header_read(path, &len, h);
	h->missing = !text;
	if (text)
		index_text(h, text, len);
	free(text);
	*slot = h;
	table_n++;
	return h;
}

/* dir made absolute against the command's directory. */
static char *absolute(const struct cfix_header_search *hs, const char *dir)
{
	const char *base = hs->opts && hs->opts->directory ? hs->opts->directory
							   : ".";

	if (dir[0] == '/')
		return cfix_xstrdup(dir);
	while (dir[0] == '.' && dir[1] == '/')
		dir += 2;
	return cfix_xasprintf("%s/%s", base, dir);
}

/* The folders and forced includes of the compile command. */
static void read_args(struct cfix_header_search *hs)
{
	const struct cfix_source_options *o = hs->opts;
	CFIX_ARRAY(char *) quote = { 0 }, rest = { 0 };

	for (int i = 0; o && i < o->nargs; i++) {
		const char *a = o->args[i], *v = NULL;
		int kind = 0;	/* 1 -I/-isystem/-idirafter, 2 -iquote, 3 -include */

		if (!strncmp(a, "-I", 2))
			kind = 1, v = a[2] ? a + 2 : NULL;
		else if (!strcmp(a, "-isystem") || !strcmp(a, "-idirafter"))
			kind = 1;
		else if (!strcmp(a, "-iquote"))
			kind = 2;
		else if (!strcmp(a, "-include"))
			kind = 3;
		if (!kind)
			continue;
		if (!v && i + 1 < o->nargs)
			v = o->args[++i];
		if (!v)
			continue;
		if (kind == 1)
			cfix_array_push(&rest, absolute(hs, v));
		else if (kind == 2)
			cfix_array_push(&quote, absolute(hs, v));
		else
			cfix_array_push(&hs->forced, absolute(hs, v));
	}
	hs->dirs = cfix_xcalloc(quote.len + rest.len + 1, sizeof(*hs->dirs));
	for (size_t i = 0; i < quote.len; i++)
		hs->dirs[hs->ndirs++] = quote.items[i];
	for (size_t i = 0; i < rest.len; i++)
		hs->dirs[hs->ndirs++] = rest.items[i];
	hs->nquote = (uint32_t)quote.len;
	cfix_array_release(&quote);
	cfix_array_release(&rest);
}

/* The header inc of a file in folder from names, as the compiler
 * searches; NULL when none is. */
static struct header *resolve(const struct cfix_header_search *hs,
			      const char *from, const struct include *inc)
{
	uint32_t i = inc->quoted ? 0 : hs->nquote;

	if (inc->quoted) {
		char *p = cfix_xasprintf("%s/%s", from, inc->name);
		struct header *h = header_get(p);

		free(p);
		if (!h->missing)
			return h;
	}
	for (; i < hs->ndirs; i++) {
		char *p = cfix_xasprintf("%s/%s", hs->dirs[i], inc->name);
		struct header *h = header_get(p);

		free(p);
		if (!h->missing)
			return h;
	}
	return NULL;
}

/*
 * A `"../x.h"` of a file in folder from, as the compiler finds it
 * first (from from, as for any quoted include), where it lies (links
 * resolved) under the compile command's folder or the file's source
 * tree (header_paths.h); NULL else (the compiler may look further:
 * not followed).
 */
static struct header *up_within(struct cfix_header_search *hs,
				const char *from, const struct include *inc)
{
	char *p, *real, *root;
	struct header *h = NULL;

	if (!inc->quoted || inc->name[0] == '/')
		return NULL;
	if (!hs->tree_made) {
		hs->tree_made = true;
		hs->tree = cfix__header_source_tree(hs->path, hs->dirs,
						       hs->ndirs);
	}
	p = cfix_xasprintf("%s/%s", from, inc->name);
	real = realpath(p, NULL);
	root = realpath(hs->opts && hs->opts->directory ? hs->opts->directory
							: ".", NULL);
	if (real && (cfix__header_path_inside(real, root) ||
		     cfix__header_path_inside(real, hs->tree))) {
		h = header_get(real);
		h = h->missing ? NULL : h;
	}
	free(p);
	free(real);
	free(root);
	return h;
}

/* Adds the headers includes of one file reach, breadth first; one
 * under an `#ifdef X` waits in hs->deferred unless now. */
static void walk(struct cfix_header_search *hs, const char *from,
		 const struct include *incs, size_t nincs, uint32_t depth,
		 bool now)
{
	for (size_t i = 0; i < nincs && !hs->incomplete; i++) {
		struct header *h = NULL;

		if (incs[i].when[0] && !now) {	/* for later: walk_all() */
			cfix_array_push(&hs->deferred, ((struct deferred){
				from, &incs[i], depth, false }));
			continue;
		}
		if (cfix__header_path_escapes(incs[i].name) &&
		    !(h = up_within(hs, from, &incs[i]))) {
			hs->incomplete = true;
			hs->incomplete_why = "an #include leaves the include "
					     "folders";
			return;
		}
		if (!cfix__header_path_escapes(incs[i].name))
			h = resolve(hs, from, &incs[i]);
		if (!h || h->seen == searches)
			continue;	/* not found: the compiler fails */
		if (h->odd || depth >= MAX_DEPTH || hs->closure.len >= MAX_HEADERS) {
			hs->incomplete = true;
			hs->incomplete_why = h->odd ? "an #include of a macro"
						    : "past the headers' bounds";
			return;
		}
		h->seen = searches;
		cfix_array_push(&hs->closure, h);
	}
}

/* The headers read, for the run cache (a whole run kept while they
 * are as they were: cfix_parse_headers_record()). */
static void note_deps(const struct cfix_header_search *hs)
{
	struct cfix_cache_deps deps = { 0 };

	deps.items = cfix_xcalloc(hs->closure.len + 1, sizeof(*deps.items));
	for (uint32_t i = 0; i < hs->closure.len; i++)
		deps.items[deps.len++] = (struct cfix_cache_dep){
			hs->closure.items[i]->path, hs->closure.items[i]->size,
			hs->closure.items[i]->mtime_ns };
	cfix__cache_note_deps(&deps);
	free(deps.items);
}


/*
 * Whether the macro of hash k may be defined where the file's headers
 * test it: a header or the file #defines it, the command's -D does, or
 * the compiler may define none: cond_of() keeps no such name.
 */
static bool maybe_defined(const struct cfix_header_search *hs,
			  const struct header *self, uint64_t k)
{
	const struct cfix_source_options *o = hs->opts;

	if (cfix_hashes_has(self->macros.items, self->macros.len, k))
		return true;
	for (size_t i = 0; i < hs->closure.len; i++)
		if (cfix_hashes_has(hs->closure.items[i]->macros.items,
			     hs->closure.items[i]->macros.len, k))
			return true;
	for (int i = 0; o && i < o->nargs; i++) {
		const char *a = o->args[i];

		if (!strcmp(a, "-D") && i + 1 < o->nargs)
			a = o->args[++i];
		else if (!strncmp(a, "-D", 2))
			a += 2;
		else
			continue;
		if (cfix_hash_bytes(a, strcspn(a, "="), CFIX_HASH_INIT) == k)
			return true;
	}
	return false;
}

/* The file's headers (hs->closure), once. */
static void walk_all(struct cfix_header_search *hs)
{
	struct header self = { 0 };
	char *slash;

	hs->walked = true;
	searches++;
	read_args(hs);
	for (uint32_t i = 0; i < hs->forced.len; i++) {
		struct header *h = header_get(hs->forced.items[i]);

		if (!h->missing && h->seen != searches) {
			h->seen = searches;
			cfix_array_push(&hs->closure, h);
		}
	}
	index_text(&self, hs->text, hs->len);
	slash = strrchr(hs->path, '/');
	self.dir = slash ? cfix_xstrndup(hs->path, (size_t)(slash - hs->path))
			 : cfix_xstrdup(".");
	if (self.odd) {
		hs->incomplete = true;
		hs->incomplete_why = "an #include of a macro";
	}
	/* the forced ones first, then the file's: breadth first, each
	 * header's depth its place's */
	uint32_t from = 0, level_end, depth = 1;

	walk(hs, self.dir, self.incs.items, self.incs.len, depth, false);
	level_end = hs->closure.len;
	/* an include under `#ifdef X` is followed once a header reached
	 * (or the file, or -D) may define X: define_trace.h's
	 * `#ifdef CREATE_TRACE_POINTS` includes trace_events.h, whose
	 * #include of a macro a file without it never reaches */
	for (bool more = true; more && !hs->incomplete;) {
		for (; from < hs->closure.len && !hs->incomplete; from++) {
			struct header *h = hs->closure.items[from];

			if (from == level_end) {
				depth++;
				level_end = hs->closure.len;
			}
			walk(hs, h->dir, h->incs.items, h->incs.len, depth,
			     false);
		}
		more = false;
		for (size_t i = 0; i < hs->deferred.len && !hs->incomplete; i++) {
			struct deferred *d = &hs->deferred.items[i];

			bool may = !d->taken;

			for (int k = 0; may && k < 4 && d->inc->when[k]; k++)
				may = maybe_defined(hs, &self, d->inc->when[k]);
			if (!may)
				continue;
			d->taken = more = true;
			walk(hs, d->from, d->inc, 1, d->depth, true);
		}
	}
	cfix_array_release(&hs->deferred);
	for (size_t i = 0; i <= hs->closure.len && !hs->incomplete; i++) {
		const struct header *h = i < hs->closure.len
						 ? hs->closure.items[i] : &self;

		for (size_t k = 0; k < h->odd_when.len; k++)
			if (maybe_defined(hs, &self, h->odd_when.items[k])) {
				hs->incomplete = true;
				hs->incomplete_why = "an #include of a macro";
			}
	}
	note_deps(hs);
	for (size_t i = 0; i < self.incs.len; i++)
		free(self.incs.items[i].name);
	cfix_array_release(&self.incs);
	hs->self_macros.items = self.macros.items;	/* for facts_of() */
	hs->self_macros.len = self.macros.len;
	hs->self_macros.cap = self.macros.cap;
	hs->self_guards.items = self.guards.items;
	hs->self_guards.len = self.guards.len;
	hs->self_guards.cap = self.guards.cap;
	hs->self_undefs.items = self.undefs.items;
	hs->self_undefs.len = self.undefs.len;
	hs->self_undefs.cap = self.undefs.cap;
	cfix_array_release(&self.tags);
	cfix_array_release(&self.names);
	cfix_array_release(&self.odd_when);
	free(self.dir);
}

struct cfix_header_search *cfix__header_search_new(
	const char *path, const char *text, size_t len,
	const struct cfix_source_options *opts)
{
	struct cfix_header_search *hs = cfix_xcalloc(1, sizeof(*hs));

	hs->path = path;
	hs->text = text;
	hs->len = len;
	hs->opts = opts;
	return hs;
}

void cfix__header_search_free(struct cfix_header_search *hs)
{
	if (!hs)
		return;
	free(hs->tree);
	for (uint32_t i = 0; i < hs->ndirs; i++)
		free(hs->dirs[i]);
	for (size_t i = 0; i < hs->forced.len; i++)
		free(hs->forced.items[i]);
	free(hs->dirs);
	for (size_t i = 0; i < hs->answers.len; i++) {
		free(hs->answers.items[i].a);
		free(hs->answers.items[i].b);
		free(hs->answers.items[i].type);
	}
	cfix_array_release(&hs->answers);
	cfix_array_release(&hs->self_macros);
	cfix_array_release(&hs->self_guards);
	cfix_array_release(&hs->self_undefs);
	cfix_array_release(&hs->facts.unguarded);
	cfix_array_release(&hs->facts.defined);
	cfix_array_release(&hs->facts.touched);
	cfix_array_release(&hs->forced);
	cfix_array_release(&hs->closure);
	free(hs);
}

/* The definitions of tag in h, scanned once per process while the
 * bodies kept stay under MAX_KEPT; past it, into *tmp (the caller
 * frees its bodies). */
static const struct tag_defs *tag_defs(struct header *h, const char *tag,
				       struct tag_defs *tmp)
{
	static size_t kept;
	size_t len = 0, blen, tn = strcspn(tag, " ");
	char *text;
	const char *p, *end, *t, *prev[2] = { NULL, NULL };
	size_t n, pn[2] = { 0, 0 };
	bool nl = true;
	struct tag_defs *d;

	for (size_t i = 0; i < h->defs.len; i++)
		if (!strcmp(h->defs.items[i].tag, tag))
			return &h->defs.items[i];
	if (kept < MAX_KEPT) {
		cfix_array_push(&h->defs,
				((struct tag_defs){ .tag = cfix_xstrdup(tag) }));
		d = &h->defs.items[h->defs.len - 1];
	} else {
		d = tmp;
	}
	text = cfix__header_read(h->path, &len, NULL);
	if (!text) {
		d->unread = true;
		return d;
	}
	p = text;
	end = text + len;
	while (d->n <= MAX_DEFS && (t = cfix__htok_next(p, end, &n, &nl))) {
		bool line_start = nl || t == text;

		nl = false;
		p = t + n;
		if (line_start && *t == '#') {
			while (p < end && *p != '\n')
				p += *p == '\\' && p + 1 < end ? 2 : 1;
			prev[0] = prev[1] = NULL;
			continue;
		}
		if (*t == '{' && prev[0] && prev[1] && pn[0] == tn &&
		    !strncmp(prev[0], tag, tn) && cfix__htok_is(prev[1], pn[1], tag + tn + 1)) {
			const char *body = p;
			int depth = 1;

			if (cfix__under_if(text, (size_t)(prev[0] - text))) {
				d->n++;		/* body NULL: the scan ends */
				break;
			}
			while (depth && (t = cfix__htok_next(p, end, &n, &nl))) {
				depth += *t == '{' ? 1 : *t == '}' ? -1 : 0;
				p = t + n;
			}
			blen = (size_t)((depth ? end : t) - body);
			d->len[d->n] = blen;
			kept += d == tmp ? 0 : blen;
			d->body[d->n] = cfix_xmalloc(blen + 1);
			memcpy(d->body[d->n], body, blen);
			d->body[d->n++][blen] = '\0';
		}
		prev[0] = prev[1];
		pn[0] = pn[1];
		prev[1] = t;
		pn[1] = n;
	}
	free(text);
	return d;
}

/* Whether a word of type is a name h both #defines and #undefs: a
 * declaration between the pair reads it as the macro. */
static bool undone_in(const struct header *h, const char *type)
{
	for (const char *p = type; h->undefs.len && *p;) {
		size_t n = 0;

		while (cfix_is_name_char(p[n]))
			n++;
		if (n) {
			uint64_t k = cfix_hash_bytes(p, n, CFIX_HASH_INIT);

			if (cfix_hashes_has(h->macros.items, h->macros.len, k) &&
			    cfix_hashes_has(h->undefs.items, h->undefs.len, k))
				return true;
		}
		p += n ? n : 1;
	}
	return false;
}

/* The type of field in each definition of tag in h (up to MAX_DEFS of
 * them into types[*ntypes]); false with *why when one is unknown. */
static bool header_defs(struct header *h, const char *tag, const char *field,
			char **types, uint32_t *ntypes, const char **why)
{
	struct tag_defs tmp = { .n = 0 };
	const struct tag_defs *d = tag_defs(h, tag, &tmp);
	bool ok = !d->unread;

	if (!ok)
		*why = "its header could not be read again";
	for (uint32_t i = 0; ok && i < d->n; i++) {
		if (!d->body[i]) {
			*why = "its definition is under an #if";
			ok = false;
		} else if (*ntypes >= MAX_DEFS) {
			*why = "defined too many times";
			ok = false;
		} else if (!(types[*ntypes] = cfix__body_field(d->body[i],
							d->body[i] + d->len[i],
							field, 4, why))) {
			ok = false;
		} else if (undone_in(h, types[*ntypes])) {
			free(types[*ntypes]);
			*why = "a macro its header #undefs is in its type";
			ok = false;
		} else {
			(*ntypes)++;
		}
	}
	for (uint32_t i = 0; i < tmp.n; i++)
		free(tmp.body[i]);
	return ok;
}

/* The answer of the types[0, ntypes) the headers gave (malloc'd, all
 * freed but the one returned): the one type they agree on, else NULL
 * with *why (twice: they differ; none: there is none). */
static char *one_answer(char **types, uint32_t ntypes, bool ok,
			const char **why, const char *twice, const char *none)
{
	for (uint32_t i = 1; ok && i < ntypes; i++)
		if (strcmp(types[i], types[0])) {
			*why = twice;
			ok = false;
		}
	if (ok && !ntypes) {
		*why = none;
		ok = false;
	}
	for (uint32_t i = ok ? 1 : 0; i < ntypes; i++)
		free(types[i]);
	return ok ? types[0] : NULL;
}

static char *field_type(struct cfix_header_search *hs, const char *tag,
			const char *field, unsigned depth, const char **why,
			const char **where);
static const struct cfix__macro_facts *facts_of(struct cfix_header_search *hs);

/* The type of the members path (`a.b`, member_macro()) of tag, each
 * but the last a struct or union; NULL with *why. */
static char *path_type(struct cfix_header_search *hs, const char *tag,
		       char *path, unsigned depth, const char **why,
		       const char **where)
{
	char *type = cfix_xstrdup(tag), *word = path, *dot;

	for (; type && word; word = dot) {
		char *next;

		if ((strncmp(type, "struct ", 7) && strncmp(type, "union ", 6)) ||
		    strchr(strchr(type, ' ') + 1, ' ')) {
			*why = "a member macro's path passes no struct";
			free(type);
			return NULL;
		}
		if ((dot = strchr(word, '.')))
			*dot++ = '\0';
		next = field_type(hs, type, word, depth + 1, why, where);
		free(type);
		type = next;
	}
	return type;
}

/* The members path name stands for, where h is the one header of the
 * closure to #define it (and none #undefs it); NULL else. */
static char *member_macro(struct cfix_header_search *hs,
			  const struct header *h, const char *name)
{
	uint64_t k = hash_str(name);
	size_t len = 0;
	char *text, *path;

	for (size_t i = 0; i < hs->closure.len; i++) {
		const struct header *o = hs->closure.items[i];

		if ((o != h && cfix_hashes_has(o->macros.items, o->macros.len, k)) ||
		    cfix_hashes_has(o->undefs.items, o->undefs.len, k))
			return NULL;
	}
	if (!(text = cfix__header_read(h->path, &len, NULL)))
		return NULL;
	path = cfix__member_macro(text, len, facts_of(hs), name);
	free(text);
	return path;
}

static char *field_type(struct cfix_header_search *hs, const char *tag,
			const char *field, unsigned depth, const char **why,
			const char **where)
{
	char *types[MAX_DEFS], *path;
	uint32_t ntypes = 0;
	uint64_t tk = hash_str(tag), fk = hash_str(field);
	bool ok = true;

	*where = NULL;
	if (!hs || (strncmp(tag, "struct ", 7) && strncmp(tag, "union ", 6)) ||
	    strchr(strchr(tag, ' ') + 1, ' ')) {
		*why = "not a struct or union tag";
		return NULL;
	}
	if (!hs->walked)
		walk_all(hs);
	if (hs->incomplete) {
		*why = hs->incomplete_why;
		return NULL;
	}
	for (uint32_t i = 0; i < hs->closure.len && ok; i++) {
		struct header *h = hs->closure.items[i];

		if (cfix_hashes_has(h->macros.items, h->macros.len, fk)) {
			*why = "a header #defines the field's name";
			*where = h->path;
			if (depth < 4 && (path = member_macro(hs, h, field))) {
				char *type = path_type(hs, tag, path, depth,
						       why, where);

				free(path);
				while (ntypes)
					free(types[--ntypes]);
				return type;
			}
			ok = false;
		} else if (cfix_hashes_has(h->tags.items, h->tags.len, tk)) {
			*where = h->path;
			ok = header_defs(h, tag, field, types, &ntypes, why);
		}
	}
	return one_answer(types, ntypes, ok, why, "defined twice otherwise",
			  "no definition in the headers it includes");
}

/* Storage classes and inline: no part of a function's return type. */
static bool storage_word(const char *t, size_t n)
{
	return cfix__htok_is(t, n, "extern") || cfix__htok_is(t, n, "static") ||
	       cfix__htok_is(t, n, "inline") || cfix__htok_is(t, n, "__inline") ||
	       cfix__htok_is(t, n, "__inline__");
}

/* Whether st[k] opens the body of `struct x`, `union x` that a typedef
 * names before i: `typedef struct x { ... } x_t` is `struct x`, as
 * clang has it; `typedef struct { ... } t` has no tag to give. */
static bool tag_body(const struct tok *st, size_t k, size_t i, bool typedef_)
{
	return typedef_ && *st[k].p == '{' && k >= 3 && k + 1 < i &&
	       *st[k + 1].p == '}' && cfix_is_name_char(*st[k - 1].p) &&
	       (cfix__htok_is(st[k - 2].p, st[k - 2].n, "struct") ||
		cfix__htok_is(st[k - 2].p, st[k - 2].n, "union"));
}

/*
 * The type one top-level statement st[0, m) (no `;`, a body kept as
 * `{` `}`) gives name, where name is a declarator of it: a typedef of
 * words only (`typedef unsigned int u32`) or of a tagged struct or
 * union with its body (tag_body()), a function's return type
 * (`static inline u32 *f(`: "u32 *").  Occurrences that are uses (a
 * type word, a tag, in parentheses) are skipped; *odd: name is a
 * declarator of another form, or under an #if.
 */
static char *statement_decl(const struct tok *st, size_t m, const char *name,
			    bool func, bool any_branch, bool *odd)
{
	char *type = NULL;
	int paren = 0;
	bool cond = false;	/* a token so far under an uncertain #if */

	for (size_t i = 0; i < m && !*odd; i++) {
		char c = *st[i].p;
		const struct tok *next = i + 1 < m ? &st[i + 1] : NULL;
		const struct tok *prev = i ? &st[i - 1] : NULL;
		bool is_typedef = cfix__htok_is(st[0].p, st[0].n, "typedef");
		struct cfix_buf out = CFIX_BUF_INIT;
		int stars = 0;

		paren += c == '(' ? 1 : c == ')' ? -1 : 0;
		cond |= st[i].cond && !any_branch;
		if (paren || !cfix__htok_is(st[i].p, st[i].n, name))
			continue;
		if (next && (cfix_is_name_char(*next->p) || *next->p == '*'))
			continue;	/* a type word */
		if (next && *next->p == '(' && i + 2 < m && *st[i + 2].p == '*')
			continue;	/* `u32 (*hash_fn)(...)`: one too */
		if (is_typedef && i == 1)
			continue;	/* `typedef u32 (hashfn_t)(...)`: its type */
		if (prev && (cfix__htok_is(prev->p, prev->n, "struct") ||
			     cfix__htok_is(prev->p, prev->n, "union") ||
			     cfix__htok_is(prev->p, prev->n, "enum")))
			continue;	/* a tag */
		if (cond || !prev ||
		    (func ? (is_typedef || !next || *next->p != '(')
			  : (!is_typedef || next))) {
			*odd = true;
			break;
		}
		for (size_t k = is_typedef; k < i && !*odd; k++) {
			if (tag_body(st, k, i, is_typedef))
				k++;	/* `typedef struct x { } name` */
			else if (*st[k].p == '*')
				stars++;
			else if (!cfix_is_name_char(*st[k].p) || stars)
				*odd = true;	/* `(`, `{`, `const` past a star */
			else if (!storage_word(st[k].p, st[k].n) || !func) {
				if (out.len)
					cfix_buf_addch(&out, ' ');
				cfix_buf_add(&out, st[k].p, st[k].n);
			}
		}
		for (int k = 0; k < stars; k++)
			cfix_buf_adds(&out, " *");
		if (*odd || !out.len || (type && strcmp(type, out.data))) {
			*odd = true;
			cfix_buf_release(&out);
			break;
		}
		free(type);
		type = cfix_buf_detach(&out, NULL);
	}
	if (*odd) {
		free(type);
		type = NULL;
	}
	return type;
}

/*
 * The type h's top-level declarations give name (statement_decl()),
 * the same in each: into types[*ntypes]; false with *why when one is
 * odd, or the header's braces do not balance.
 */
static bool header_decls(const struct header *h,
			 const struct cfix__macro_facts *facts,
			 const char *name, bool func, bool any_branch, char **types,
			 uint32_t *ntypes, const char **why)
{
	size_t len = 0, n;
	char *text = cfix__header_read(h->path, &len, NULL);
	CFIX_ARRAY(struct tok) st = { 0 };
	const char *p, *end, *t;
	bool nl = true, odd = false, cond;
	int brace = 0, paren = 0;
	unsigned externc = 0;	/* `extern "C" {` open: no body */
	struct cfix__cond_scan scan = { .facts = facts };

	if (!text) {
		*why = "its header could not be read again";
		return false;
	}
	p = text;
	end = text + len;
	while (!odd && (t = cfix__htok_next(p, end, &n, &nl))) {
		bool line_start = nl || t == text, done = false;

		nl = false;
		p = t + n;
		if (line_start && *t == '#') {
			p = cfix__scan_directive(&scan, p, end);
			continue;
		}
		cfix__scan_token(&scan);
		if (cfix__conds_region(&scan.c) == CFIX_COND_SKIPPED)
			continue;	/* the compiler never reads it */
		cond = cfix__conds_region(&scan.c) == CFIX_COND_UNKNOWN;
		if (brace) {
			brace += *t == '{' ? 1 : *t == '}' ? -1 : 0;
			if (!brace) {
				cfix_array_push(&st, ((struct tok){ t, n, cond }));
				/* a function's body ends its statement */
				done = st.len >= 3 && *st.items[st.len - 3].p == ')';
			}
		} else if (*t == '{' && st.len >= 2 &&
			   cfix__htok_is(st.items[st.len - 2].p, st.items[st.len - 2].n,
				  "extern") && *st.items[st.len - 1].p == '"') {
			externc++;
			st.len = 0;
		} else if (*t == '}') {
			odd = !externc--;
			st.len = 0;
		} else if (*t == ';' && !paren) {
			done = true;
		} else {
			if (cfix__htok_is(t, n, "typedef") && !paren)
				st.len = 0;
			paren += *t == '(' ? 1 : *t == ')' ? -1 : 0;
			brace = *t == '{';
			cfix_array_push(&st, ((struct tok){ t, n, cond }));
		}
		if (done) {
			char *type = statement_decl(st.items, st.len, name, func,
						    any_branch,
						    &odd);

			if (type && (*ntypes >= MAX_DEFS || undone_in(h, type))) {
				odd = true;
				free(type);
			} else if (type) {
				types[(*ntypes)++] = type;
			}
			st.len = 0;
			paren = 0;
		}
	}
	if (brace || paren)
		odd = true;
	if (odd)
		*why = "a declaration of it is under an #if or not plain, "
		       "or its header's braces do not balance";
	cfix_array_release(&st);
	free(text);
	return !odd;
}

/* What is certain of the macros the file's headers test (walked,
 * complete), made at the first declaration asked about. */
static const struct cfix__macro_facts *facts_of(struct cfix_header_search *hs)
{
	struct cfix__macro_facts *f = &hs->facts;

	if (hs->facts_made)
		return f;
	hs->facts_made = true;
	for (size_t i = 0; i <= hs->closure.len; i++) {
		const struct header *h = i < hs->closure.len ? hs->closure.items[i]
							    : NULL;
		const uint64_t *m = h ? h->macros.items : hs->self_macros.items;
		const uint64_t *g = h ? h->guards.items : hs->self_guards.items;
		size_t nm = h ? h->macros.len : hs->self_macros.len;
		size_t ng = h ? h->guards.len : hs->self_guards.len, k = 0;

		for (size_t j = 0; j < nm; j++) {
			cfix_array_push(&f->touched, m[j]);
			while (k < ng && g[k] < m[j])
				k++;
			if (k < ng && g[k] == m[j])
				k++;	/* one guard's #define */
			else
				cfix_array_push(&f->unguarded, m[j]);
		}
		const uint64_t *u = h ? h->undefs.items : hs->self_undefs.items;
		size_t nu = h ? h->undefs.len : hs->self_undefs.len;

		for (size_t j = 0; j < nu; j++) {
			cfix_array_push(&f->touched, u[j]);
			cfix_array_push(&f->unguarded, u[j]);
		}
	}
	cfix_hashes_sort(f->touched.items, f->touched.len);
	cfix_hashes_sort(f->unguarded.items, f->unguarded.len);
	f->known = cfix__predefines_get(hs->opts, &f->defined) == 0;
	return f;
}

/* The distinct types of types[0, n) joined by newlines (malloc'd; the
 * array's strings freed), or NULL with *why when none or ok is false. */
static char *all_answers(char **types, uint32_t n, bool ok, const char **why)
{
	struct cfix_buf out = CFIX_BUF_INIT;

	if (ok && !n)
		*why = "no declaration in the headers it includes";
	for (uint32_t i = 0, j = 0; ok && i < n; i++, j = 0) {
		while (j < i && strcmp(types[i], types[j]))
			j++;
		if (j < i)
			continue;	/* seen before */
		if (out.len)
			cfix_buf_addch(&out, '\n');
		cfix_buf_adds(&out, types[i]);
	}
	for (uint32_t i = 0; i < n; i++)
		free(types[i]);
	if (ok && n)
		return cfix_buf_detach(&out, NULL);
	cfix_buf_release(&out);
	return NULL;
}

/* Whether each #define of name in h lies where clang never reads, or
 * is #undef'd again (header_scan.h). */
static bool defines_skipped(struct cfix_header_search *hs,
			    const struct header *h, const char *name)
{
	size_t len = 0;
	char *text = cfix__header_read(h->path, &len, NULL);
	bool skipped = text && (cfix__defines_skipped(text, len, facts_of(hs),
						      name) ||
				cfix__defines_undone(text, len, name));

	free(text);
	return skipped;
}

/* any_branch: each declaration under an #if too (clang reads one) */
static char *decl_type(struct cfix_header_search *hs, const char *name,
		       bool func, bool any_branch, const char **why,
		       const char **where)
{
	char *types[MAX_DEFS];
	uint32_t ntypes = 0;
	uint64_t k = hash_str(name);
	bool ok = true;

	*where = NULL;
	if (!hs) {
		*why = "no headers";
		return NULL;
	}
	if (!hs->walked)
		walk_all(hs);
	if (hs->incomplete) {
		*why = hs->incomplete_why;
		return NULL;
	}
	for (size_t i = 0; i < hs->closure.len && ok; i++) {
		const struct header *h = hs->closure.items[i];

		if (cfix_hashes_has(h->macros.items, h->macros.len, k) &&
		    !defines_skipped(hs, h, name)) {
			*why = "a header #defines it";
			*where = h->path;
			ok = false;
		} else if (cfix_hashes_has(h->names.items, h->names.len, k)) {
			uint32_t before = ntypes;

			ok = header_decls(h, facts_of(hs), name, func,
					  any_branch, types,
					  &ntypes, why);
			if (ntypes > before || !ok)
				*where = h->path;
		}
	}
	if (any_branch)
		return all_answers(types, ntypes, ok, why);
	return one_answer(types, ntypes, ok, why, "declared twice otherwise",
			  "no declaration in the headers it includes");
}

/*
 * The answer to question kind (0 the field b of tag a, 1 the type a
 * declares, 2 the return type of function a, 3 and 4 their variants),
 * asked once per search: a file asks of the same fields again and again.
 */
static char *answer_of(struct cfix_header_search *hs, const char *a,
		       const char *b, int kind, const char **why,
		       const char **where)
{
	struct answer *ans;

	for (size_t i = 0; i < hs->answers.len; i++) {
		ans = &hs->answers.items[i];
		if (ans->kind == kind && !strcmp(ans->a, a) &&
		    !strcmp(ans->b, b)) {
			*why = ans->why;
			*where = ans->where;
			return ans->type ? cfix_xstrdup(ans->type) : NULL;
		}
	}
	if (hs->answers.len >= MAX_ANSWERS)
		return kind ? decl_type(hs, a, kind == 2 || kind == 4,
					kind >= 3, why, where)
			    : field_type(hs, a, b, 0, why, where);
	cfix_array_push(&hs->answers, ((struct answer){
		.a = cfix_xstrdup(a), .b = cfix_xstrdup(b), .kind = kind }));
	ans = &hs->answers.items[hs->answers.len - 1];
	ans->why = NULL;
	ans->type = kind ? decl_type(hs, a, kind == 2 || kind == 4, kind >= 3,
				     &ans->why, &ans->where)
			 : field_type(hs, a, b, 0, &ans->why, &ans->where);
	*why = ans->why;
	*where = ans->where;
	return ans->type ? cfix_xstrdup(ans->type) : NULL;
}

char *cfix__header_field_type(struct cfix_header_search *hs, const char *tag,
			      const char *field, const char **why,
			      const char **where)
{
	if (!hs) {
		*where = NULL;
		*why = "not a struct or union tag";
		return NULL;
	}
	return answer_of(hs, tag, field, 0, why, where);
}

char *cfix__header_decl_type(struct cfix_header_search *hs, const char *name,
			     bool func, const char **why, const char **where)
{
	if (!hs) {
		*where = NULL;
		*why = "no headers";
		return NULL;
	}
	return answer_of(hs, name, "", func ? 2 : 1, why, where);
}

char *cfix__header_decl_variants(struct cfix_header_search *hs,
				 const char *name, bool func, const char **why,
				 const char **where)
{
	if (!hs)	/* its "no headers" */
		return cfix__header_decl_type(hs, name, func, why, where);
	return answer_of(hs, name, "", func ? 4 : 3, why, where);
}
