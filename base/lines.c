/*
 * Lines of a text: which line an offset is on, where a line starts.
 * Reports name a line:column for every finding, and counting newlines
 * from the start of the file for each made a file with thousands of
 * findings quadratic (12,000 findings in 3 MB: a minute; its JSON
 * export, an hour).  A line index (each line's first byte) answers by
 * binary search.
 *
 * Design decision: the callers' functions keep their signatures (text,
 * length, offset), so the index is cached for the last text asked about.
 * A cache keyed by address is safe only while that memory cannot be
 * freed and reused for another text of the same length, so only text a
 * live arena holds is cached (the arena says when any arena is freed);
 * other text is counted afresh each time.
 */
#include "base_internal.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* Where a line ends at text[i]: 0 no, else the length of its newline. */
static size_t newline_at(const char *text, size_t len, size_t i,
			 enum cfix_newline newline)
{
	if (text[i] == '\n')
		return 1;
	if (text[i] != '\r' || newline == CFIX_NEWLINE_LF)
		return 0;
	return i + 1 < len && text[i + 1] == '\n' ? 2 : 1;
}

/* The first line start after from, or len + 1 when there is none. */
static size_t next_start(const char *text, size_t len, size_t from,
			 enum cfix_newline newline)
{
	const char *nl;

	if (newline == CFIX_NEWLINE_LF) {
		nl = from < len ? memchr(text + from, '\n', len - from) : NULL;
		return nl ? (size_t)(nl - text) + 1 : len + 1;
	}
	for (size_t i = from; i < len; i++) {
		size_t n = newline_at(text, len, i, newline);

		if (n)
			return i + n;
	}
	return len + 1;
}

void cfix_line_index_init(struct cfix_line_index *index, const char *text,
			  size_t len, enum cfix_newline newline)
{
	CFIX_ARRAY(uint32_t) starts = { 0 };

	cfix_array_push(&starts, 0);
	for (size_t at = 0; (at = next_start(text, len, at, newline)) <= len;)
		cfix_array_push(&starts, (uint32_t)at);
	*index = (struct cfix_line_index){
		.text = text, .len = len, .newline = newline,
		.starts = starts.items, .nlines = (uint32_t)starts.len,
	};
}

void cfix_line_index_release(struct cfix_line_index *index)
{
	if (!index)
		return;
	free(index->starts);
	*index = (struct cfix_line_index){ 0 };
}

uint32_t cfix_line_index_line(const struct cfix_line_index *index,
			      uint32_t offset)
{
	uint32_t lo = 0, hi = index->nlines;

	if (offset > index->len)
		offset = (uint32_t)index->len;
	/* the last line starting at or before offset */
	while (hi - lo > 1) {
		uint32_t mid = lo + (hi - lo) / 2;

		if (index->starts[mid] <= offset)
			lo = mid;
		else
			hi = mid;
	}
	return lo;
}

uint32_t cfix_line_index_start(const struct cfix_line_index *index,
			       uint32_t line)
{
	return line < index->nlines ? index->starts[line] : (uint32_t)index->len;
}

/* ---- without an index ---------------------------------------------------- */

static uint32_t line_by_counting(const char *text, size_t len,
				 enum cfix_newline newline, uint32_t offset,
				 uint32_t *start)
{
	size_t end = offset < len ? offset : len, at = 0, next;
	uint32_t line = 0;

	while ((next = next_start(text, len, at, newline)) <= end) {
		at = next;
		line++;
	}
	*start = (uint32_t)at;
	return line;
}

static uint32_t start_by_counting(const char *text, size_t len,
				  enum cfix_newline newline, uint32_t line)
{
	size_t at = 0;

	for (uint32_t i = 0; i < line && at <= len; i++)
		at = next_start(text, len, at, newline);
	return at <= len ? (uint32_t)at : (uint32_t)len;
}

/* ---- the cache ---------------------------------------------------------- */

/*
 * One index for each kind of newline, valid while no arena was freed
 * since it was built.  One for the process, not one a thread: a thread's
 * copy would leak when the thread ends (the parsing thread reports
 * locations too).
 */
static struct {
	struct cfix_line_index index;
	uint64_t generation;
} cache[2];
static pthread_mutex_t cache_lock = PTHREAD_MUTEX_INITIALIZER;

/* A lookup this close to the start is cheaper than any index. */
enum { NOT_WORTH_AN_INDEX = 4096 };

/* The cached index of text, built if an arena holds text; else NULL.
 * Called with cache_lock held. */
static const struct cfix_line_index *cached(const char *text, size_t len,
					    enum cfix_newline newline)
{
	struct cfix_line_index *index = &cache[newline].index;
	uint64_t generation;

	if (index->starts && index->text == text && index->len == len &&
	    cache[newline].generation == cfix__arena_generation())
		return index;
	if (!cfix__arena_holds(text, len, &generation))
		return NULL;
	cfix_line_index_release(index);
	cfix_line_index_init(index, text, len, newline);
	cache[newline].generation = generation;
	return index;
}

uint32_t cfix_text_line_of(const char *text, size_t len,
			   enum cfix_newline newline, uint32_t offset,
			   uint32_t *start)
{
	const struct cfix_line_index *index;
	uint32_t line;

	if (offset < NOT_WORTH_AN_INDEX)
		return line_by_counting(text, len, newline, offset, start);
	pthread_mutex_lock(&cache_lock);
	index = cached(text, len, newline);
	if (index) {
		line = cfix_line_index_line(index, offset);
		*start = index->starts[line];
	} else {
		line = line_by_counting(text, len, newline, offset, start);
	}
	pthread_mutex_unlock(&cache_lock);
	return line;
}

uint32_t cfix_text_line_start(const char *text, size_t len,
			      enum cfix_newline newline, uint32_t line)
{
	const struct cfix_line_index *index;
	uint32_t start;

	if (line == 0)
		return 0;
	pthread_mutex_lock(&cache_lock);
	index = cached(text, len, newline);
	start = index ? cfix_line_index_start(index, line)
		      : start_by_counting(text, len, newline, line);
	pthread_mutex_unlock(&cache_lock);
	return start;
}

struct cfix_loc cfix_loc_from_offset(const char *file, const char *text,
				     size_t len, uint32_t offset)
{
	uint32_t end = offset < len ? offset : (uint32_t)len, start;
	uint32_t line = cfix_text_line_of(text, len, CFIX_NEWLINE_LF, offset,
					  &start);

	return (struct cfix_loc){ .file = file, .line = line + 1,
				  .col = end - start + 1, .offset = offset };
}
