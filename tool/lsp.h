/*
 * lsp: `cfix lsp`, a Language Server Protocol server over stdio.  Private
 * to tool/; main.c dispatches to it.  lsp.c is the server (transport,
 * documents, LSP messages); lsp_worker.c runs each document's analyses
 * in a worker process and brings their results back.
 */
#ifndef CFIX_LSP_H
#define CFIX_LSP_H

#include "tool.h"

#include <sys/types.h>

/*
 * Runs the server until the client sends "exit" or closes stdin.  argv[0]
 * is "lsp" (main.c passes argc - 1, argv + 1); the options follow:
 * --sp-file FILE, --rules LIST, --rule-dir DIR (repeatable), -p DIR,
 * --timeout SECS, --memory-limit SIZE, -h.  Reads JSON-RPC messages with
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
	const char *compdb_dir;		/* -p, or NULL: searched upward */
	unsigned timeout;		/* seconds per analysis; 0: none */
	uint64_t memory;		/* bytes a worker may hold; 0: none */
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
 * What one analysis found.  failure says why there is no result (a
 * crash, the time or the memory limit; malloc'd) or is NULL; log holds
 * the analysis' errors and warnings rendered, or is NULL.
 */
struct cfix_lsp_analysis {
	uint32_t nfindings;
	struct cfix_lsp_finding *findings;
	char *log;
	char *failure;
};

void cfix_lsp_analysis_release(struct cfix_lsp_analysis *analysis);

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
	CFIX_LSP_DONE,		/* *analysis holds the result */
	CFIX_LSP_LOST,		/* the worker is gone: crashed, killed for a
				 * limit (analysis->failure says which); free
				 * it */
};

/*
 * Follows the running analysis: takes its result into *analysis (zeroed
 * by the caller) when readable (its fd polled readable), else kills the
 * worker if the analysis is past the time limit or the worker holds more
 * memory than the memory limit.
 */
enum cfix_lsp_progress cfix_lsp_worker_poll(struct cfix_lsp_worker *worker,
					    bool readable,
					    struct cfix_lsp_analysis *analysis);

#endif
