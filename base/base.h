/*
 * base: the primitives every cfix module shares.
 *
 * Allocation, the per-file arena, the growable string buffer, the typed
 * growable array, source locations and the diagnostic sink.  This module
 * depends on nothing but libc.  Rules that hold for the whole API:
 *
 *  - Allocation never fails: cfix_xmalloc() and friends report
 *    out-of-memory on stderr and exit(3), as git's xmalloc does.
 *  - Every _new has a matching _free, and every _free accepts NULL.
 *  - Text handed out by an arena lives until the arena is freed.
 */
#ifndef CFIX_BASE_H
#define CFIX_BASE_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define CFIX_PRINTF(fmt, args) __attribute__((format(printf, fmt, args)))

/*
 * A programmer mistake, not a user's: report file and line and abort.
 */
#define CFIX_BUG(...) cfix_bug(__FILE__, __LINE__, __VA_ARGS__)
_Noreturn void cfix_bug(const char *file, int line, const char *fmt, ...)
	CFIX_PRINTF(3, 4);
#define CFIX_ASSERT(cond) \
	((cond) ? (void)0 : CFIX_BUG("assertion failed: %s", #cond))

/* ---- allocation ------------------------------------------------------ */

void *cfix_xmalloc(size_t size);
void *cfix_xcalloc(size_t count, size_t size);
void *cfix_xrealloc(void *ptr, size_t size);
char *cfix_xstrdup(const char *text);
char *cfix_xstrndup(const char *text, size_t len);
char *cfix_xasprintf(const char *fmt, ...) CFIX_PRINTF(1, 2);

/*
 * Test hook: when set, cfix_xmalloc() and friends call it instead of
 * exiting on failure.  The hook must not return.
 */
extern void (*cfix_oom_hook)(size_t size);

/* ---- arena ----------------------------------------------------------- */

struct cfix_arena;

/* A new empty arena; release everything in it with cfix_arena_free(). */
struct cfix_arena *cfix_arena_new(void);
void cfix_arena_free(struct cfix_arena *arena);
/* Zeroed memory, aligned for any type, valid until the arena is freed. */
void *cfix_arena_alloc(struct cfix_arena *arena, size_t size);
char *cfix_arena_strndup(struct cfix_arena *arena, const char *text,
			 size_t len);
char *cfix_arena_strdup(struct cfix_arena *arena, const char *text);
char *cfix_arena_printf(struct cfix_arena *arena, const char *fmt, ...)
	CFIX_PRINTF(2, 3);
/* Bytes handed out so far (for memory reports). */
size_t cfix_arena_size(const struct cfix_arena *arena);

/* ---- string buffer --------------------------------------------------- */

/*
 * A growable string in git's strbuf style.  Invariants: data is never
 * NULL after cfix_buf_init(), and data[len] is always NUL.
 */
struct cfix_buf {
	char *data;
	size_t len;
	size_t cap;
};

#define CFIX_BUF_INIT { .data = cfix__buf_empty, .len = 0, .cap = 0 }
extern char cfix__buf_empty[];

void cfix_buf_init(struct cfix_buf *buf);
/* Frees the bytes and leaves the buffer initialized and empty. */
void cfix_buf_release(struct cfix_buf *buf);
void cfix_buf_reset(struct cfix_buf *buf);
/* Makes room for extra more bytes (and the NUL after them). */
void cfix_buf_grow(struct cfix_buf *buf, size_t extra);
void cfix_buf_add(struct cfix_buf *buf, const void *data, size_t len);
void cfix_buf_adds(struct cfix_buf *buf, const char *text);
void cfix_buf_addch(struct cfix_buf *buf, char ch);
void cfix_buf_addf(struct cfix_buf *buf, const char *fmt, ...)
	CFIX_PRINTF(2, 3);
void cfix_buf_vaddf(struct cfix_buf *buf, const char *fmt, va_list ap);
/* Hands the bytes to the caller (free with free()); the buffer is reset. */
char *cfix_buf_detach(struct cfix_buf *buf, size_t *len);

/*
 * Reads a whole file into buf.  Returns 0, or an errno value with buf
 * left empty.
 */
int cfix_buf_read_file(struct cfix_buf *buf, const char *path);

/*
 * Reads path into buf when it is a regular file of at most max bytes,
 * opened without blocking (a FIFO never stalls the read); flags
 * CFIX_READ_NOFOLLOW refuses a symbolic link.  Returns 0, or an errno
 * value with buf left empty: EINVAL for a file that is not regular,
 * EFBIG for one over max.  st, when not NULL, gets the file's status.
 * For paths that come from untrusted input (base/readfile.c).
 */
#define CFIX_READ_NOFOLLOW 1
struct stat;
int cfix_buf_read_regular(struct cfix_buf *buf, const char *path,
			  uint64_t max, int flags, struct stat *st);

/* ---- text -------------------------------------------------------------- */

/* Whether c is a byte of a C name (a letter, a digit or '_', in ASCII):
 * the one test of the readers that scan text without a lexer. */
static inline bool cfix_is_name_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9') || c == '_';
}

/* ---- hashing ---------------------------------------------------------- */

/* FNV-1a of len bytes, continuing from h: CFIX_HASH_INIT to start.  For
 * in-memory tables and memos, not for anything stored on disk. */
#define CFIX_HASH_INIT 14695981039346656037ull
uint64_t cfix_hash_bytes(const void *data, size_t len, uint64_t h);

/* Sorts the hashes v[0, n) in ascending order, for cfix_hashes_has(). */
void cfix_hashes_sort(uint64_t *v, size_t n);

/* Whether k is in the sorted v[0, n) (a binary search). */
bool cfix_hashes_has(const uint64_t *v, size_t n, uint64_t k);

/* ---- growable array -------------------------------------------------- */

/*
 * A typed growable array in tree-sitter's Array(T) style:
 *
 *	CFIX_ARRAY(struct cfix_edit) edits = {0};
 *	cfix_array_push(&edits, edit);
 *	... cfix_array_at(&edits, i) ...
 *	cfix_array_release(&edits);
 */
#define CFIX_ARRAY(T) struct { T *items; size_t len; size_t cap; }

#define cfix_array_grow(a, n)                                               \
	cfix__array_grow((void **)&(a)->items, &(a)->cap, (a)->len + (n),    \
			 sizeof(*(a)->items))
/* value is evaluated first, so it may read the array it is pushed on */
#define cfix_array_push(a, value)                                           \
	do {                                                                \
		__typeof__(*(a)->items) cfix_pushed_ = (value);             \
		cfix_array_grow((a), 1);                                    \
		(a)->items[(a)->len++] = cfix_pushed_;                      \
	} while (0)
#define cfix_array_at(a, i)                                                 \
	(*((i) < (a)->len ? &(a)->items[(i)]                                 \
			  : (CFIX_BUG("index %zu out of %zu", (size_t)(i),   \
				      (a)->len), (a)->items)))
#define cfix_array_release(a)                                               \
	(free((a)->items), (a)->items = NULL, (a)->len = (a)->cap = 0)

void cfix__array_grow(void **items, size_t *cap, size_t need, size_t size);

/* ---- locations and diagnostics --------------------------------------- */

/* A place in a file: 1-based line, 1-based byte column, 0-based offset. */
struct cfix_loc {
	const char *file;
	uint32_t line;
	uint32_t col;
	uint32_t offset;
};

enum cfix_severity {
	CFIX_DIAG_ERROR,
	CFIX_DIAG_WARNING,
	CFIX_DIAG_NOTE,
};

/*
 * One message for the user.  All strings are owned by the sink that
 * holds the record.  source_line, when set, is the text of the line the
 * location points into (without its newline), for a caret display.
 */
struct cfix_diag {
	enum cfix_severity severity;
	struct cfix_loc loc;
	uint32_t caret_len;	/* bytes to underline, 0 for just a caret */
	char *message;
	char *rule;		/* rule name shown as [rule], or NULL */
	char *source_line;
};

/*
 * Where library code puts what the user should read.  The front end
 * decides how to show it.  Records are appended in order; the sink owns
 * them.  max_errors > 0 stops accepting errors after that many (a note
 * is added once), as sparse does.
 */
struct cfix_diag_sink {
	CFIX_ARRAY(struct cfix_diag) diags;
	unsigned errors;
	unsigned max_errors;
};

void cfix_diag_sink_init(struct cfix_diag_sink *sink);
void cfix_diag_sink_release(struct cfix_diag_sink *sink);
/* Drops the diagnostics from index len on (those of a parse thrown away). */
void cfix_diag_sink_truncate(struct cfix_diag_sink *sink, size_t len);
/* Appends a diagnostic and returns it, so callers can fill optional
 * fields (rule, source_line, caret_len). */
struct cfix_diag *cfix_diag_add(struct cfix_diag_sink *sink,
				enum cfix_severity severity,
				struct cfix_loc loc, const char *fmt, ...)
	CFIX_PRINTF(4, 5);
/* Renders one diagnostic in compiler format ("path:l:c: error: msg"),
 * with the source line and a caret when source_line is set; the path as
 * cfix_buf_add_path() writes it. */
void cfix_diag_render(const struct cfix_diag *diag, struct cfix_buf *out);
const char *cfix_severity_name(enum cfix_severity severity);
/*
 * Appends a file name to out for a line of output: as it is, or, when it
 * holds a control character (a newline could forge a line of output),
 * quoted and escaped as git quotes names ("a\nb.c", \t, \", \\, octal).
 */
void cfix_buf_add_path(struct cfix_buf *out, const char *path);

/*
 * The 1-based line and column of byte offset in text[0, len) (clamped to
 * len; columns in bytes, lines ended by "\n").  .offset is offset as
 * given.  Built on cfix_text_line_of(): a binary search for text an
 * arena holds.
 */
struct cfix_loc cfix_loc_from_offset(const char *file, const char *text,
				     size_t len, uint32_t offset);

/* How lines end: "\n" (clang, cfix's reports), or also "\r\n" and a lone
 * "\r" (LSP, SARIF). */
enum cfix_newline {
	CFIX_NEWLINE_LF,
	CFIX_NEWLINE_ANY,
};

/*
 * Where each line of a text starts, for many lookups: built in one pass,
 * each lookup a binary search.  Borrows text, which must not change or
 * go away while the index is used.  Lines are 0-based here.
 */
struct cfix_line_index {
	const char *text;
	size_t len;
	enum cfix_newline newline;
	uint32_t *starts;	/* offset of each line's first byte */
	uint32_t nlines;	/* at least 1; a final newline starts a line */
};

/* Indexes text[0, len); release with cfix_line_index_release(). */
void cfix_line_index_init(struct cfix_line_index *index, const char *text,
			  size_t len, enum cfix_newline newline);
/* Frees what index holds (not the text); accepts NULL. */
void cfix_line_index_release(struct cfix_line_index *index);
/* The line holding offset (clamped to the text's length); an offset
 * inside a "\r\n" is on the line the "\r" ends. */
uint32_t cfix_line_index_line(const struct cfix_line_index *index,
			      uint32_t offset);
/* Where line starts; the text's length for a line past the last. */
uint32_t cfix_line_index_start(const struct cfix_line_index *index,
			       uint32_t line);

/*
 * cfix_line_index_line() and _start() without an index at hand: for text
 * an arena holds, the index is built once and kept while no arena is
 * freed (such text must not change while its arena lives); other text is
 * counted from its start.  *start is where the line found begins.
 */
uint32_t cfix_text_line_of(const char *text, size_t len,
			   enum cfix_newline newline, uint32_t offset,
			   uint32_t *start);
uint32_t cfix_text_line_start(const char *text, size_t len,
			      enum cfix_newline newline, uint32_t line);
/* A copy (malloc) of the line holding offset, without its newline. */
char *cfix_line_at(const char *text, size_t len, uint32_t offset);

/* Writes all of data to fd (retrying short writes and EINTR); false on
 * an error. */
bool cfix_write_full(int fd, const void *data, size_t len);
/* Reads exactly len bytes from fd; false on an error or at the end. */
bool cfix_read_full(int fd, void *data, size_t len);
/* Appends to buf what fd holds from where it stands to its end
 * (retrying EINTR): 0, or errno on an error (buf then holds what was
 * read before it). */
int cfix_buf_read_fd(struct cfix_buf *buf, int fd);

/* Seconds on the monotonic clock (CLOCK_MONOTONIC), for measuring time. */
double cfix_now(void);

#endif
