/*
 * `cfix --explain FILE:LINE`: why each rule did or did not match at a
 * line.  The file goes through the usual run (its profile's rules, its
 * compile flags, a worker), but past the prefilter, and the per-file
 * pipeline runs with the matcher's trace (matchers.h, struct
 * cfix_explain) instead of reporting findings: the explanation comes
 * from the real matcher, never from a second copy of it.  It changes
 * no file: with --diff or --in-place it explains all the same (on
 * stderr with --diff, whose stdout is the diff's).
 */
#include "tool.h"

#include <stdio.h>
#include <string.h>

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
