/*
 * Unit tests for the edit walk (fixits/edits.c): where each edit of a
 * set, and the bytes kept between edits, land in the text the edits
 * make.  The sets are made by hand (fixits_internal.h) so that edits
 * cfix_editset_add_match() would tidy or join (same-offset insertions,
 * edits that meet) are walked as they are.  The result they are checked
 * against is made by applying the edits from the last to the first,
 * where no edit moves another's offsets.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "fixits/fixits_internal.h"

/* ---- helpers ------------------------------------------------------------ */

/* An edit's places in the set's text and in the result. */
struct want {
	uint32_t begin, end, new_begin, new_end;
};

static struct cfix_edit edit(uint32_t begin, uint32_t end, const char *text)
{
	return (struct cfix_edit){ .begin = begin, .end = end,
				   .text = (char *)text };
}

/* A set on text holding edits[0, n) as they are (sorted, apart). */
static struct cfix_editset *set_of(const char *text,
				   const struct cfix_edit *edits, size_t n)
{
	struct cfix_editset *set =
		cfix_editset_new("t.c", text, strlen(text));

	for (size_t i = 0; i < n; i++) {
		struct cfix_edit e = edits[i];

		e.text = cfix_arena_strdup(set->arena, e.text);
		e.rule = "r";
		cfix_array_push(&set->edits, e);
	}
	return set;
}

/* text with edits[0, n) applied, the last first (caller frees). */
static char *applied_backwards(const char *text,
			       const struct cfix_edit *edits, size_t n)
{
	char *result = strdup(text);

	for (size_t i = n; i-- > 0;) {
		struct cfix_buf next = CFIX_BUF_INIT;

		cfix_buf_add(&next, result, edits[i].begin);
		cfix_buf_adds(&next, edits[i].text);
		cfix_buf_adds(&next, result + edits[i].end);
		free(result);
		result = cfix_buf_detach(&next, NULL);
	}
	return result;
}

/* Whether result[at, at + n) is bytes[0, n). */
static void assert_bytes_at(const char *result, uint32_t at,
			    const char *bytes, uint32_t n)
{
	assert_true(at + n <= strlen(result));
	assert_memory_equal(result + at, bytes, n);
}

/*
 * Walks the set of text and edits[0, n) and checks each place against
 * the result: the edit's text is at [new_begin, new_end), and the bytes
 * before it since the last edit are the text's, just as many.  want
 * (may be NULL) gives the places, expect (may be NULL) the result.
 */
static void walk_checked(const char *text, const struct cfix_edit *edits,
			 size_t n, const struct want *want, const char *expect)
{
	struct cfix_editset *set = set_of(text, edits, n);
	char *result = applied_backwards(text, edits, n);
	struct cfix_edit_walk walk;
	struct cfix_edit_place at, prev = { 0 };
	size_t i = 0;

	if (expect)
		assert_string_equal(result, expect);
	cfix_edit_walk_init(&walk, set);
	while (cfix_edit_walk_next(&walk, &at)) {
		assert_true(i < n);
		assert_ptr_equal(at.edit, cfix_editset_at(set, i));
		assert_int_equal(at.begin, edits[i].begin);
		assert_int_equal(at.end, edits[i].end);
		if (want) {
			assert_int_equal(at.new_begin, want[i].new_begin);
			assert_int_equal(at.new_end, want[i].new_end);
		}
		assert_int_equal(at.new_end - at.new_begin,
				 strlen(edits[i].text));
		assert_bytes_at(result, at.new_begin, edits[i].text,
				at.new_end - at.new_begin);
		assert_int_equal(at.new_begin - prev.new_end,
				 at.begin - prev.end);
		assert_bytes_at(result, prev.new_end, text + prev.end,
				at.begin - prev.end);
		prev = at;
		i++;
	}
	assert_int_equal(i, n);
	assert_false(cfix_edit_walk_next(&walk, &at));
	/* the bytes after the last edit end the result */
	assert_int_equal(strlen(result) - prev.new_end,
			 strlen(text) - prev.end);
	assert_string_equal(result + prev.new_end, text + prev.end);
	free(result);
	cfix_editset_free(set);
}

/* ---- tests -------------------------------------------------------------- */

static void test_no_edits(void **state)
{
	(void)state;
	walk_checked("abc", NULL, 0, NULL, "abc");
	walk_checked("", NULL, 0, NULL, "");
}

static void test_insertions(void **state)
{
	const struct cfix_edit e[] = { edit(0, 0, "XY"), edit(3, 3, "Z"),
				       edit(6, 6, "W") };
	const struct want w[] = { { 0, 0, 0, 2 }, { 3, 3, 5, 6 },
				  { 6, 6, 9, 10 } };

	(void)state;
	walk_checked("abcdef", e, 3, w, "XYabcZdefW");
}

static void test_deletions(void **state)
{
	const struct cfix_edit e[] = { edit(1, 3, ""), edit(5, 8, "") };
	const struct want w[] = { { 1, 3, 1, 1 }, { 5, 8, 3, 3 } };
	const struct cfix_edit all[] = { edit(0, 3, "") };
	const struct want wall[] = { { 0, 3, 0, 0 } };

	(void)state;
	walk_checked("abcdefgh", e, 2, w, "ade");
	walk_checked("abc", all, 1, wall, "");
}

/* Longer and shorter replacements move what follows both ways. */
static void test_replacements(void **state)
{
	const struct cfix_edit e[] = { edit(0, 2, "1234"), edit(4, 7, "5"),
				       edit(7, 8, "67") };
	const struct want w[] = { { 0, 2, 0, 4 }, { 4, 7, 6, 7 },
				  { 7, 8, 7, 9 } };

	(void)state;
	walk_checked("abcdefgh", e, 3, w, "1234cd567");
}

/* Edits that meet: no kept bytes between them. */
static void test_adjacent(void **state)
{
	const struct cfix_edit e[] = { edit(1, 2, "XX"), edit(2, 4, ""),
				       edit(4, 4, "Y"), edit(4, 5, "ZZZ") };
	const struct want w[] = { { 1, 2, 1, 3 }, { 2, 4, 3, 3 },
				  { 4, 4, 3, 4 }, { 4, 5, 4, 7 } };

	(void)state;
	walk_checked("abcdef", e, 4, w, "aXXYZZZf");
}

/* Insertions at one offset land one after the other, in set order. */
static void test_same_offset(void **state)
{
	const struct cfix_edit e[] = { edit(1, 1, "X"), edit(1, 1, ""),
				       edit(1, 1, "YZ"), edit(1, 2, "-") };
	const struct want w[] = { { 1, 1, 1, 2 }, { 1, 1, 2, 2 },
				  { 1, 1, 2, 4 }, { 1, 2, 4, 5 } };

	(void)state;
	walk_checked("abc", e, 4, w, "aXYZ-c");
}

/* Random sorted, apart edits on a text their texts do not occur in. */
static uint32_t next_random(uint32_t *seed)
{
	*seed = *seed * 1103515245u + 12345u;
	return (*seed >> 16) & 0x7fff;
}

static void test_random(void **state)
{
	static const char *const words[] = { "", "Q", "RS", "TUVWX" };
	const char *text = "abcdefghijklmnopqrstuvwxyz";
	uint32_t seed = 11, len = (uint32_t)strlen(text);

	(void)state;
	for (int trial = 0; trial < 1000; trial++) {
		struct cfix_edit e[16];
		size_t n = 0;
		uint32_t pos = 0;

		while (n < 16) {
			uint32_t b = pos + next_random(&seed) % 4, end;

			if (b > len)
				break;
			end = b + next_random(&seed) % 4;
			if (end > len)
				end = len;
			e[n++] = edit(b, end, words[next_random(&seed) % 4]);
			pos = end;
		}
		walk_checked(text, e, n, NULL, NULL);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_no_edits),
		cmocka_unit_test(test_insertions),
		cmocka_unit_test(test_deletions),
		cmocka_unit_test(test_replacements),
		cmocka_unit_test(test_adjacent),
		cmocka_unit_test(test_same_offset),
		cmocka_unit_test(test_random),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
