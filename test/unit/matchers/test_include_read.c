/*
 * Unit tests for the one reader of directive lines and of #include
 * lines (matchers/cfront/directive.c), which the conditional-code test,
 * the missing-header test, spatch mode's headers and the headers' index
 * (match/header_records.c) use.
 */
#include <setjmp.h>
#include <stdbool.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "matchers/cfront/cfront.h"

/* The kind of the directive text (past its '#'); the name in want. */
static void expect(const char *text, enum cfix__include_kind kind,
		   const char *want)
{
	const char *name = NULL;
	size_t len = 0;

	assert_int_equal(cfix__source_include_read(text, text + strlen(text),
						   &name, &len),
			 kind);
	if (want) {
		assert_int_equal(len, strlen(want));
		assert_memory_equal(name, want, len);
	}
}

static void test_kinds(void **state)
{
	(void)state;
	expect("include \"a/b.h\"", CFIX__INCLUDE_QUOTED, "a/b.h");
	expect("include\t<linux/fs.h> /* c */", CFIX__INCLUDE_ANGLED,
	       "linux/fs.h");
	expect("include<x.h>", CFIX__INCLUDE_ANGLED, "x.h");
	expect("include HDR", CFIX__INCLUDE_OTHER, NULL);
	expect("include_next <x.h>", CFIX__INCLUDE_OTHER, NULL);
	expect("include \"\"", CFIX__INCLUDE_OTHER, NULL);
	expect("include <x.h\n>", CFIX__INCLUDE_OTHER, NULL);
	expect("include \"x.h\nint a; \"", CFIX__INCLUDE_OTHER, NULL);
	expect("define include <x.h>", CFIX__INCLUDE_NONE, NULL);
	expect("includes <x.h>", CFIX__INCLUDE_NONE, NULL);
	expect("includeX <x.h>", CFIX__INCLUDE_NONE, NULL);
	expect("if 1", CFIX__INCLUDE_NONE, NULL);
}

/* The line at text: its directive name and argument (NULL: none). */
static void expect_line(const char *text, const char *name, const char *arg,
			bool blank)
{
	struct cfix__line line;
	const char *end = text + strlen(text);
	const char *next = cfix__line_read(text, end, &line);
	const char *eol = strchr(text, '\n');

	assert_ptr_equal(line.end, eol ? eol : end);
	assert_ptr_equal(next, eol ? eol + 1 : end);
	assert_int_equal(line.blank, blank);
	if (!name) {
		assert_null(line.name);
		return;
	}
	assert_non_null(line.name);
	assert_int_equal(line.nlen, strlen(name));
	assert_memory_equal(line.name, name, line.nlen);
	assert_int_equal(line.alen, strlen(arg));
	assert_memory_equal(line.arg, arg, line.alen);
	assert_true(cfix__line_is(&line, name));
}

static void test_lines(void **state)
{
	(void)state;
	expect_line("#ifndef H\n#define H", "ifndef", "H", false);
	expect_line(" \t# \tdefine  X_1 2\n", "define", "X_1", false);
	expect_line("#", "", "", false);
	expect_line("# 12 \"f.c\"", "12", "", false);
	expect_line("#endif", "endif", "", false);
	expect_line(" \t\n#if", NULL, NULL, true);
	expect_line("", NULL, NULL, true);
	expect_line("int a; # if", NULL, NULL, false);
	expect_line("\r#if", NULL, NULL, false);
}

/* Conditional code, the include guard (its #ifndef, #define) aside. */
static void test_conditionals(void **state)
{
	(void)state;
	const char *guarded = "#ifndef H\n#define H\nint a;\n#endif\n";
	const char *not_guard = "#ifndef H\nint a;\n#define H\n#endif\n";
	const char *other = "#ifndef H\n#define G\n#endif\n";
	const char *ifdef = "int a;\n  #  ifdef X\n#endif\n";

	assert_false(cfix__source_has_conditionals(guarded, strlen(guarded)));
	assert_true(cfix__source_has_conditionals(not_guard, strlen(not_guard)));
	assert_true(cfix__source_has_conditionals(other, strlen(other)));
	assert_true(cfix__source_has_conditionals(ifdef, strlen(ifdef)));
	assert_false(cfix__source_has_conditionals("#ifdefX\n", 8));
	assert_false(cfix__source_has_conditionals("# define Y 1\n", 13));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_kinds),
		cmocka_unit_test(test_lines),
		cmocka_unit_test(test_conditionals),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
