/*
 * Unit tests for what spatch 1.1.1 cannot parse
 * (matchers/match/spatch_types.c, cfix__spatch_cannot_parse): a brace
 * initializer in which a call closes and a name follows with no comma,
 * the kernel's `{ SET_RUNTIME_PM_OPS(a, b, NULL)
 * USE_PLATFORM_PM_SLEEP_OPS }`, which spatch --parse-c fails on.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "matchers/match/spatch_types.h"

/* Whether the whole of text, read in spatch mode (style), is an item
 * spatch cannot parse. */
static bool cannot(const char *text, uint8_t style)
{
	struct cfix_source source = { .text = text, .len = strlen(text),
				      .spatch_types = style };

	return cfix__spatch_cannot_parse(&source, 0, (uint32_t)source.len);
}

static void test_initializers(void **state)
{
	(void)state;
	const char *pm = "static const struct dev_pm_ops pm = {\n"
			 "\tSET_RUNTIME_PM_OPS(a, b, NULL)\n"
			 "\tUSE_PLATFORM_PM_SLEEP_OPS\n};";
	const char *commas = "struct s x = { F(a), G(b), c };";
	const char *body = "void f(void) { g(a) h; }";
	const char *string = "struct s x = { \"F(a) b\" };";
	const char *comment = "struct s x = { F(a) /* c */ b };";

	assert_true(cannot(pm, CFIX_SPATCH_TYPES_LOCAL));
	assert_false(cannot(pm, CFIX_SPATCH_TYPES_NONE));	/* not spatch mode */
	assert_false(cannot(commas, CFIX_SPATCH_TYPES_LOCAL));
	assert_false(cannot(body, CFIX_SPATCH_TYPES_LOCAL));
	assert_false(cannot(string, CFIX_SPATCH_TYPES_LOCAL));
	assert_true(cannot(comment, CFIX_SPATCH_TYPES_LOCAL));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_initializers),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
