/*
 * `cfix --explain FILE:LINE`: why each rule did or did not match at a
 * line.  The file goes through the usual run (its profile's rules, its
 * compile flags, a worker), but past the prefilter, and the per-file
 * pipeline runs with the matcher's trace (matchers.h, struct
 * cfix_explain) instead of reporting findings: the explanation comes
 * from the real matcher, never from a second copy of it.  It changes
 * no file: with --diff or --in-place it explains all the same (on
 * stderr with --diff, whose stdout is the diff's).  The language
 * server's hover explains an editor's buffer the same way, in a forked
 * process (cfix_explain_buffer()).
 */
#define _GNU_SOURCE	/* pipe2 */
#include "tool.h"
#include "lsp.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* The number of lines of text[0, len): a last line without a newline
 * counts. */
static uint64_t line_count(const char *text, size_t len)
{
	uint64_t n = 0;

	for (size_t i = 0; i < len; i++)
		n += text[i] == '\n';
	return n + (len && text[len - 1] != '\n');
}

int cfix_explain_check(const char *path, unsigned line)
{
	struct cfix_buf text = CFIX_BUF_INIT;
	int err = cfix_buf_read_file(&text, path);
	uint64_t lines = err ? 0 : line_count(text.data, text.len);

	cfix_buf_release(&text);
	if (err) {
		fprintf(stderr, "%s:%u:1: error: --explain: cannot read the "
				"file: %s\n", path, line, strerror(err));
		return -1;
	}
	if (line > lines) {
		fprintf(stderr, "%s:%u:1: error: --explain: line %u is past "
				"the end of the file (%llu line%s)\n", path,
			line, line, (unsigned long long)lines,
			lines == 1 ? "" : "s");
		return -1;
	}
	return 0;
}

void cfix_explain_file(const struct cfix_options *opts,
		       const struct cfix_profile *profile,
		       struct cfix_source *source,
		       const struct cfix_source_options *sopts,
		       struct cfix_diag_sink *sink,
		       struct cfix_file_result *result)
{
	struct cfix_explain *ex = cfix_explain_new(profile->rules,
						   opts->explain_line);
	struct cfix_pipeline_options popts = {
		.rules = profile->rules, .parse = sopts, .out = &result->out,
		.explain = ex,
	};
	/* with --diff, stdout is for the diff: the text goes to stderr, as
	 * findings do */
	struct cfix_buf *out = opts->diff ? &result->err : &result->out;
	struct cfix_pipeline_result found;
	const char *text;
	size_t len;

	text = cfix_source_text(source, &len);
	cfix_explain_prefilter(ex, text, len);
	cfix_pipeline_result_init(&found);
	if (cfix_pipeline_run(source, &popts, sink, &found))
		result->failed = true;
	result->failed |= found.failed;
	/* the later stages' sources die with found: render first */
	cfix_explain_render(ex, source, opts->json, out);
	cfix_pipeline_result_release(&found);
	cfix_explain_free(ex);
	cfix_source_free(source);
}

/* ---- for the language server ------------------------------------------ */

/* The forked child's work: text parsed as the file at path, explained
 * into out. */
static void explain_child(const struct cfix_lsp_setup *setup,
			  const char *path, const char *text, size_t len,
			  unsigned line, struct cfix_buf *out)
{
	struct cfix_options opts = { .explain_line = line };
	struct cfix_compdb_cache *dbs = cfix_compdb_cache_new(setup->compdb_dir);
	struct cfix_compile_args args = { 0 };
	struct cfix_file_result result;
	struct cfix_source *source;
	struct cfix_diag_sink sink;
	struct cfix_profile *profile;
	struct cfix_compdb *db;

	cfix_diag_sink_init(&sink);
	cfix_file_result_init(&result);
	profile = cfix_profile_for(setup->profiles, path, &sink);
	db = cfix_compdb_cache_for(dbs, path, &sink);
	struct cfix_source_options sopts = {
		.repair_rounds = 3, .unsaved_text = text, .unsaved_len = len,
		.front = profile ? profile->parser : CFIX_FRONT_AUTO,
	};
	if (db && cfix_compdb_args(db, path, &args) >= 0) {
		sopts.args = (const char *const *)args.args;
		sopts.nargs = args.nargs;
		sopts.directory = args.directory;
	}
	if (profile && !cfix_source_parse_for(path, profile->rules, &sopts,
					      &sink, &source)) {
		cfix_explain_file(&opts, profile, source, &sopts, &sink, &result);
		cfix_buf_add(out, result.out.data, result.out.len);
	}
	for (size_t i = 0; i < sink.diags.len; i++)
		cfix_diag_render(&sink.diags.items[i], out);
	cfix_file_result_release(&result);
	cfix_diag_sink_release(&sink);
	cfix_compile_args_release(&args);
	cfix_compdb_cache_free(dbs);
}

/* Reads fd to its end into out, for setup's time limit at most (0:
 * none); false when time ran out. */
static bool read_all(int fd, unsigned timeout, struct cfix_buf *out)
{
	double until = cfix_now() + (timeout ? timeout : 1e9);
	char chunk[4096];

	for (;;) {
		struct pollfd p = { .fd = fd, .events = POLLIN };
		double left = until - cfix_now();
		ssize_t n;

		if (left <= 0 || poll(&p, 1, (int)(left * 1000) + 1) == 0)
			return false;
		n = read(fd, chunk, sizeof(chunk));
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return true;
		cfix_buf_add(out, chunk, (size_t)n);
	}
}

char *cfix_explain_buffer(const struct cfix_lsp_setup *setup, const char *path,
			  const char *text, size_t len, unsigned line)
{
	struct cfix_buf out = CFIX_BUF_INIT;
	int fds[2], status;
	pid_t pid;
	bool done;

	if (pipe2(fds, O_CLOEXEC))
		return NULL;
	fflush(stdout);
	pid = fork();
	if (pid == 0) {
		struct cfix_buf child = CFIX_BUF_INIT;

		close(fds[0]);
		explain_child(setup, path, text, len, line, &child);
		for (size_t at = 0; at < child.len;) {
			ssize_t n = write(fds[1], child.data + at, child.len - at);

			if (n <= 0)
				break;
			at += (size_t)n;
		}
		_exit(0);
	}
	close(fds[1]);
	done = pid > 0 && read_all(fds[0], setup->timeout, &out);
	close(fds[0]);
	if (pid > 0) {
		if (!done)
			kill(pid, SIGKILL);
		while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
			;
	}
	if (!done || !out.len) {
		cfix_buf_release(&out);
		return NULL;
	}
	return cfix_buf_detach(&out, NULL);
}
