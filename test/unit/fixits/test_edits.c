/*
 * Unit tests for fixits/ edits: how a match's token-level actions become
 * byte edits, how matches conflict, and that clang's rewriter and cfix's
 * buffer writer agree.  Matches are built by hand.
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

/* Offset of the nth (0-based) occurrence of needle in text. */
static uint32_t at_nth(const char *text, const char *needle, int nth)
{
	const char *p = strstr(text, needle);

	for (; p && nth > 0; nth--)
		p = strstr(p + 1, needle);
	assert_non_null(p);
	return (uint32_t)(p - text);
}

static uint32_t at(const char *text, const char *needle)
{
	return at_nth(text, needle, 0);
}

static uint32_t after(const char *text, const char *needle)
{
	return at(text, needle) + (uint32_t)strlen(needle);
}

static struct cfix_action removal(uint32_t begin, uint32_t end)
{
	return (struct cfix_action){ .kind = CFIX_ACTION_REMOVE,
				     .begin = begin, .end = end };
}

/* Removes the token needle (the nth one). */
static struct cfix_action remove_tok(const char *text, const char *needle,
				     int nth)
{
	uint32_t b = at_nth(text, needle, nth);

	return removal(b, b + (uint32_t)strlen(needle));
}

static struct cfix_action insertion(uint32_t offset, const char *text,
				    bool own_line, bool is_after)
{
	return (struct cfix_action){ .kind = CFIX_ACTION_INSERT,
				     .begin = offset, .end = offset,
				     .text = text, .own_line = own_line,
				     .after = is_after };
}

static struct cfix_match match_of(const char *rule,
				  const struct cfix_action *actions,
				  uint32_t n)
{
	struct cfix_match m = { .rule = rule, .message = "test match",
				.actions = actions, .nactions = n };

	m.begin = UINT32_MAX;
	for (uint32_t i = 0; i < n; i++) {
		if (actions[i].begin < m.begin)
			m.begin = actions[i].begin;
		if (actions[i].end > m.end)
			m.end = actions[i].end;
	}
	return m;
}

/*
 * Applies one match to src through the whole path (editset, clang's
 * rewriter, buffer check) and returns the new text (free()).  The path
 * without clang (--parser own's) must give the same text.
 */
static char *fix(const char *src, const struct cfix_action *actions,
		 uint32_t n)
{
	struct cfix_editset *set = cfix_editset_new("t.c", src, strlen(src));
	struct cfix_match m = match_of("r", actions, n);
	struct cfix_diag_sink sink;
	struct cfix_buf out = CFIX_BUF_INIT, plain = CFIX_BUF_INIT;

	cfix_diag_sink_init(&sink);
	assert_int_equal(cfix_editset_add_match(set, &m, &sink), 0);
	assert_int_equal(cfix_editset_apply(set, &out, &sink), 0);
	assert_int_equal(cfix_editset_apply_plain(set, &plain, &sink), 0);
	assert_string_equal(plain.data, out.data);
	cfix_buf_release(&plain);
	assert_int_equal(sink.diags.len, 0);
	cfix_diag_sink_release(&sink);
	cfix_editset_free(set);
	return cfix_buf_detach(&out, NULL);
}

static void assert_fix(const char *src, const struct cfix_action *actions,
		       uint32_t n, const char *expected)
{
	char *got = fix(src, actions, n);

	assert_string_equal(got, expected);
	free(got);
}

/* As fix(), with the match reaching to byte end (the kept code after
 * the last action belongs to the match). */
static char *fix_to(const char *src, const struct cfix_action *actions,
		    uint32_t n, uint32_t end)
{
	struct cfix_editset *set = cfix_editset_new("t.c", src, strlen(src));
	struct cfix_match m = match_of("r", actions, n);
	struct cfix_diag_sink sink;
	struct cfix_buf out = CFIX_BUF_INIT;

	m.end = end;
	cfix_diag_sink_init(&sink);
	assert_int_equal(cfix_editset_add_match(set, &m, &sink), 0);
	assert_int_equal(cfix_editset_apply(set, &out, &sink), 0);
	assert_int_equal(sink.diags.len, 0);
	cfix_diag_sink_release(&sink);
	cfix_editset_free(set);
	return cfix_buf_detach(&out, NULL);
}

/* ---- inline insertions and removals ------------------------------------- */

/* `!E & C` -> `!(E & C)`, the expression across two lines with a comment */
static void test_notand_two_lines_comment(void **state)
{
	const char *src = "int f(int flags)\n{\n\treturn !flags /* low */\n"
			  "\t\t& MASK;\n}\n";
	struct cfix_action acts[] = {
		insertion(at(src, "flags /*"), "(", false, false),
		insertion(after(src, "MASK"), ")", false, true),
	};

	(void)state;
	assert_fix(src, acts, 2, "int f(int flags)\n{\n\treturn !(flags "
		   "/* low */\n\t\t& MASK);\n}\n");
}

/* removing `x != NULL` and inserting `12` in its place keeps the spaces */
static void test_replace_expression(void **state)
{
	const char *src = "int g(int *x)\n{\n\tif (x != NULL)\n\t\treturn 1;"
			  "\n\treturn y = x != NULL ;\n}\n";
	struct cfix_action acts[] = {
		remove_tok(src, "x", 1), remove_tok(src, "!=", 0),
		remove_tok(src, "NULL", 0),
		insertion(at_nth(src, "x", 1), "12", false, false),
	};

	(void)state;
	assert_fix(src, acts, 4, "int g(int *x)\n{\n\tif (12)\n\t\treturn 1;"
		   "\n\treturn y = x != NULL ;\n}\n");
}

/* `- if (E)` keeping `free(E);`: the call moves out a level */
static void test_reindent_kept_statement(void **state)
{
	const char *src = "void g(char *p)\n{\n\tif (p)\n\t\tfree(p);\n"
			  "\tx();\n}\n";
	struct cfix_action acts[] = {
		remove_tok(src, "if", 0), remove_tok(src, "(", 1),
		remove_tok(src, "p)", 1),
	};
	char *got;

	(void)state;
	got = fix_to(src, acts, 3, after(src, "free(p);"));
	assert_string_equal(got, "void g(char *p)\n{\n\tfree(p);\n\tx();\n}\n");
	free(got);
}

/* `- if (E) {` ... `- }`: the body moves out, its own nesting kept */
static void test_reindent_kept_block(void **state)
{
	const char *src = "void g(char *p)\n{\n\tif (p) {\n\t\tfree(p);\n"
			  "\t\tq(1,\n\t\t  2);\n\t}\n}\n";
	struct cfix_action acts[] = {
		removal(at(src, "if"), after(src, "{\n\tif (p) {") ),
		removal(at(src, "\t}") + 1, at(src, "\t}") + 2),
	};

	(void)state;
	assert_fix(src, acts, 2, "void g(char *p)\n{\n\tfree(p);\n"
		   "\tq(1,\n\t  2);\n}\n");
}

/* `- f(A, B)` / `+ f(B, A)`: the inserted `y, ` before a kept `x` keeps its
 * space, and a space the code already has is not doubled */
static void test_insert_trailing_space(void **state)
{
	const char *src = "int a = f(x, y);\nint b = g(x, y);\n";
	struct cfix_action acts[] = {
		insertion(after(src, "f("), "y, ", false, true),
		removal(after(src, "f(x"), after(src, "f(x, y")),
		insertion(after(src, "g(x,"), " 0, ", false, true),
	};

	(void)state;
	assert_fix(src, acts, 3, "int a = f(y, x);\nint b = g(x, 0, y);\n");
}

/* `- kmalloc` / `+ kstrdup` after a kept `=`: the inserted name brings its
 * space, the removed one takes its own */
static void test_replace_word_after_space(void **state)
{
	const char *src = "\tp = kmalloc(n);\n";
	struct cfix_action acts[] = {
		insertion(after(src, "="), " kstrdup", false, true),
		remove_tok(src, "kmalloc", 0),
	};

	(void)state;
	assert_fix(src, acts, 2, "\tp = kstrdup(n);\n");
}

static void test_remove_line(void **state)
{
	const char *src = "void g(void)\n{\n  a();\n  foo();\n  b();\n}\n";
	struct cfix_action acts[] = {
		remove_tok(src, "foo", 0), remove_tok(src, "(", 2),
		remove_tok(src, ")", 2), remove_tok(src, ";", 1),
	};

	(void)state;
	assert_fix(src, acts, 4, "void g(void)\n{\n  a();\n  b();\n}\n");
}

/* a statement over two lines goes with both lines */
static void test_remove_two_lines(void **state)
{
	const char *src = "\tx = 1;\n\tfoo(a,\n\t    b);\n\ty = 2;\n";
	struct cfix_action acts[] = {
		removal(at(src, "foo"), after(src, "a,")),
		removal(at(src, "b);"), after(src, "b);")),
	};

	(void)state;
	assert_fix(src, acts, 2, "\tx = 1;\n\ty = 2;\n");
}

/* a comment on a line of its own between removed lines stays */
static void test_remove_keeps_comment_line(void **state)
{
	/* (not the file's first line: that one leaves an empty line) */
	const char *src = "{\n\ta();\n\t/* why */\n\tb();\n\tc();\n";
	struct cfix_action acts[] = {
		removal(at(src, "a()"), after(src, "a();")),
		removal(at(src, "b()"), after(src, "b();")),
	};

	(void)state;
	assert_fix(src, acts, 2, "{\n\t/* why */\n\tc();\n");
}

/* a same-line comment between removed tokens inside the match goes too */
static void test_remove_inline_comment(void **state)
{
	const char *src = "\tx = f(a, /* old */ b);\n";
	struct cfix_action acts[] = {
		remove_tok(src, ",", 0), remove_tok(src, "b", 0),
	};

	(void)state;
	assert_fix(src, acts, 2, "\tx = f(a);\n");
}

/* the last line without a newline */
static void test_remove_last_line(void **state)
{
	const char *src = "a();\nfoo();";
	struct cfix_action acts[] = { removal(at(src, "foo"), 11) };

	(void)state;
	assert_fix(src, acts, 1, "a();\n");
}

/* a removal that leaves code on its line takes one side's spaces */
static void test_remove_tidies_spaces(void **state)
{
	const char *src1 = "\tf(a, b);\n";
	struct cfix_action acts1[] = {
		remove_tok(src1, "a", 0), remove_tok(src1, ",", 0),
	};
	const char *src2 = "\tx = y + z;\n";
	struct cfix_action acts2[] = {
		remove_tok(src2, "+", 0), remove_tok(src2, "z", 0),
	};
	const char *src3 = "\tint *p;\n";
	struct cfix_action acts3[] = { remove_tok(src3, "*", 0) };
	const char *src4 = "\ta(); b();\n";
	struct cfix_action acts4[] = {
		removal(at(src4, "a"), after(src4, "a();")),
	};

	(void)state;
	assert_fix(src1, acts1, 2, "\tf(b);\n");
	assert_fix(src2, acts2, 2, "\tx = y;\n");
	assert_fix(src3, acts3, 1, "\tint p;\n");
	assert_fix(src4, acts4, 1, "\tb();\n");
}

/* ---- own-line insertions ------------------------------------------------ */

static void test_own_line_before_tabs(void **state)
{
	const char *src = "\tif (a) {\n\t\tfoo();\n\t}\n";
	struct cfix_action acts[] = {
		insertion(at(src, "foo"), "bar();", true, false),
	};

	(void)state;
	assert_fix(src, acts, 1, "\tif (a) {\n\t\tbar();\n\t\tfoo();\n\t}\n");
}

static void test_own_line_after_tabs(void **state)
{
	const char *src = "\tif (a) {\n\t\tfoo();\n\t}\n";
	struct cfix_action acts[] = {
		insertion(after(src, "foo();"), "bar();", true, true),
	};

	(void)state;
	assert_fix(src, acts, 1, "\tif (a) {\n\t\tfoo();\n\t\tbar();\n\t}\n");
}

static void test_own_line_multi_line(void **state)
{
	const char *src = "  {\n    foo();\n  }\n";
	struct cfix_action acts[] = {
		insertion(at(src, "foo"), "if (x)\n  y();\n", true, false),
	};

	(void)state;
	assert_fix(src, acts, 1, "  {\n    if (x)\n      y();\n    foo();\n"
		   "  }\n");
}

/* after a '{' the code goes at the block's indentation */
static void test_own_line_after_brace(void **state)
{
	const char *src = "void f(void)\n{\n\tint a;\n}\n";
	const char *src2 = "\tif (x) {\n\t\ty();\n\t}\n";
	struct cfix_action acts[] = {
		insertion(after(src, "{"), "lock();", true, true),
	};
	struct cfix_action acts2[] = {
		insertion(at(src2, "}"), "unlock();", true, false),
	};

	(void)state;
	assert_fix(src, acts, 1, "void f(void)\n{\n\tlock();\n\tint a;\n}\n");
	assert_fix(src2, acts2, 1, "\tif (x) {\n\t\ty();\n\t\tunlock();\n\t}\n");
}

/* between two statements on one line: the line is split */
static void test_own_line_splits_line(void **state)
{
	const char *src = "\ta(); b();\n";
	struct cfix_action acts[] = {
		insertion(after(src, "a();"), "c();", true, true),
	};

	(void)state;
	assert_fix(src, acts, 1, "\ta();\n\tc();\n\tb();\n");
}

/* a removed line and code on its own line: the new line takes its place */
static void test_replace_line(void **state)
{
	const char *src = "\tif (a) {\n\t\tfoo(1);\n\t}\n";
	struct cfix_action acts[] = {
		remove_tok(src, "foo", 0), remove_tok(src, "(", 1),
		remove_tok(src, "1", 0), remove_tok(src, ")", 1),
		remove_tok(src, ";", 0),
		insertion(at(src, "foo"), "bar(1, 2);", true, false),
	};
	struct cfix_editset *set = cfix_editset_new("t.c", src, strlen(src));
	struct cfix_match m = match_of("r", acts, 6);
	struct cfix_buf dump = CFIX_BUF_INIT;
	struct cfix_diag_sink sink;

	(void)state;
	assert_fix(src, acts, 6, "\tif (a) {\n\t\tbar(1, 2);\n\t}\n");
	cfix_diag_sink_init(&sink);
	assert_int_equal(cfix_editset_add_match(set, &m, &sink), 0);
	cfix_editset_dump(set, &dump);
	assert_string_equal(dump.data, "t.c:2:1-3:1 '\\t\\tbar(1, 2);\\n'\n");
	cfix_buf_release(&dump);
	cfix_editset_free(set);
	cfix_diag_sink_release(&sink);
}

/* ---- CRLF --------------------------------------------------------------- */

static void test_crlf(void **state)
{
	const char *src = "\ta();\r\n\tfoo();\r\n\tb();\r\n";
	struct cfix_action ins[] = {
		insertion(after(src, "a();"), "x = 1;\ny = 2;", true, true),
	};
	struct cfix_action rem[] = {
		removal(at(src, "foo"), after(src, "foo();")),
	};
	struct cfix_action rep[] = {
		removal(at(src, "foo"), after(src, "foo();")),
		insertion(at(src, "foo"), "bar();", true, false),
	};

	(void)state;
	assert_fix(src, ins, 1, "\ta();\r\n\tx = 1;\r\n\ty = 2;\r\n\tfoo();"
		   "\r\n\tb();\r\n");
	assert_fix(src, rem, 1, "\ta();\r\n\tb();\r\n");
	assert_fix(src, rep, 2, "\ta();\r\n\tbar();\r\n\tb();\r\n");
}

/* ---- conflicts and duplicates ------------------------------------------- */

static void test_conflict(void **state)
{
	const char *src = "int x = a & b;\nint y = !c;\n";
	struct cfix_editset *set = cfix_editset_new("c.c", src, strlen(src));
	struct cfix_action first[] = {
		removal(at(src, "a & b"), after(src, "a & b")),
		insertion(at(src, "a & b"), "z", false, false),
	};
	struct cfix_action second[] = { remove_tok(src, "b", 0) };
	struct cfix_action third[] = {
		insertion(at(src, "c;"), "(", false, false),
	};
	struct cfix_action fourth[] = {
		insertion(at(src, "c;"), "!", false, false),
	};
	struct cfix_match m1 = match_of("one", first, 2);
	struct cfix_match m2 = match_of("two", second, 1);
	struct cfix_match m3 = match_of("three", third, 1);
	struct cfix_match m4 = match_of("four", fourth, 1);
	struct cfix_buf dump = CFIX_BUF_INIT;
	struct cfix_diag_sink sink;

	(void)state;
	cfix_diag_sink_init(&sink);
	assert_int_equal(cfix_editset_add_match(set, &m1, &sink), 0);
	assert_int_equal(cfix_editset_add_match(set, &m2, &sink), 1);
	assert_int_equal(cfix_editset_add_match(set, &m3, &sink), 0);
	assert_int_equal(cfix_editset_add_match(set, &m4, &sink), 1);
	assert_int_equal(sink.diags.len, 2);
	assert_int_equal(sink.diags.items[0].severity, CFIX_DIAG_WARNING);
	assert_int_equal(sink.diags.items[0].loc.line, 1);
	assert_int_equal(sink.diags.items[0].loc.col, 13);
	assert_string_equal(sink.diags.items[0].message,
			    "conflicting fixes: rule 'two' at 1:13 overlaps "
			    "rule 'one' at 1:9; not applied");
	assert_string_equal(sink.diags.items[1].message,
			    "conflicting fixes: rule 'four' at 2:10 overlaps "
			    "rule 'three' at 2:10; not applied");
	cfix_editset_dump(set, &dump);
	assert_string_equal(dump.data, "c.c:1:9-1:14 'z'\n"
			    "c.c:2:10-2:10 '('\n");
	assert_int_equal(cfix_editset_count(set), 2);
	assert_int_equal(cfix_editset_at(set, 0)->match, 0);
	assert_string_equal(cfix_editset_at(set, 1)->rule, "three");
	assert_int_equal(cfix_editset_at(set, 1)->match, 2);
	cfix_buf_release(&dump);
	cfix_diag_sink_release(&sink);
	cfix_editset_free(set);
}

/*
 * Rules of one file adding code at one spot, added out of rule order:
 * each later rule's code goes next to the code it belongs with, outside
 * the earlier ones' (spatch runs it on their result); one whose side is
 * not known conflicts.
 */
static void test_rules_insert_one_spot(void **state)
{
	const char *src = "x;\n";
	struct cfix_editset *set = cfix_editset_new("c.c", src, strlen(src));
	struct cfix_action acts[] = {
		insertion(0, "a", false, false), insertion(0, "b", false, false),
		insertion(0, "c", false, true), insertion(0, "d", false, false),
	};
	struct cfix_match m[4];
	struct cfix_buf out = CFIX_BUF_INIT;
	struct cfix_diag_sink sink;

	(void)state;
	acts[0].side = acts[1].side = CFIX_INSERT_SIDE_BEFORE;
	acts[2].side = CFIX_INSERT_SIDE_AFTER;
	for (uint32_t i = 0; i < 4; i++) {
		m[i] = match_of("r", &acts[i], 1);
		m[i].rule = (const char *[]){ "one", "two", "three", "four" }[i];
		m[i].rule_index = i;
	}
	cfix_diag_sink_init(&sink);
	assert_int_equal(cfix_editset_add_match(set, &m[1], &sink), 0);
	assert_int_equal(cfix_editset_add_match(set, &m[0], &sink), 0);
	assert_int_equal(cfix_editset_add_match(set, &m[2], &sink), 0);
	assert_int_equal(cfix_editset_add_match(set, &m[3], &sink), 1);
	assert_int_equal(cfix_editset_apply(set, &out, &sink), 0);
	assert_string_equal(out.data, "cabx;\n");
	assert_int_equal(sink.diags.len, 1);
	cfix_buf_release(&out);
	cfix_diag_sink_release(&sink);
	cfix_editset_free(set);
}

/* Two rule files' overlapping fixes: neither is applied, and a third
 * match may not make the withdrawn fix's edits either. */
static void test_conflict_two_files(void **state)
{
	const char *src = "int x = a & b;\n";
	struct cfix_editset *set = cfix_editset_new("c.c", src, strlen(src));
	struct cfix_action first[] = {
		removal(at(src, "a & b"), after(src, "a & b")),
		insertion(at(src, "a & b"), "z", false, false),
	};
	struct cfix_action second[] = { remove_tok(src, "b", 0) };
	struct cfix_match m1 = match_of("one", first, 2);
	struct cfix_match m2 = match_of("two", second, 1);
	struct cfix_match m3 = match_of("three", first, 2);
	struct cfix_diag_sink sink;

	(void)state;
	m1.rule_file = "a.cocci";
	m2.rule_file = "b.cocci";
	m3.rule_file = "c.cocci";
	cfix_diag_sink_init(&sink);
	assert_int_equal(cfix_editset_add_match(set, &m1, &sink), 0);
	assert_int_equal(cfix_editset_add_match(set, &m2, &sink), 1);
	assert_int_equal(cfix_editset_add_match(set, &m3, &sink), 1);
	assert_int_equal(sink.diags.len, 2);
	assert_string_equal(sink.diags.items[0].message,
			    "conflicting fixes: rule 'two' at 1:13 overlaps "
			    "rule 'one' at 1:9; neither applied");
	assert_int_equal(cfix_editset_count(set), 0);
	cfix_diag_sink_release(&sink);
	cfix_editset_free(set);
}

/*
 * Two rules' fixes that share an edit (both rename `malloc`) and differ
 * elsewhere would merge into code neither asked for: a conflict; the
 * earlier fix stays alone.
 */
static void test_partly_shared_conflict(void **state)
{
	const char *src = "p = malloc(n * sz);\n";
	struct cfix_editset *set = cfix_editset_new("m.c", src, strlen(src));
	struct cfix_action count[] = {
		remove_tok(src, "malloc", 0),
		insertion(at(src, "malloc"), "calloc", false, false),
		remove_tok(src, "*", 0),
		insertion(at(src, "*"), ",", false, false),
	};
	struct cfix_action one[] = {
		remove_tok(src, "malloc", 0),
		insertion(at(src, "malloc"), "calloc", false, false),
		insertion(at(src, "n *"), "1, ", false, false),
	};
	struct cfix_match m1 = match_of("calloc_count", count, 4);
	struct cfix_match m2 = match_of("calloc_one", one, 3);
	struct cfix_buf out = CFIX_BUF_INIT;
	struct cfix_diag_sink sink;

	(void)state;
	cfix_diag_sink_init(&sink);
	assert_int_equal(cfix_editset_add_match(set, &m1, &sink), 0);
	assert_int_equal(cfix_editset_add_match(set, &m2, &sink), 1);
	assert_int_equal(sink.diags.len, 1);
	assert_string_equal(sink.diags.items[0].message,
			    "conflicting fixes: rule 'calloc_one' at 1:5 "
			    "overlaps rule 'calloc_count' at 1:5; not "
			    "applied");
	assert_int_equal(cfix_editset_apply_plain(set, &out, &sink), 0);
	assert_string_equal(out.data, "p = calloc(n , sz);\n");
	cfix_buf_release(&out);
	cfix_diag_sink_release(&sink);
	cfix_editset_free(set);
}

/* edits that only touch do not conflict; inserted text goes first */
static void test_touching_edits(void **state)
{
	const char *src = "int x = !a & b;\n";
	struct cfix_editset *set = cfix_editset_new("t.c", src, strlen(src));
	struct cfix_action paren[] = {
		insertion(at(src, "a &"), "(", false, false),
		insertion(after(src, "& b"), ")", false, true),
	};
	struct cfix_action rename[] = {
		removal(at(src, "a &"), at(src, "a &") + 1),
		insertion(at(src, "a &"), "flags", false, false),
	};
	struct cfix_match m1 = match_of("paren", paren, 2);
	struct cfix_match m2 = match_of("rename", rename, 2);
	struct cfix_buf out = CFIX_BUF_INIT;
	struct cfix_diag_sink sink;

	(void)state;
	cfix_diag_sink_init(&sink);
	assert_int_equal(cfix_editset_add_match(set, &m1, &sink), 0);
	assert_int_equal(cfix_editset_add_match(set, &m2, &sink), 0);
	assert_int_equal(cfix_editset_apply(set, &out, &sink), 0);
	assert_string_equal(out.data, "int x = !(flags & b);\n");
	assert_int_equal(sink.diags.len, 0);
	cfix_buf_release(&out);
	cfix_diag_sink_release(&sink);
	cfix_editset_free(set);
}

static void test_duplicates_collapse(void **state)
{
	const char *src = "int x = !a & b;\n";
	struct cfix_editset *set = cfix_editset_new("t.c", src, strlen(src));
	struct cfix_action paren[] = {
		insertion(at(src, "a &"), "(", false, false),
		insertion(after(src, "& b"), ")", false, true),
	};
	struct cfix_match m1 = match_of("notand", paren, 2);
	struct cfix_match m2 = match_of("notand2", paren, 2);
	struct cfix_buf out = CFIX_BUF_INIT;
	struct cfix_diag_sink sink;

	(void)state;
	cfix_diag_sink_init(&sink);
	assert_int_equal(cfix_editset_add_match(set, &m1, &sink), 0);
	assert_int_equal(cfix_editset_add_match(set, &m2, &sink), 0);
	assert_int_equal(cfix_editset_count(set), 2);
	assert_int_equal(cfix_editset_apply(set, &out, &sink), 0);
	assert_string_equal(out.data, "int x = !(a & b);\n");
	assert_int_equal(sink.diags.len, 0);
	cfix_buf_release(&out);
	cfix_diag_sink_release(&sink);
	cfix_editset_free(set);
}

static void test_nothing_to_add(void **state)
{
	const char *src = "int x = !a & b;\n";
	struct cfix_editset *set = cfix_editset_new("t.c", src, strlen(src));
	struct cfix_action acts[] = { removal(0, 3) };
	struct cfix_match m1 = match_of("macro", acts, 1);
	struct cfix_match m2 = match_of("report", NULL, 0);
	struct cfix_match bad = match_of("bad", acts, 1);
	struct cfix_action far[] = { removal(10, 100) };
	struct cfix_buf out = CFIX_BUF_INIT;
	struct cfix_diag_sink sink;

	(void)state;
	m1.not_rewritten = "inside a macro";
	bad.actions = far;
	cfix_diag_sink_init(&sink);
	assert_int_equal(cfix_editset_add_match(set, &m1, &sink), 0);
	assert_int_equal(cfix_editset_add_match(set, &m2, &sink), 0);
	assert_int_equal(cfix_editset_count(set), 0);
	assert_int_equal(sink.diags.len, 0);
	assert_int_equal(cfix_editset_add_match(set, &bad, &sink), -1);
	assert_int_equal(sink.errors, 1);
	assert_int_equal(cfix_editset_apply(set, &out, &sink), 0);
	assert_string_equal(out.data, src);
	cfix_buf_release(&out);
	cfix_diag_sink_release(&sink);
	cfix_editset_free(set);
}

/* ---- appliers ------------------------------------------------------------ */

static void test_apply_buffer(void **state)
{
	const char *src = "abcdef";
	struct cfix_edit ok[] = {
		{ .begin = 0, .end = 0, .text = "<" },
		{ .begin = 1, .end = 3, .text = "X" },
		{ .begin = 6, .end = 6, .text = ">" },
	};
	struct cfix_edit unordered[] = {
		{ .begin = 2, .end = 4, .text = "" },
		{ .begin = 3, .end = 5, .text = "" },
	};
	struct cfix_edit outside[] = { { .begin = 2, .end = 7, .text = "" } };
	struct cfix_buf out = CFIX_BUF_INIT;

	(void)state;
	assert_int_equal(cfix_edits_apply_buffer(src, 6, ok, 3, &out), 0);
	assert_string_equal(out.data, "<aXdef>");
	cfix_buf_reset(&out);
	assert_int_equal(cfix_edits_apply_buffer(src, 6, unordered, 2, &out),
			 -1);
	assert_int_equal(cfix_edits_apply_buffer(src, 6, outside, 1, &out),
			 -1);
	assert_int_equal(out.len, 0);
	cfix_buf_release(&out);
}

/* the rewriter copes with edits at both ends and a file not on disk */
static void test_rewriter_ends(void **state)
{
	const char *src = "int a;\nint b;";
	struct cfix_action acts[] = {
		insertion(0, "/* head */\n", false, false),
		insertion((uint32_t)strlen(src), "\n", false, true),
		remove_tok(src, "b", 0),
		insertion(at(src, "b"), "c", false, false),
	};
	const char *empty = "";
	struct cfix_action ins[] = { insertion(0, "int z;\n", false, false) };

	(void)state;
	assert_fix(src, acts, 4, "/* head */\nint a;\nint c;\n");
	assert_fix(empty, ins, 1, "int z;\n");
}

/* ---- reports ------------------------------------------------------------ */

static void test_report(void **state)
{
	const char *src = "int f(int flags)\n{\n\treturn !flags & MASK;\n}\n";
	struct cfix_action acts[] = {
		insertion(at(src, "flags &"), "(", false, false),
		insertion(after(src, "MASK"), ")", false, true),
	};
	struct cfix_match m = match_of("notand", acts, 2);
	struct cfix_editset *set = cfix_editset_new("n.c", src, strlen(src));
	struct cfix_buf out = CFIX_BUF_INIT;
	struct cfix_diag_sink sink;

	(void)state;
	m.begin = at(src, "!flags");
	m.message = "'!' binds before '&'";
	cfix_diag_sink_init(&sink);
	assert_int_equal(cfix_editset_add_match(set, &m, &sink), 0);
	cfix_report_match(&out, "n.c", src, strlen(src), &m, set);
	assert_string_equal(out.data,
			    "n.c:3:9: warning: '!' binds before '&' [notand]\n"
			    "\treturn !flags & MASK;\n"
			    "\t       ^~~~~~~~~~~~~\n"
			    "n.c:3:9: note: fix: '!(flags & MASK)'\n");
	cfix_buf_reset(&out);
	cfix_report_match(&out, "n.c", src, strlen(src), &m, NULL);
	assert_null(strstr(out.data, "note"));
	cfix_buf_reset(&out);
	m.not_rewritten = "inside a macro";
	cfix_report_match(&out, "n.c", src, strlen(src), &m, NULL);
	assert_non_null(strstr(out.data,
			       "n.c:3:9: note: not rewritten: inside a macro\n"));
	cfix_buf_release(&out);
	cfix_diag_sink_release(&sink);
	cfix_editset_free(set);
}

/* a multi-line fix shows its first line; a removed line shows '' */
static void test_report_multi_line(void **state)
{
	const char *src = "\tfoo();\n\tbar();\n";
	struct cfix_action acts[] = {
		removal(at(src, "foo"), after(src, "foo();")),
		insertion(at(src, "foo"), "if (x)\n\tbaz();", true, false),
	};
	struct cfix_action gone[] = {
		removal(at(src, "bar"), after(src, "bar();")),
	};
	struct cfix_match m = match_of("multi", acts, 2);
	struct cfix_match m2 = match_of("gone", gone, 1);
	struct cfix_editset *set = cfix_editset_new("m.c", src, strlen(src));
	struct cfix_buf out = CFIX_BUF_INIT;
	struct cfix_diag_sink sink;

	(void)state;
	cfix_diag_sink_init(&sink);
	assert_int_equal(cfix_editset_add_match(set, &m, &sink), 0);
	assert_int_equal(cfix_editset_add_match(set, &m2, &sink), 0);
	cfix_report_match(&out, "m.c", src, strlen(src), &m, set);
	assert_non_null(strstr(out.data, "m.c:1:2: note: fix: 'if (x)...'\n"));
	cfix_buf_reset(&out);
	cfix_report_match(&out, "m.c", src, strlen(src), &m2, set);
	assert_non_null(strstr(out.data, "m.c:2:2: note: fix: ''\n"));
	cfix_buf_release(&out);
	cfix_diag_sink_release(&sink);
	cfix_editset_free(set);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_notand_two_lines_comment),
		cmocka_unit_test(test_replace_expression),
		cmocka_unit_test(test_remove_line),
		cmocka_unit_test(test_remove_two_lines),
		cmocka_unit_test(test_remove_keeps_comment_line),
		cmocka_unit_test(test_remove_inline_comment),
		cmocka_unit_test(test_remove_last_line),
		cmocka_unit_test(test_remove_tidies_spaces),
		cmocka_unit_test(test_own_line_before_tabs),
		cmocka_unit_test(test_own_line_after_tabs),
		cmocka_unit_test(test_own_line_multi_line),
		cmocka_unit_test(test_own_line_after_brace),
		cmocka_unit_test(test_own_line_splits_line),
		cmocka_unit_test(test_replace_line),
		cmocka_unit_test(test_crlf),
		cmocka_unit_test(test_reindent_kept_statement),
		cmocka_unit_test(test_reindent_kept_block),
		cmocka_unit_test(test_insert_trailing_space),
		cmocka_unit_test(test_replace_word_after_space),
		cmocka_unit_test(test_conflict),
		cmocka_unit_test(test_conflict_two_files),
		cmocka_unit_test(test_rules_insert_one_spot),
		cmocka_unit_test(test_partly_shared_conflict),
		cmocka_unit_test(test_touching_edits),
		cmocka_unit_test(test_duplicates_collapse),
		cmocka_unit_test(test_nothing_to_add),
		cmocka_unit_test(test_apply_buffer),
		cmocka_unit_test(test_rewriter_ends),
		cmocka_unit_test(test_report),
		cmocka_unit_test(test_report_multi_line),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
