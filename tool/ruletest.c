/*
 * cfix --test RULE.cocci: runs a rule over the test cases that sit next
 * to it, as Coccinelle lays them out (NAME.cocci, NAME.c, NAME.res), so
 * rules can be written test-first.  Each case NAME.c is parsed (with
 * the arguments after "--", else cfix's defaults), the rule's fixes are
 * applied in memory, and the text must equal NAME.res; a case whose
 * .res equals its .c checks that the rule does not fire.  More cases
 * may sit in a folder NAME.tests/ (X.c -> X.res).  Nothing is written.
 *
 * A failure prints a unified diff from the expected text to cfix's.
 */
#include "tool.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>

typedef CFIX_ARRAY(char *) name_list;

/* The fixed text of case_path under rules into *fixed; -1 on an error
 * (in sink). */
static int fix_case(const struct cfix_options *opts,
		    const struct cfix_ruleset *rules, const char *case_path,
		    struct cfix_buf *fixed, uint32_t *findings,
		    struct cfix_diag_sink *sink)
{
	struct cfix_source_options sopts = {
		.args = opts->compiler_args, .nargs = opts->ncompiler_args,
		.repair_rounds = 3,
	};
	struct cfix_pipeline_options popts = { .rules = rules,
					       .parse = &sopts };
	struct cfix_pipeline_result found;
	struct cfix_source *source = NULL;
	int status = -1;

	if (cfix_source_parse(case_path, &sopts, sink, &source))
		return -1;
	cfix_pipeline_result_init(&found);
	if (cfix_pipeline_run(source, &popts, sink, &found) || found.failed)
		goto out;
	*findings = found.nmatches;
	status = cfix_editset_apply(found.edits, fixed, sink);
out:
	cfix_pipeline_result_release(&found);
	cfix_source_free(source);
	return status;
}

/* Runs one case; true when it passes.  Prints its line (and diff). */
static bool run_case(const struct cfix_options *opts,
		     const struct cfix_ruleset *rules, const char *c_path,
		     const char *res_path)
{
	struct cfix_buf expected = CFIX_BUF_INIT, fixed = CFIX_BUF_INIT;
	struct cfix_buf diff = CFIX_BUF_INIT, errors = CFIX_BUF_INIT;
	struct cfix_diag_sink sink;
	uint32_t findings = 0;
	bool pass = false;
	int err;

	cfix_diag_sink_init(&sink);
	err = cfix_buf_read_file(&expected, res_path);
	if (err) {
		printf("FAIL %s: cannot read %s: %s\n", c_path, res_path,
		       strerror(err));
		goto out;
	}
	if (fix_case(opts, rules, c_path, &fixed, &findings, &sink)) {
		printf("FAIL %s: cfix could not run the rule on it\n", c_path);
		goto out;
	}
	if (fixed.len == expected.len &&
	    !memcmp(fixed.data, expected.data, fixed.len)) {
		printf("ok   %s (%u finding%s)\n", c_path, findings,
		       findings == 1 ? "" : "s");
		pass = true;
		goto out;
	}
	printf("FAIL %s: the fixed text differs from %s "
	       "(- expected, + cfix's):\n", c_path, res_path);
	cfix_diff_append(&diff, c_path, expected.data, expected.len,
			 fixed.data, fixed.len);
	fputs(diff.data, stdout);
out:
	for (size_t i = 0; i < sink.diags.len; i++)
		if (sink.diags.items[i].severity != CFIX_DIAG_NOTE)
			cfix_diag_render(&sink.diags.items[i], &errors);
	fputs(errors.data, stdout);
	cfix_diag_sink_release(&sink);
	cfix_buf_release(&expected);
	cfix_buf_release(&fixed);
	cfix_buf_release(&diff);
	cfix_buf_release(&errors);
	return pass;
}

/* The X.c of dir that have an X.res, sorted, as "dir/X" stems. */
static void cases_in(const char *dir, name_list *stems)
{
	DIR *d = opendir(dir);
	struct dirent *entry;

	if (!d)
		return;
	while ((entry = readdir(d))) {
		size_t n = strlen(entry->d_name);

		if (cfix_name_has_suffix(entry->d_name, ".c"))
			cfix_array_push(stems, cfix_xasprintf("%s/%.*s", dir,
					(int)(n - 2), entry->d_name));
	}
	closedir(d);
	if (stems->len)
		qsort(stems->items, stems->len, sizeof(*stems->items),
		      cfix_name_compare);
}

/* Tests one rule file; adds to *passed and *failed. */
static void test_rule(const struct cfix_options *opts, const char *rule,
		      unsigned *passed, unsigned *failed)
{
	size_t n = strlen(rule);
	size_t stem_len = cfix_name_has_suffix(rule, ".cocci") ? n - 6 : n;
	char *stem = cfix_xasprintf("%.*s", (int)stem_len, rule);
	char *folder = cfix_xasprintf("%s.tests", stem);
	struct cfix_ruleset *rules = cfix_ruleset_new();
	struct cfix_diag_sink sink;
	struct cfix_buf errors = CFIX_BUF_INIT;
	name_list stems = { 0 };

	cfix_diag_sink_init(&sink);
	if (cfix_ruleset_add_file(rules, rule, &sink)) {
		for (size_t i = 0; i < sink.diags.len; i++)
			cfix_diag_render(&sink.diags.items[i], &errors);
		printf("FAIL %s: the rule does not parse\n%s", rule,
		       errors.data);
		(*failed)++;
		goto out;
	}
	cfix_array_push(&stems, cfix_xstrdup(stem));
	cases_in(folder, &stems);
	for (size_t i = 0; i < stems.len; i++) {
		char *c_path = cfix_xasprintf("%s.c", stems.items[i]);
		char *res_path = cfix_xasprintf("%s.res", stems.items[i]);
		FILE *probe = fopen(c_path, "r");

		if (probe) {
			fclose(probe);
			if (run_case(opts, rules, c_path, res_path))
				(*passed)++;
			else
				(*failed)++;
		} else if (i == 0 && stems.len == 1) {
			printf("FAIL %s: no test case (%s with %s, or %s/*.c "
			       "with their .res)\n", rule, c_path, res_path,
			       folder);
			(*failed)++;
		}
		free(c_path);
		free(res_path);
	}
out:
	for (size_t i = 0; i < stems.len; i++)
		free(stems.items[i]);
	cfix_array_release(&stems);
	cfix_diag_sink_release(&sink);
	cfix_buf_release(&errors);
	cfix_ruleset_free(rules);
	free(folder);
	free(stem);
}

int cfix_rule_tests(const struct cfix_options *opts)
{
	unsigned passed = 0, failed = 0;

	for (size_t i = 0; i < opts->tests.len; i++)
		test_rule(opts, opts->tests.items[i], &passed, &failed);
	printf("%u passed, %u failed\n", passed, failed);
	return failed ? 1 : 0;
}
