/*
 * Unit tests for the table of metavariable kinds (smpl/metavar_kinds.c):
 * every kind has a row, and every declaration of the table declares its
 * kind through the rule parser.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "matchers/smpl/smpl.h"

static bool ends_with(const char *text, const char *tail)
{
	size_t n = strlen(text), k = strlen(tail);

	return n >= k && !strcmp(text + n - k, tail);
}

/* Every kind is named, and the list kinds are those named "... list",
 * but "statement list", which binds a whole block, never a run among
 * other elements, and "format list", a run inside a string. */
static void test_kind_rows(void **state)
{
	(void)state;
	for (int kind = 0; kind < CFIX_MV_KIND_COUNT; kind++) {
		const char *name = cfix__mv_kind_name(kind);

		assert_non_null(name);
		assert_int_equal(cfix__is_list_kind(kind),
				 ends_with(name, " list") &&
					 kind != CFIX_MV_STATEMENT_LIST &&
					 kind != CFIX_MV_FORMAT_LIST);
	}
	assert_true(cfix__mv_kind_info(CFIX_MV_PARAMETER_LIST)->prototype);
	assert_false(cfix__mv_kind_info(CFIX_MV_EXPRESSION)->prototype);
}

/* Parses "@@ <words> x; @@" with a body; the set, or NULL on an error
 * (the first message in *message). */
static struct cfix_ruleset *declare(const struct cfix_mv_decl *d,
				    char *message, size_t size)
{
	struct cfix_ruleset *set = cfix_ruleset_new();
	struct cfix_diag_sink sink;
	char text[256];
	int ret;

	snprintf(text, sizeof(text), "@@\n%s x%s;\n@@\n- foo();\n", d->words,
		 d->form == CFIX_MV_DECL_FRESH ? " = \"a\"" : "");
	cfix_diag_sink_init(&sink);
	ret = cfix_ruleset_add_text(set, "t.cocci", text, strlen(text), &sink);
	message[0] = '\0';
	if (sink.diags.len)
		snprintf(message, size, "%s", sink.diags.items[0].message);
	cfix_diag_sink_release(&sink);
	if (ret == 0)
		return set;
	cfix_ruleset_free(set);
	return NULL;
}

static void check_declared(const struct cfix_mv_decl *d,
			   const struct cfix_metavar *mv)
{
	assert_string_equal(mv->name, "x");
	assert_int_equal(mv->kind, d->kind);
	assert_int_equal(mv->iterator_name,
			 !!(d->flags & CFIX_MV_DECL_ITERATOR_NAME));
	assert_int_equal(mv->function_name,
			 !!(d->flags & CFIX_MV_DECL_FUNCTION_NAME));
	assert_int_equal(mv->initializer,
			 !!(d->flags & CFIX_MV_DECL_INITIALIZER));
	assert_int_equal(mv->local, d->form == CFIX_MV_DECL_LOCAL);
	if (d->form == CFIX_MV_DECL_ONE) {
		assert_int_equal(mv->list_min, 1);
		assert_int_equal(mv->list_max, 1);
	}
}

/* Each row declares its kind; a refused row gives its own message. */
static void test_decl_rows(void **state)
{
	const struct cfix_mv_decl *d;
	char message[256];

	(void)state;
	for (int i = 0; (d = cfix__mv_decl_at(i)); i++) {
		struct cfix_ruleset *set = declare(d, message, sizeof(message));

		if (d->form == CFIX_MV_DECL_REFUSED) {
			char want[128];

			snprintf(want, sizeof(want),
				 "metavariable kind '%s' is not supported yet",
				 d->words);
			assert_null(set);
			assert_string_equal(message, want);
			continue;
		}
		if (!set)
			fail_msg("'%s x;': %s", d->words, message);
		check_declared(d, &set->rules[0]->metavars[0]);
		cfix_ruleset_free(set);
	}
}

/* The first row that fits is the longest: "expression list" is not
 * "expression" followed by a name "list". */
static void test_decl_find(void **state)
{
	struct cfix_token t[3] = {
		{ .text = "expression" }, { .text = "list" }, { .text = "E" },
	};
	uint32_t i = 0;
	const struct cfix_mv_decl *d = cfix__mv_decl_find(t, 3, &i);

	(void)state;
	assert_non_null(d);
	assert_int_equal(d->kind, CFIX_MV_EXPRESSION_LIST);
	assert_int_equal(i, 2);
	i = 2;
	assert_null(cfix__mv_decl_find(t, 3, &i));
	assert_int_equal(i, 2);
	i = 0;
	assert_non_null(d = cfix__mv_decl_find(t, 1, &i));
	assert_int_equal(d->kind, CFIX_MV_EXPRESSION);
	assert_int_equal(i, 1);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_kind_rows),
		cmocka_unit_test(test_decl_rows),
		cmocka_unit_test(test_decl_find),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
