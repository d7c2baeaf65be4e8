/*
 * Input files' digests for the run cache's key, each file read and
 * hashed once across the processes of a `make coccicheck` (72 rule
 * processes over the same folder), as git's index and ccache's direct
 * mode do: a file whose status is what it was when it was hashed is not
 * read again.
 *
 * The index is one entry of the cache folder per list of paths (every
 * rule process of one make gets the same list): for each file, its
 * status (device, inode, size, mtime and ctime in ns) and the SHA-256 of
 * its bytes.  A digest is reused only when all of that status is equal.
 *
 * The decision a newcomer would question, why a status can stand for the
 * bytes when the checkout is untrusted: a file's content cannot change
 * without its ctime moving to the clock's now, and no unprivileged
 * process can set a ctime (utimensat sets mtime, and moves ctime to
 * now); a file deleted and made again with the same inode gets a new
 * ctime too.  The one gap is the clock's granularity (git's "racy"
 * files): a write in the same tick as the hash leaves the status as it
 * was.  So a digest is kept only for a file whose mtime and ctime are
 * more than RACY_NS older than the clock read before the file was
 * opened (ccache's "too new" rule); a newer file is hashed every run.
 * The status is the opened file's (fstat), taken before its bytes are
 * read, so a write during the read gives a later ctime than the one
 * kept, and that record never matches again.  Assumed, as git and ccache
 * assume: file times come from this machine's clock (within RACY_NS),
 * and nobody sets the clock back.
 */
#include "tool.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

/* Two seconds: FAT's mtime granularity, above every other's. */
#define RACY_NS 2000000000LL
/* The index entry's first bytes, then the records. */
#define MAGIC "CFIXFD01"

struct record {
	uint64_t dev, ino, size;
	int64_t mtime_ns, ctime_ns;
	unsigned char digest[32];
};

static int64_t ns(struct timespec t)
{
	return (int64_t)t.tv_sec * 1000000000LL + t.tv_nsec;
}

static void record_of(const struct stat *st, struct record *r)
{
	r->dev = (uint64_t)st->st_dev;
	r->ino = (uint64_t)st->st_ino;
	r->size = (uint64_t)st->st_size;
	r->mtime_ns = ns(st->st_mtim);
	r->ctime_ns = ns(st->st_ctim);
}

static bool same_status(const struct record *a, const struct record *b)
{
	return a->dev == b->dev && a->ino == b->ino && a->size == b->size &&
	       a->mtime_ns == b->mtime_ns && a->ctime_ns == b->ctime_ns;
}

/* The index entry's key: the paths, in order. */
static void index_key(char *const *files, size_t nfiles, unsigned char key[32])
{
	struct cfix_buf list = CFIX_BUF_INIT;

	cfix_buf_adds(&list, "file digests 1");
	for (size_t i = 0; i < nfiles; i++)
		cfix_buf_add(&list, files[i], strlen(files[i]) + 1);
	cfix_cache_key_of(list.data, list.len, key);
	cfix_buf_release(&list);
}

int cfix_file_digests(const char *cache_dir, char *const *files,
		      size_t nfiles, unsigned char (*digests)[32])
{
	struct record *old = NULL, *now = cfix_xcalloc(nfiles ? nfiles : 1,
						       sizeof(*now));
	unsigned char key[32], *data = NULL;
	struct cfix_buf text = CFIX_BUF_INIT;
	size_t len = 0, nold = 0;
	bool changed = false;
	int err = 0;

	if (cache_dir) {
		index_key(files, nfiles, key);
		if (cfix_cache_entry_load(cache_dir, key, &data, &len) &&
		    len == 8 + nfiles * sizeof(*old) &&
		    !memcmp(data, MAGIC, 8)) {
			old = (struct record *)(data + 8);
			nold = nfiles;
		}
	}
	for (size_t i = 0; i < nfiles && !err; i++) {
		struct timespec clock;
		struct stat st;

		if (!lstat(files[i], &st) && S_ISREG(st.st_mode) && i < nold) {
			record_of(&st, &now[i]);
			if (same_status(&now[i], &old[i]) &&
			    now[i].ctime_ns != INT64_MAX) {
				memcpy(now[i].digest, old[i].digest, 32);
				memcpy(digests[i], old[i].digest, 32);
				continue;
			}
		}
		clock_gettime(CLOCK_REALTIME, &clock);
		err = cfix_buf_read_regular(&text, files[i], CFIX_MAX_FILE_SIZE,
					    CFIX_READ_NOFOLLOW, &st);
		if (err)
			break;
		cfix_cache_key_of(text.data, text.len, digests[i]);
		record_of(&st, &now[i]);
		memcpy(now[i].digest, digests[i], 32);
		/* too new to stand for its bytes: never matches (see top) */
		if (now[i].mtime_ns > ns(clock) - RACY_NS ||
		    now[i].ctime_ns > ns(clock) - RACY_NS)
			now[i].ctime_ns = INT64_MAX;
		changed = true;
	}
	if (cache_dir && !err && changed) {
		cfix_buf_reset(&text);
		cfix_buf_add(&text, MAGIC, 8);
		cfix_buf_add(&text, (const char *)now, nfiles * sizeof(*now));
		cfix_cache_entry_store(cache_dir, key, text.data, text.len);
	}
	cfix_buf_release(&text);
	free(data);
	free(now);
	return err;
}
