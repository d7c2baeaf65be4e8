/*
 * Unit tests for fixits' exports: editor positions (bytes and UTF-16,
 * every kind of line end), a match's accepted edits, and the four export
 * formats (JSON lines, fix-it lines, clang-tidy YAML, SARIF) on a small
 * file with one fixed match and one that is not rewritten.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "fixits/fixits.h"

/*
 * Line 1 holds a comment with an accented letter (2 bytes, 1 UTF-16 unit)
 * and a non-BMP one (4 bytes, 2 units), then the match "!x & F" at byte
 * 19 (UTF-16 column 16), fixed by inserting "(" after '!' and ")" after
 * F.  Line 2 holds a second match, not rewritten.
 */
static const char TEXT[] = "\t/* \xC3\xA9 \xF0\x9D\x84\x9E */ if (!x & F)\n"
			   "\treturn !\"a\\n\" & F;\n";

struct fixture {
	struct cfix_action actions[2];
	struct cfix_match matches[2];
	struct cfix_editset *edits;
	struct cfix_export_file file;
	struct cfix_diag_sink sink;
};

static int setup(void **state)
{
	struct fixture *fx = calloc(1, sizeof(*fx));
	const char *bang = strchr(TEXT, '!');
	uint32_t b = (uint32_t)(bang - TEXT);

	fx->actions[0] = (struct cfix_action){ .kind = CFIX_ACTION_INSERT,
					       .begin = b + 1, .end = b + 1,
					       .text = "(" };
	fx->actions[1] = (struct cfix_action){ .kind = CFIX_ACTION_INSERT,
					       .begin = b + 6, .end = b + 6,
					       .text = ")", .after = true };
	fx->matches[0] = (struct cfix_match){
		.rule = "notand", .message = "'!' binds tighter than '&'",
		.begin = b, .end = b + 6, .actions = fx->actions,
		.nactions = 2 };
	bang = strchr(bang + 1, '!');
	fx->matches[1] = (struct cfix_match){
		.rule = "notand", .message = "m2", .begin = (uint32_t)(bang - TEXT),
		.end = (uint32_t)(bang - TEXT) + 10,
		.not_rewritten = "the match lies in a macro" };
	fx->edits = cfix_editset_new("dir/a \"q\".c", TEXT, sizeof(TEXT) - 1);
	cfix_diag_sink_init(&fx->sink);
	for (int i = 0; i < 2; i++)
		assert_int_equal(cfix_editset_add_match(fx->edits,
							&fx->matches[i],
							&fx->sink), 0);
	fx->file = (struct cfix_export_file){
		.path = "dir/a \"q\".c", .text = TEXT, .len = sizeof(TEXT) - 1,
		.matches = fx->matches, .nmatches = 2, .edits = fx->edits };
	*state = fx;
	return 0;
}

static int teardown(void **state)
{
	struct fixture *fx = *state;

	cfix_editset_free(fx->edits);
	cfix_diag_sink_release(&fx->sink);
	free(fx);
	return 0;
}

static void assert_pos(struct cfix_text_pos pos, uint32_t line, uint32_t col)
{
	assert_int_equal(pos.line, line);
	assert_int_equal(pos.col, col);
}

static void test_positions_units(void **state)
{
	const char *t = TEXT;
	size_t n = strlen(TEXT);

	/* '!' at byte 19: 3 more bytes than UTF-16 units (1 + 2) before */
	assert_pos(cfix_text_pos_from_offset(t, n, 19, CFIX_COLUMN_BYTES), 0, 19);
	assert_pos(cfix_text_pos_from_offset(t, n, 19, CFIX_COLUMN_UTF16), 0, 16);
	assert_int_equal(cfix_text_pos_to_offset(
				 t, n, (struct cfix_text_pos){ 0, 16 },
				 CFIX_COLUMN_UTF16), 19);
	/* inside the 4-byte sequence: counts as its start */
	assert_pos(cfix_text_pos_from_offset(t, n, 9, CFIX_COLUMN_UTF16), 0, 6);
	/* between the two UTF-16 units of the non-BMP character: its start */
	assert_int_equal(cfix_text_pos_to_offset(
				 t, n, (struct cfix_text_pos){ 0, 7 },
				 CFIX_COLUMN_UTF16), 7);
}

static void test_positions_line_ends(void **state)
{
	const char t[] = "a\r\nbc\rd\ne";
	size_t n = sizeof(t) - 1;

	assert_pos(cfix_text_pos_from_offset(t, n, 3, CFIX_COLUMN_UTF16), 1, 0);
	assert_pos(cfix_text_pos_from_offset(t, n, 6, CFIX_COLUMN_UTF16), 2, 0);
	assert_pos(cfix_text_pos_from_offset(t, n, 8, CFIX_COLUMN_UTF16), 3, 0);
	assert_pos(cfix_text_pos_from_offset(t, n, 99, CFIX_COLUMN_BYTES), 3, 1);
	/* a column past the line's end stops before its newline */
	assert_int_equal(cfix_text_pos_to_offset(
				 t, n, (struct cfix_text_pos){ 0, 40 },
				 CFIX_COLUMN_BYTES), 1);
	assert_int_equal(cfix_text_pos_to_offset(
				 t, n, (struct cfix_text_pos){ 2, 0 },
				 CFIX_COLUMN_BYTES), 6);
	assert_int_equal(cfix_text_pos_to_offset(
				 t, n, (struct cfix_text_pos){ 9, 0 },
				 CFIX_COLUMN_BYTES), n);
}

static void test_match_edits(void **state)
{
	struct fixture *fx = *state;
	uint32_t count;
	const struct cfix_edit *edits =
		cfix_editset_match_edits(fx->edits, &fx->matches[0], &count);

	assert_int_equal(count, 2);
	assert_string_equal(edits[0].text, "(");
	assert_string_equal(edits[1].text, ")");
	assert_null(cfix_editset_match_edits(fx->edits, &fx->matches[1],
					     &count));
	assert_int_equal(count, 0);
	assert_null(cfix_editset_match_edits(NULL, &fx->matches[0], &count));
}

static void test_json_lines(void **state)
{
	struct fixture *fx = *state;
	struct cfix_buf out = CFIX_BUF_INIT;
	char *nl;
	json_t *first, *second;

	cfix_export_json_lines(&out, &fx->file);
	nl = strchr(out.data, '\n');
	assert_non_null(nl);
	first = json_loadb(out.data, (size_t)(nl - out.data), 0, NULL);
	second = json_loads(nl + 1, JSON_DISABLE_EOF_CHECK, NULL);
	assert_non_null(first);
	assert_non_null(second);
	assert_string_equal(json_string_value(json_object_get(first, "file")),
			    "dir/a \"q\".c");
	assert_int_equal(json_integer_value(json_object_get(first, "line")), 1);
	assert_int_equal(json_integer_value(json_object_get(first, "col")), 20);
	assert_int_equal(json_integer_value(json_object_get(first, "end_col")),
			 26);
	assert_string_equal(json_string_value(json_object_get(
				    json_object_get(first, "fix"), "text")),
			    "!(x & F)");
	assert_int_equal(json_array_size(json_object_get(first, "edits")), 2);
	assert_true(json_is_null(json_object_get(second, "fix")));
	assert_string_equal(json_string_value(json_object_get(
				    second, "not_rewritten")),
			    "the match lies in a macro");
	json_decref(first);
	json_decref(second);
	cfix_buf_release(&out);
}

static void test_fixit_lines(void **state)
{
	struct fixture *fx = *state;
	struct cfix_buf out = CFIX_BUF_INIT;

	cfix_export_fixit_lines(&out, &fx->file);
	assert_string_equal(
		out.data,
		"dir/a \"q\".c:1:20: warning: '!' binds tighter than '&' [notand]\n"
		"fix-it:\"dir/a \\\"q\\\".c\":{1:21-1:21}:\"(\"\n"
		"fix-it:\"dir/a \\\"q\\\".c\":{1:26-1:26}:\")\"\n"
		"dir/a \"q\".c:2:9: warning: m2 [notand]\n");
	cfix_buf_release(&out);
}

static void test_yaml(void **state)
{
	struct fixture *fx = *state;
	struct cfix_export *run = cfix_export_new();
	struct cfix_buf out = CFIX_BUF_INIT;

	cfix_export_add(run, &fx->file);
	assert_int_equal(cfix_export_yaml(run, &out, &fx->sink), 0);
	assert_non_null(strstr(out.data, "---\nMainSourceFile: "));
	assert_non_null(strstr(out.data, "DiagnosticName: \"notand\""));
	assert_non_null(strstr(out.data, "FileOffset: 19\n"));
	assert_non_null(strstr(out.data, " Offset: 20\n"));
	assert_non_null(strstr(out.data, "Length: 0\n"));
	assert_non_null(strstr(out.data, "ReplacementText: \")\""));
	assert_non_null(strstr(out.data, "Replacements: []"));	/* 2nd match */
	assert_non_null(strstr(out.data, "a \\\"q\\\".c\""));
	assert_non_null(strstr(out.data, "\n...\n"));
	cfix_buf_release(&out);
	cfix_export_free(run);
}

static void test_sarif(void **state)
{
	struct fixture *fx = *state;
	struct cfix_export *run = cfix_export_new();
	struct cfix_buf out = CFIX_BUF_INIT;
	json_t *log, *results, *region, *repl;

	cfix_export_add(run, &fx->file);
	assert_int_equal(cfix_export_sarif(run, "9.9", &out, &fx->sink), 0);
	log = json_loads(out.data, 0, NULL);
	assert_non_null(log);
	assert_string_equal(json_string_value(json_object_get(log, "version")),
			    "2.1.0");
	results = json_object_get(json_array_get(json_object_get(log, "runs"),
						 0), "results");
	assert_int_equal(json_array_size(results), 2);
	region = json_object_get(json_object_get(json_array_get(
		json_object_get(json_array_get(results, 0), "locations"), 0),
		"physicalLocation"), "region");
	assert_int_equal(json_integer_value(json_object_get(region,
							    "startColumn")), 17);
	repl = json_array_get(json_object_get(json_array_get(json_object_get(
		json_array_get(json_object_get(json_array_get(results, 0),
					       "fixes"), 0),
		"artifactChanges"), 0), "replacements"), 0);
	assert_string_equal(json_string_value(json_object_get(
				    json_object_get(repl, "insertedContent"),
				    "text")), "(");
	assert_null(json_object_get(json_array_get(results, 1), "fixes"));
	json_decref(log);
	cfix_buf_release(&out);
	cfix_export_free(run);
}

static void test_save_error(void **state)
{
	struct fixture *fx = *state;
	struct cfix_buf buf = CFIX_BUF_INIT;

	cfix_buf_adds(&buf, "x");
	assert_int_equal(cfix_export_save("/nonexistent-dir/x.yaml", &buf,
					  &fx->sink), -1);
	assert_int_equal(fx->sink.diags.len, 1);
	assert_non_null(strstr(fx->sink.diags.items[0].message,
			       "cannot write"));
	cfix_buf_release(&buf);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_positions_units),
		cmocka_unit_test(test_positions_line_ends),
		cmocka_unit_test_setup_teardown(test_match_edits, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_json_lines, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_fixit_lines, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_yaml, setup, teardown),
		cmocka_unit_test_setup_teardown(test_sarif, setup, teardown),
		cmocka_unit_test_setup_teardown(test_save_error, setup,
						teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
