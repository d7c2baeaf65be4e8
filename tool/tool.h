/*
 * tool: cfix's command-line front end.  Private to tool/.
 */
#ifndef CFIX_TOOL_H
#define CFIX_TOOL_H

#include <stdio.h>
#include <sys/types.h>

#include "../fixits/fixits.h"

/* The kind of project a file belongs to (kind.c); AUTO: from the tree. */
enum cfix_kind {
	CFIX_KIND_AUTO,
	CFIX_KIND_KERNEL,
	CFIX_KIND_USERSPACE,
};

/* What the command line asked for.  Strings are borrowed from argv. */
struct cfix_options {
	CFIX_ARRAY(const char *) rule_files;
	CFIX_ARRAY(const char *) rule_patterns;	/* --rules, in order */
	CFIX_ARRAY(const char *) rule_dirs;	/* --rule-dir */
	CFIX_ARRAY(const char *) tests;		/* --test RULE.cocci */
	bool list_rules, no_config;
	bool trust_checkout;	/* run the rule-dirs of any .cfix */
	CFIX_ARRAY(const char *) paths;
	const char *compdb_dir;
	const char *const *compiler_args;	/* after "--" */
	int ncompiler_args;
	bool diff, in_place, quiet, verbose, help, version;
	bool dump_rule, dump_source, dump_matches, dump_edits, dump_prefilter;
	bool no_prefilter;	/* parse every file */
	bool include_headers;	/* folders give their .h files too */
	enum cfix_front parser;	/* --parser: auto (the default), clang, own */
	bool parser_given;	/* --parser was given: it beats .cfix's */
	enum cfix_kind kind;	/* --kind; AUTO: .cfix's kind:, else the tree */
	bool prefilter_only;	/* print the files the prefilter keeps */
	bool json, fixit_lines;	/* the report as JSON lines / fix-it lines */
	bool review_fixes;	/* apply "// fix: review" rules' fixes too */
	bool allow_inconsistent_paths;	/* spatch's option: no reach check */
	bool check_build;	/* compile fixed files before taking fixes */
	const char *export_fixes;	/* clang-tidy YAML to write, or NULL */
	const char *sarif;		/* SARIF log to write, or NULL */
	const char *html;		/* HTML report folder, or NULL */
	const char *patch_dir;		/* patch series to write, or NULL */
	CFIX_ARRAY(const char *) merge_dirs;	/* --merge-series */
	bool stats;		/* print the summary even off a terminal */
	unsigned jobs;		/* workers; 0: one per core */
	unsigned timeout;	/* seconds per file in a worker; 0: none */
	uint64_t memory_limit;	/* bytes per worker; 0: none */
	bool memory_limit_given;	/* else a default from RAM and -j */
	uint64_t worker_recycle;	/* bytes a worker may grow by */
	uint64_t max_file_size;	/* bytes; 0: none */
	unsigned shard, nshards; /* run part shard (1-based) of nshards */
	bool bad_value;		/* an option's value did not parse */
	/* --explain FILE:LINE: the file (malloc'd) and the line */
	char *explain_path;
	unsigned explain_line;
	/* the parse cache: its folder (malloc'd) or NULL when off, its
	 * size bound, and --clear-cache */
	char *cache_dir;
	bool no_cache, clear_cache;
	uint64_t cache_size;
};

/* The parse cache's default bound: its oldest entries go beyond it. */
#define CFIX_CACHE_SIZE ((uint64_t)1 << 30)

/*
 * The parse cache's folder for a run (malloc'd), or NULL when the cache
 * is off: no_cache (--no-cache), $CFIX_NO_CACHE set and not empty, or
 * neither $XDG_CACHE_HOME nor $HOME to put it in.
 */
char *cfix_cache_dir_pick(bool no_cache);

/* ---- the run cache (runcache.c) ------------------------------------------- */

/* One spatch-mode run's entry in the making: see runcache.c. */
struct cfix_run_cache {
	const char *dir;	/* the parse cache's folder (borrowed) */
	unsigned char key[32];
	bool on;		/* the run may be kept */
	struct cfix_buf out;	/* what it wrote, as chunks */
	struct cfix_buf headers;	/* cfix_parse_headers_record()'s */
};

/*
 * Starts rc for the run of argv[0, argc) with the rule files and the
 * input files (borrowed, as the run reads them) in cache_dir (NULL: off).
 * Returns true when an earlier run's entry for the same key was there,
 * its headers unchanged, and was printed: the run is done (status 0).
 * Else rc records when the run may be kept.  End with
 * cfix_run_cache_end() either way.
 */
bool cfix_run_cache_begin(struct cfix_run_cache *rc, const char *cache_dir,
			  int argc, char **argv, char *const *rule_files,
			  size_t nrules, char *const *files, size_t nfiles);
/* Notes data[0, len) as written to stream 1 (stdout) or 2 (stderr). */
void cfix_run_cache_note(struct cfix_run_cache *rc, int stream,
			 const char *data, size_t len);
/*
 * Fills digests[i] with the SHA-256 (cfix_cache_key_of) of files[i]'s
 * bytes, each file read only when its status differs from the one an
 * earlier run noted in cache_dir (NULL: every file read; filedigest.c
 * says why a status may stand for the bytes).  Returns 0, or the errno
 * value of the first file that is a symbolic link, not regular, over
 * CFIX_MAX_FILE_SIZE or unreadable.
 */
int cfix_file_digests(const char *cache_dir, char *const *files,
		      size_t nfiles, unsigned char (*digests)[32]);
/* Stores the run's entry when keep (it ran to the end, status 0), and
 * releases rc. */
void cfix_run_cache_end(struct cfix_run_cache *rc, bool keep);

/* --max-file-size's default, and spatch mode's limit: 16 MiB, far above
 * hand-written C, far below what would fill the memory. */
#define CFIX_MAX_FILE_SIZE ((uint64_t)16 << 20)
/* A worker grown by more since it began hands malloc's free pages
 * back after a file, and is replaced by a fresh one if that is not
 * enough (the batch driver's recycle bound): issue 7's bar is 400 MB a
 * worker, a kernel worker begins at about 120 MB (the parent's: rules,
 * compile database), and the largest kernel files alone take a fresh
 * one to 280 MB. */
#define CFIX_WORKER_RECYCLE ((uint64_t)128 << 20)

/* Fills opts from argv; -1 after printing an error for a bad option. */
int cfix_options_parse(struct cfix_options *opts, int argc, char **argv);
void cfix_options_release(struct cfix_options *opts);
/* The usage text, generated from the option table. */
void cfix_options_usage(FILE *out);

/*
 * Expands paths: a folder is walked (cfix_paths_walk()) for .c files,
 * and .h files when headers; a file is taken as given.  Appends malloc'd strings to files; returns
 * the number of paths that did not exist or could not be read (each
 * reported on stderr).
 */
typedef CFIX_ARRAY(char *) cfix_path_list;
int cfix_paths_expand(const char *const *paths, size_t npaths,
		      bool headers, cfix_path_list *files);
/*
 * Appends the .c files (and .h files when headers) under dir, sorted,
 * recursively, skipping names that start with '.' and never following a
 * symbolic link.  Returns the number of names it could not read (a
 * path longer than PATH_MAX, an unreadable folder), each reported on
 * stderr as "PATH: error: ...".
 */
int cfix_paths_walk(const char *dir, bool headers, cfix_path_list *files);
void cfix_path_list_release(cfix_path_list *files);

/*
 * Keeps the part of files that shard K of N runs: the K-th of N
 * contiguous ranges of the list (sizes differ by one at most), so the
 * outputs of shards 1..N, concatenated in order, are one run's output.
 * Frees the paths it drops.
 */
void cfix_path_list_shard(cfix_path_list *files, unsigned shard,
			  unsigned nshards);

/*
 * --test: runs each rule's cases (NAME.c -> NAME.res, NAME.tests/X.c ->
 * X.res) and prints "ok"/"FAIL" lines with a diff per failure, then
 * "N passed, N failed".  Returns the exit status: 0, or 1 on a failure.
 */
int cfix_rule_tests(const struct cfix_options *opts);

/* ---- kernel tree or userspace project (kind.c) -------------------------- */

struct cfix_trust;

/* Sets *out to the kind word names ("auto", "kernel", "userspace");
 * false for any other word. */
bool cfix_kind_parse(const char *word, enum cfix_kind *out);
/* The word of kind; a static string. */
const char *cfix_kind_name(enum cfix_kind kind);
/*
 * The kind of the tree dir (a real path) lies in: KERNEL when a folder
 * from dir up to where the .cfix search ends (cfix_trust_search_ends())
 * holds Kbuild, Kconfig, MAINTAINERS and include/linux/, else
 * USERSPACE.  *why gets a sentence saying so; the caller frees it.
 */
enum cfix_kind cfix_kind_of_tree(const struct cfix_trust *trust,
				 const char *dir, char **why);
/* Whether a rule with these "// tags:" is in kind's starting set:
 * `general` or no kind tag runs on both, `kernel` and `userspace` on
 * their own kind. */
bool cfix_kind_takes(enum cfix_kind kind, const char *tags);

/* ---- which rules run on a file (profile.c) -------------------------------- */

/*
 * The rules for the files under one `.cfix` (or under none): the
 * catalog they were picked from, which of its rules are on, the parsed
 * rule set (with --sp-file's files) and its prefilter.
 */
struct cfix_profile {
	const char *config;	/* the .cfix file's real path, or NULL */
	struct cfix_catalog *catalog;
	bool *on;		/* per catalog rule */
	struct cfix_ruleset *rules;
	struct cfix_prefilter *prefilter;	/* NULL: parse every file */
	/* rule by rule (cfix_prefilter_new_each()): which rules a file
	 * let through skips; NULL with prefilter */
	struct cfix_prefilter *each;
	enum cfix_front parser;	/* --parser, else .cfix's parser:, else auto */
	enum cfix_kind kind;	/* the kind whose rules start on */
	char *kind_why;		/* why that kind: a sentence */
	struct cfix_vocabulary *vocab;	/* .cfix's vocabulary:, or NULL */
	bool review_fixes;	/* --review-fixes, else .cfix's review-fixes: */
	bool check_build;	/* --check-build, else .cfix's check-build: */
	bool failed;
};

struct cfix_profiles;

/* opts is borrowed and must outlive the cache. */
struct cfix_profiles *cfix_profiles_new(const struct cfix_options *opts);
void cfix_profiles_free(struct cfix_profiles *profiles);
/* Forgets every .cfix and profile read (their files changed). */
void cfix_profiles_reset(struct cfix_profiles *profiles);
/*
 * The profile of path (a file: its folder's; a folder: its own), made
 * on first use.  NULL when its .cfix, a rule or a pattern has an error:
 * the errors go to sink the first time only.
 */
struct cfix_profile *cfix_profile_for(struct cfix_profiles *profiles,
				      const char *path,
				      struct cfix_diag_sink *sink);

/* ---- whose .cfix and rules to believe (trust.c) ------------------------- */

/*
 * The user's trust: --trust-checkout, the list of trusted folders
 * ($XDG_CONFIG_HOME/cfix/trusted, else ~/.config/cfix/trusted; one
 * absolute folder a line, trusting everything below it; read on first
 * use) and the home folder.  Folders given to it are real paths.
 */
struct cfix_trust;

/* all: --trust-checkout.  Free with cfix_trust_free(). */
struct cfix_trust *cfix_trust_new(bool all);
void cfix_trust_free(struct cfix_trust *trust);
/* Where the list of trusted folders is, for messages (borrowed). */
const char *cfix_trust_list_path(const struct cfix_trust *trust);
/*
 * Whether the rules a .cfix in dir names (its rule-dirs, and so their
 * scripts) may run: --trust-checkout, or dir is at or below a listed
 * folder.  Problems with the list go to sink, the first time.
 */
bool cfix_trust_folder(struct cfix_trust *trust, const char *dir,
		       struct cfix_diag_sink *sink);
/*
 * Why the .cfix at path, in folder dir, must not be read at all, as git
 * refuses a repository of dubious ownership: it is owned by a user
 * other than this one and root, or anyone may write or replace it.
 * NULL when it may be read, or dir is listed as trusted.  The reason is
 * a static string.
 */
const char *cfix_trust_config_problem(struct cfix_trust *trust,
				      const char *path, const char *dir,
				      struct cfix_diag_sink *sink);
/* Whether the upward search for .cfix stops at dir: it holds .git (a
 * repository's root) or it is the home folder. */
bool cfix_trust_search_ends(const struct cfix_trust *trust, const char *dir);

/* ---- one file ----------------------------------------------------------- */

/* What happened to a file. */
enum cfix_file_outcome {
	CFIX_FILE_SKIPPED,	/* the prefilter says no rule can match */
	CFIX_FILE_EXACT,	/* parsed, clang saw no error */
	CFIX_FILE_TOLERANT,	/* parsed with errors (tolerant mode) */
	CFIX_FILE_FAILED,	/* could not be read, parsed or written */
	CFIX_FILE_CRASHED,	/* its worker died on it */
	CFIX_FILE_TIMED_OUT,	/* its worker ran past --timeout */
	CFIX_FILE_OVER_MEMORY,	/* its worker went past the memory limit */
};

/*
 * Everything processing one file produced, printed later in file order:
 * out goes to stdout, err to stderr.  findings: matches reported;
 * changed: the fixes change the file (printed as a diff or written).
 * Release with cfix_file_result_release().
 */
struct cfix_file_result {
	struct cfix_buf out, err;
	/* for the run's documents: the file's findings as
	 * cfix_export_serialize() writes them (--export-fixes, --sarif, --html) */
	struct cfix_buf exported;
	/* for --patch-dir: per rule that changed the file, its name, message
	 * and diff, each ending in a NUL byte */
	struct cfix_buf patches;
	/* for the run cache (spatch mode): the headers the file's parses
	 * read, as cfix_parse_headers_record() notes them */
	struct cfix_buf headers;
	enum cfix_file_outcome outcome;
	uint32_t findings;
	uint32_t unparsed;	/* places warned of as not parsed */
	bool changed;
	bool failed;		/* a step failed (exit status 2) */
};

void cfix_file_result_init(struct cfix_file_result *result);
void cfix_file_result_release(struct cfix_file_result *result);

/*
 * --explain FILE:LINE: whether the file can be read and has the line;
 * else prints "FILE:LINE:1: error: ..." and returns -1 (tool/explain.c).
 */
int cfix_explain_check(const char *path, unsigned line);

/*
 * --explain's work on the file parsed into source with sopts:
 * the profile's rules run (fixits/pipeline.c) with a trace, which is
 * rendered (JSON with opts->json) into result's output.  Frees source.
 */
void cfix_explain_file(const struct cfix_options *opts,
		       const struct cfix_profile *profile,
		       struct cfix_source *source,
		       const struct cfix_source_options *sopts,
		       struct cfix_diag_sink *sink,
		       struct cfix_file_result *result);

/* ---- initialize rules (run_once.c) ---------------------------------------- */

/*
 * Runs set's initialize rules in this process, before the files (as
 * spatch does, whatever the files hold), under timeout seconds (0: no
 * limit; past it the process exits with status 2); what they print goes
 * to out.  0, or -1 with the error in sink.
 */
int cfix_initialize_rules(const struct cfix_ruleset *set, unsigned timeout,
			  struct cfix_buf *out, struct cfix_diag_sink *sink);

/* ---- the batch driver (batch.c) -------------------------------------------- */

/*
 * What the batch driver runs: the command line's run (main.c) and
 * spatch mode's (spatch.c) each embed one and find themselves from it.
 * run_file processes one file (prefilter, parse, match, fix) into
 * *result, which the driver has initialized; collect takes what the
 * run's documents need from a file's result, called in file order in
 * the process that writes them (may be NULL).
 */
struct cfix_batch_job {
	void (*run_file)(struct cfix_batch_job *job, const char *path,
			 struct cfix_file_result *result);
	void (*collect)(struct cfix_batch_job *job,
			const struct cfix_file_result *result);
	/* run once after the last file, in the process that ran them
	 * (spatch's finalize rules), into *result, printed after the
	 * files' and collected with them; may be NULL.  With a finish, the
	 * run takes one worker at most. */
	void (*finish)(struct cfix_batch_job *job,
		       struct cfix_file_result *result);
};

/* What one file may cost a worker: seconds of CPU time (and as many of
 * wall time without using the CPU) and bytes (0: no limit); and the
 * bytes a worker may grow by before it trims its heap or, if that is
 * not enough, is replaced by a fresh one between files (recycle; 0:
 * never). */
struct cfix_batch_limits {
	unsigned timeout;
	uint64_t memory;
	uint64_t recycle;
};

/* Totals of a run, for the summary. */
struct cfix_stats {
	unsigned files;		/* handled so far */
	unsigned skipped, parsed, tolerant, matched, changed;
	/* the "cannot parse this code" warnings: files, places */
	unsigned unparsed_files;
	unsigned long unparsed;
	unsigned failed, crashed;	/* crashed counts time-outs too */
	unsigned long findings;
};

/* Adds a file's result to the totals. */
void cfix_stats_add(struct cfix_stats *stats,
		    const struct cfix_file_result *result);

/*
 * Processes files[0, nfiles) with jobs workers and prints each file's
 * result (stdout, then stderr) in file order, so the output is the same
 * for any jobs.  jobs 0 runs in this process (for callers that need no
 * limit); N forks N workers (even for one file, so that a crash inside
 * libclang or a limit costs that file and not the run), each with its
 * own libclang state, hands a file to an idle worker only, and
 * replaces a worker that dies on a file or goes past a limit on it,
 * reporting that file as skipped.  Fixes are written by the workers.
 * Fills *stats; a finish that failed counts as a failed file.
 */
void cfix_batch_run(struct cfix_batch_job *job, char *const *files,
		    size_t nfiles, unsigned jobs,
		    const struct cfix_batch_limits *limits,
		    struct cfix_stats *stats);

/* ---- limits on a file's cost (limits.c) ------------------------------------ */

/* The memory limit per worker when none is given: half of the
 * machine's memory shared by jobs workers; 0 if unknown. */
uint64_t cfix_memory_limit_default(unsigned jobs);
/* The resident memory of process pid in bytes; 0 if unknown. */
uint64_t cfix_process_memory(pid_t pid);
/* The CPU time (user and system) process pid used, in seconds; -1 if
 * unknown. */
double cfix_process_cpu(pid_t pid);
/* In a worker, before a file: the process may spend seconds more of
 * CPU time (0: no limit), then dies of SIGXCPU (no core dump). */
void cfix_cpu_limit_set(unsigned seconds);
/*
 * --timeout's wall-time backstop (limits.c), watched from the parent:
 * whether process pid, on one task since started (cfix_now()), waits:
 * over timeout seconds of wall time (the first window begins timeout
 * seconds after the task did) it used less than 1% of that of CPU
 * time.  window is the caller's, one per process; one from before
 * started is begun anew.  cfix_wait_window_due(): when the next check
 * is due.
 */
struct cfix_wait_window {
	double from, cpu;	/* since when, and the process' CPU time then */
};
bool cfix_process_waits(pid_t pid, double started, unsigned timeout,
			struct cfix_wait_window *window);
double cfix_wait_window_due(const struct cfix_wait_window *window,
			    double started, unsigned timeout);
/* A size: a number of bytes, or with K, M, G or T (KiB...); false if
 * text is not one. */
bool cfix_size_parse(const char *text, uint64_t *out);
/* Appends bytes in the largest unit that divides it ("16 MiB"). */
void cfix_size_format(uint64_t bytes, struct cfix_buf *out);
/*
 * Whether path may be read: a regular file of max_size bytes at most
 * (0: any size).  Else appends an error naming it to err.  Looks with
 * stat() only, so a fifo or a device is refused without being opened.
 * A path stat() cannot see passes: its reader says why it cannot read.
 */
bool cfix_input_check(const char *path, uint64_t max_size,
		      struct cfix_buf *err);

/* ---- progress and summary (progress.c) --------------------------------------- */

/*
 * A progress line on stderr, redrawn in place at most a few times a
 * second; only when enabled (stderr is a terminal).  Clear it before
 * printing anything else to the terminal.
 */
void cfix_progress_start(unsigned total, bool enabled);
void cfix_progress_update(const struct cfix_stats *stats);
void cfix_progress_clear(void);
/* Prints the summary of a run to stderr: counts, wall and CPU time. */
void cfix_progress_summary(const struct cfix_stats *stats, double seconds);
/* Seconds since cfix_progress_start(). */
double cfix_progress_elapsed(void);

/* ---- spatch's command line (spatch.c) ---------------------------------------- */

/* Whether argv holds an option only spatch has (--cocci-file, -D,
 * --dir, --very-quiet, ...): then cfix_spatch_main() runs it. */
bool cfix_spatch_wanted(int argc, char **argv);
/* Runs cfix as a stand-in for spatch (make coccicheck SPATCH=cfix);
 * returns the exit status: 0, also when code matched, as spatch. */
int cfix_spatch_main(int argc, char **argv);
/* The --version line: "cfix spatch-compatible 1.1.1 (cfix version X,
 * libclang-19)", whose third word scripts/coccicheck takes as spatch's
 * version. */
void cfix_spatch_print_version(FILE *out);

#endif
