/*
 * Unit tests for the one reader of #include lines
 * (matchers/cfront/headers.c), which the missing-header test and the
 * headers' index (match/header_records.c) both use.
 */
#include <setjmp.h>
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

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_kinds),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
