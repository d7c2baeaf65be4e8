/*
 * Unit tests for the line index behind every line:column cfix prints
 * (base/lines.c) and the editor positions built on it (fixits/
 * positions.c).  The indexed answers must equal the ones a scan from the
 * start of the text gives: the reference functions below are the
 * scanning code the index replaced.  Texts are random mixes of "\n",
 * "\r\n", lone "\r" and UTF-8, held in an arena (indexed once and
 * cached) and in malloc'd memory (counted each time); an arena freed and
 * a new text at the same address must not be answered from the old
 * index.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "fixits/fixits.h"

/* ---- references: the scans the index replaced -------------------------- */

static struct cfix_loc ref_loc(const char *text, size_t len, uint32_t offset)
{
	struct cfix_loc loc = { .line = 1, .col = 1, .offset = offset };

	for (size_t i = 0; i < offset && i < len; i++) {
		if (text[i] == '\n')
			loc.line++, loc.col = 1;
		else
			loc.col++;
	}
	return loc;
}

static bool is_continuation(unsigned char ch)
{
	return (ch & 0xC0) == 0x80;
}

static uint32_t utf16_units(unsigned char lead)
{
	if (is_continuation(lead))
		return 0;
	return lead >= 0xF0 && lead < 0xF8 ? 2 : 1;
}

static size_t newline_at(const char *text, size_t len, size_t i)
{
	if (text[i] == '\n')
		return 1;
	if (text[i] == '\r')
		return i + 1 < len && text[i + 1] == '\n' ? 2 : 1;
	return 0;
}

static struct cfix_text_pos ref_pos(const char *text, size_t len,
				    uint32_t offset, enum cfix_column_unit unit)
{
	struct cfix_text_pos pos = { 0, 0 };
	size_t start = 0, i = 0, end = offset < len ? offset : len;

	while (end > 0 && end < len && is_continuation((unsigned char)text[end]))
		end--;
	while (i < end) {
		size_t nl = newline_at(text, len, i);

		if (!nl || i + nl > end) {
			i++;
			continue;
		}
		i += nl;
		start = i;
		pos.line++;
	}
	for (size_t k = start; k < end; k++)
		pos.col += unit == CFIX_COLUMN_BYTES
				   ? 1 : utf16_units((unsigned char)text[k]);
	return pos;
}

static uint32_t ref_offset(const char *text, size_t len,
			   struct cfix_text_pos pos, enum cfix_column_unit unit)
{
	size_t i = 0;
	uint32_t line = 0, col = 0;

	while (line < pos.line && i < len) {
		size_t nl = newline_at(text, len, i);

		i += nl ? nl : 1;
		line += nl != 0;
	}
	if (line < pos.line)
		return (uint32_t)len;
	while (i < len && !newline_at(text, len, i)) {
		uint32_t units = unit == CFIX_COLUMN_BYTES
					 ? 1 : utf16_units((unsigned char)text[i]);

		if (units && col + units > pos.col)
			break;
		col += units;
		i++;
	}
	return (uint32_t)i;
}

/* ---- random texts ------------------------------------------------------ */

static const char *const PIECES[] = {
	"\n", "\r\n", "\r", "\n\n", "a", "int x;", "\t", "\xC3\xA9",
	"\xF0\x9D\x84\x9E", "\xE2\x82\xAC", " ", "/* c */",
};

/* Fills text[0, len) with random pieces (the last may be cut). */
static void random_text(char *text, size_t len, unsigned *seed)
{
	size_t at = 0;

	while (at < len) {
		const char *piece = PIECES[rand_r(seed) % (sizeof(PIECES) /
							   sizeof(*PIECES))];
		size_t n = strlen(piece);

		if (n > len - at)
			n = len - at;
		memcpy(text + at, piece, n);
		at += n;
	}
}

/* Offsets (all near either end, every 7th between) against the
 * references. */
static void check_text(const char *text, size_t len)
{
	for (uint32_t off = 0; off <= len + 3;
	     off += off < 300 || off + 300 > len ? 1 : 7) {
		struct cfix_loc want = ref_loc(text, len, off);
		struct cfix_loc got = cfix_loc_from_offset("f.c", text, len, off);

		assert_int_equal(got.line, want.line);
		assert_int_equal(got.col, want.col);
		assert_int_equal(got.offset, off);
		for (int unit = 0; unit < 2; unit++) {
			struct cfix_text_pos w = ref_pos(text, len, off, unit);
			struct cfix_text_pos g =
				cfix_text_pos_from_offset(text, len, off, unit);

			assert_int_equal(g.line, w.line);
			assert_int_equal(g.col, w.col);
			assert_int_equal(cfix_text_pos_to_offset(text, len, g, unit),
					 ref_offset(text, len, g, unit));
		}
	}
}

/* Positions that name lines and columns past the ends. */
static void check_positions(const char *text, size_t len, unsigned *seed)
{
	for (int k = 0; k < 2000; k++) {
		struct cfix_text_pos pos = { rand_r(seed) % 400,
					     rand_r(seed) % 12 };
		int unit = k & 1;

		assert_int_equal(cfix_text_pos_to_offset(text, len, pos, unit),
				 ref_offset(text, len, pos, unit));
	}
}

/* ---- tests -------------------------------------------------------------- */

/* Texts long enough to be indexed (lookups past 4 KB), in an arena. */
static void test_index_arena_text(void **state)
{
	unsigned seed = 7;

	(void)state;
	for (int round = 0; round < 6; round++) {
		struct cfix_arena *arena = cfix_arena_new();
		size_t len = 5000 + (size_t)rand_r(&seed) % 4000;
		char *text = cfix_arena_alloc(arena, len + 1);

		random_text(text, len, &seed);
		check_text(text, len);
		check_positions(text, len, &seed);
		cfix_arena_free(arena);
	}
}

/* The same texts in malloc'd memory: counted, same answers. */
static void test_index_malloc_text(void **state)
{
	unsigned seed = 7;

	(void)state;
	for (int round = 0; round < 3; round++) {
		size_t len = 5000 + (size_t)rand_r(&seed) % 4000;
		char *text = malloc(len + 1);

		random_text(text, len, &seed);
		check_text(text, len);
		check_positions(text, len, &seed);
		free(text);
	}
}

/*
 * A text at an address and length the cache knows, after its arena was
 * freed: the new text's lines, not the old ones.  (Whether malloc gives
 * the same address back is up to it; the answer must be right either
 * way.)
 */
static void test_index_arena_reuse(void **state)
{
	size_t len = 8192;

	(void)state;
	for (int round = 0; round < 4; round++) {
		struct cfix_arena *arena = cfix_arena_new();
		char *text = cfix_arena_alloc(arena, len + 1);

		memset(text, round & 1 ? '\n' : 'x', len);
		check_text(text, 40);
		for (uint32_t off = 4096; off < len; off += 1000) {
			struct cfix_loc want = ref_loc(text, len, off);
			struct cfix_loc got = cfix_loc_from_offset("f.c", text,
								   len, off);

			assert_int_equal(got.line, want.line);
			assert_int_equal(got.col, want.col);
		}
		cfix_arena_free(arena);
	}
}

/* The index itself: starts, lines, ends of every kind, empty text. */
static void test_index_direct(void **state)
{
	static const char text[] = "ab\ncd\r\nef\rg\n";
	struct cfix_line_index lf, any, empty;

	(void)state;
	cfix_line_index_init(&lf, text, sizeof(text) - 1, CFIX_NEWLINE_LF);
	cfix_line_index_init(&any, text, sizeof(text) - 1, CFIX_NEWLINE_ANY);
	cfix_line_index_init(&empty, "", 0, CFIX_NEWLINE_ANY);
	assert_int_equal(lf.nlines, 4);		/* "ab" "cd\r" "ef\rg" "" */
	assert_int_equal(lf.starts[1], 3);
	assert_int_equal(lf.starts[2], 7);
	assert_int_equal(lf.starts[3], 12);
	assert_int_equal(any.nlines, 5);	/* "ab" "cd" "ef" "g" "" */
	assert_int_equal(cfix_line_index_start(&any, 3), 10);
	assert_int_equal(cfix_line_index_start(&any, 4), 12);
	assert_int_equal(cfix_line_index_start(&any, 9), 12);
	assert_int_equal(cfix_line_index_line(&any, 5), 1);	/* the "\r" */
	assert_int_equal(cfix_line_index_line(&any, 6), 1);	/* in "\r\n" */
	assert_int_equal(cfix_line_index_line(&any, 99), 4);
	assert_int_equal(empty.nlines, 1);
	assert_int_equal(cfix_line_index_line(&empty, 5), 0);
	cfix_line_index_release(&lf);
	cfix_line_index_release(&any);
	cfix_line_index_release(&empty);
	cfix_line_index_release(NULL);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_index_direct),
		cmocka_unit_test(test_index_arena_text),
		cmocka_unit_test(test_index_malloc_text),
		cmocka_unit_test(test_index_arena_reuse),
	};

	return cmocka_run_group_tests_name("positions_index", tests, NULL,
					   NULL);
}
