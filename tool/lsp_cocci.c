/*
 * Rule files in the editor: `cfix lsp` serves .cocci documents too.
 * While the rule is typed, the rule parser's errors (the ones `cfix
 * --sp-file` prints, at the same line and column) are its diagnostics;
 * hover on a metavariable says its kind, its declaration and where its
 * value is bound; the command cfix.runRuleTests runs the rule's --test
 * cases (tool/ruletest.c, the same files `cfix --test` takes).
 *
 * Design decision: the server parses rule text itself, with no worker.
 * The rule parser (matchers/smpl/) runs no script (Python sits in a
 * layer above it) and is linear in the text, whose size is bounded by
 * --max-file-size; a worker would only add a fork per keystroke.
 * Running the tests executes the rule (its scripts, clang on the
 * cases), so that happens in a worker under the limits, and a rule
 * that runs Python runs only from a trusted folder (docs/trust.md).
 */
#define _GNU_SOURCE	/* memfd_create */
#include "lsp.h"

#include <ctype.h>
#include <limits.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

enum { RPC_INVALID_PARAMS = -32602 };

/* LSP's DiagnosticSeverity of a cfix diagnostic. */
static int lsp_severity(enum cfix_severity severity)
{
	return severity == CFIX_DIAG_ERROR ? 1
	       : severity == CFIX_DIAG_WARNING ? 2 : 3;
}

static json_t *position(const char *text, size_t len, uint32_t offset,
			enum cfix_column_unit unit)
{
	struct cfix_text_pos pos =
		cfix_text_pos_from_offset(text, len, offset, unit);

	return json_pack("{s:i, s:i}", "line", (int)pos.line, "character",
			 (int)pos.col);
}

static json_t *range(const char *text, size_t len, uint32_t begin,
		     uint32_t end, enum cfix_column_unit unit)
{
	return json_pack("{s:o, s:o}", "start",
			 position(text, len, begin, unit), "end",
			 position(text, len, end, unit));
}

static json_t *diagnostic(json_t *where, int severity, const char *message)
{
	json_t *text = json_string(message);

	return json_pack("{s:o, s:i, s:s, s:s, s:o}", "range", where,
			 "severity", severity, "source", "cfix", "code",
			 "cfix-rule", "message",
			 text ? text : json_string("(message is not UTF-8)"));
}

/* One parser diagnostic on the document: at its place when it is in
 * name, else (a file it names) on the first line with its place. */
static json_t *parser_diagnostic(const struct cfix_diag *d, const char *name,
				 const char *text, size_t len,
				 enum cfix_column_unit unit)
{
	struct cfix_buf message = CFIX_BUF_INIT;
	uint32_t begin = d->loc.offset, end;
	json_t *diag;

	if (!d->loc.file || strcmp(d->loc.file, name) || !d->loc.line) {
		if (d->loc.file && strcmp(d->loc.file, name))
			cfix_buf_addf(&message, "%s:%u:%u: ", d->loc.file,
				      d->loc.line, d->loc.col);
		begin = 0;
	}
	cfix_buf_addf(&message, "%s", d->message);
	if (begin > len)
		begin = (uint32_t)len;
	end = begin + d->caret_len > len ? (uint32_t)len : begin + d->caret_len;
	diag = diagnostic(range(text, len, begin, end, unit),
			  lsp_severity(d->severity), message.data);
	cfix_buf_release(&message);
	return diag;
}

/* Parses text into a new set; the parser's diagnostics go to sink.
 * NULL when it does not parse. */
static struct cfix_ruleset *rule_parse(const char *name, const char *text,
				       size_t len, struct cfix_diag_sink *sink)
{
	struct cfix_ruleset *set = cfix_ruleset_new();

	if (!cfix_ruleset_add_text(set, name, text, len, sink))
		return set;
	cfix_ruleset_free(set);
	return NULL;
}

bool cfix_lsp_is_rule(const char *language, const char *uri)
{
	if (language && (!strcmp(language, "cocci") ||
			 !strcmp(language, "smpl")))
		return true;
	return uri && cfix_name_has_suffix(uri, ".cocci");
}

json_t *cfix_lsp_rule_diagnostics(const struct cfix_lsp_setup *setup,
				  const char *name, const char *text,
				  size_t len, enum cfix_column_unit unit)
{
	json_t *diags = json_array();
	struct cfix_diag_sink sink;
	struct cfix_buf why = CFIX_BUF_INIT;

	if (setup->max_file_size && len > setup->max_file_size) {
		cfix_buf_addf(&why, "cfix did not parse this rule file: it is "
			      "larger than --max-file-size (");
		cfix_size_format(setup->max_file_size, &why);
		cfix_buf_addf(&why, ")");
		json_array_append_new(diags, diagnostic(range(text, len, 0, 0,
							      unit),
							1, why.data));
		cfix_buf_release(&why);
		return diags;
	}
	cfix_diag_sink_init(&sink);
	sink.max_errors = 100;
	cfix_ruleset_free(rule_parse(name, text, len, &sink));
	for (size_t i = 0; i < sink.diags.len; i++)
		json_array_append_new(diags,
				      parser_diagnostic(&sink.diags.items[i],
							name, text, len, unit));
	cfix_diag_sink_release(&sink);
	return diags;
}

/* ---- hover ------------------------------------------------------------------ */

/* The name at offset: [*begin, *end).  On "r" of "r.x" it is "x", the
 * name the rule's body uses.  False when offset is on no name. */
static bool word_at(const char *text, size_t len, uint32_t offset,
		    uint32_t *begin, uint32_t *end)
{
	uint32_t b = offset > len ? (uint32_t)len : offset, e;

	if ((b == len || !cfix_is_name_char(text[b])) && b > 0 &&
	    cfix_is_name_char(text[b - 1]))
		b--;	/* just after the name */
	if (b == len || !cfix_is_name_char(text[b]))
		return false;
	while (b > 0 && cfix_is_name_char(text[b - 1]))
		b--;
	for (e = b; e < len && cfix_is_name_char(text[e]); e++)
		;
	if (e + 1 < len && text[e] == '.' && cfix_is_name_char(text[e + 1])) {
		b = e + 1;
		for (e = b; e < len && cfix_is_name_char(text[e]); e++)
			;
	}
	*begin = b;
	*end = e;
	return !isdigit((unsigned char)text[b]);
}

/* The hover's text, in Markdown. */
static void hover_text(const struct cfix_metavar_info *mv,
		       struct cfix_buf *out)
{
	cfix_buf_addf(out, "**%s** `%s`", mv->kind, mv->name);
	if (mv->type)
		cfix_buf_addf(out, " of type `%s`", mv->type);
	cfix_buf_addf(out, "\n\ndeclared in rule `%s` at line %u",
		      mv->rule, mv->loc.line);
	if (mv->from_rule)
		cfix_buf_addf(out, "\n\ninherited from rule `%s` (`%s.%s`)",
			      mv->from_rule, mv->from_rule, mv->from_name);
	if (!mv->bound.line)
		return;
	if (mv->bound.col)
		cfix_buf_addf(out, "\n\nbound by rule `%s` at line %u, "
			      "column %u", mv->bound_rule, mv->bound.line,
			      mv->bound.col);
	else
		cfix_buf_addf(out, "\n\nbound by script rule `%s` (line %u)",
			      mv->bound_rule, mv->bound.line);
}

json_t *cfix_lsp_rule_hover(const struct cfix_lsp_setup *setup,
			    const char *name, const char *text, size_t len,
			    uint32_t offset, enum cfix_column_unit unit)
{
	struct cfix_diag_sink sink;
	struct cfix_ruleset *set = NULL;
	struct cfix_metavar_info mv;
	struct cfix_buf word = CFIX_BUF_INIT, shown = CFIX_BUF_INIT;
	uint32_t begin, end;
	json_t *hover = NULL;

	cfix_diag_sink_init(&sink);
	if ((setup->max_file_size && len > setup->max_file_size) ||
	    !word_at(text, len, offset, &begin, &end))
		goto out;
	cfix_buf_add(&word, text + begin, end - begin);
	set = rule_parse(name, text, len, &sink);
	if (!set || !cfix_ruleset_metavar_at(set, begin, word.data, &mv))
		goto out;
	hover_text(&mv, &shown);
	hover = json_pack("{s:{s:s, s:s}, s:o}", "contents", "kind",
			  "markdown", "value", shown.data, "range",
			  range(text, len, begin, end, unit));
out:
	cfix_ruleset_free(set);
	cfix_diag_sink_release(&sink);
	cfix_buf_release(&word);
	cfix_buf_release(&shown);
	return hover ? hover : json_null();
}

/* ---- running the tests (in a worker) ----------------------------------------- */

/* Does path's rule run Python from a folder the user does not trust?
 * Then why, in refused. */
static bool tests_refused(const struct cfix_lsp_setup *setup,
			  const char *path, struct cfix_buf *refused)
{
	struct cfix_ruleset *set = cfix_ruleset_new();
	struct cfix_diag_sink sink;
	struct cfix_trust *trust = NULL;
	char *dir = NULL, *slash = strrchr(path, '/');
	char real[PATH_MAX];
	bool python, trusted = false;

	cfix_diag_sink_init(&sink);
	python = !cfix_ruleset_add_file(set, path, &sink) &&
		 cfix_ruleset_runs_python(set);
	if (python) {
		dir = slash ? cfix_xstrndup(path, (size_t)(slash - path + 1))
			    : cfix_xstrdup(".");
		trust = cfix_trust_new(setup->trust_checkout);
		trusted = realpath(dir, real) &&
			  cfix_trust_folder(trust, real, &sink);
	}
	if (python && !trusted)
		cfix_buf_addf(refused, "cfix did not run the tests of '%s': its "
			      "rules run Python scripts and its folder is not "
			      "trusted (to trust it, add '%s' to %s, or start "
			      "cfix lsp with --trust-checkout; see "
			      "docs/trust.md)", path, realpath(dir, real)
			      ? real : dir, cfix_trust_list_path(trust));
	cfix_trust_free(trust);
	free(dir);
	cfix_diag_sink_release(&sink);
	cfix_ruleset_free(set);
	return python && !trusted;
}

/* Reads fd from its start into out. */
static void read_back(int fd, struct cfix_buf *out)
{
	lseek(fd, 0, SEEK_SET);
	cfix_buf_read_fd(out, fd);
}

/*
 * The tests' worker task (cfix_lsp_task_fn): runs cfix_rule_tests() on
 * the rule file at path, its printed report into out; or, when the
 * rule runs Python and its folder is not trusted (docs/trust.md), runs
 * nothing and says why in refused.
 */
static void tests_run(const struct cfix_lsp_setup *setup, const char *path,
		      struct cfix_buf *out, struct cfix_buf *refused)
{
	struct cfix_options opts = { 0 };
	int fd, saved;

	if (tests_refused(setup, path, refused))
		return;
	fd = memfd_create("cfix-rule-tests", MFD_CLOEXEC);
	saved = dup(STDOUT_FILENO);
	if (fd < 0 || saved < 0) {
		cfix_buf_addf(refused, "cfix could not capture the tests' "
			      "report");
		goto out;
	}
	/* cfix_rule_tests() prints its report, as `cfix --test` does */
	cfix_array_push(&opts.tests, path);
	fflush(stdout);
	dup2(fd, STDOUT_FILENO);
	cfix_rule_tests(&opts);
	fflush(stdout);
	dup2(saved, STDOUT_FILENO);
	read_back(fd, out);
out:
	if (fd >= 0)
		close(fd);
	if (saved >= 0)
		close(saved);
	cfix_array_release(&opts.tests);
}

/* ---- the command (in the server) --------------------------------------------- */

const char *cfix_lsp_command_uri(json_t *params)
{
	json_t *arg = json_array_get(json_object_get(params, "arguments"), 0);

	if (json_is_object(arg))
		arg = json_object_get(arg, "uri");
	return json_string_value(arg);
}

/* Runs the tests' worker to its end; false if it could not start. */
static bool tests_wait(struct cfix_lsp_worker *worker,
		       struct cfix_lsp_analysis *analysis)
{
	enum cfix_lsp_progress progress = CFIX_LSP_RUNNING;

	if (!worker || !cfix_lsp_worker_send(worker, "", 0))
		return false;
	while (progress == CFIX_LSP_RUNNING) {
		struct pollfd pfd = { .fd = cfix_lsp_worker_fd(worker),
				      .events = POLLIN };
		double wait = cfix_lsp_worker_wait(worker);

		if (poll(&pfd, 1, wait < 0 ? -1 : (int)(wait * 1000) + 1) < 0)
			pfd.revents = 0;	/* EINTR */
		progress = cfix_lsp_worker_poll(worker, pfd.revents != 0,
						analysis);
	}
	return true;
}

/* Adds a case to cases, unless it is the last one again (a case that
 * fails twice, on its text and on its markers). */
static void case_add(json_t *cases, const char *file, size_t len, bool ok)
{
	json_t *last = json_array_get(cases, json_array_size(cases) - 1);
	const char *was = json_string_value(json_object_get(last, "file"));

	if (was && strlen(was) == len && !memcmp(was, file, len)) {
		json_object_set_new(last, "ok", json_boolean(
			ok && json_is_true(json_object_get(last, "ok"))));
		return;
	}
	json_array_append_new(cases, json_pack("{s:s%, s:b}", "file", file,
					       len, "ok", ok));
}

/* The cases of a --test report ("ok   PATH (...)", "FAIL PATH: ...")
 * as [{"file", "ok"}]; *passed and *failed from its last line. */
static json_t *report_cases(const char *report, int *passed, int *failed)
{
	json_t *cases = json_array();

	for (const char *line = report; line && *line;) {
		const char *nl = strchr(line, '\n');
		size_t n = nl ? (size_t)(nl - line) : strlen(line);
		bool ok = !strncmp(line, "ok   ", 5);
		const char *file = line + 5;	/* after "ok   " or "FAIL " */
		const char *stop = ok ? strstr(file, " (") : strstr(file, ": ");

		if ((ok || !strncmp(line, "FAIL ", 5)) && stop &&
		    stop < line + n)
			case_add(cases, file, (size_t)(stop - file), ok);
		sscanf(line, "%d passed, %d failed", passed, failed);
		line = nl ? nl + 1 : NULL;
	}
	return cases;
}

/* Does the saved rule file differ from the editor's text? */
static bool unsaved_changes(const char *path, const struct cfix_buf *unsaved)
{
	struct cfix_buf saved = CFIX_BUF_INIT;
	bool differ = unsaved &&
		      (cfix_buf_read_file(&saved, path) ||
		       saved.len != unsaved->len ||
		       memcmp(saved.data, unsaved->data, saved.len));

	cfix_buf_release(&saved);
	return differ;
}

/* A notification for the client, to notes: {"method", "params"}. */
static void note(json_t *notes, const char *method, int type,
		 const char *message)
{
	json_array_append_new(notes, json_pack("{s:s, s:{s:i, s:s}}",
					       "method", method, "params",
					       "type", type, "message",
					       message));
}

/* Tells the user how the tests went (into notes) and builds the
 * command's result. */
static json_t *tests_report(const char *path,
			    const struct cfix_lsp_analysis *analysis,
			    bool unsaved, json_t *notes)
{
	int passed = 0, failed = 0;
	const char *report = analysis->log ? analysis->log : "";
	json_t *cases = report_cases(report, &passed, &failed);
	struct cfix_buf said = CFIX_BUF_INIT;
	json_t *result;

	if (analysis->failure)
		cfix_buf_addf(&said, "%s", analysis->failure);
	else
		cfix_buf_addf(&said, "%s: %d passed, %d failed%s", path,
			      passed, failed, unsaved
			      ? " (the saved file; the editor's text has "
				"unsaved changes)" : "");
	if (*report)
		note(notes, "window/logMessage", 3, report);
	note(notes, "window/showMessage", analysis->failure || failed ? 1 : 3,
	     said.data);
	result = json_pack("{s:i, s:i, s:o, s:s, s:s?}", "passed", passed,
			   "failed", failed, "cases", cases, "output", report,
			   "error", analysis->failure);
	cfix_buf_release(&said);
	return result;
}

json_t *cfix_lsp_rule_command(const struct cfix_lsp_setup *setup,
			      json_t *params, const char *path,
			      const struct cfix_buf *unsaved, json_t *notes,
			      int *code)
{
	const char *command = json_string_value(json_object_get(params,
								"command"));
	struct cfix_lsp_analysis analysis = { 0 };
	struct cfix_lsp_worker *worker;
	json_t *result;

	if (!command || strcmp(command, CFIX_LSP_RUN_TESTS)) {
		*code = RPC_INVALID_PARAMS;
		return json_string("unknown command");
	}
	if (!path) {
		*code = RPC_INVALID_PARAMS;
		return json_string(CFIX_LSP_RUN_TESTS " needs the rule file's "
				   "file: URI as its argument");
	}
	worker = cfix_lsp_worker_new_task(setup, path, tests_run);
	if (!tests_wait(worker, &analysis))
		analysis.failure = cfix_xstrdup("cfix could not start a worker "
						"process to run the tests");
	result = tests_report(path, &analysis, unsaved_changes(path, unsaved),
			      notes);
	cfix_lsp_worker_free(worker);
	cfix_lsp_analysis_release(&analysis);
	return result;
}
