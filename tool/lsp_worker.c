/*
 * The language server's workers: each document is analysed in a process
 * of its own, forked from the server, so that a file that makes clang
 * crash, spin or eat memory costs that analysis and not the editor's
 * server.  The server sends the document's text over a pipe; the worker
 * parses it, runs the rules and sends back what the server shows (the
 * findings with their quick-fix edits, the log), in a small serialized
 * form: a 64-bit length, then 32-bit numbers and length-prefixed
 * strings.
 *
 * Design decision: one persistent worker per document, not a fork per
 * analysis.  The worker keeps the document's last parse, so the next
 * analysis is a libclang reparse that reuses the precompiled preamble of
 * the headers (about half the time of a fresh parse on a kernel file).
 * The worker is killed, and another forked for the next analysis, when
 * its time is up, when it holds more memory than the limit, when the
 * document changes while it runs, or when the rules change.  Its time
 * is --timeout's meaning on the command line (limits.c): CPU time, set
 * before each analysis (RLIMIT_CPU, SIGXCPU), and, as a backstop, wall
 * time in which it used almost no CPU: a busy machine slows an
 * analysis down, it does not fail it.  The memory
 * limit is watched from the server (the worker's resident size, read
 * while it works), as the batch driver does and for its reasons
 * (limits.c): an rlimit on address space would stop the ASan build.
 */
#define _GNU_SOURCE	/* pipe2, close_range */
#include "lsp.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* A reply larger than this is not believed (the worker is broken). */
#define REPLY_MAX ((uint64_t)1 << 30)

struct cfix_lsp_worker {
	const struct cfix_lsp_setup *setup;
	pid_t pid;
	int task_fd;		/* the server writes texts */
	int result_fd;		/* the server reads replies */
	bool busy;		/* an analysis is running */
	double started;		/* when it began */
	struct cfix_wait_window window;	/* --timeout's backstop */
};

/* ---- the wire ------------------------------------------------------------- */

/* A 64-bit length, then that many bytes. */
static bool send_block(int fd, const char *data, size_t len)
{
	uint64_t size = len;

	return cfix_write_full(fd, &size, sizeof(size)) &&
	       cfix_write_full(fd, data, len);
}

/* Reads a block into *out (reset first); false at the end or when too
 * big. */
static bool receive_block(int fd, struct cfix_buf *out)
{
	uint64_t size;
	char chunk[65536];

	cfix_buf_reset(out);
	if (!cfix_read_full(fd, &size, sizeof(size)) || size > REPLY_MAX)
		return false;
	while (size) {
		size_t n = size < sizeof(chunk) ? (size_t)size : sizeof(chunk);

		if (!cfix_read_full(fd, chunk, n))
			return false;
		cfix_buf_add(out, chunk, n);
		size -= n;
	}
	return true;
}

static void put_u32(struct cfix_buf *buf, uint32_t value)
{
	cfix_buf_add(buf, &value, sizeof(value));
}

static void put_str(struct cfix_buf *buf, const char *text)
{
	size_t len = text ? strlen(text) : 0;

	put_u32(buf, (uint32_t)len);
	cfix_buf_add(buf, text ? text : "", len);
}

/* Reading a reply: a cursor that turns bad past the end. */
struct cursor {
	const char *p;
	size_t left;
	bool bad;
};

static uint32_t get_u32(struct cursor *c)
{
	uint32_t value = 0;

	if (c->left < sizeof(value)) {
		c->bad = true;
		return 0;
	}
	memcpy(&value, c->p, sizeof(value));
	c->p += sizeof(value);
	c->left -= sizeof(value);
	return value;
}

/* A malloc'd string; "" (malloc'd) when the cursor is bad. */
static char *get_str(struct cursor *c)
{
	uint32_t len = get_u32(c);

	if (len > c->left) {
		c->bad = true;
		len = 0;
	}
	c->p += len;
	c->left -= len;
	return cfix_xstrndup(c->p - len, len);
}

/* ---- the worker's side ---------------------------------------------------- */

/* What a worker holds between analyses. */
struct child {
	const struct cfix_lsp_setup *setup;
	const char *path;
	struct cfix_compdb_cache *databases;
	struct cfix_source *source;	/* the last parse, or NULL */
	const struct cfix_profile *quick_for;	/* whose rules quick holds */
	struct cfix_ruleset *quick;	/* their quick ones, or NULL: none */
	/* the candidate pass's results per top-level item of the last
	 * text, so that an edit redoes the items it changed */
	struct cfix_candidate_memo *memo;
	/* the quick stage's own parse of this text, for the full one's
	 * (cfix_source_options.own_parse), or NULL */
	struct cfix_source *own;
	/* each rule's prefilter, of the quick rules and of the profile's */
	struct rule_filter { const struct cfix_ruleset *set;
			     struct cfix_prefilter *filter; } quick_each, each;
};

/*
 * Which rules of set cannot match text (cfix_prefilter_absent()): a
 * run skips them, as their runs would find nothing (issue 19: ctree.c
 * has no realloc(), but realloc_leak's binders walked every assignment
 * of it, a third of an edit's matching).  Only on the file as read:
 * a later stage's text is another (run_skipping()).  Malloc'd, or NULL
 * when no rule is absent.
 */
static bool *absent_rules(struct rule_filter *rf,
			  const struct cfix_ruleset *set, const char *text,
			  size_t len)
{
	uint32_t n = cfix_ruleset_count(set);
	bool *absent = cfix_xcalloc(n + 1, sizeof(*absent));

	if (rf->set != set || !rf->filter) {
		cfix_prefilter_free(rf->filter);
		rf->filter = cfix_prefilter_new_each(set);
		rf->set = set;
	}
	cfix_prefilter_absent(rf->filter, text, len, absent, n);
	for (uint32_t k = 0; k < n; k++)
		if (absent[k])
			return absent;
	free(absent);
	return NULL;
}

/*
 * Runs popts->rules on source into *found, skipping the rules of skip
 * (NULL: none) when the run keeps to the file as read (no stage changed
 * it for a later one, whose text was not looked at), else with every
 * rule.  Whether the run failed.
 */
static bool run_skipping(struct cfix_source *source, const bool *skip,
			 const struct cfix_pipeline_options *popts,
			 struct cfix_diag_sink *sink,
			 struct cfix_pipeline_result *found)
{
	size_t before = sink->diags.len;
	bool failed;

	if (skip) {
		cfix_source_skip_rules(source, skip,
				       cfix_ruleset_count(popts->rules));
		failed = cfix_pipeline_run(source, popts, sink, found) != 0;
		cfix_source_skip_rules(source, NULL, 0);
		if (!found->sources.len)
			return failed;
		cfix_pipeline_result_release(found);
		cfix_pipeline_result_init(found);
		cfix_diag_sink_truncate(sink, before);
	}
	return cfix_pipeline_run(source, popts, sink, found) != 0;
}

/*
 * *sopts for parsing text, the buffer of the worker's file, by front
 * (reparsable: keeping clang's state for the next text), with the
 * compile database's flags (args holds them; the caller releases it).
 */
static void child_options(struct child *child, enum cfix_front front,
			  bool reparsable, const char *text, size_t len,
			  struct cfix_compile_args *args,
			  struct cfix_source_options *sopts,
			  struct cfix_diag_sink *sink)
{
	struct cfix_compdb *db;

	if (!child->databases)
		child->databases = cfix_compdb_cache_new(child->setup->compdb_dir);
	db = cfix_compdb_cache_for(child->databases, child->path, sink);
	*sopts = (struct cfix_source_options){
		.repair_rounds = 3, .unsaved_text = text,
		.unsaved_len = len, .reparsable = reparsable,
		.front = front,
	};
	if (db && cfix_compdb_args(db, child->path, args) >= 0) {
		sopts->args = (const char *const *)args->args;
		sopts->nargs = args->nargs;
		sopts->directory = args->directory;
	}
}

/*
 * Parses text into child->source: a reparse of the last parse when there
 * is one (by the same front end) and it was not split per rule, else a
 * first parse for profile's rules
 * with the compile database's flags (cfix_source_parse_for()).  *sopts:
 * how the text is parsed afresh, for the pipeline's later stages (args
 * holds its compiler arguments; the caller releases it).
 */
static int child_parse(struct child *child,
		       const struct cfix_profile *profile, const char *text,
		       size_t len, struct cfix_compile_args *args,
		       struct cfix_source_options *sopts,
		       struct cfix_diag_sink *sink)
{
	struct cfix_source *old = child->source;

	child_options(child, profile->parser, true, text, len, args, sopts,
		      sink);
	int rc;

	child->source = NULL;
	if (old && !cfix_source_is_split(old)) {
		cfix_source_free(child->own);
		child->own = NULL;
		return cfix_source_reparse(old, text, len, sink, &child->source);
	}
	cfix_source_free(old);	/* a split follows the text's candidates */
	if (!child->memo)
		child->memo = cfix_candidate_memo_new();
	sopts->candidate_memo = child->memo;
	sopts->own_parse = &child->own;
	rc = cfix_source_parse_for(child->path, profile->rules, sopts, sink,
				   &child->source);
	sopts->own_parse = NULL;	/* taken or freed */
	return rc;
}

/*
 * Whether the rule file text (at path) is quick: it needs no types,
 * matches no declarations and runs no script, so that the automatic
 * strategy reads a file for it with cfix's own parser alone.
 */
static bool rule_is_quick(const struct cfix_profile *profile,
			  const char *path, const char *text, size_t len)
{
	struct cfix_ruleset *one = cfix_ruleset_new();
	struct cfix_diag_sink sink;
	struct cfix_loc where;
	const char *name;
	bool quick;

	cfix_diag_sink_init(&sink);
	cfix_ruleset_set_vocabulary(one, profile->vocab);
	quick = !cfix_ruleset_add_text(one, path, text, len, &sink) &&
		!cfix_ruleset_needs_types(one, &where, &name) &&
		!cfix_ruleset_matches_declarations(one, &where) &&
		!cfix_ruleset_has_scripts(one);
	cfix_ruleset_free(one);
	cfix_diag_sink_release(&sink);
	return quick;
}

/* Adds the rule file at path to set when it is quick. */
static void add_if_quick(struct cfix_ruleset *set,
			 const struct cfix_profile *profile, const char *path,
			 const char *text, size_t len, uint32_t *count)
{
	struct cfix_diag_sink sink;

	if (!rule_is_quick(profile, path, text, len))
		return;
	cfix_diag_sink_init(&sink);
	if (!cfix_ruleset_add_text(set, path, text, len, &sink))
		(*count)++;
	cfix_diag_sink_release(&sink);
}

/*
 * The quick rules of profile (the rule files of --sp-file, then the
 * catalog's rules that are on), for the first, untyped publication; NULL
 * when there is none, or when the profile's front end is not the
 * automatic one (clang asked for: no own parse; own asked for: the full
 * analysis is as quick).
 */
static struct cfix_ruleset *quick_rules(const struct cfix_lsp_setup *setup,
					const struct cfix_profile *profile)
{
	struct cfix_ruleset *set;
	uint32_t count = 0;
	struct cfix_buf text = CFIX_BUF_INIT;

	if (profile->parser != CFIX_FRONT_AUTO &&
	    profile->parser != CFIX_FRONT_OWN_FIRST)
		return NULL;
	set = cfix_ruleset_new();
	cfix_ruleset_set_vocabulary(set, profile->vocab);
	for (size_t i = 0; i < setup->opts->rule_files.len; i++) {
		const char *path = setup->opts->rule_files.items[i];

		if (!cfix_buf_read_file(&text, path))
			add_if_quick(set, profile, path, text.data, text.len,
				     &count);
	}
	for (uint32_t i = 0; i < cfix_catalog_count(profile->catalog); i++) {
		const struct cfix_rule_info *info =
			cfix_catalog_rule(profile->catalog, i);

		if (profile->on[i])
			add_if_quick(set, profile, info->path, info->text,
				     info->len, &count);
	}
	cfix_buf_release(&text);
	if (!count) {
		cfix_ruleset_free(set);
		set = NULL;
	}
	return set;
}
static void put_match(struct cfix_buf *reply,
		      const struct cfix_pipeline_result *found,
		      const struct cfix_match *m)
{
	uint32_t count;
	const struct cfix_edit *edits =
		cfix_editset_match_edits(found->edits, m, &count);
	const char *message = m->message ? m->message : "code matches";
	char *text = m->not_rewritten
		? cfix_xasprintf("%s (not rewritten: %s)", message,
				 m->not_rewritten)
		: cfix_xstrdup(message);
	char *title = cfix_xasprintf("Fix: %s (cfix rule '%s')",
				     m->message ? m->message
						: "apply the rule",
				     m->rule ? m->rule : "?");

	put_u32(reply, m->begin);
	put_u32(reply, m->end);
	/* LSP: 1 error, 2 warning, 3 information */
	put_u32(reply, (uint32_t)cfix_rule_severity(m->severity) + 1);
	put_str(reply, m->rule);
	put_str(reply, text);
	put_str(reply, title);
	put_u32(reply, count);
	for (uint32_t i = 0; i < count; i++) {
		put_u32(reply, edits[i].begin);
		put_u32(reply, edits[i].end);
		put_str(reply, edits[i].text);
	}
	free(text);
	free(title);
}

/*
 * A reply: whether it is partial (the findings of quick, the quick
 * rules; the full analysis' reply follows), their names one a line,
 * the log, why the analysis failed (the
 * errors of a failed run, such as a script rule that tried to end cfix;
 * empty when it did not fail), the number of findings, the findings.
 */
static void put_result(struct cfix_buf *reply,
		       const struct cfix_ruleset *quick,
		       const struct cfix_diag_sink *sink, bool failed,
		       const struct cfix_pipeline_result *found)
{
	struct cfix_buf log = CFIX_BUF_INIT, failure = CFIX_BUF_INIT;
	struct cfix_buf names = CFIX_BUF_INIT;
	/* a rule file failed (found->failed): its error is said, the other
	 * rule files' findings stand; failed: the whole file failed */
	bool said = failed || found->failed;

	for (size_t i = 0; i < sink->diags.len; i++) {
		if (sink->diags.items[i].severity <= CFIX_DIAG_WARNING)
			cfix_diag_render(&sink->diags.items[i], &log);
		if (said && sink->diags.items[i].severity == CFIX_DIAG_ERROR)
			cfix_diag_render(&sink->diags.items[i], &failure);
	}
	if (said && !failure.len)
		cfix_buf_addf(&failure, "cfix could not analyse this file");
	for (uint32_t i = 0; i < cfix_ruleset_count(quick); i++)
		cfix_buf_addf(&names, "%s\n", cfix_ruleset_rule_name(quick, i));
	put_u32(reply, quick != NULL);
	put_str(reply, names.data);
	put_str(reply, log.data);
	put_str(reply, failure.data);
	put_u32(reply, failed ? 0 : found->nmatches);
	for (uint32_t i = 0; !failed && i < found->nmatches; i++)
		put_match(reply, found, &found->matches[i]);
	cfix_buf_release(&log);
	cfix_buf_release(&failure);
	cfix_buf_release(&names);
}

/* What the quick stage did, for the full analysis (quick_skips()). */
struct quick_run {
	bool done;		/* the quick rules ran, their reply sent */
	bool found;		/* they found something, or a rule file
				 * of theirs failed */
};

/*
 * The quick rules' findings on text, sent at once as a partial reply:
 * cfix's own parse (cfix_source_parse_for() chooses it for these rules)
 * takes milliseconds where clang's reparse takes a second or more.
 * Nothing is sent when there are no quick rules or they fail: the full
 * analysis says why.  *q says what it did.
 */
static void child_quick(struct child *child,
			const struct cfix_profile *profile, const char *text,
			size_t len, int result_fd, struct quick_run *q)
{
	struct cfix_diag_sink sink;
	struct cfix_compile_args args = { 0 };
	struct cfix_source_options sopts;
	struct cfix_pipeline_options popts = { .parse = &sopts,
					       .review_fixes = true };
	struct cfix_pipeline_result found;
	struct cfix_source *source = NULL;
	struct cfix_buf reply = CFIX_BUF_INIT;
	bool *absent;

	if (child->quick_for != profile) {
		cfix_ruleset_free(child->quick);
		child->quick = quick_rules(child->setup, profile);
		child->quick_for = profile;
		child->quick_each.set = NULL;	/* the set is another */
	}
	if (!child->quick)
		return;
	cfix_diag_sink_init(&sink);
	cfix_pipeline_result_init(&found);
	child_options(child, CFIX_FRONT_OWN_FIRST, false, text, len, &args,
		      &sopts, &sink);
	popts.rules = child->quick;
	absent = absent_rules(&child->quick_each, child->quick, text, len);
	if (!cfix_source_parse_for(child->path, child->quick, &sopts, &sink,
				   &source) &&
	    !run_skipping(source, absent, &popts, &sink, &found)) {
		put_result(&reply, child->quick, &sink, false, &found);
		if (!send_block(result_fd, reply.data, reply.len))
			_exit(1);
		q->done = true;
		q->found = found.nmatches || found.failed;
	}
	free(absent);
	cfix_pipeline_result_release(&found);
	/* the full stage reads the same text: its own parse is this one
	 * (the matcher adds to a source's arena, changes none of it) */
	cfix_source_free(child->own);
	child->own = source;
	cfix_compile_args_release(&args);
	cfix_buf_release(&reply);
	cfix_diag_sink_release(&sink);
}

/*
 * Which rules of rules the full analysis may skip on source (its parse
 * of the text the quick stage read), in skip (one per rule): the quick
 * ones, when the quick stage found nothing and each of them matches on
 * the same own parse there (or is skipped there: no candidate).  Then
 * they find nothing on the file as read in the full run either, so it
 * need not match them again: most of its time when clang has nothing to
 * read (issue 19: ctree.c).  A later stage's text is another matter
 * (child_full() runs the whole set again then).  False: none skipped.
 */
static bool quick_skips(const struct quick_run *q,
			const struct cfix_ruleset *quick,
			const struct cfix_ruleset *rules,
			const struct cfix_source *source, bool *skip)
{
	uint32_t n = cfix_ruleset_count(quick), at = 0;

	if (!q->done || q->found)
		return false;
	for (uint32_t k = 0; k < cfix_ruleset_count(rules); k++) {
		skip[k] = at < n && !strcmp(cfix_ruleset_rule_name(quick, at),
					    cfix_ruleset_rule_name(rules, k));
		if (!skip[k])
			continue;
		if (cfix_source_rule_view(source, k) == CFIX_SOURCE_VIEW_CLANG)
			return false;
		at++;
	}
	return at == n;
}

/*
 * The full analysis' run of profile's rules on child->source (its parse
 * of text) into *found (sink's diagnostics from its parse on): without
 * the quick rules when quick_skips() allows it, nor the rules absent
 * from the text, when the run keeps to the file as read (run_skipping()).
 * Whether the run failed.
 */
static bool child_full(struct child *child, const struct cfix_profile *profile,
		       const struct quick_run *q, const char *text,
		       size_t len, const struct cfix_pipeline_options *popts,
		       struct cfix_diag_sink *sink,
		       struct cfix_pipeline_result *found)
{
	uint32_t n = cfix_ruleset_count(profile->rules);
	bool *skip = cfix_xcalloc(n + 1, sizeof(*skip));
	bool *absent = absent_rules(&child->each, profile->rules, text, len);
	bool quick = quick_skips(q, child->quick, profile->rules,
				 child->source, skip), any = false, failed;

	for (uint32_t k = 0; k < n; k++) {
		skip[k] = (quick && skip[k]) || (absent && absent[k]);
		any |= skip[k];
	}
	failed = run_skipping(child->source, any ? skip : NULL, popts, sink,
			      found);
	free(absent);
	free(skip);
	return failed;
}

/* Analyses text into reply, after the quick rules' partial reply (sent
 * on result_fd). */
static void child_analyse(struct child *child, const char *text, size_t len,
			  int result_fd, struct cfix_buf *reply)
{
	struct cfix_diag_sink sink;
	struct cfix_compile_args args = { 0 };
	struct cfix_source_options sopts;
	/* a quick-fix applies only when chosen, one by one: its review,
	 * so fixes marked "review" are offered too (docs/editors.md) */
	struct cfix_pipeline_options popts = { .parse = &sopts,
					       .review_fixes = true };
	struct cfix_pipeline_result found;
	struct cfix_profile *profile;
	struct quick_run q = { 0 };
	bool failed = false;

	cfix_diag_sink_init(&sink);
	cfix_pipeline_result_init(&found);
	profile = cfix_profile_for(child->setup->profiles, child->path, &sink);
	if (profile)
		child_quick(child, profile, text, len, result_fd, &q);
	if (profile &&
	    !child_parse(child, profile, text, len, &args, &sopts, &sink)) {
		popts.rules = profile->rules;
		failed = child_full(child, profile, &q, text, len, &popts,
				    &sink, &found);
	}
	put_result(reply, NULL, &sink, failed, &found);
	cfix_pipeline_result_release(&found);
	cfix_compile_args_release(&args);
	cfix_diag_sink_release(&sink);
}

/* A task's report into reply: as the log, a refusal as the failure, no
 * finding. */
static void child_task(const struct cfix_lsp_setup *setup, const char *path,
		       cfix_lsp_task_fn *task, struct cfix_buf *reply)
{
	struct cfix_buf out = CFIX_BUF_INIT, refused = CFIX_BUF_INIT;

	task(setup, path, &out, &refused);
	put_u32(reply, 0);	/* not partial */
	put_str(reply, "");	/* no quick rule */
	put_str(reply, out.data);
	put_str(reply, refused.data);
	put_u32(reply, 0);
	cfix_buf_release(&out);
	cfix_buf_release(&refused);
}

/* The worker: texts in, replies out, until the server closes the pipe;
 * with a task, each text runs it instead of an analysis. */
static void child_main(const struct cfix_lsp_setup *setup, const char *path,
		       cfix_lsp_task_fn *task, int task_fd, int result_fd)
{
	struct child child = { .setup = setup, .path = path };
	struct cfix_buf text = CFIX_BUF_INIT, reply = CFIX_BUF_INIT;

	while (receive_block(task_fd, &text)) {
		cfix_buf_reset(&reply);
		cfix_cpu_limit_set(setup->timeout);	/* per analysis */
		if (task)
			child_task(setup, path, task, &reply);
		else
			child_analyse(&child, text.data, text.len, result_fd,
				      &reply);
		if (!send_block(result_fd, reply.data, reply.len))
			_exit(1);
	}
	_exit(0);
}

/*
 * Makes the forked process a worker: it dies with the server, reads
 * nothing of the client's and writes nothing to it (stdout is the
 * protocol: it goes to the log instead) and holds no other worker's
 * pipe.  Its pipes become fds 3 and 4.
 */
static void child_setup(pid_t server, int *task_fd, int *result_fd)
{
	int null = open("/dev/null", O_RDONLY);
	int task = fcntl(*task_fd, F_DUPFD, 5);
	int result = fcntl(*result_fd, F_DUPFD, 5);

	prctl(PR_SET_PDEATHSIG, SIGKILL);
	if (getppid() != server || null < 0 || task < 0 || result < 0)
		_exit(1);
	dup2(null, STDIN_FILENO);
	dup2(STDERR_FILENO, STDOUT_FILENO);
	dup2(task, 3);
	dup2(result, 4);
	close_range(5, ~0u, 0);
	*task_fd = 3;
	*result_fd = 4;
}

static struct cfix_lsp_worker *worker_fork(const struct cfix_lsp_setup *setup,
					   const char *path,
					   cfix_lsp_task_fn *job)
{
	int task[2], result[2];
	pid_t server = getpid(), pid;
	struct cfix_lsp_worker *worker;

	if (pipe2(task, O_CLOEXEC))
		return NULL;
	if (pipe2(result, O_CLOEXEC)) {
		close(task[0]);
		close(task[1]);
		return NULL;
	}
	fflush(stdout);
	fflush(stderr);
	pid = fork();
	if (pid == 0) {
		child_setup(server, &task[0], &result[1]);
		child_main(setup, path, job, task[0], result[1]);
	}
	close(task[0]);
	close(result[1]);
	if (pid < 0) {
		close(task[1]);
		close(result[0]);
		return NULL;
	}
	worker = cfix_xcalloc(1, sizeof(*worker));
	*worker = (struct cfix_lsp_worker){ .setup = setup, .pid = pid,
					    .task_fd = task[1],
					    .result_fd = result[0] };
	return worker;
}

struct cfix_lsp_worker *cfix_lsp_worker_new(const struct cfix_lsp_setup *setup,
					    const char *path)
{
	return worker_fork(setup, path, NULL);
}

struct cfix_lsp_worker *cfix_lsp_worker_new_task(
	const struct cfix_lsp_setup *setup, const char *path,
	cfix_lsp_task_fn *task)
{
	return worker_fork(setup, path, task);
}

/* Kills the worker (if alive) and reaps it; its wait status. */
static int worker_stop(struct cfix_lsp_worker *worker)
{
	int status = 0;

	if (worker->task_fd >= 0)
		close(worker->task_fd);
	if (worker->result_fd >= 0)
		close(worker->result_fd);
	worker->task_fd = worker->result_fd = -1;
	if (worker->pid > 0) {
		kill(worker->pid, SIGKILL);
		while (waitpid(worker->pid, &status, 0) < 0 && errno == EINTR)
			;
	}
	worker->pid = 0;
	worker->busy = false;
	return status;
}

void cfix_lsp_worker_free(struct cfix_lsp_worker *worker)
{
	if (!worker)
		return;
	worker_stop(worker);
	free(worker);
}

bool cfix_lsp_worker_send(struct cfix_lsp_worker *worker, const char *text,
			  size_t len)
{
	if (!worker->pid || !send_block(worker->task_fd, text, len))
		return false;
	worker->busy = true;
	worker->started = cfix_now();
	return true;
}

int cfix_lsp_worker_fd(const struct cfix_lsp_worker *worker)
{
	return worker && worker->busy ? worker->result_fd : -1;
}

double cfix_lsp_worker_wait(const struct cfix_lsp_worker *worker)
{
	double wait = -1;

	if (!worker || !worker->busy)
		return -1;
	if (worker->setup->timeout) {
		wait = cfix_wait_window_due(&worker->window, worker->started,
					    worker->setup->timeout) - cfix_now();
		if (wait < 0)
			wait = 0;
	}
	if (worker->setup->memory && (wait < 0 || wait > 0.1))
		wait = 0.1;	/* its memory is read this often */
	return wait;
}

/* ---- the server's side ---------------------------------------------------- */

enum lost_reason { LOST_CRASH, LOST_TIME, LOST_MEMORY };

/* Why the worker is gone, for a diagnostic (malloc'd). */
static char *failure_text(const struct cfix_lsp_setup *setup,
			  enum lost_reason reason, int status)
{
	struct cfix_buf text = CFIX_BUF_INIT;

	if (reason == LOST_TIME) {
		cfix_buf_addf(&text, "cfix stopped analysing this file: it "
			      "waited past the time limit (%u s of wall time "
			      "with almost no CPU time, --timeout)",
			      setup->timeout);
	} else if (WIFSIGNALED(status) && WTERMSIG(status) == SIGXCPU) {
		cfix_buf_addf(&text, "cfix stopped analysing this file: it ran "
			      "past the time limit (%u s of CPU time, "
			      "--timeout)", setup->timeout);
	} else if (reason == LOST_MEMORY) {
		cfix_buf_addf(&text, "cfix stopped analysing this file: it "
			      "went over the memory limit (");
		cfix_size_format(setup->memory, &text);
		cfix_buf_addf(&text, ", --memory-limit)");
	} else if (WIFSIGNALED(status)) {
		cfix_buf_addf(&text, "cfix crashed analysing this file (signal "
			      "%d, %s)", WTERMSIG(status),
			      strsignal(WTERMSIG(status)));
	} else if (WIFEXITED(status) && WEXITSTATUS(status) == 3) {
		cfix_buf_addf(&text, "cfix ran out of memory analysing this "
			      "file");
	} else {
		cfix_buf_addf(&text, "cfix's analysis of this file ended "
			      "unexpectedly (exit status %d; a script rule "
			      "that exits?)",
			      WIFEXITED(status) ? WEXITSTATUS(status) : -1);
	}
	return cfix_buf_detach(&text, NULL);
}

static void finding_read(struct cursor *c, struct cfix_lsp_finding *f)
{
	f->begin = get_u32(c);
	f->end = get_u32(c);
	f->severity = (int)get_u32(c);
	f->rule = get_str(c);
	f->message = get_str(c);
	f->title = get_str(c);
	f->nedits = get_u32(c);
	if (f->nedits > c->left / 12) {	/* each takes 12 bytes at least */
		c->bad = true;
		f->nedits = 0;
	}
	f->edits = cfix_xcalloc(f->nedits, sizeof(*f->edits));
	for (uint32_t i = 0; i < f->nedits; i++) {
		f->edits[i].begin = get_u32(c);
		f->edits[i].end = get_u32(c);
		f->edits[i].text = get_str(c);
	}
}

/* Decodes a reply into *analysis; false if it is malformed. */
static bool reply_read(const struct cfix_buf *reply,
		       struct cfix_lsp_analysis *analysis)
{
	struct cursor c = { .p = reply->data, .left = reply->len };
	uint32_t count;

	analysis->partial = get_u32(&c) != 0;
	analysis->quick = get_str(&c);
	analysis->log = get_str(&c);
	analysis->failure = get_str(&c);
	if (!*analysis->failure) {
		free(analysis->failure);
		analysis->failure = NULL;
	}
	count = get_u32(&c);
	if (count > c.left / 28)	/* each takes 28 bytes at least */
		return false;
	analysis->findings = cfix_xcalloc(count, sizeof(*analysis->findings));
	for (uint32_t i = 0; i < count && !c.bad; i++) {
		finding_read(&c, &analysis->findings[i]);
		analysis->nfindings = i + 1;
	}
	return !c.bad;
}

/* Kills the worker for reason; the failure goes into *analysis. */
static enum cfix_lsp_progress lost(struct cfix_lsp_worker *worker,
				   enum lost_reason reason,
				   struct cfix_lsp_analysis *analysis)
{
	int status = worker_stop(worker);

	cfix_lsp_analysis_release(analysis);
	analysis->failure = failure_text(worker->setup, reason, status);
	return CFIX_LSP_LOST;
}

enum cfix_lsp_progress cfix_lsp_worker_poll(struct cfix_lsp_worker *worker,
					    bool readable,
					    struct cfix_lsp_analysis *analysis)
{
	const struct cfix_lsp_setup *setup = worker->setup;
	struct cfix_buf reply = CFIX_BUF_INIT;
	bool ok;

	if (!worker->busy)
		return CFIX_LSP_RUNNING;
	if (readable) {
		ok = receive_block(worker->result_fd, &reply) &&
		     reply_read(&reply, analysis);
		cfix_buf_release(&reply);
		if (!ok)
			return lost(worker, LOST_CRASH, analysis);
		worker->busy = analysis->partial;
		return analysis->partial ? CFIX_LSP_PARTIAL : CFIX_LSP_DONE;
	}
	if (setup->timeout && cfix_process_waits(worker->pid, worker->started,
						 setup->timeout,
						 &worker->window))
		return lost(worker, LOST_TIME, analysis);
	if (setup->memory && cfix_process_memory(worker->pid) > setup->memory)
		return lost(worker, LOST_MEMORY, analysis);
	return CFIX_LSP_RUNNING;
}

void cfix_lsp_analysis_release(struct cfix_lsp_analysis *analysis)
{
	for (uint32_t i = 0; i < analysis->nfindings; i++) {
		struct cfix_lsp_finding *f = &analysis->findings[i];

		for (uint32_t j = 0; j < f->nedits; j++)
			free(f->edits[j].text);
		free(f->edits);
		free(f->rule);
		free(f->message);
		free(f->title);
	}
	free(analysis->findings);
	free(analysis->quick);
	free(analysis->log);
	free(analysis->failure);
	*analysis = (struct cfix_lsp_analysis){ 0 };
}
