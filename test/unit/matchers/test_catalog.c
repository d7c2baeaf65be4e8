/*
 * Unit tests for the rule catalog (matchers/catalog.c): the header keys
 * of the built-in rules, "// default: off", the values a header may
 * give, and the severity a finding carries from its rule file.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "matchers/smpl/smpl.h"

static const struct cfix_rule_info *find(const struct cfix_catalog *cat,
					 const char *name)
{
	for (uint32_t i = 0; i < cfix_catalog_count(cat); i++)
		if (!strcmp(cfix_catalog_rule(cat, i)->name, name))
			return cfix_catalog_rule(cat, i);
	return NULL;
}

/* Every built-in header uses the words its keys take. */
static void test_builtin_headers(void **state)
{
	struct cfix_catalog *cat = cfix_catalog_new();

	(void)state;
	cfix_catalog_add_builtins(cat);
	assert_true(cfix_catalog_count(cat) > 0);
	for (uint32_t i = 0; i < cfix_catalog_count(cat); i++) {
		const struct cfix_rule_info *info = cfix_catalog_rule(cat, i);

		assert_true(!strcmp(info->severity, "error") ||
			    !strcmp(info->severity, "warning") ||
			    !strcmp(info->severity, "note"));
		assert_true(!strcmp(info->fix, "safe") ||
			    !strcmp(info->fix, "review") ||
			    !strcmp(info->fix, "none"));
	}
	assert_true(find(cat, "unsigned_lt_zero")->default_off);
	assert_true(find(cat, "doubletest")->default_off);
	assert_false(find(cat, "notand")->default_off);
	cfix_catalog_free(cat);
}

/* Writes text as dir/name. */
static void write_file(const char *dir, const char *name, const char *text)
{
	char *path = cfix_xasprintf("%s/%s", dir, name);
	FILE *f = fopen(path, "w");

	assert_non_null(f);
	fputs(text, f);
	fclose(f);
	free(path);
}

static void test_dir_headers(void **state)
{
	char dir[] = "/tmp/cfix-catalog-XXXXXX";
	struct cfix_catalog *cat = cfix_catalog_new();
	struct cfix_diag_sink sink;
	const char *body = "@@\nexpression E;\n@@\n- old(E)\n+ new(E)\n";
	char *text;

	(void)state;
	assert_non_null(mkdtemp(dir));
	cfix_diag_sink_init(&sink);
	text = cfix_xasprintf("// name: quiet\n// default: off\n//\n%s", body);
	write_file(dir, "a.cocci", text);
	free(text);
	text = cfix_xasprintf("// severity: note\n// default: on\n%s", body);
	write_file(dir, "b.cocci", text);
	free(text);
	write_file(dir, "b.c", "not a rule\n");
	assert_int_equal(cfix_catalog_add_dir(cat, dir, &sink), 0);
	assert_int_equal(sink.diags.len, 0);
	assert_int_equal(cfix_catalog_count(cat), 2);
	assert_true(find(cat, "quiet")->default_off);
	assert_string_equal(find(cat, "quiet")->severity, "warning");
	/* no "// fix:": not said, the user's own rule (applied) */
	assert_string_equal(find(cat, "quiet")->fix, "-");
	assert_false(find(cat, "b")->default_off);
	assert_string_equal(find(cat, "b")->severity, "note");

	/* a word the key does not take is an error naming the file */
	text = cfix_xasprintf("// default: sometimes\n// severity: fatal\n%s",
			      body);
	write_file(dir, "a.cocci", text);
	free(text);
	assert_int_equal(cfix_catalog_add_dir(cat, dir, &sink), -1);
	assert_int_equal(sink.diags.len, 2);
	assert_non_null(strstr(sink.diags.items[0].message, "severity: fatal"));
	assert_non_null(strstr(sink.diags.items[1].message,
			       "default: sometimes"));

	cfix_diag_sink_release(&sink);
	cfix_catalog_free(cat);
	text = cfix_xasprintf("rm -rf '%s'", dir);
	assert_int_equal(system(text), 0);
	free(text);
}

static void test_severity_words(void **state)
{
	(void)state;
	assert_int_equal(cfix_rule_severity("error"), CFIX_DIAG_ERROR);
	assert_int_equal(cfix_rule_severity("warning"), CFIX_DIAG_WARNING);
	assert_int_equal(cfix_rule_severity("note"), CFIX_DIAG_NOTE);
	assert_int_equal(cfix_rule_severity(NULL), CFIX_DIAG_WARNING);
	assert_int_equal(cfix_rule_severity("fatal"), CFIX_DIAG_WARNING);
}

/* A rule's severity: the "// severity:" above it, else the file's. */
static void test_rule_severity(void **state)
{
	struct cfix_ruleset *set = cfix_ruleset_new();
	struct cfix_diag_sink sink;
	const char *text =
		"// name: two\n// severity: error\n//\n// About.\n"
		"@first@\nexpression E;\n@@\n* a(E)\n\n"
		"// message: second\n@second@\nexpression E;\n@@\n* b(E)\n\n"
		"// message: third\n// severity: note\n"
		"@third@\nexpression E;\n@@\n* c(E)\n";

	(void)state;
	cfix_diag_sink_init(&sink);
	assert_int_equal(cfix_ruleset_add_text(set, "two.cocci", text,
					       strlen(text), &sink), 0);
	assert_int_equal(set->nrules, 3);
	assert_string_equal(set->rules[0]->severity, "error");
	assert_string_equal(set->rules[1]->severity, "error");
	assert_string_equal(set->rules[2]->severity, "note");
	cfix_diag_sink_release(&sink);
	cfix_ruleset_free(set);
}

static void test_names(void **state)
{
	const char *names[] = { "b.cocci", "a.cocci", "c" };

	(void)state;
	assert_true(cfix_name_has_suffix("x.cocci", ".cocci"));
	assert_false(cfix_name_has_suffix(".cocci", ".cocci"));
	assert_false(cfix_name_has_suffix("x.c", ".cocci"));
	assert_true(cfix_name_has_suffix("x.c", ".c"));
	qsort(names, 3, sizeof(*names), cfix_name_compare);
	assert_string_equal(names[0], "a.cocci");
	assert_string_equal(names[2], "c");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_builtin_headers),
		cmocka_unit_test(test_dir_headers),
		cmocka_unit_test(test_severity_words),
		cmocka_unit_test(test_rule_severity),
		cmocka_unit_test(test_names),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
