/*
 * Unit tests for fixits/compose.c: fixes made in rounds (rules run in
 * stages) composed into one set on the file as read.  The property
 * that matters: the composed edits applied to the original give the
 * same bytes as the rounds applied one after the other.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "fixits/fixits.h"

/* ---- helpers ------------------------------------------------------------ */

static uint32_t at(const char *text, const char *needle)
{
	const char *p = strstr(text, needle);

	assert_non_null(p);
	return (uint32_t)(p - text);
}

static struct cfix_action removal(uint32_t begin, uint32_t end)
{
	return (struct cfix_action){ .kind = CFIX_ACTION_REMOVE,
				     .begin = begin, .end = end };
}

static struct cfix_action insertion(uint32_t offset, const char *text)
{
	return (struct cfix_action){ .kind = CFIX_ACTION_INSERT,
				     .begin = offset, .end = offset,
				     .text = text };
}

static struct cfix_match match_of(const char *rule,
				  const struct cfix_action *actions,
				  uint32_t n)
{
	struct cfix_match m = { .rule = rule, .actions = actions,
				.nactions = n, .begin = UINT32_MAX };

	for (uint32_t i = 0; i < n; i++) {
		if (actions[i].begin < m.begin)
			m.begin = actions[i].begin;
		if (actions[i].end > m.end)
			m.end = actions[i].end;
	}
	return m;
}

static struct cfix_editset *set_of(const char *text,
				   const struct cfix_match *matches, int n)
{
	struct cfix_editset *set =
		cfix_editset_new("t.c", text, strlen(text));
	struct cfix_diag_sink sink;

	cfix_diag_sink_init(&sink);
	for (int i = 0; i < n; i++)
		cfix_editset_add_match(set, &matches[i], &sink);
	cfix_diag_sink_release(&sink);
	return set;
}

static char *applied(const struct cfix_editset *set)
{
	struct cfix_buf out = CFIX_BUF_INIT;
	struct cfix_diag_sink sink;

	cfix_diag_sink_init(&sink);
	assert_int_equal(cfix_editset_apply_plain(set, &out, &sink), 0);
	cfix_diag_sink_release(&sink);
	return cfix_buf_detach(&out, NULL);
}

/*
 * Composes a (on src) with b (on a's result) and checks that the
 * composed set gives b's result from src; returns the composed set.
 */
static struct cfix_editset *compose_checked(const char *src,
					    const struct cfix_match *a, int na,
					    const struct cfix_match *b, int nb,
					    const char *mid)
{
	struct cfix_editset *first = set_of(src, a, na);
	char *got_mid = applied(first);
	struct cfix_editset *then, *whole;
	char *want, *got;

	assert_string_equal(got_mid, mid);
	then = set_of(mid, b, nb);
	want = applied(then);
	whole = cfix_editset_compose(first, then);
	got = applied(whole);
	assert_string_equal(got, want);
	free(got);
	free(want);
	free(got_mid);
	cfix_editset_free(first);
	cfix_editset_free(then);
	return whole;
}

/* ---- tests -------------------------------------------------------------- */

/* Edits of the second round in bytes the first kept move back. */
static void test_apart(void **state)
{
	const char *src = "alpha beta gamma delta";
	const char *mid = "alpha BETA gamma delta";
	struct cfix_action a[] = { removal(at(src, "beta"), at(src, "beta") + 4),
				   insertion(at(src, "beta"), "BETA") };
	struct cfix_action b1[] = { removal(0, 5), insertion(0, "A") };
	struct cfix_action b2[] = { removal(at(mid, "delta"),
					   at(mid, "delta") + 5),
				    insertion(at(mid, "delta"), "D") };
	struct cfix_match ma = match_of("one", a, 2);
	struct cfix_match mb[] = { match_of("two", b1, 2),
				   match_of("two", b2, 2) };
	struct cfix_editset *whole;
	const struct cfix_edit *e;

	(void)state;
	whole = compose_checked(src, &ma, 1, mb, 2, mid);
	assert_int_equal(cfix_editset_count(whole), 3);
	e = cfix_editset_at(whole, 2);
	assert_int_equal(e->begin, at(src, "delta"));
	assert_int_equal(e->end, strlen(src));
	assert_string_equal(e->text, "D");
	assert_string_equal(e->rule, "two");
	assert_int_equal(e->match, 2);
	cfix_editset_free(whole);
}

/* A change of code the first round put in is one edit with it, owned
 * by the first round's match. */
static void test_inside(void **state)
{
	const char *src = "f(x);";
	const char *mid = "f(old_x);";
	struct cfix_action a[] = { insertion(2, "old_") };
	struct cfix_action b[] = { removal(at(mid, "old"), at(mid, "old") + 3),
				   insertion(at(mid, "old"), "new") };
	struct cfix_match ma = match_of("one", a, 1);
	struct cfix_match mb = match_of("two", b, 2);
	struct cfix_editset *whole = compose_checked(src, &ma, 1, &mb, 1, mid);
	const struct cfix_edit *e;
	struct cfix_match copies[2] = { ma, mb };
	uint32_t n;

	(void)state;
	assert_int_equal(cfix_editset_count(whole), 1);
	e = cfix_editset_at(whole, 0);
	assert_int_equal(e->begin, 2);
	assert_int_equal(e->end, 2);
	assert_string_equal(e->text, "new_");
	assert_string_equal(e->rule, "one");
	/* the second match's span, inside the first's new text, is the
	 * first's range on the original */
	copies[1].begin = 2;
	copies[1].end = 2;
	cfix_editset_rebind(whole, copies, 2);
	assert_non_null(cfix_editset_match_edits(whole, &copies[0], &n));
	assert_int_equal(n, 1);
	(void)cfix_editset_match_edits(whole, &copies[1], &n);
	assert_int_equal(n, 0);
	cfix_editset_free(whole);
}

/* Insertions of both rounds at one spot are one edit, in round order. */
static void test_meeting(void **state)
{
	const char *src = "ab";
	const char *mid = "aXb";
	struct cfix_action a[] = { insertion(1, "X") };
	struct cfix_action b[] = { insertion(2, "Y") };
	struct cfix_action c[] = { insertion(1, "W") };
	struct cfix_match ma = match_of("one", a, 1);
	struct cfix_match mb[] = { match_of("two", b, 1),
				   match_of("three", c, 1) };
	struct cfix_editset *whole;
	const struct cfix_edit *e;

	(void)state;
	whole = compose_checked(src, &ma, 1, mb, 2, mid);
	assert_int_equal(cfix_editset_count(whole), 1);
	e = cfix_editset_at(whole, 0);
	assert_int_equal(e->begin, 1);
	assert_int_equal(e->end, 1);
	assert_string_equal(e->text, "WXY");
	cfix_editset_free(whole);
}

/* A removal of the first round and an insertion of the second at the
 * spot it left are one edit; edits of one round alone stay apart. */
static void test_removed_then_added(void **state)
{
	const char *src = "a+b+c";
	const char *mid = "ab+c";
	struct cfix_action a[] = { removal(1, 2) };
	struct cfix_action b[] = { insertion(1, "-") };
	struct cfix_action c1[] = { removal(2, 3) };
	struct cfix_action c2[] = { insertion(3, "*") };
	struct cfix_match ma = match_of("one", a, 1);
	struct cfix_match mb = match_of("two", b, 1);
	struct cfix_match mc[] = { match_of("two", c1, 1),
				   match_of("three", c2, 1) };
	struct cfix_editset *whole;

	(void)state;
	whole = compose_checked(src, &ma, 1, &mb, 1, mid);
	assert_int_equal(cfix_editset_count(whole), 1);
	assert_string_equal(cfix_editset_at(whole, 0)->text, "-");
	assert_int_equal(cfix_editset_at(whole, 0)->begin, 1);
	assert_int_equal(cfix_editset_at(whole, 0)->end, 2);
	cfix_editset_free(whole);

	/* the second round's two edits meet each other, not the first's */
	whole = compose_checked(src, &ma, 1, mc, 2, mid);
	assert_int_equal(cfix_editset_count(whole), 3);
	cfix_editset_free(whole);
}

/* Rounds that changed nothing compose to nothing, on the first text. */
static void test_nothing(void **state)
{
	const char *src = "int x;";
	struct cfix_editset *first = set_of(src, NULL, 0);
	struct cfix_editset *then = set_of(src, NULL, 0);
	struct cfix_editset *whole = cfix_editset_compose(first, then);

	(void)state;
	assert_int_equal(cfix_editset_count(whole), 0);
	assert_string_equal(cfix_editset_text(whole, NULL), src);
	cfix_editset_free(whole);
	cfix_editset_free(then);
	cfix_editset_free(first);
}

static void test_map_back(void **state)
{
	const char *src = "one two three";
	struct cfix_action a[] = { removal(4, 7), insertion(4, "2222") };
	struct cfix_match ma = match_of("r", a, 2);
	struct cfix_editset *set = set_of(src, &ma, 1);

	(void)state;
	/* "one 2222 three": before, inside, after the new text */
	assert_int_equal(cfix_editset_map_back(set, 2, false), 2);
	assert_int_equal(cfix_editset_map_back(set, 4, false), 4);
	assert_int_equal(cfix_editset_map_back(set, 4, true), 4);
	assert_int_equal(cfix_editset_map_back(set, 6, false), 4);
	assert_int_equal(cfix_editset_map_back(set, 6, true), 7);
	assert_int_equal(cfix_editset_map_back(set, 8, true), 7);
	assert_int_equal(cfix_editset_map_back(set, 8, false), 7);
	assert_int_equal(cfix_editset_map_back(set, 14, false), 13);
	cfix_editset_free(set);
}

/*
 * Many rounds of random edits on a text without spaces (so no layout
 * rule widens them): composing round by round must give what the
 * rounds give one after the other.
 */
static uint32_t next_random(uint32_t *seed)
{
	*seed = *seed * 1103515245u + 12345u;
	return (*seed >> 16) & 0x7fff;
}

static void random_round(const char *text, uint32_t *seed,
			 struct cfix_action *actions, struct cfix_match *m,
			 int *nmatches)
{
	static const char *const words[] = { "", "Q", "RS", "TUV" };
	uint32_t len = (uint32_t)strlen(text), pos = 0;
	int n = 0;

	*nmatches = 0;
	while (pos < len && *nmatches < 4) {
		uint32_t b = pos + next_random(seed) % 4, e;

		if (b > len)
			break;
		e = b + next_random(seed) % 3;
		if (e > len)
			e = len;
		actions[n] = removal(b, e);
		actions[n + 1] = insertion(b, words[next_random(seed) % 4]);
		m[*nmatches] = match_of(next_random(seed) % 2 ? "x" : "y",
					&actions[n], 2);
		n += 2;
		(*nmatches)++;
		pos = e + next_random(seed) % 3;
	}
}

static void test_random_rounds(void **state)
{
	uint32_t seed = 7;

	(void)state;
	for (int trial = 0; trial < 2000; trial++) {
		char *text = strdup("abcdefghijklmnop");
		struct cfix_editset *whole = NULL;
		const char *orig = "abcdefghijklmnop";

		for (int round = 0; round < 4; round++) {
			struct cfix_action actions[8];
			struct cfix_match m[4];
			struct cfix_editset *set, *composed;
			char *next, *got;
			int n;

			random_round(text, &seed, actions, m, &n);
			set = set_of(text, m, n);
			next = applied(set);
			composed = whole ? cfix_editset_compose(whole, set)
					 : NULL;
			if (composed) {
				cfix_editset_free(whole);
				cfix_editset_free(set);
				whole = composed;
			} else {
				whole = set;
			}
			got = applied(whole);
			assert_string_equal(cfix_editset_text(whole, NULL),
					    orig);
			assert_string_equal(got, next);
			free(got);
			free(text);
			text = next;
		}
		free(text);
		cfix_editset_free(whole);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_apart),
		cmocka_unit_test(test_inside),
		cmocka_unit_test(test_meeting),
		cmocka_unit_test(test_removed_then_added),
		cmocka_unit_test(test_nothing),
		cmocka_unit_test(test_map_back),
		cmocka_unit_test(test_random_rounds),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
