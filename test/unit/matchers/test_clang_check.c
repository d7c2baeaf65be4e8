/*
 * Unit tests for --check-build's compile (matchers/cfront/clang_check.c):
 * the errors of a text parsed with given flags, each at its byte offset
 * in the text (a macro's at its use); C89's implicit declaration
 * counted as an error; a plain warning not.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "matchers/matchers.h"

/* A path no file is at: the text is clang's unsaved buffer. */
#define PATH "/nonexistent-cfix-check/t.c"

/* The errors of text with one -std flag, into errors (initialized). */
static int errors_of(const char *std, const char *text,
		     struct cfix_diag_sink *errors)
{
	const char *args[] = { std };
	struct cfix_source_options opts = { .args = args, .nargs = 1 };
	struct cfix_diag_sink sink;
	int ret;

	cfix_diag_sink_init(errors);
	cfix_diag_sink_init(&sink);
	ret = cfix_source_compile_errors(PATH, &opts, text, strlen(text),
					 errors, &sink);
	assert_int_equal(sink.diags.len, 0);
	cfix_diag_sink_release(&sink);
	return ret;
}

static void test_clean(void **state)
{
	struct cfix_diag_sink errors;

	(void)state;
	assert_int_equal(errors_of("-std=gnu11", "int f(void) { return 1; }\n",
				   &errors), 0);
	assert_int_equal(errors.diags.len, 0);
	cfix_diag_sink_release(&errors);
}

static void test_undeclared_call(void **state)
{
	const char *text = "int a[4];\nint f(void) { return ARRAY_SIZE(a); }\n";
	struct cfix_diag_sink errors;

	(void)state;
	assert_int_equal(errors_of("-std=gnu11", text, &errors), 0);
	assert_int_equal(errors.diags.len, 1);
	assert_int_equal(errors.diags.items[0].loc.offset,
			 strstr(text, "ARRAY_SIZE") - text);
	assert_int_equal(errors.diags.items[0].loc.line, 2);
	assert_non_null(strstr(errors.diags.items[0].message,
			       "undeclared function 'ARRAY_SIZE'"));
	cfix_diag_sink_release(&errors);
}

/* gnu89 only warns of an implicit declaration: it still counts */
static void test_implicit_declaration_c89(void **state)
{
	const char *text = "int f(void) { return kcalloc(1, 2); }\n";
	struct cfix_diag_sink errors;

	(void)state;
	assert_int_equal(errors_of("-std=gnu89", text, &errors), 0);
	assert_int_equal(errors.diags.len, 1);
	assert_non_null(strstr(errors.diags.items[0].message, "kcalloc"));
	cfix_diag_sink_release(&errors);
}

/* an error inside a macro's body is placed at the macro's use */
static void test_macro_use(void **state)
{
	const char *text = "#define CALL(x) missing(x)\n"
			   "int f(int v) { return CALL(v); }\n";
	struct cfix_diag_sink errors;

	(void)state;
	assert_int_equal(errors_of("-std=gnu11", text, &errors), 0);
	assert_int_equal(errors.diags.len, 1);
	assert_int_equal(errors.diags.items[0].loc.offset,
			 strstr(text, "CALL(v)") - text);
	cfix_diag_sink_release(&errors);
}

/* an unused variable's warning is no error */
static void test_warning_not_counted(void **state)
{
	const char *args[] = { "-std=gnu11", "-Wall" };
	struct cfix_source_options opts = { .args = args, .nargs = 2 };
	const char *text = "int f(void) { int unused; return 0; }\n";
	struct cfix_diag_sink errors, sink;

	(void)state;
	cfix_diag_sink_init(&errors);
	cfix_diag_sink_init(&sink);
	assert_int_equal(cfix_source_compile_errors(PATH, &opts, text,
						    strlen(text), &errors,
						    &sink), 0);
	assert_int_equal(errors.diags.len, 0);
	cfix_diag_sink_release(&errors);
	cfix_diag_sink_release(&sink);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_clean),
		cmocka_unit_test(test_undeclared_call),
		cmocka_unit_test(test_implicit_declaration_c89),
		cmocka_unit_test(test_macro_use),
		cmocka_unit_test(test_warning_not_counted),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
