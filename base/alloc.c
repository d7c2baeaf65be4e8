/*
 * Allocation, the arena and the string buffer.
 *
 * Most cfix data lives exactly as long as one input file: the node
 * mirror of clang's tree, tokens, bindings, matches and pending edits.
 * It all goes into one per-file arena that is dropped in one call when
 * the file is done, so no pass needs to track who frees which node.
 * Allocation failure is fatal (reported once, exit 3), as in git's front
 * end; tests can intercept it through cfix_oom_hook.
 */
#include "base_internal.h"

#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void (*cfix_oom_hook)(size_t size);
char cfix__buf_empty[1];

void cfix_bug(const char *file, int line, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "cfix: BUG: %s:%d: ", file, line);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	abort();
}

static void *check(void *ptr, size_t size)
{
	if (ptr || size == 0)
		return ptr;
	if (cfix_oom_hook)
		cfix_oom_hook(size);
	fprintf(stderr, "cfix: fatal: out of memory allocating %zu bytes\n",
		size);
	exit(3);
}

void *cfix_xmalloc(size_t size)
{
	return check(malloc(size ? size : 1), size ? size : 1);
}

void *cfix_xcalloc(size_t count, size_t size)
{
	if (size && count > SIZE_MAX / size)
		return check(NULL, SIZE_MAX);
	return check(calloc(count ? count : 1, size ? size : 1), 1);
}

void *cfix_xrealloc(void *ptr, size_t size)
{
	return check(realloc(ptr, size ? size : 1), size ? size : 1);
}

char *cfix_xstrndup(const char *text, size_t len)
{
	char *copy = cfix_xmalloc(len + 1);

	memcpy(copy, text, len);
	copy[len] = '\0';
	return copy;
}

char *cfix_xstrdup(const char *text)
{
	return cfix_xstrndup(text, strlen(text));
}

char *cfix_xasprintf(const char *fmt, ...)
{
	struct cfix_buf buf = CFIX_BUF_INIT;
	va_list ap;

	va_start(ap, fmt);
	cfix_buf_vaddf(&buf, fmt, ap);
	va_end(ap);
	return cfix_buf_detach(&buf, NULL);
}

void cfix__array_grow(void **items, size_t *cap, size_t need, size_t size)
{
	size_t grown;

	if (need <= *cap)
		return;
	grown = *cap ? *cap * 2 : 8;
	if (grown < need)
		grown = need;
	*items = cfix_xrealloc(*items, grown * size);
	*cap = grown;
}

/* ---- arena ----------------------------------------------------------- */

struct arena_block {
	struct arena_block *next;
	size_t used, size;
	max_align_t data[];
};

struct cfix_arena {
	struct arena_block *blocks;
	size_t total;
	struct cfix_arena *prev, *next;	/* the live arenas */
};

enum { ARENA_BLOCK = 64 * 1024 };

/*
 * Every live arena, so cfix__arena_holds() can tell text that stays put
 * until an arena is freed; frees counts arena frees.  The parsing thread
 * makes arenas too, hence the lock.
 */
static struct cfix_arena *live;
static pthread_mutex_t live_lock = PTHREAD_MUTEX_INITIALIZER;
static atomic_uint_fast64_t frees;

struct cfix_arena *cfix_arena_new(void)
{
	struct cfix_arena *arena = cfix_xcalloc(1, sizeof(struct cfix_arena));

	pthread_mutex_lock(&live_lock);
	arena->next = live;
	if (live)
		live->prev = arena;
	live = arena;
	pthread_mutex_unlock(&live_lock);
	return arena;
}

static void arena_unlink(struct cfix_arena *arena)
{
	pthread_mutex_lock(&live_lock);
	if (arena->prev)
		arena->prev->next = arena->next;
	else
		live = arena->next;
	if (arena->next)
		arena->next->prev = arena->prev;
	atomic_fetch_add(&frees, 1);
	pthread_mutex_unlock(&live_lock);
}

static bool block_holds(const struct arena_block *block, const char *ptr,
			size_t len)
{
	const char *data = (const char *)block->data;

	return ptr >= data && ptr <= data + block->used &&
	       len <= (size_t)(data + block->used - ptr);
}

bool cfix__arena_holds(const void *ptr, size_t len, uint64_t *generation)
{
	bool found = false;

	pthread_mutex_lock(&live_lock);
	*generation = atomic_load(&frees);
	for (struct cfix_arena *a = live; a && !found; a = a->next)
		for (struct arena_block *b = a->blocks; b && !found; b = b->next)
			found = block_holds(b, ptr, len);
	pthread_mutex_unlock(&live_lock);
	return found;
}

uint64_t cfix__arena_generation(void)
{
	return atomic_load(&frees);
}

void cfix_arena_free(struct cfix_arena *arena)
{
	struct arena_block *block, *next;

	if (!arena)
		return;
	arena_unlink(arena);
	for (block = arena->blocks; block; block = next) {
		next = block->next;
		free(block);
	}
	free(arena);
}

void *cfix_arena_alloc(struct cfix_arena *arena, size_t size)
{
	struct arena_block *block = arena->blocks;
	size_t align = sizeof(max_align_t);
	void *ptr;

	size = (size + align - 1) / align * align;
	if (!block || block->size - block->used < size) {
		size_t bytes = size > ARENA_BLOCK ? size : ARENA_BLOCK;

		block = cfix_xmalloc(sizeof(*block) + bytes);
		block->used = 0;
		block->size = bytes;
		block->next = arena->blocks;
		arena->blocks = block;
	}
	ptr = (char *)block->data + block->used;
	block->used += size;
	arena->total += size;
	memset(ptr, 0, size);
	return ptr;
}

char *cfix_arena_strndup(struct cfix_arena *arena, const char *text,
			 size_t len)
{
	char *copy = cfix_arena_alloc(arena, len + 1);

	memcpy(copy, text, len);
	return copy;
}

char *cfix_arena_strdup(struct cfix_arena *arena, const char *text)
{
	return cfix_arena_strndup(arena, text, strlen(text));
}

char *cfix_arena_printf(struct cfix_arena *arena, const char *fmt, ...)
{
	struct cfix_buf buf = CFIX_BUF_INIT;
	char *copy;
	va_list ap;

	va_start(ap, fmt);
	cfix_buf_vaddf(&buf, fmt, ap);
	va_end(ap);
	copy = cfix_arena_strndup(arena, buf.data, buf.len);
	cfix_buf_release(&buf);
	return copy;
}

size_t cfix_arena_size(const struct cfix_arena *arena)
{
	return arena ? arena->total : 0;
}

/* ---- string buffer --------------------------------------------------- */

void cfix_buf_init(struct cfix_buf *buf)
{
	*buf = (struct cfix_buf)CFIX_BUF_INIT;
}

void cfix_buf_release(struct cfix_buf *buf)
{
	if (buf->cap)
		free(buf->data);
	cfix_buf_init(buf);
}

void cfix_buf_reset(struct cfix_buf *buf)
{
	buf->len = 0;
	buf->data[0] = '\0';
}

void cfix_buf_grow(struct cfix_buf *buf, size_t extra)
{
	size_t need = buf->len + extra + 1;

	if (need <= buf->cap)
		return;
	if (need < buf->cap * 2)
		need = buf->cap * 2;
	if (need < 64)
		need = 64;
	buf->data = cfix_xrealloc(buf->cap ? buf->data : NULL, need);
	if (!buf->cap)
		buf->data[0] = '\0';
	buf->cap = need;
}

void cfix_buf_add(struct cfix_buf *buf, const void *data, size_t len)
{
	cfix_buf_grow(buf, len);
	memcpy(buf->data + buf->len, data, len);
	buf->len += len;
	buf->data[buf->len] = '\0';
}

void cfix_buf_adds(struct cfix_buf *buf, const char *text)
{
	cfix_buf_add(buf, text, strlen(text));
}

void cfix_buf_addch(struct cfix_buf *buf, char ch)
{
	cfix_buf_add(buf, &ch, 1);
}

void cfix_buf_vaddf(struct cfix_buf *buf, const char *fmt, va_list ap)
{
	va_list copy;
	int len;

	va_copy(copy, ap);
	len = vsnprintf(NULL, 0, fmt, copy);
	va_end(copy);
	if (len < 0)
		CFIX_BUG("bad format '%s'", fmt);
	cfix_buf_grow(buf, (size_t)len);
	vsnprintf(buf->data + buf->len, (size_t)len + 1, fmt, ap);
	buf->len += (size_t)len;
}

void cfix_buf_addf(struct cfix_buf *buf, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	cfix_buf_vaddf(buf, fmt, ap);
	va_end(ap);
}

char *cfix_buf_detach(struct cfix_buf *buf, size_t *len)
{
	char *data = buf->cap ? buf->data : cfix_xcalloc(1, 1);

	if (len)
		*len = buf->len;
	cfix_buf_init(buf);
	return data;
}

int cfix_buf_read_file(struct cfix_buf *buf, const char *path)
{
	char chunk[65536];
	FILE *file = fopen(path, "rb");
	size_t got;
	int err = 0;

	cfix_buf_reset(buf);
	if (!file)
		return errno;
	while ((got = fread(chunk, 1, sizeof(chunk), file)) > 0)
		cfix_buf_add(buf, chunk, got);
	if (ferror(file))
		err = errno ? errno : EIO;
	fclose(file);
	if (err)
		cfix_buf_reset(buf);
	return err;
}
