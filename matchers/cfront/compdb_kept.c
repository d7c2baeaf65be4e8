/*
 * compdb_kept.c: a compile database's entries kept in the parse cache's
 * folder, so that each of the processes of one run (the 72 rule
 * processes of `make coccicheck`) reads them back in milliseconds
 * instead of having libclang read the whole compile_commands.json
 * again (the kernel's: 8 MB, 2,698 entries, about 0.15 CPU s a
 * process).
 *
 * The key is the database's absolute path, size, modification time and
 * inode: an edited or replaced database is another key, its old entry
 * ages out of the folder as parse entries do.  The entry is written and
 * checked as a parse entry is (cache.c: a temporary file renamed into
 * place, a SHA-256 of the payload), so concurrent writers and a damaged
 * file are safe; a payload is read back only as far as its own counts
 * and lengths say, and any disagreement drops it.
 */
#include "cfront.h"

#include <openssl/evp.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

bool cfix__compdb_kept_key(const char *json, unsigned char key[32])
{
	struct stat st;
	uint64_t facts[4];
	EVP_MD_CTX *ctx;
	bool ok;

	if (stat(json, &st) || !S_ISREG(st.st_mode))
		return false;
	facts[0] = (uint64_t)st.st_size;
	facts[1] = (uint64_t)cfix__cache_mtime_ns(&st);
	facts[2] = (uint64_t)st.st_ino;
	facts[3] = (uint64_t)st.st_dev;
	ctx = EVP_MD_CTX_new();
	ok = ctx && EVP_DigestInit_ex(ctx, EVP_sha256(), NULL) &&
	     EVP_DigestUpdate(ctx, "cfix compile database 1", 24) &&
	     EVP_DigestUpdate(ctx, json, strlen(json) + 1) &&
	     EVP_DigestUpdate(ctx, facts, sizeof(facts)) &&
	     EVP_DigestFinal_ex(ctx, key, NULL);
	EVP_MD_CTX_free(ctx);
	return ok;
}

static void put_u32(struct cfix_buf *buf, uint32_t n)
{
	cfix_buf_add(buf, &n, sizeof(n));
}

static void put_str(struct cfix_buf *buf, const char *s)
{
	size_t n = strlen(s);

	put_u32(buf, (uint32_t)n);
	cfix_buf_add(buf, s, n);
}

/* A payload read within its bounds. */
struct reader {
	const unsigned char *at, *end;
	bool bad;
};

static uint32_t get_u32(struct reader *r)
{
	uint32_t n = 0;

	if (r->bad || (size_t)(r->end - r->at) < sizeof(n)) {
		r->bad = true;
		return 0;
	}
	memcpy(&n, r->at, sizeof(n));
	r->at += sizeof(n);
	return n;
}

static char *get_str(struct reader *r)
{
	uint32_t n = get_u32(r);
	char *s;

	if (r->bad || (size_t)(r->end - r->at) < n || memchr(r->at, 0, n)) {
		r->bad = true;
		return NULL;
	}
	s = cfix_xmalloc((size_t)n + 1);
	memcpy(s, r->at, n);
	s[n] = '\0';
	r->at += n;
	return s;
}

static void entry_release(struct cfix__compdb_entry *e)
{
	for (unsigned k = 0; k < e->argc; k++)
		free(e->argv[k]);
	free(e->argv);
	free(e->file);
	free(e->directory);
}

bool cfix__compdb_kept_load(const char *dir, const unsigned char key[32],
			    cfix__compdb_entries *out)
{
	unsigned char *data;
	size_t len, first = out->len;
	struct reader r;
	uint32_t n;

	if (!cfix__cache_blob_load(dir, key, &data, &len))
		return false;
	r = (struct reader){ .at = data, .end = data + len };
	n = get_u32(&r);
	for (uint32_t i = 0; i < n && !r.bad; i++) {
		struct cfix__compdb_entry e = { 0 };
		uint32_t argc;

		e.file = get_str(&r);
		e.directory = get_str(&r);
		argc = get_u32(&r);
		/* each argument takes at least its 4-byte length */
		if (r.bad || argc > (size_t)(r.end - r.at) / 4) {
			r.bad = true;
			entry_release(&e);
			break;
		}
		e.argv = cfix_xcalloc((size_t)argc + 1, sizeof(*e.argv));
		for (; e.argc < argc && !r.bad; e.argc++)
			e.argv[e.argc] = get_str(&r);
		cfix_array_push(out, e);
	}
	if (r.bad || r.at != r.end) {
		for (size_t i = first; i < out->len; i++)
			entry_release(&out->items[i]);
		out->len = first;
	}
	free(data);
	return out->len > first || (!r.bad && n == 0);
}

void cfix__compdb_kept_store(const char *dir, const unsigned char key[32],
			     const cfix__compdb_entries *entries)
{
	struct cfix_buf buf = CFIX_BUF_INIT;

	put_u32(&buf, (uint32_t)entries->len);
	for (size_t i = 0; i < entries->len; i++) {
		const struct cfix__compdb_entry *e = &entries->items[i];

		put_str(&buf, e->file);
		put_str(&buf, e->directory);
		put_u32(&buf, e->argc);
		for (unsigned k = 0; k < e->argc; k++)
			put_str(&buf, e->argv[k]);
	}
	cfix__cache_blob_store(dir, key, buf.data, buf.len);
	cfix_buf_release(&buf);
}
