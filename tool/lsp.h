/*
 * lsp: `cfix lsp`, a Language Server Protocol server over stdio.  Private
 * to tool/; main.c dispatches to it.  lsp.c is the server (transport,
 * documents, LSP messages); lsp_worker.c runs each document's analyses
 * in a worker process and brings their results back.
 */
#ifndef CFIX_LSP_H
#define CFIX_LSP_H

#include "tool.h"

#include <jansson.h>
#include <sys/types.h>

/*
 * Runs the server until the client sends "exit" or closes stdin.  argv[0]
 * is "lsp" (main.c passes argc - 1, argv + 1); the options follow:
 * --sp-file FILE, --rules LIST, --rule-dir DIR (repeatable), -p DIR,
 * --timeout SECS, --memory-limit SIZE, --max-file-size SIZE, -h.  Reads JSON-RPC messages with
 * Content-Length framing from stdin and writes them to stdout; stderr is
 * the log.  Returns the process exit status: 0 after shutdown then exit,
 * 1 on exit (or end of input) without shutdown, 2 on bad usage.
 */
int cfix_lsp_main(int argc, char **argv);

/* ---- workers (lsp_worker.c) ---------------------------------------------- */

/* What a worker analyses with: borrowed from the server, inherited by
 * the worker when it is forked. */
struct cfix_lsp_setup {
	struct cfix_profiles *profiles;	/* the rules of each folder */
	const struct cfix_options *opts;	/* --sp-file's rule files */
	const char *compdb_dir;		/* -p, or NULL: searched upward */
	unsigned timeout;		/* seconds per analysis; 0: none */
	uint64_t memory;		/* bytes a worker may hold; 0: none */
	uint64_t max_file_size;		/* a bigger rule file is not parsed */
	bool trust_checkout;		/* --trust-checkout */
};

/*
 * `cfix --explain` for an editor's buffer (tool/explain.c): line
 * (1-based) of text[0, len), the unsaved contents of the file at path,
 * explained with the rules setup gives that file, in a forked process
 * held to setup's time limit.  Returns the text (malloc'd; the caller
 * frees it), or NULL when it failed or ran out of time.
 */
char *cfix_explain_buffer(const struct cfix_lsp_setup *setup, const char *path,
			  const char *text, size_t len, unsigned line);

/* One edit of a quick-fix, in bytes of the text analysed. */
struct cfix_lsp_edit {
	uint32_t begin, end;
	char *text;
};

/* One match, as the server shows it. */
struct cfix_lsp_finding {
	uint32_t begin, end;		/* bytes of the text analysed */
	int severity;			/* LSP's: 1 error .. 3 information */
	char *rule;
	char *message;			/* with "(not rewritten: ...)" */
	char *title;			/* of its quick-fix */
	uint32_t nedits;
	struct cfix_lsp_edit *edits;	/* the match's accepted edits */
};

/*
 * What one analysis found.  An analysis may first send a partial result:
 * the findings of its quick rules (those that need no types, match no
 * declarations and run no script), found by cfix's own parser in
 * milliseconds, before clang's reparse; the full result, which replaces
 * it, is that of the whole rule set.  failure says why there is no result (a
 * crash, the time or the memory limit; malloc'd) or is NULL; log holds
 * the analysis' errors and warnings rendered, or is NULL.
 */
struct cfix_lsp_analysis {
	bool partial;			/* the quick rules' findings only: the
					 * full analysis' are still to come */
	char *quick;			/* the quick rules' names, one a line
					 * ("" in a full result) */
	uint32_t nfindings;
	struct cfix_lsp_finding *findings;
	char *log;
	char *failure;
};

void cfix_lsp_analysis_release(struct cfix_lsp_analysis *analysis);

/*
 * Adds to partial (a partial result on text[0, len)) the findings of
 * full (the last full result, on old[0, oldlen)) of rules that are not
 * quick, when the edit from old to text left the tokens as they were
 * (it changed comments or blank space, no line break between tokens),
 * where it left them alone: before the changed bytes, or after them
 * (moved by the change of length).  After any other edit it adds none:
 * an edit may take away a typed finding far from it (a declaration
 * changed), so they wait for the full result (lsp_carry.c says why).
 */
void cfix_lsp_analysis_carry(struct cfix_lsp_analysis *partial,
			     const struct cfix_lsp_analysis *full,
			     const char *old, size_t oldlen, const char *text,
			     size_t len);

/*
 * A worker process for one document: it keeps the document's last parse
 * (libclang reparses it, keeping the headers' preamble) between
 * analyses; it is killed for setup's time and memory limits, and the
 * server kills it for a newer text of the document or when the rules
 * change, and starts another for the next analysis.
 */
struct cfix_lsp_worker;

/* Forks a worker for the file at path (both borrowed; path must outlive
 * the worker); NULL if fork or pipe failed. */
struct cfix_lsp_worker *cfix_lsp_worker_new(const struct cfix_lsp_setup *setup,
					    const char *path);
/*
 * A job a worker runs in place of an analysis, on the file at path:
 * its report into out, or why it did not run into refused.
 */
typedef void cfix_lsp_task_fn(const struct cfix_lsp_setup *setup,
			      const char *path, struct cfix_buf *out,
			      struct cfix_buf *refused);
/* Forks a worker that runs task on path each time it is sent a text
 * (any); its analysis' log is the report, its failure the refusal (or
 * the crash, the limit).  NULL if fork or pipe failed. */
struct cfix_lsp_worker *cfix_lsp_worker_new_task(
	const struct cfix_lsp_setup *setup, const char *path,
	cfix_lsp_task_fn *task);
/* Kills the worker (if alive) and frees it; accepts NULL. */
void cfix_lsp_worker_free(struct cfix_lsp_worker *worker);
/* Sends text for analysis; false if the worker is gone. */
bool cfix_lsp_worker_send(struct cfix_lsp_worker *worker, const char *text,
			  size_t len);
/* Is an analysis running?  Then the fd to poll for its result, else -1. */
int cfix_lsp_worker_fd(const struct cfix_lsp_worker *worker);
/* Seconds the server may wait before calling cfix_lsp_worker_poll()
 * again, for the limits; -1: no limit to watch (or no analysis). */
double cfix_lsp_worker_wait(const struct cfix_lsp_worker *worker);

enum cfix_lsp_progress {
	CFIX_LSP_RUNNING,	/* no result yet */
	CFIX_LSP_PARTIAL,	/* *analysis holds the quick rules'
				 * findings; the full result follows */
	CFIX_LSP_DONE,		/* *analysis holds the result */
	CFIX_LSP_LOST,		/* the worker is gone: crashed, killed for a
				 * limit (analysis->failure says which); free
				 * it */
};

/*
 * Follows the running analysis: takes its result (partial or full) into
 * *analysis (zeroed by the caller) when readable (its fd polled readable), else kills the
 * worker if the analysis is past the time limit or the worker holds more
 * memory than the memory limit.
 */
enum cfix_lsp_progress cfix_lsp_worker_poll(struct cfix_lsp_worker *worker,
					    bool readable,
					    struct cfix_lsp_analysis *analysis);

/* ---- rule files in the editor (lsp_cocci.c) ------------------------------- */

/* Is the document a rule file: languageId "cocci" or "smpl" (language
 * may be NULL), or a URI ending in ".cocci"? */
bool cfix_lsp_is_rule(const char *language, const char *uri);

/*
 * The LSP diagnostics of rule text (an array; the caller owns it): the
 * rule parser's errors and warnings at the place the command line
 * prints them, on name (the document's path, else its URI).  Text over
 * setup->max_file_size is not parsed: one diagnostic says so.  Parsing
 * runs no script.
 */
json_t *cfix_lsp_rule_diagnostics(const struct cfix_lsp_setup *setup,
				  const char *name, const char *text,
				  size_t len, enum cfix_column_unit unit);

/*
 * textDocument/hover on rule text at byte offset: the metavariable
 * under it (its kind, type, declaring rule and line, and where it is
 * bound), as an LSP Hover; JSON null when there is none or the text
 * does not parse.
 */
json_t *cfix_lsp_rule_hover(const struct cfix_lsp_setup *setup,
			    const char *name, const char *text, size_t len,
			    uint32_t offset, enum cfix_column_unit unit);

/* The command that runs a rule's --test cases. */
#define CFIX_LSP_RUN_TESTS "cfix.runRuleTests"

/* The rule file's URI an executeCommand's params name (arguments[0]: a
 * URI, or an object with "uri"), borrowed from params; NULL if none. */
const char *cfix_lsp_command_uri(json_t *params);

/*
 * workspace/executeCommand: runs the --test cases of the rule file at
 * path (the file params names; NULL: it names none), in a worker under
 * setup's limits, and says how they went: appends to notes (a JSON
 * array) the notifications for the client to send, {"method",
 * "params"} (window/showMessage, the report to window/logMessage).
 * Returns the result ({"passed", "failed", "cases": [{"file", "ok"}],
 * "output", "error": why they did not run}), or sets *code and returns
 * the error's message.  unsaved: the document's text when the editor
 * holds it (the saved file runs; a difference is said), else NULL.
 */
json_t *cfix_lsp_rule_command(const struct cfix_lsp_setup *setup,
			      json_t *params, const char *path,
			      const struct cfix_buf *unsaved, json_t *notes,
			      int *code);

#endif
