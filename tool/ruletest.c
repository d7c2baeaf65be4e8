/*
 * cfix --test RULE.cocci: runs a rule over the test cases that sit next
 * to it, as Coccinelle lays them out (NAME.cocci, NAME.c, NAME.res), so
 * rules can be written test-first.  Each case NAME.c is parsed (with
 * the arguments after "--", else cfix's defaults), the rule's fixes are
 * applied in memory, and the text must equal NAME.res.  More cases may
 * sit in a folder NAME.tests/ (X.c -> X.res).  Nothing is written.
 *
 * The findings are pinned too, by marker comments in the case, as
 * semgrep's tests write them: `// ruleid: NAME` expects a finding of
 * rule NAME on the line below it (on its own line, for a comment after
 * code), `// ok: NAME` expects none there.  With a marker, every finding
 * must be marked; without one, a case whose .res equals its .c checks
 * that the rule does not fire at all.
 *
 * The rule runs whatever the kind of project (it is named), with the
 * vocabulary of the `.cfix` above each case (profile.c), so a rule's
 * cases can test a project's wrappers.
 *
 * A failure prints a unified diff from the expected text to cfix's, and
 * each finding missing or unexpected at its file:line.
 */
#include "tool.h"

#include <ctype.h>
#include <dirent.h>
#include <stdlib.h>
#include <string.h>

typedef CFIX_ARRAY(char *) name_list;

/* A finding of a case: where it starts, and its rule. */
struct finding {
	struct cfix_loc loc;
	char *rule;
};

typedef CFIX_ARRAY(struct finding) finding_list;

/* A marker comment's expectation: a finding of rule on line (ruleid:),
 * or none (ok:); met: a finding answered it. */
struct marker {
	uint32_t line;
	char *rule;
	bool expected, met;
};

typedef CFIX_ARRAY(struct marker) marker_list;

/* Copies found's findings (on source's text) into out. */
static void findings_copy(const struct cfix_source *source,
			  const char *case_path,
			  const struct cfix_pipeline_result *found,
			  finding_list *out)
{
	size_t len;
	const char *text = cfix_source_text(source, &len);

	for (uint32_t i = 0; i < found->nmatches; i++) {
		const struct cfix_match *m = &found->matches[i];

		cfix_array_push(out, ((struct finding){
			.loc = cfix_loc_from_offset(case_path, text, len,
						    m->begin),
			.rule = cfix_xstrdup(m->rule) }));
	}
}

/* The fixed text of case_path under rules into *fixed, its findings
 * into *findings; -1 on an error (in sink). */
static int fix_case(const struct cfix_options *opts,
		    const struct cfix_ruleset *rules, const char *case_path,
		    struct cfix_buf *fixed, finding_list *findings,
		    struct cfix_diag_sink *sink)
{
	struct cfix_source_options sopts = {
		.args = opts->compiler_args, .nargs = opts->ncompiler_args,
		.repair_rounds = 3, .front = opts->parser,
		.args_given = opts->ncompiler_args > 0,
	};
	/* a rule's cases test its fix, whatever its header says */
	struct cfix_pipeline_options popts = { .rules = rules,
					       .parse = &sopts,
					       .review_fixes = true };
	struct cfix_pipeline_result found;
	struct cfix_source *source = NULL;
	int status = -1;

	if (cfix_source_parse_for(case_path, rules, &sopts, sink, &source))
		return -1;
	cfix_pipeline_result_init(&found);
	if (cfix_pipeline_run(source, &popts, sink, &found) || found.failed)
		goto out;
	findings_copy(source, case_path, &found, findings);
	status = cfix_source_mode(source) == CFIX_PARSE_OWN
			 ? cfix_editset_apply_plain(found.edits, fixed, sink)
			 : cfix_editset_apply(found.edits, fixed, sink);
out:
	cfix_pipeline_result_release(&found);
	cfix_source_free(source);
	return status;
}

/* Reading a case's marker comments: the text, where the reading is,
 * and which lines hold code (code.items[k]: line k + 1). */
struct case_scan {
	const char *text;
	size_t len, i;
	uint32_t line;
	bool line_code;		/* code seen on this line so far */
	CFIX_ARRAY(bool) code;
};

static void scan_newline(struct case_scan *sc)
{
	cfix_array_push(&sc->code, sc->line_code);
	sc->line++;
	sc->line_code = false;
}

static bool is_name_char(char ch)
{
	return isalnum((unsigned char)ch) || ch == '_' || ch == '-' ||
	       ch == '.';
}

/* The markers of a comment's text: "ruleid: a, b" or "ok: a", on line
 * (0: the next line holding code, set later). */
static void comment_markers(const char *body, size_t n, uint32_t line,
			    marker_list *out)
{
	size_t i = 0, word;
	bool expected;

	while (i < n && isspace((unsigned char)body[i]))
		i++;
	if (n - i > 7 && !strncmp(body + i, "ruleid:", 7))
		expected = true, i += 7;
	else if (n - i > 3 && !strncmp(body + i, "ok:", 3))
		expected = false, i += 3;
	else
		return;
	for (;;) {
		while (i < n && (isspace((unsigned char)body[i]) ||
				 body[i] == ','))
			i++;
		for (word = i; i < n && is_name_char(body[i]); i++)
			;
		if (i == word)
			return;
		cfix_array_push(out, ((struct marker){
			.line = line, .expected = expected,
			.rule = cfix_xasprintf("%.*s", (int)(i - word),
					       body + word) }));
	}
}

/* Reads the comment at sc->i ("//" or a block comment) and its
 * markers. */
static void scan_comment(struct case_scan *sc, marker_list *out)
{
	bool block = sc->text[sc->i + 1] == '*';
	uint32_t line = sc->line_code ? sc->line : 0;
	size_t body = sc->i + 2, end;

	sc->i = body;
	while (sc->i < sc->len &&
	       (block ? strncmp(sc->text + sc->i, "*/", 2)
		      : sc->text[sc->i] != '\n')) {
		if (sc->text[sc->i] == '\n')
			scan_newline(sc);
		sc->i++;
	}
	end = sc->i;
	if (block && sc->i < sc->len)
		sc->i += 2;
	comment_markers(sc->text + body, end - body, line, out);
}

/* Skips the string or character literal at sc->i. */
static void scan_literal(struct case_scan *sc)
{
	char quote = sc->text[sc->i++];

	while (sc->i < sc->len && sc->text[sc->i] != quote &&
	       sc->text[sc->i] != '\n')
		sc->i += sc->text[sc->i] == '\\' && sc->i + 1 < sc->len ? 2 : 1;
	if (sc->i < sc->len && sc->text[sc->i] == quote)
		sc->i++;
}

/* A marker alone on its line is for the next line holding code, from
 * line (the line its comment ends on); it stays there when none does. */
static uint32_t code_line_after(const struct case_scan *sc, uint32_t line)
{
	for (uint32_t k = line; k < sc->code.len; k++)
		if (sc->code.items[k])
			return k + 1;
	return line;
}

/* The marker comments of a case's text, into out. */
static void markers_read(const char *text, size_t len, marker_list *out)
{
	struct case_scan sc = { .text = text, .len = len, .line = 1 };

	while (sc.i < len) {
		char ch = text[sc.i];
		size_t before = out->len;

		if (ch == '/' && sc.i + 1 < len &&
		    (text[sc.i + 1] == '/' || text[sc.i + 1] == '*')) {
			scan_comment(&sc, out);
			for (size_t k = before; k < out->len; k++)
				if (!out->items[k].line)
					out->items[k].line = sc.line;
			continue;
		}
		if (ch == '\n') {
			scan_newline(&sc);
			sc.i++;
			continue;
		}
		if (!isspace((unsigned char)ch))
			sc.line_code = true;
		if (ch == '"' || ch == '\'')
			scan_literal(&sc);
		else
			sc.i++;
	}
	scan_newline(&sc);
	for (size_t k = 0; k < out->len; k++)
		if (out->items[k].line && !sc.code.items[out->items[k].line - 1])
			out->items[k].line =
				code_line_after(&sc, out->items[k].line);
	cfix_array_release(&sc.code);
}

/* The ruleid: marker of rule on line not yet met, or NULL. */
static struct marker *marker_find(marker_list *markers, uint32_t line,
				  const char *rule)
{
	for (size_t k = 0; k < markers->len; k++) {
		struct marker *mk = &markers->items[k];

		if (mk->expected && mk->line == line && !strcmp(mk->rule, rule))
			return mk;
	}
	return NULL;
}

/*
 * Do the findings agree with the markers (with none, and quiet set:
 * are there no findings)?  Prints, after a FAIL line, each finding no
 * marker expects and each ruleid: marker no finding met.  A marker is
 * met by one finding or more of its rule on its line.
 */
static bool findings_agree(const char *c_path, const finding_list *found,
			   marker_list *markers, bool quiet)
{
	struct cfix_buf why = CFIX_BUF_INIT;
	bool agree;

	if (!markers->len && !quiet)
		return true;
	for (size_t i = 0; i < found->len; i++) {
		const struct finding *f = &found->items[i];
		struct marker *mk = marker_find(markers, f->loc.line, f->rule);

		if (mk)
			mk->met = true;
		else
			cfix_buf_addf(&why, "%s:%u:%u: unexpected finding of '%s'\n",
				      c_path, f->loc.line, f->loc.col, f->rule);
	}
	for (size_t k = 0; k < markers->len; k++)
		if (markers->items[k].expected && !markers->items[k].met)
			cfix_buf_addf(&why, "%s:%u: no finding of '%s' (a ruleid: marker expects one)\n",
				      c_path, markers->items[k].line,
				      markers->items[k].rule);
	agree = !why.len;
	if (!agree)
		printf("FAIL %s: %s:\n%s", c_path,
		       markers->len ? "the findings differ from its markers"
				    : "the rule fires, though the .res equals the .c and no marker expects a finding",
		       why.data);
	cfix_buf_release(&why);
	return agree;
}

static void case_release(finding_list *found, marker_list *markers)
{
	for (size_t i = 0; i < found->len; i++)
		free(found->items[i].rule);
	for (size_t k = 0; k < markers->len; k++)
		free(markers->items[k].rule);
	cfix_array_release(found);
	cfix_array_release(markers);
}

/* Does the fixed text equal the expected one?  Prints the diff if not. */
static bool text_agrees(const char *c_path, const char *res_path,
			const struct cfix_buf *expected,
			const struct cfix_buf *fixed)
{
	struct cfix_buf diff = CFIX_BUF_INIT;

	if (fixed->len == expected->len &&
	    !memcmp(fixed->data, expected->data, fixed->len))
		return true;
	printf("FAIL %s: the fixed text differs from %s "
	       "(- expected, + cfix's):\n", c_path, res_path);
	cfix_diff_append(&diff, c_path, expected->data, expected->len,
			 fixed->data, fixed->len);
	fputs(diff.data, stdout);
	cfix_buf_release(&diff);
	return false;
}

/* Runs one case; true when it passes.  Prints its line (and diffs). */
static bool run_case(const struct cfix_options *opts,
		     const struct cfix_ruleset *rules, const char *c_path,
		     const char *res_path)
{
	struct cfix_buf expected = CFIX_BUF_INIT, fixed = CFIX_BUF_INIT;
	struct cfix_buf input = CFIX_BUF_INIT, errors = CFIX_BUF_INIT;
	struct cfix_diag_sink sink;
	finding_list found = { 0 };
	marker_list markers = { 0 };
	const char *unread;
	bool pass = false, quiet;
	int err;

	cfix_diag_sink_init(&sink);
	unread = res_path;
	err = cfix_buf_read_file(&expected, res_path);
	if (!err) {
		unread = c_path;
		err = cfix_buf_read_file(&input, c_path);
	}
	if (err) {
		printf("FAIL %s: cannot read %s: %s\n", c_path, unread,
		       strerror(err));
		goto out;
	}
	if (fix_case(opts, rules, c_path, &fixed, &found, &sink)) {
		printf("FAIL %s: cfix could not run the rule on it\n", c_path);
		goto out;
	}
	markers_read(input.data, input.len, &markers);
	quiet = input.len == expected.len &&
		!memcmp(input.data, expected.data, input.len);
	pass = text_agrees(c_path, res_path, &expected, &fixed);
	pass = findings_agree(c_path, &found, &markers, quiet) && pass;
	if (pass)
		printf("ok   %s (%zu finding%s)\n", c_path, found.len,
		       found.len == 1 ? "" : "s");
out:
	for (size_t i = 0; i < sink.diags.len; i++)
		if (sink.diags.items[i].severity != CFIX_DIAG_NOTE)
			cfix_diag_render(&sink.diags.items[i], &errors);
	fputs(errors.data, stdout);
	cfix_diag_sink_release(&sink);
	case_release(&found, &markers);
	cfix_buf_release(&expected);
	cfix_buf_release(&fixed);
	cfix_buf_release(&input);
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

/* Gives rules the vocabulary of the .cfix above c_path; false after
 * printing the .cfix's errors. */
static bool take_vocabulary(struct cfix_profiles *profiles,
			    struct cfix_ruleset *rules, const char *c_path)
{
	struct cfix_diag_sink sink;
	struct cfix_buf errors = CFIX_BUF_INIT;
	struct cfix_profile *p;

	cfix_diag_sink_init(&sink);
	p = cfix_profile_for(profiles, c_path, &sink);
	cfix_ruleset_set_vocabulary(rules, p ? p->vocab : NULL);
	for (size_t i = 0; !p && i < sink.diags.len; i++)
		cfix_diag_render(&sink.diags.items[i], &errors);
	if (!p)
		printf("FAIL %s: its .cfix has errors\n%s", c_path,
		       errors.data);
	cfix_diag_sink_release(&sink);
	cfix_buf_release(&errors);
	return p != NULL;
}

/* Tests one rule file; adds to *passed and *failed. */
static void test_rule(const struct cfix_options *opts,
		      struct cfix_profiles *profiles, const char *rule,
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
	/* initialize rules once before the cases, finalize once after,
	 * whatever the cases hold (as spatch runs them) */
	if (cfix_initialize_rules(rules, opts->timeout, NULL, &sink)) {
		for (size_t i = 0; i < sink.diags.len; i++)
			cfix_diag_render(&sink.diags.items[i], &errors);
		printf("FAIL %s: an initialize rule failed\n%s", rule,
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
			if (take_vocabulary(profiles, rules, c_path) &&
			    run_case(opts, rules, c_path, res_path))
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
	if (cfix_ruleset_finalize(rules, &sink)) {
		for (size_t i = 0; i < sink.diags.len; i++)
			cfix_diag_render(&sink.diags.items[i], &errors);
		printf("FAIL %s: a finalize rule failed\n%s", rule,
		       errors.data);
		(*failed)++;
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
	struct cfix_profiles *profiles = cfix_profiles_new(opts);
	unsigned passed = 0, failed = 0;

	for (size_t i = 0; i < opts->tests.len; i++)
		test_rule(opts, profiles, opts->tests.items[i], &passed,
			  &failed);
	cfix_profiles_free(profiles);
	printf("%u passed, %u failed\n", passed, failed);
	return failed ? 1 : 0;
}
