/*
 * The parse cache: a C file's view (struct cfix_source) stored on disk,
 * so that the next process that parses the same bytes with the same
 * flags (the 70 rule processes of `make coccicheck`, a second run over
 * an unchanged tree) reads it back instead of parsing again.
 *
 * An entry is a file named by the SHA-256 of its key (the file's bytes,
 * path, compiler arguments and folder, front end, repair rounds and the
 * cfix binary's identity), in a two-hex-digit fan-out folder.  It holds
 * a header (magic, payload length, the payload's SHA-256) and a payload:
 * a string table, the tokens, the nodes (pointers become indices), the
 * macros, the diagnostics the parse gave and the headers it read with
 * their size and time.  It is written to a temporary file and renamed
 * into place, so a reader never sees half of one.
 *
 * Design decision: the cache folder is untrusted input (another user's
 * process, a full disk, a crash, tampering).  Reading an entry checks
 * its hash, then every count, index and offset against what was read,
 * and that the nodes form a tree (a kid after its parent, each node
 * owned once), so a bad entry is dropped and replaced, never followed.
 */
#include "cfront.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <openssl/evp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define MAGIC "CFIXPC05"
#define HASH_LEN 32
#define HEADER_LEN (8 + 8 + HASH_LEN)
#define NODE_LEN 48		/* a node's fixed part in the payload */
#define TOKEN_LEN 24
#define MAX_ENTRY ((size_t)1 << 30)

/* ---- hashing (OpenSSL's SHA-256) ----------------------------------------- */

static void hash_add(EVP_MD_CTX *ctx, const void *data, size_t len)
{
	uint64_t n = len;

	EVP_DigestUpdate(ctx, &n, sizeof(n));	/* length first: no ambiguity */
	EVP_DigestUpdate(ctx, data, len);
}

static void hash_adds(EVP_MD_CTX *ctx, const char *text)
{
	hash_add(ctx, text ? text : "", text ? strlen(text) + 1 : 0);
}

static void sha256(const void *data, size_t len, unsigned char *out)
{
	EVP_Digest(data, len, out, NULL, EVP_sha256(), NULL);
}

/*
 * The running binary's identity: its size, time and inode.  A rebuilt
 * cfix may build views differently, so its entries are other entries.
 */
static void hash_binary(EVP_MD_CTX *ctx)
{
	struct stat st = { 0 };
	uint64_t id[4];

	stat("/proc/self/exe", &st);
	id[0] = (uint64_t)st.st_size;
	id[1] = (uint64_t)st.st_mtim.tv_sec;
	id[2] = (uint64_t)st.st_mtim.tv_nsec;
	id[3] = (uint64_t)st.st_ino;
	hash_add(ctx, id, sizeof(id));
}

void cfix__cache_key(const struct cfix_source *source,
		     const struct cfix_source_options *opts,
		     unsigned char key[32])
{
	EVP_MD_CTX *ctx = EVP_MD_CTX_new();
	char cwd[4096];
	uint32_t fixed[3] = { MAGIC[7], opts->front == CFIX_FRONT_OWN,
			      opts->repair_rounds };

	if (!ctx)
		CFIX_BUG("cannot make a SHA-256 context");
	EVP_DigestInit_ex(ctx, EVP_sha256(), NULL);
	hash_add(ctx, fixed, sizeof(fixed));
	hash_binary(ctx);
	hash_adds(ctx, source->path);
	hash_adds(ctx, opts->directory ? opts->directory
				       : getcwd(cwd, sizeof(cwd)));
	for (int i = 0; i < opts->nargs; i++)
		hash_adds(ctx, opts->args[i]);
	hash_adds(ctx, getenv("CPATH"));
	hash_adds(ctx, getenv("C_INCLUDE_PATH"));
	hash_add(ctx, source->text, source->len);
	EVP_DigestFinal_ex(ctx, key, NULL);
	EVP_MD_CTX_free(ctx);
}

/* ---- pointers to indices ------------------------------------------------- */

/* An open-addressing map from a pointer to an index. */
struct ptrmap {
	const void **keys;
	uint32_t *values;
	size_t cap, len;
};

static size_t ptr_slot(const struct ptrmap *map, const void *key)
{
	size_t i = ((uintptr_t)key >> 3) * 0x9E3779B97F4A7C15ull;

	for (i &= map->cap - 1; map->keys[i] && map->keys[i] != key;
	     i = (i + 1) & (map->cap - 1))
		;
	return i;
}

static void ptr_grow(struct ptrmap *map)
{
	struct ptrmap old = *map;

	map->cap = old.cap ? old.cap * 2 : 1024;
	map->keys = cfix_xcalloc(map->cap, sizeof(*map->keys));
	map->values = cfix_xcalloc(map->cap, sizeof(*map->values));
	for (size_t i = 0; i < old.cap; i++) {
		if (!old.keys[i])
			continue;
		size_t slot = ptr_slot(map, old.keys[i]);

		map->keys[slot] = old.keys[i];
		map->values[slot] = old.values[i];
	}
	free(old.keys);
	free(old.values);
}

/* Looks key up; returns true and *value if present. */
static bool ptr_get(const struct ptrmap *map, const void *key,
		    uint32_t *value)
{
	size_t slot;

	if (!map->cap)
		return false;
	slot = ptr_slot(map, key);
	if (!map->keys[slot])
		return false;
	*value = map->values[slot];
	return true;
}

static void ptr_put(struct ptrmap *map, const void *key, uint32_t value)
{
	size_t slot;

	if ((map->len + 1) * 2 > map->cap)
		ptr_grow(map);
	slot = ptr_slot(map, key);
	map->keys[slot] = key;
	map->values[slot] = value;
	map->len++;
}

static void ptr_release(struct ptrmap *map)
{
	free(map->keys);
	free(map->values);
}

/* ---- writing an entry ---------------------------------------------------- */

struct writer {
	struct cfix_buf strings;	/* NUL-terminated strings */
	struct cfix_buf body;
	struct ptrmap string_at;	/* pointer -> offset + 1 */
	struct ptrmap node_at;		/* node -> index */
	CFIX_ARRAY(const struct cfix_node *) nodes;
	bool refused;		/* a shape the reader would reject */
};

static void put32(struct cfix_buf *buf, uint32_t value)
{
	cfix_buf_add(buf, &value, sizeof(value));
}

static void put64(struct cfix_buf *buf, uint64_t value)
{
	cfix_buf_add(buf, &value, sizeof(value));
}

/* A string's reference: 0 for NULL, else its offset + 1.  The same
 * pointer gets the same offset, so pointers equal once are equal again. */
static void put_string(struct writer *w, const char *text)
{
	uint32_t ref = 0;

	if (text && !ptr_get(&w->string_at, text, &ref)) {
		ref = (uint32_t)w->strings.len + 1;
		cfix_buf_add(&w->strings, text, strlen(text) + 1);
		ptr_put(&w->string_at, text, ref);
	}
	put32(&w->body, ref);
}

/* Gives node and its tree indices in preorder; a node met twice (not a
 * tree) refuses the entry. */
static void number_nodes(struct writer *w, const struct cfix_node *node)
{
	uint32_t seen;

	if (!node || w->refused)
		return;
	if (ptr_get(&w->node_at, node, &seen)) {
		w->refused = true;
		return;
	}
	ptr_put(&w->node_at, node, (uint32_t)w->nodes.len);
	cfix_array_push(&w->nodes, node);
	for (uint32_t i = 0; i < node->nkids; i++)
		number_nodes(w, node->kids[i]);
	number_nodes(w, node->expansion);
}

/* A node's reference: 0 for NULL, else its index + 1. */
static uint32_t node_ref(struct writer *w, const struct cfix_node *node)
{
	uint32_t index = 0;

	if (!node)
		return 0;
	if (!ptr_get(&w->node_at, node, &index))
		w->refused = true;
	return index + 1;
}

static void put_node(struct writer *w, const struct cfix_node *node)
{
	uint16_t kf[2] = { node->kind, node->flags };

	cfix_buf_add(&w->body, kf, sizeof(kf));
	put32(&w->body, (uint32_t)node->metavar);
	put32(&w->body, node->first);
	put32(&w->body, node->last);
	put_string(w, node->op);
	put_string(w, node->text);
	put_string(w, node->type);
	put_string(w, node->canon_type);
	put32(&w->body, node_ref(w, node->parent));
	put32(&w->body, node_ref(w, node->expansion));
	put32(&w->body, node->nkids);
	put32(&w->body, 0);	/* padding to NODE_LEN */
	for (uint32_t i = 0; i < node->nkids; i++)
		put32(&w->body, node_ref(w, node->kids[i]));
}

static void put_tokens(struct writer *w, const struct cfix_source *src)
{
	put32(&w->body, src->ntoks);
	for (uint32_t i = 0; i <= src->ntoks; i++) {	/* the EOF token too */
		const struct cfix_token *tok = &src->toks[i];
		uint16_t kf[2] = { tok->kind, tok->flags };

		put32(&w->body, tok->begin);
		put32(&w->body, tok->end);
		put32(&w->body, tok->line);
		put32(&w->body, tok->col);
		cfix_buf_add(&w->body, kf, sizeof(kf));
		put_string(w, tok->text);
	}
}

static void put_diags(struct writer *w, const struct cfix_diag *diags,
		      size_t ndiags)
{
	put32(&w->body, (uint32_t)ndiags);
	for (size_t i = 0; i < ndiags; i++) {
		put32(&w->body, diags[i].severity);
		put32(&w->body, diags[i].loc.line);
		put32(&w->body, diags[i].loc.col);
		put32(&w->body, diags[i].loc.offset);
		put32(&w->body, diags[i].caret_len);
		put_string(w, diags[i].loc.file);
		put_string(w, diags[i].message);
		put_string(w, diags[i].rule);
		put_string(w, diags[i].source_line);
	}
}

static void put_deps(struct writer *w, const struct cfix_cache_deps *deps)
{
	put32(&w->body, deps ? (uint32_t)deps->len : 0);
	for (size_t i = 0; deps && i < deps->len; i++) {
		put_string(w, deps->items[i].path);
		put64(&w->body, deps->items[i].size);
		put64(&w->body, (uint64_t)deps->items[i].mtime_ns);
	}
}

static void put_macros(struct writer *w, const struct cfix_macro_def *macros,
		       uint32_t n)
{
	put32(&w->body, n);
	for (uint32_t i = 0; i < n; i++) {
		put_string(w, macros[i].name);
		put32(&w->body, macros[i].first);
		put32(&w->body, macros[i].last);
		put32(&w->body, node_ref(w, macros[i].body));
	}
}

/* The payload of src's entry in out; false when src cannot be stored. */
static bool payload_build(const struct cfix_source *src,
			  const struct cfix_diag *diags, size_t ndiags,
			  const struct cfix_cache_deps *deps,
			  struct cfix_buf *out)
{
	struct writer w = { .strings = CFIX_BUF_INIT, .body = CFIX_BUF_INIT };
	uint32_t fixed[3] = { src->mode, src->clang_errors, src->rounds };

	number_nodes(&w, src->root);
	for (uint32_t i = 0; i < src->nmacros; i++)
		number_nodes(&w, src->macros[i].body);
	for (uint32_t i = 0; i < src->nheader_macros; i++)
		number_nodes(&w, src->header_macros[i].body);
	cfix_buf_add(&w.body, fixed, sizeof(fixed));
	put_tokens(&w, src);
	put32(&w.body, (uint32_t)w.nodes.len);
	for (size_t i = 0; i < w.nodes.len && !w.refused; i++)
		put_node(&w, w.nodes.items[i]);
	put32(&w.body, node_ref(&w, src->root));
	put_macros(&w, src->macros, src->nmacros);
	put32(&w.body, src->nnoreturn_names);
	for (uint32_t i = 0; i < src->nnoreturn_names; i++)
		put_string(&w, src->noreturn_names[i]);
	put32(&w.body, src->nerror_lines);
	for (uint32_t i = 0; i < src->nerror_lines; i++)
		put32(&w.body, src->error_lines[i]);
	put_macros(&w, src->header_macros, src->nheader_macros);
	put_diags(&w, diags, ndiags);
	put_deps(&w, deps);
	put64(out, w.strings.len);
	cfix_buf_add(out, w.strings.data, w.strings.len);
	cfix_buf_add(out, w.body.data, w.body.len);
	cfix_buf_release(&w.strings);
	cfix_buf_release(&w.body);
	ptr_release(&w.string_at);
	ptr_release(&w.node_at);
	cfix_array_release(&w.nodes);
	return !w.refused;
}

/* ---- reading an entry: every read bounds-checked ------------------------- */

struct reader {
	const unsigned char *data;
	size_t len, pos;
	const char *strings;	/* in the arena */
	size_t nstrings;
	bool bad;
};

static uint32_t get32(struct reader *r)
{
	uint32_t value = 0;

	if (r->bad || r->len - r->pos < sizeof(value)) {
		r->bad = true;
		return 0;
	}
	memcpy(&value, r->data + r->pos, sizeof(value));
	r->pos += sizeof(value);
	return value;
}

static uint64_t get64(struct reader *r)
{
	uint64_t low = get32(r);

	return low | (uint64_t)get32(r) << 32;
}

static const char *get_string(struct reader *r)
{
	uint32_t ref = get32(r);

	if (!ref)
		return NULL;
	if (ref > r->nstrings) {
		r->bad = true;
		return "";
	}
	return r->strings + ref - 1;
}

/* A count of records of at least size bytes each that can still follow. */
static uint32_t get_count(struct reader *r, size_t size)
{
	uint32_t n = get32(r);

	if (n > (r->len - r->pos) / size)
		r->bad = true;
	return r->bad ? 0 : n;
}

/* Whether first..last is a token range of src: some tokens, or none
 * (first == last + 1), within the tokens and the EOF token. */
static bool range_ok(const struct cfix_source *src, uint32_t first,
		     uint32_t last)
{
	if (first == last + 1)
		return first <= src->ntoks + 1;
	return first <= last && last <= src->ntoks;
}

static void get_tokens(struct reader *r, struct cfix_source *src)
{
	src->ntoks = get_count(r, TOKEN_LEN);
	if (r->bad)
		return;
	src->toks = cfix_arena_alloc(src->arena,
				     ((size_t)src->ntoks + 1) * sizeof(*src->toks));
	for (uint32_t i = 0; i <= src->ntoks && !r->bad; i++) {
		struct cfix_token *tok = &src->toks[i];
		uint32_t kf;

		tok->begin = get32(r);
		tok->end = get32(r);
		tok->line = get32(r);
		tok->col = get32(r);
		kf = get32(r);
		tok->kind = kf & 0xffff;
		tok->flags = kf >> 16;
		tok->text = get_string(r);
		if (!tok->text || tok->begin > tok->end || tok->end > src->len ||
		    tok->kind > CFIX_TOK_PUNCT)
			r->bad = true;
	}
}

/* A node reference to index, or NULL; *index is UINT32_MAX for none.
 * Anything but none or a node below n is bad. */
static struct cfix_node *get_node_ref(struct reader *r,
				      struct cfix_node *nodes, uint32_t n)
{
	uint32_t ref = get32(r);

	if (!ref)
		return NULL;
	if (ref > n) {
		r->bad = true;
		return NULL;
	}
	return &nodes[ref - 1];
}

/* Reads node i; its kids and expansion must come after it and belong to
 * no other node, its parent before it: the nodes form a forest. */
static void get_node(struct reader *r, struct cfix_source *src,
		     struct cfix_node *nodes, uint32_t n, uint32_t i,
		     unsigned char *owned)
{
	struct cfix_node *node = &nodes[i];
	uint32_t kf = get32(r);

	node->kind = kf & 0xffff;
	node->flags = kf >> 16;
	node->metavar = (int32_t)get32(r);
	node->first = get32(r);
	node->last = get32(r);
	node->op = get_string(r);
	node->text = get_string(r);
	node->type = get_string(r);
	node->canon_type = get_string(r);
	node->parent = get_node_ref(r, nodes, n);
	node->expansion = get_node_ref(r, nodes, n);
	node->nkids = get32(r);
	get32(r);	/* padding */
	if (node->nkids > (r->len - r->pos) / 4)
		r->bad = true;
	if (r->bad || node->kind >= CFIX_NODE_KIND_COUNT ||
	    !range_ok(src, node->first, node->last) ||
	    (node->parent && node->parent >= node) ||
	    (node->expansion && node->expansion <= node)) {
		r->bad = true;
		return;
	}
	if (node->expansion && owned[node->expansion - nodes]++)
		r->bad = true;
	node->kids = node->nkids ? cfix_arena_alloc(src->arena,
				node->nkids * sizeof(*node->kids)) : NULL;
	for (uint32_t k = 0; k < node->nkids && !r->bad; k++) {
		struct cfix_node *kid = get_node_ref(r, nodes, n);

		if (kid && (kid <= node || owned[kid - nodes]++))
			r->bad = true;
		node->kids[k] = kid;
	}
}

static void get_nodes(struct reader *r, struct cfix_source *src,
		      struct cfix_node **nodes_out, uint32_t *n_out)
{
	uint32_t n = get_count(r, NODE_LEN);
	struct cfix_node *nodes;
	unsigned char *owned;

	*nodes_out = NULL;
	*n_out = 0;
	if (r->bad)
		return;
	nodes = cfix_arena_alloc(src->arena, ((size_t)n + 1) * sizeof(*nodes));
	owned = cfix_xcalloc((size_t)n + 1, 1);
	for (uint32_t i = 0; i < n && !r->bad; i++)
		get_node(r, src, nodes, n, i, owned);
	src->root = get_node_ref(r, nodes, n);
	if (!src->root || owned[src->root - nodes])
		r->bad = true;
	free(owned);
	*nodes_out = nodes;
	*n_out = n;
}

/* The file's macros, or the headers' (header_macros: no token of the
 * file, first..last an empty range). */
static void get_macros(struct reader *r, struct cfix_source *src,
		       struct cfix_node *nodes, uint32_t n,
		       struct cfix_macro_def **macros, uint32_t *nmacros)
{
	*nmacros = get_count(r, 16);
	if (r->bad)
		return;
	*macros = cfix_arena_alloc(src->arena,
				   ((size_t)*nmacros + 1) * sizeof(**macros));
	for (uint32_t i = 0; i < *nmacros && !r->bad; i++) {
		struct cfix_macro_def *macro = &(*macros)[i];

		macro->name = get_string(r);
		macro->first = get32(r);
		macro->last = get32(r);
		macro->body = get_node_ref(r, nodes, n);
		if (!macro->name || !range_ok(src, macro->first, macro->last) ||
		    (macro->body && macro->body->parent))
			r->bad = true;
	}
}

/* The functions clang's view names that do not return (clang_noreturn.c). */
static void get_noreturn(struct reader *r, struct cfix_source *src)
{
	src->nnoreturn_names = get_count(r, 4);
	if (r->bad)
		return;
	src->noreturn_names = cfix_arena_alloc(
		src->arena, ((size_t)src->nnoreturn_names + 1) *
				    sizeof(*src->noreturn_names));
	for (uint32_t i = 0; i < src->nnoreturn_names && !r->bad; i++)
		if (!(src->noreturn_names[i] = get_string(r)))
			r->bad = true;
}

/* The lines of clang's errors, sorted as stored (else the entry is bad). */
static void get_error_lines(struct reader *r, struct cfix_source *src)
{
	src->nerror_lines = get_count(r, 4);
	if (r->bad)
		return;
	src->error_lines = cfix_arena_alloc(
		src->arena, ((size_t)src->nerror_lines + 1) *
				    sizeof(*src->error_lines));
	for (uint32_t i = 0; i < src->nerror_lines && !r->bad; i++) {
		src->error_lines[i] = get32(r);
		if (i && src->error_lines[i] < src->error_lines[i - 1])
			r->bad = true;
	}
}

/* The diagnostics, added to sink only once the entry is known good. */
static void get_diags(struct reader *r, struct cfix_diag_sink *sink,
		      bool add)
{
	uint32_t n = get_count(r, 36);

	for (uint32_t i = 0; i < n && !r->bad; i++) {
		uint32_t severity = get32(r);
		struct cfix_loc loc = { .line = get32(r), .col = get32(r),
					.offset = get32(r) };
		uint32_t caret_len = get32(r);
		const char *message, *rule, *source_line;
		struct cfix_diag *diag;

		loc.file = get_string(r);
		message = get_string(r);
		rule = get_string(r);
		source_line = get_string(r);
		if (severity > CFIX_DIAG_NOTE || !message)
			r->bad = true;
		if (r->bad || !add)
			continue;
		diag = cfix_diag_add(sink, severity, loc, "%s", message);
		diag->caret_len = caret_len;
		diag->rule = rule ? cfix_xstrdup(rule) : NULL;
		diag->source_line = source_line ? cfix_xstrdup(source_line)
						: NULL;
	}
}

/* Where this process's parses note the headers they read, or NULL. */
static struct cfix_buf *headers_out;

void cfix_parse_headers_record(struct cfix_buf *out)
{
	headers_out = out;
}

static void note_header(struct cfix_buf *out, const char *path,
			uint64_t size, int64_t mtime_ns)
{
	if (strchr(path, '\n'))
		cfix_buf_adds(out, "?\n");
	else
		cfix_buf_addf(out, "%llu %lld %s\n", (unsigned long long)size,
			      (long long)mtime_ns, path);
}

void cfix__cache_note_deps(const struct cfix_cache_deps *deps)
{
	for (size_t i = 0; headers_out && i < deps->len; i++)
		note_header(headers_out, deps->items[i].path,
			    deps->items[i].size, deps->items[i].mtime_ns);
}

bool cfix_parse_headers_fresh(const char *text, size_t len)
{
	const char *end = text + len;

	while (text < end) {
		const char *nl = memchr(text, '\n', (size_t)(end - text));
		unsigned long long size;
		long long mtime_ns;
		int at = 0;
		char *line;	/* sscanf on text itself would strlen the rest */
		struct stat st;
		bool same;

		if (!nl)
			return false;
		line = cfix_xasprintf("%.*s", (int)(nl - text), text);
		same = sscanf(line, "%llu %lld %n", &size, &mtime_ns, &at) == 2 &&
		       at && line[at] && !stat(line + at, &st) &&
		       (uint64_t)st.st_size == size &&
		       cfix__cache_mtime_ns(&st) == mtime_ns;
		free(line);
		if (!same)
			return false;
		text = nl + 1;
	}
	return true;
}

/* Whether every header the parse read is still as it was; noted (see
 * headers_out) when they are. */
static bool deps_fresh(struct reader *r)
{
	uint32_t n = get_count(r, 20);
	bool fresh = true;
	struct cfix_buf noted = CFIX_BUF_INIT;

	for (uint32_t i = 0; i < n && !r->bad; i++) {
		const char *path = get_string(r);
		uint64_t size = get64(r);
		int64_t mtime_ns = (int64_t)get64(r);
		struct stat st;

		if (!path) {
			r->bad = true;
			break;
		}
		if (fresh && (stat(path, &st) || (uint64_t)st.st_size != size ||
			      cfix__cache_mtime_ns(&st) != mtime_ns))
			fresh = false;
		note_header(&noted, path, size, mtime_ns);
	}
	fresh = fresh && !r->bad;
	if (fresh && headers_out)
		cfix_buf_add(headers_out, noted.data, noted.len);
	cfix_buf_release(&noted);
	return fresh;
}

/* The string table: it must end with a NUL, so any offset into it
 * starts a terminated string. */
static void get_strings(struct reader *r, struct cfix_arena *arena)
{
	uint64_t n = get64(r);
	char *copy;

	if (r->bad || n > r->len - r->pos || (n && r->data[r->pos + n - 1])) {
		r->bad = true;
		return;
	}
	copy = cfix_arena_alloc(arena, n + 1);
	memcpy(copy, r->data + r->pos, n);
	r->strings = copy;
	r->nstrings = n;
	r->pos += n;
}

/* Fills src's view from a payload; false when it is not a good one. */
static bool payload_read(struct reader *r, struct cfix_source *src,
			 struct cfix_diag_sink *sink)
{
	struct cfix_node *nodes;
	uint32_t n, fixed[3];
	size_t diags_at;

	get_strings(r, src->arena);
	for (int i = 0; i < 3; i++)
		fixed[i] = get32(r);
	if (fixed[0] > CFIX_PARSE_OWN)
		r->bad = true;
	src->mode = fixed[0];
	src->clang_errors = fixed[1];
	src->rounds = fixed[2];
	get_tokens(r, src);
	get_nodes(r, src, &nodes, &n);
	get_macros(r, src, nodes, n, &src->macros, &src->nmacros);
	get_noreturn(r, src);
	get_error_lines(r, src);
	get_macros(r, src, nodes, n, &src->header_macros,
		   &src->nheader_macros);
	diags_at = r->pos;
	get_diags(r, sink, false);
	if (!deps_fresh(r) || r->pos != r->len)
		return false;
	r->pos = diags_at;
	get_diags(r, sink, true);
	return true;
}

/* ---- the folder ---------------------------------------------------------- */

/* dir/xx/ for key's entry in folder (created 0700 when create), and the
 * entry's path in path. */
static void entry_path(const char *dir, const unsigned char key[32],
		       struct cfix_buf *path)
{
	cfix_buf_addf(path, "%s/%02x/", dir, key[0]);
	for (int i = 1; i < HASH_LEN; i++)
		cfix_buf_addf(path, "%02x", key[i]);
}

int64_t cfix__cache_mtime_ns(const struct stat *st)
{
	return (int64_t)st->st_mtim.tv_sec * 1000000000 + st->st_mtim.tv_nsec;
}

/* A whole entry as read. */
struct entry {
	unsigned char *data;	/* malloc'd */
	size_t len;
};

/* Reads the entry at path (a regular file, no symlink) into *e. */
static bool entry_read(const char *path, struct entry *e)
{
	int fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
	struct stat st;
	bool ok = false;

	if (fd < 0)
		return false;
	if (fstat(fd, &st) || !S_ISREG(st.st_mode) ||
	    st.st_size < HEADER_LEN || (size_t)st.st_size > MAX_ENTRY)
		goto out;
	e->data = cfix_xmalloc((size_t)st.st_size);
	ok = cfix_read_full(fd, e->data, (size_t)st.st_size);
	e->len = ok ? (size_t)st.st_size : 0;
	if (ok)
		futimens(fd, NULL);	/* used now: evicted last */
out:
	close(fd);
	return ok;
}

/* Whether e is an entry whose payload has the hash it claims. */
static bool entry_intact(const struct entry *e)
{
	unsigned char hash[HASH_LEN];
	uint64_t len;

	if (e->len < HEADER_LEN || memcmp(e->data, MAGIC, 8))
		return false;
	memcpy(&len, e->data + 8, sizeof(len));
	if (len != e->len - HEADER_LEN)
		return false;
	sha256(e->data + HEADER_LEN, len, hash);
	return !memcmp(hash, e->data + 16, HASH_LEN);
}

int cfix__cache_load(const char *dir, const unsigned char key[32],
		     struct cfix_source *src, struct cfix_diag_sink *sink)
{
	struct cfix_buf path = CFIX_BUF_INIT;
	struct entry e = { 0 };
	struct reader r = { 0 };
	int status = -1;

	entry_path(dir, key, &path);
	if (!entry_read(path.data, &e))
		goto out;
	if (entry_intact(&e)) {
		r.data = e.data + HEADER_LEN;
		r.len = e.len - HEADER_LEN;
		if (payload_read(&r, src, sink))
			status = 0;
	}
	if (status)	/* bad or stale: the parse's store replaces it */
		unlink(path.data);
out:
	cfix_buf_release(&path);
	free(e.data);
	return status;
}

/* Makes folder path and the missing folders above it, 0700. */
static void mkdir_parents(char *path)
{
	for (char *slash = strchr(path + 1, '/'); slash;
	     slash = strchr(slash + 1, '/')) {
		*slash = '\0';
		mkdir(path, 0700);
		*slash = '/';
	}
	mkdir(path, 0700);
}

/* Writes data to a new temporary file beside final and renames it in. */
static void entry_write(const char *final,
		        const struct cfix_buf *data)
{
	struct cfix_buf tmp = CFIX_BUF_INIT;
	const char *slash = strrchr(final, '/');
	int fd;

	cfix_buf_add(&tmp, final, (size_t)(slash - final));
	if (mkdir(tmp.data, 0700) && errno == ENOENT)
		mkdir_parents(tmp.data);
	cfix_buf_adds(&tmp, "/.tmp-XXXXXX");
	fd = mkstemp(tmp.data);
	if (fd < 0)
		goto out;
	if (!cfix_write_full(fd, data->data, data->len) || close(fd) ||
	    rename(tmp.data, final))
		unlink(tmp.data);
out:
	cfix_buf_release(&tmp);
}

/* An entry's header, its length and hash left for entry_seal(). */
static void entry_begin(struct cfix_buf *entry)
{
	static const char zeros[HEADER_LEN - 8];

	cfix_buf_add(entry, MAGIC, 8);
	cfix_buf_add(entry, zeros, sizeof(zeros));
}

/* The payload after entry_begin()'s header is complete: its length and
 * SHA-256 go into the header, and the entry is written as key's. */
static void entry_seal(const char *dir, const unsigned char key[32],
		       struct cfix_buf *entry)
{
	struct cfix_buf path = CFIX_BUF_INIT;
	uint64_t len = entry->len - HEADER_LEN;

	memcpy(entry->data + 8, &len, sizeof(len));
	sha256(entry->data + HEADER_LEN, len, (unsigned char *)entry->data + 16);
	entry_path(dir, key, &path);
	entry_write(path.data, entry);
	cfix_buf_release(&path);
}

void cfix__cache_store(const char *dir, const unsigned char key[32],
		       const struct cfix_source *src,
		       const struct cfix_diag *diags, size_t ndiags,
		       const struct cfix_cache_deps *deps)
{
	struct cfix_buf entry = CFIX_BUF_INIT;

	entry_begin(&entry);
	if (payload_build(src, diags, ndiags, deps, &entry))
		entry_seal(dir, key, &entry);
	cfix_buf_release(&entry);
}

/* ---- other views kept the same way (compdb_kept.c) -------------------- */

bool cfix__cache_blob_load(const char *dir, const unsigned char key[32],
			   unsigned char **data, size_t *len)
{
	struct cfix_buf path = CFIX_BUF_INIT;
	struct entry e = { 0 };
	bool ok = false;

	entry_path(dir, key, &path);
	if (entry_read(path.data, &e)) {
		ok = entry_intact(&e);
		if (!ok)	/* damaged: the next store replaces it */
			unlink(path.data);
	}
	if (ok) {
		*len = e.len - HEADER_LEN;
		memmove(e.data, e.data + HEADER_LEN, *len);
		*data = e.data;
	} else {
		free(e.data);
	}
	cfix_buf_release(&path);
	return ok;
}

void cfix__cache_blob_store(const char *dir, const unsigned char key[32],
			    const void *data, size_t len)
{
	struct cfix_buf entry = CFIX_BUF_INIT;

	if (len > MAX_ENTRY - HEADER_LEN)
		return;
	entry_begin(&entry);
	cfix_buf_add(&entry, data, len);
	entry_seal(dir, key, &entry);
	cfix_buf_release(&entry);
}

bool cfix_cache_entry_load(const char *dir, const unsigned char key[32],
			   unsigned char **data, size_t *len)
{
	return cfix__cache_blob_load(dir, key, data, len);
}

void cfix_cache_entry_store(const char *dir, const unsigned char key[32],
			    const void *data, size_t len)
{
	cfix__cache_blob_store(dir, key, data, len);
}

void cfix_cache_key_of(const void *parts, size_t len, unsigned char key[32])
{
	EVP_MD_CTX *ctx = EVP_MD_CTX_new();

	if (!ctx)
		CFIX_BUG("cannot make a SHA-256 context");
	EVP_DigestInit_ex(ctx, EVP_sha256(), NULL);
	hash_adds(ctx, "other entry");	/* never a parse's key */
	hash_binary(ctx);
	hash_add(ctx, parts, len);
	EVP_DigestFinal_ex(ctx, key, NULL);
	EVP_MD_CTX_free(ctx);
}

/* ---- the folder as a whole: its place, clearing, trimming ------------- */

bool cfix_parse_cache_dir(struct cfix_buf *out)
{
	const char *xdg = getenv("XDG_CACHE_HOME");
	const char *home = getenv("HOME");

	/* the XDG spec: a relative XDG_CACHE_HOME is invalid, ignore it */
	if (xdg && xdg[0] == '/')
		cfix_buf_addf(out, "%s/cfix", xdg);
	else if (home && home[0] == '/')
		cfix_buf_addf(out, "%s/.cache/cfix", home);
	else
		return false;
	return true;
}

/* Whether name is one the cache writes: an entry (62 hex digits) or a
 * temporary file; nothing else in the folder is touched. */
static bool entry_name(const char *name)
{
	size_t n = strspn(name, "0123456789abcdef");

	return (n == 2 * HASH_LEN - 2 && !name[n]) ||
	       !strncmp(name, ".tmp-", 5);
}

struct entry_info {
	char *path;
	int64_t mtime_ns;
	uint64_t size;
};
typedef CFIX_ARRAY(struct entry_info) entry_list;

/* Lists the entries of dir's fan-out folders (xx/) into list. */
static void entries_list(const char *dir, entry_list *list)
{
	static const char hex[] = "0123456789abcdef";
	char sub[3] = { 0 };

	for (int i = 0; i < 256; i++) {
		sub[0] = hex[i >> 4], sub[1] = hex[i & 15];
		char *path = cfix_xasprintf("%s/%s", dir, sub);
		DIR *d = opendir(path);
		struct dirent *e;
		struct stat st;

		while (d && (e = readdir(d))) {
			char *file;

			if (!entry_name(e->d_name))
				continue;
			file = cfix_xasprintf("%s/%s", path, e->d_name);
			if (lstat(file, &st) || !S_ISREG(st.st_mode)) {
				free(file);
				continue;
			}
			cfix_array_push(list, ((struct entry_info){
				file, cfix__cache_mtime_ns(&st),
				(uint64_t)st.st_size }));
		}
		if (d)
			closedir(d);
		free(path);
	}
}

static int older_first(const void *a, const void *b)
{
	const struct entry_info *x = a, *y = b;

	return (x->mtime_ns > y->mtime_ns) - (x->mtime_ns < y->mtime_ns);
}

void cfix_parse_cache_trim(const char *dir, uint64_t max_bytes)
{
	entry_list list = { 0 };
	uint64_t total = 0;

	entries_list(dir, &list);
	for (size_t i = 0; i < list.len; i++)
		total += list.items[i].size;
	qsort(list.items, list.len, sizeof(*list.items), older_first);
	for (size_t i = 0; i < list.len; i++) {
		if (total > max_bytes && !unlink(list.items[i].path))
			total -= list.items[i].size;
		free(list.items[i].path);
	}
	cfix_array_release(&list);
}

int cfix_parse_cache_clear(const char *dir, struct cfix_diag_sink *sink)
{
	entry_list list = { 0 };
	struct cfix_loc loc = { .file = dir };
	int status = 0;

	entries_list(dir, &list);
	for (size_t i = 0; i < list.len; i++) {
		if (unlink(list.items[i].path) && errno != ENOENT && !status) {
			cfix_diag_add(sink, CFIX_DIAG_ERROR, loc,
				      "cannot remove '%s': %s",
				      list.items[i].path, strerror(errno));
			status = -1;
		}
		free(list.items[i].path);
	}
	cfix_array_release(&list);
	for (int i = 0; i < 256; i++) {
		char *sub = cfix_xasprintf("%s/%02x", dir, i);

		rmdir(sub);	/* only when empty */
		free(sub);
	}
	return status;
}
