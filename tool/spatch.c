/*
 * spatch's command line, so cfix can stand in for Coccinelle's spatch
 * (`make coccicheck SPATCH=cfix`): the options scripts/coccicheck passes,
 * and output as spatch prints it.  main() dispatches here when argv
 * holds an option only spatch has (cfix_spatch_wanted()).
 *
 * The decision a newcomer would question: this mode has its own file
 * loop instead of main.c's.  spatch's output differs from cfix's in
 * every part (a `diff -u -p` per file, no findings report, script rules
 * printing on stdout, exit status 0 when code matched), and script
 * rules run in one Python interpreter per process, so each worker
 * writes its stdout to a file of its own, concatenated in file order.
 *
 * Modes follow the rule's virtual rules (-D patch, -D report, ...):
 * changes print as a diff (unless --no-show-diff), '*' lines print as
 * the '-' lines of a diff (context mode), and what script rules print
 * is the report (report and org modes).
 */
#include "tool.h"

#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

/* The spatch release whose command line and output this mode follows. */
#define SPATCH_COMPAT_VERSION "1.1.1"

struct spatch_options {
	CFIX_ARRAY(const char *) cocci_files;
	CFIX_ARRAY(const char *) defines;	/* -D name */
	CFIX_ARRAY(const char *) inputs;	/* --dir DIR, files */
	CFIX_ARRAY(const char *) clang_args;	/* -I, --include */
	CFIX_ARRAY(const char *) incdirs;	/* -I, in order */
	CFIX_ARRAY(const char *) incfiles;	/* --include, in order */
	const char *patch_dir;		/* --patch: diff paths relative to it */
	const char *dir;		/* the last --dir */
	const char *out_file;		/* -o */
	bool include_headers, very_quiet, quiet, no_show_diff, in_place;
	uint8_t includes;	/* the last of --no-, --local-, --all-,
				   --recursive-includes, as spatch: a
				   cfix_spatch_types value */
	bool verbose_parsing;		/* cfix -v's note per file */
	bool allow_inconsistent_paths;
	bool no_loops;
	bool parse_cocci, help, version;
	unsigned jobs, timeout;
	bool bad;
};

enum spatch_arg {
	SP_FLAG,	/* no value */
	SP_VALUE,	/* one value */
};

enum spatch_action {
	SP_COCCI, SP_DEFINE, SP_DIR, SP_PATCH, SP_INCDIR, SP_INCLUDE,
	SP_HEADERS, SP_VERY_QUIET, SP_QUIET, SP_NO_DIFF, SP_IN_PLACE,
	SP_OUT, SP_JOBS, SP_TIMEOUT, SP_PARSE_COCCI, SP_HELP, SP_VERSION,
	SP_NO_INCLUDES, SP_LOCAL_INCLUDES, SP_ALL_INCLUDES, SP_WIDE_INCLUDES, SP_ALLOW_INCONSISTENT, SP_VERBOSE_PARSING, SP_NO_LOOPS,
	SP_IGNORED,		/* accepted, changes nothing in cfix */
	SP_NOTED,		/* accepted, with a note that cfix differs */
};

/* The command line is a table; --help prints it. */
static const struct spatch_option {
	const char *name;
	enum spatch_arg arg;
	enum spatch_action action;
	const char *help;
	bool spatch_only;	/* its presence selects this mode */
} spatch_table[] = {
	{ "--cocci-file", SP_VALUE, SP_COCCI, "the semantic patch", true },
	{ "--sp-file", SP_VALUE, SP_COCCI, "the semantic patch", false },
	{ "-D", SP_VALUE, SP_DEFINE, "define a virtual rule (name or name=value)", true },
	{ "--define", SP_VALUE, SP_DEFINE, "as -D", true },
	{ "--dir", SP_VALUE, SP_DIR, "process the .c files of a folder, recursively", true },
	{ "--patch", SP_VALUE, SP_PATCH, "print diff paths relative to this folder", true },
	{ "-I", SP_VALUE, SP_INCDIR, "an include folder (passed to clang)", false },
	{ "--include", SP_VALUE, SP_INCLUDE, "a header included first (clang -include; read for types as spatch does)", false },
	{ "--include-headers", SP_FLAG, SP_HEADERS, "also process the .h files of --dir (as cfix's own --include-headers)", false },
	{ "--no-includes", SP_FLAG, SP_NO_INCLUDES, "read each file alone: cfix's own parser (cfix --parser own-first) when no rule needs types or matches declarations, else clang and the headers, the own parse standing in where clang fails (docs/coccicheck.md)", true },
	{ "--all-includes", SP_FLAG, SP_ALL_INCLUDES, "accepted (as above; a typed rule's candidates counted with the headers the file includes, beside it or along -I)", true },
	{ "--local-includes", SP_FLAG, SP_LOCAL_INCLUDES, "accepted (as above; the default)", true },
	{ "--recursive-includes", SP_FLAG, SP_WIDE_INCLUDES, "accepted (as above; a typed rule's candidates counted with the headers the file includes and those they include, along -I)", true },
	{ "--verbose-parsing", SP_FLAG, SP_VERBOSE_PARSING, "say on stderr how each file was parsed: which front end read it for which rules, and why (cfix -v's note)", true },
	{ "--very-quiet", SP_FLAG, SP_VERY_QUIET, "print nothing but the results", true },
	{ "--quiet", SP_FLAG, SP_QUIET, "print fewer notes", false },
	{ "--no-show-diff", SP_FLAG, SP_NO_DIFF, "do not print the diff", true },
	{ "--in-place", SP_FLAG, SP_IN_PLACE, "write the changes into the files", false },
	{ "-o", SP_VALUE, SP_OUT, "write the changed file (one input file) here", false },
	{ "--jobs", SP_VALUE, SP_JOBS, "N worker processes", false },
	{ "-j", SP_VALUE, SP_JOBS, "as --jobs", false },
	{ "--chunksize", SP_VALUE, SP_IGNORED, "accepted (workers take files one range each)", true },
	{ "--timeout", SP_VALUE, SP_TIMEOUT, "seconds of CPU time per file: a file past it is stopped and skipped, with an error", false },
	{ "--use-gitgrep", SP_FLAG, SP_IGNORED, "accepted (cfix has its own prefilter)", true },
	{ "--use-idutils", SP_FLAG, SP_IGNORED, "accepted (cfix has its own prefilter)", true },
	{ "--use-glimpse", SP_FLAG, SP_IGNORED, "accepted (cfix has its own prefilter)", true },
	{ "--use-coccigrep", SP_FLAG, SP_IGNORED, "accepted (cfix has its own prefilter)", true },
	{ "--parse-cocci", SP_FLAG, SP_PARSE_COCCI, "print the parsed rules and exit", true },
	{ "--iso-file", SP_VALUE, SP_NOTED, "accepted; cfix applies its own isomorphisms only", true },
	{ "--macro-file", SP_VALUE, SP_NOTED, "accepted; clang expands the real macros", true },
	{ "--macro-file-builtins", SP_VALUE, SP_NOTED, "accepted; clang expands the real macros", true },
	{ "--allow-inconsistent-paths", SP_FLAG, SP_ALLOW_INCONSISTENT, "change a statement even where a path from the function's start reaches it without passing the start of a match that changes it (else the file fails, as in spatch)", false },
	{ "--no-loops", SP_FLAG, SP_NO_LOOPS, "statement '...' does not go round a loop's back edge into its body again (cfix's still passes the loop's head on the way out, where spatch's skips it)", true },
	{ "--keep-comments", SP_FLAG, SP_NOTED, "accepted; comments among removed code go or stay as without it (a comment inside a removed statement is removed with it)", true },
	{ "--max-width", SP_VALUE, SP_IGNORED, "accepted (cfix keeps the code's layout)", true },
	{ "--smpl-spacing", SP_FLAG, SP_IGNORED, "accepted (cfix keeps the code's layout)", true },
	{ "--version", SP_FLAG, SP_VERSION, "print the version (spatch's form) and exit", false },
	{ "--help", SP_FLAG, SP_HELP, "print this help and exit", false },
	{ NULL, 0, 0, NULL, false },
};

/* spatch also takes "-sp_file", "-very_quiet": "--" and '-' for '_'. */
static const char *long_form(const char *arg, char *buf, size_t size)
{
	if (arg[0] != '-' || arg[1] == '-' || strlen(arg) <= 2 ||
	    strlen(arg) + 2 > size)
		return arg;
	snprintf(buf, size, "-%s", arg);
	for (char *p = buf; *p; p++)
		if (*p == '_')
			*p = '-';
	return buf;
}

/* The option ARG names, or NULL.  An option that takes a value may
 * carry it in the same word, "--macro-file=F", as OCaml's Arg (and so
 * spatch) allows: *value then points at F, else it is NULL. */
static const struct spatch_option *find_option_value(const char *arg,
						     const char **value)
{
	char buf[128];
	const char *name = long_form(arg, buf, sizeof(buf));
	const char *eq = name[0] == '-' ? strchr(name, '=') : NULL;

	*value = NULL;
	for (const struct spatch_option *o = spatch_table; o->name; o++) {
		size_t n = strlen(o->name);

		if (!strcmp(o->name, name))
			return o;
		if (eq && o->arg == SP_VALUE && (size_t)(eq - name) == n &&
		    !strncmp(o->name, name, n)) {
			*value = strchr(arg, '=') + 1;
			return o;
		}
	}
	return NULL;
}

static const struct spatch_option *find_option(const char *arg)
{
	const char *value;

	return find_option_value(arg, &value);
}

bool cfix_spatch_wanted(int argc, char **argv)
{
	for (int i = 1; i < argc; i++) {
		const struct spatch_option *o = find_option(argv[i]);

		if (!strcmp(argv[i], "--"))
			return false;
		if (o && o->spatch_only)
			return true;
	}
	return false;
}

void cfix_spatch_print_version(FILE *out)
{
	/* scripts/coccicheck reads the third word as the spatch version
	 * it compares with each rule's "// Requires:" line */
	fprintf(out, "cfix spatch-compatible %s (cfix version %s, "
		     "libclang-19)\n", SPATCH_COMPAT_VERSION, CFIX_VERSION);
}

static void usage(FILE *out)
{
	fprintf(out, "usage: cfix --cocci-file RULE.cocci [OPTIONS] "
		     "(--dir DIR | FILE...)\n\nspatch's command line (cfix "
		     "selects it when an option only spatch has is given):\n");
	for (const struct spatch_option *o = spatch_table; o->name; o++) {
		char name[64];

		snprintf(name, sizeof(name), "%s%s", o->name,
			 o->arg == SP_VALUE ? " ARG" : "");
		fprintf(out, "  %-24s %s\n", name, o->help);
	}
}

static bool parse_count(const char *text, unsigned *out)
{
	char *end;
	unsigned long n = strtoul(text, &end, 10);

	if (!*text || *end || n > 100000)
		return false;
	*out = (unsigned)n;
	return true;
}

/* Applies one option of the table with its value (or NULL). */
static void apply_option(struct spatch_options *opts,
			 const struct spatch_option *o, const char *value)
{
	switch (o->action) {
	case SP_COCCI: cfix_array_push(&opts->cocci_files, value); break;
	case SP_DEFINE: cfix_array_push(&opts->defines, value); break;
	case SP_DIR:
		opts->dir = value;
		cfix_array_push(&opts->inputs, value);
		break;
	case SP_PATCH: opts->patch_dir = value; break;
	case SP_INCDIR:
		cfix_array_push(&opts->clang_args, "-I");
		cfix_array_push(&opts->clang_args, value);
		cfix_array_push(&opts->incdirs, value);
		break;
	case SP_INCLUDE:
		cfix_array_push(&opts->clang_args, "-include");
		cfix_array_push(&opts->clang_args, value);
		cfix_array_push(&opts->incfiles, value);
		break;
	case SP_HEADERS: opts->include_headers = true; break;
	case SP_VERY_QUIET: opts->very_quiet = true; break;
	case SP_QUIET: opts->quiet = true; break;
	case SP_NO_DIFF: opts->no_show_diff = true; break;
	case SP_NO_INCLUDES: opts->includes = CFIX_SPATCH_TYPES_ALONE; break;
	case SP_LOCAL_INCLUDES: opts->includes = CFIX_SPATCH_TYPES_LOCAL; break;
	case SP_ALL_INCLUDES: opts->includes = CFIX_SPATCH_TYPES_ALL; break;
	case SP_WIDE_INCLUDES: opts->includes = CFIX_SPATCH_TYPES_WIDE; break;
	case SP_VERBOSE_PARSING: opts->verbose_parsing = true; break;
	case SP_ALLOW_INCONSISTENT: opts->allow_inconsistent_paths = true; break;
	case SP_NO_LOOPS: opts->no_loops = true; break;
	case SP_IN_PLACE: opts->in_place = true; break;
	case SP_OUT: opts->out_file = value; break;
	case SP_JOBS:
	case SP_TIMEOUT:
		if (!parse_count(value, o->action == SP_JOBS ? &opts->jobs
							      : &opts->timeout)) {
			fprintf(stderr, "cfix: error: '%s' needs a number, "
					"not '%s'\n", o->name, value);
			opts->bad = true;
		}
		break;
	case SP_PARSE_COCCI: opts->parse_cocci = true; break;
	case SP_HELP: opts->help = true; break;
	case SP_VERSION: opts->version = true; break;
	case SP_NOTED:
		fprintf(stderr, "cfix: note: '%s%s%s' accepted and not used: %s\n",
			o->name, value ? " " : "", value ? value : "", o->help);
		break;
	case SP_IGNORED: break;
	}
}

static int parse_options(struct spatch_options *opts, int argc, char **argv)
{
	for (int i = 1; i < argc; i++) {
		const char *arg = argv[i];
		const char *value;
		const struct spatch_option *o = find_option_value(arg, &value);

		if (!o && !strncmp(arg, "-I", 2) && arg[2]) {
			cfix_array_push(&opts->clang_args, "-I");
			cfix_array_push(&opts->clang_args, arg + 2);
			cfix_array_push(&opts->incdirs, arg + 2);
			continue;
		}
		if (!o && !strncmp(arg, "-D", 2) && arg[2]) {
			cfix_array_push(&opts->defines, arg + 2);
			continue;
		}
		if (!o && arg[0] == '-') {
			fprintf(stderr, "cfix: error: spatch option '%s' is not "
					"supported yet\n", arg);
			return -1;
		}
		if (!o) {
			cfix_array_push(&opts->inputs, arg);
			continue;
		}
		if (value) {
			apply_option(opts, o, value);
			continue;
		}
		if (o->arg == SP_VALUE && i + 1 >= argc) {
			fprintf(stderr, "cfix: error: '%s' needs a value\n", arg);
			return -1;
		}
		apply_option(opts, o, o->arg == SP_VALUE ? argv[++i] : NULL);
	}
	return opts->bad ? -1 : 0;
}

/* ---- the files ------------------------------------------------------------ */

typedef cfix_path_list name_list;

/* The inputs expanded: folders walked (cfix_paths_walk(): no symbolic
 * link followed), files as given.  -1 when one does not exist or a walk
 * could not read a name. */
static int expand_inputs(const struct spatch_options *opts, name_list *files)
{
	int status = 0;

	for (size_t i = 0; i < opts->inputs.len; i++) {
		const char *input = opts->inputs.items[i];
		char *path = cfix_xasprintf("%s", input);
		struct stat st;
		size_t n = strlen(path);

		while (n > 1 && path[n - 1] == '/')
			path[--n] = '\0';
		if (stat(path, &st)) {
			fprintf(stderr, "%s: error: %s\n", input, strerror(errno));
			status = -1;
			free(path);
		} else if (S_ISDIR(st.st_mode)) {
			if (cfix_paths_walk(path, opts->include_headers, files))
				status = -1;
			free(path);
		} else {
			cfix_array_push(files, path);
		}
	}
	return status;
}

/* ---- output as spatch prints it ------------------------------------------ */

/* path as diff headers name it: relative to --patch, else to --dir. */
static const char *diff_name(const struct spatch_options *opts,
			     const char *path)
{
	const char *base = opts->patch_dir ? opts->patch_dir : opts->dir;
	size_t n;

	while (!strncmp(path, "./", 2))
		path += 2;
	if (!base)
		return path;
	while (!strncmp(base, "./", 2))
		base += 2;
	n = strlen(base);
	while (n && base[n - 1] == '/')
		n--;
	if (n == 0 || (n == 1 && base[0] == '.'))
		return path;
	if (!strncmp(path, base, n) && path[n] == '/')
		return path + n + 1;
	return path;
}

static int write_temp(char *name, const char *text, size_t len)
{
	int fd = mkstemp(name);
	bool ok;

	if (fd < 0)
		return -1;
	ok = write(fd, text, len) == (ssize_t)len;
	close(fd);
	return ok ? 0 : -1;
}

/*
 * The diff from old to new as spatch prints it: spatch runs
 * `diff -u -p` on the file and its changed copy, so cfix does too, and
 * names both sides as spatch does.  context: spatch's context mode,
 * whose sides are named PATH (as given or walked) and
 * /tmp/nothing/NAME (NAME relative to --patch, else to --dir).
 */
static int print_diff(const struct spatch_options *opts, const char *path,
		      const char *old, size_t oldlen, const char *new,
		      size_t newlen, bool context, FILE *out)
{
	char a[] = "/tmp/cfix-spatch-a-XXXXXX", b[] = "/tmp/cfix-spatch-b-XXXXXX";
	const char *name = diff_name(opts, path);
	char line[8192];
	int status = -1, nline = 0;
	FILE *diff = NULL;

	if (write_temp(a, old, oldlen) || write_temp(b, new, newlen))
		goto out;
	char *cmd = cfix_xasprintf("diff -u -p '%s' '%s'", a, b);

	diff = popen(cmd, "r");
	free(cmd);
	if (!diff)
		goto out;
	if (context)	/* the left side is the path as walked */
		fprintf(out, "diff -u -p %s /tmp/nothing/%s\n--- %s\n"
			     "+++ /tmp/nothing/%s\n", path, name, path, name);
	else
		fprintf(out, "diff -u -p a/%s b/%s\n--- a/%s\n+++ b/%s\n",
			name, name, name, name);
	while (fgets(line, sizeof(line), diff))
		if (nline++ >= 2)
			fputs(line, out);
	status = pclose(diff) == -1 ? -1 : 0;
	diff = NULL;
out:
	unlink(a);
	unlink(b);
	return status;
}

/* The text with every line a '*' of the rule matched left out: its
 * diff from the file shows those lines as spatch's context mode does. */
static void unstarred_text(const char *text, size_t len,
			   const struct cfix_match *matches, uint32_t count,
			   struct cfix_buf *out)
{
	bool *drop = cfix_xcalloc(len + 1, 1);
	size_t line = 0;

	for (uint32_t i = 0; i < count; i++)
		for (uint32_t k = 0; k < matches[i].nstars; k++) {
			size_t b = matches[i].stars[2 * k];
			size_t e = matches[i].stars[2 * k + 1];

			while (b > 0 && text[b - 1] != '\n')
				b--;
			while (e < len && text[e - 1] != '\n')
				e++;
			memset(drop + b, 1, e - b);
		}
	for (size_t i = 0; i < len; i++) {
		if (i == line && drop[i]) {
			while (i < len && text[i] != '\n')
				i++;
			line = i + 1;
			continue;
		}
		cfix_buf_addch(out, text[i]);
		if (text[i] == '\n')
			line = i + 1;
	}
	free(drop);
}

/* ---- the run ---------------------------------------------------------------- */

struct spatch_run {
	struct cfix_batch_job job;	/* first: run_of() finds the run */
	struct spatch_options opts;
	struct cfix_ruleset *rules;
	struct cfix_prefilter *prefilter;
	/* rule by rule, for the rules absent from a kept file */
	struct cfix_prefilter *each;
	/* the cwd's compile_commands.json, or NULL */
	struct cfix_compdb_cache *databases;
	bool failed;		/* a file or a script failed */
	char *cache_dir;	/* the parse cache's folder, or NULL */
	struct cfix_run_cache cache;	/* the run cache (runcache.c) */
	int argc;		/* the command line, for its key */
	char **argv;
};

/* Renders the sink's diagnostics (notes unless quiet) into out and
 * empties the sink. */
static void render_diags(const struct spatch_run *run,
			 struct cfix_diag_sink *sink, struct cfix_buf *out)
{
	for (size_t i = 0; i < sink->diags.len; i++) {
		const struct cfix_diag *diag = &sink->diags.items[i];

		if (diag->severity == CFIX_DIAG_NOTE && (run->opts.quiet ||
							 run->opts.very_quiet))
			continue;
		cfix_diag_render(diag, out);
	}
	cfix_diag_sink_release(sink);
}

static void print_diags(struct spatch_run *run, struct cfix_diag_sink *sink)
{
	struct cfix_buf out = CFIX_BUF_INIT;

	render_diags(run, sink, &out);
	fputs(out.data, stderr);
	cfix_run_cache_note(&run->cache, 2, out.data, out.len);
	cfix_buf_release(&out);
}

static bool has_stars(const struct cfix_match *matches, uint32_t count)
{
	for (uint32_t i = 0; i < count; i++)
		if (matches[i].nstars)
			return true;
	return false;
}

/* -o FILE: the changed text (spatch writes it for one input file). */
static int write_out(const char *name, const struct cfix_buf *text)
{
	FILE *f = fopen(name, "w");
	bool ok = f && fwrite(text->data, 1, text->len, f) == text->len;

	if (f && fclose(f))
		ok = false;
	if (!ok)
		fprintf(stderr, "%s: error: cannot write: %s\n", name,
			strerror(errno));
	return ok ? 0 : -1;
}

/* The file's changes (edits, on text[0, len), made by matches):
 * printed to out as a diff, written with --in-place or -o.  own: cfix's
 * own parser read the file (no clang rewriter then). */
static int emit_changes(struct spatch_run *run, const char *path,
			const char *text, size_t len,
			const struct cfix_editset *edits,
			const struct cfix_match *matches, uint32_t count,
			bool own, struct cfix_diag_sink *sink, FILE *out)
{
	struct cfix_buf fixed = CFIX_BUF_INIT;
	int status = 0;

	if ((own ? cfix_editset_apply_plain(edits, &fixed, sink)
		 : cfix_editset_apply(edits, &fixed, sink))) {
		status = -1;
		goto out;
	}
	if (fixed.len != len || memcmp(fixed.data, text, len)) {
		if (!run->opts.no_show_diff)
			status |= print_diff(&run->opts, path, text, len,
					     fixed.data, fixed.len, false, out);
		if (run->opts.in_place)
			status |= cfix_file_write_atomic(path, text, len,
							 fixed.data, fixed.len,
							 sink);
		if (run->opts.out_file)
			status |= write_out(run->opts.out_file, &fixed);
	} else if (!run->opts.no_show_diff && has_stars(matches, count)) {
		struct cfix_buf context = CFIX_BUF_INIT;

		unstarred_text(text, len, matches, count, &context);
		status = print_diff(&run->opts, path, text, len, context.data,
				    context.len, true, out);
		cfix_buf_release(&context);
	}
out:
	cfix_buf_release(&fixed);
	return status;
}

/* What file_args() needs, given to the parse as late_ctx. */
struct file_args_ctx {
	const struct spatch_run *run;
	struct cfix_compile_args args;	/* released after the file */
	struct cfix_diag_sink *sink;
	bool found;		/* args hold the file's command */
	bool asked;		/* the database was asked (a later stage's
				   parse of the same file asks again) */
};

/*
 * The file's compiler arguments: its command in the compile database
 * when there is one (or a neighbour's, see cfix_compdb_args()), else
 * the -I and --include options.  coccicheck passes only the kernel's
 * include folders (spatch needs no more), while clang also needs
 * kbuild's -D__KERNEL__ and -include compiler_types.h to parse kernel
 * code; make runs coccicheck in the build folder, where
 * `make compile_commands.json` writes the database.  Called only when
 * clang is to read the file (cfix_source_options.late_args): a rule
 * process whose files all go to cfix's own parser never loads the
 * database (a quarter of such a process's time over drivers/base).
 */
static void file_args(void *data, const char *path,
		      struct cfix_source_options *sopts)
{
	struct file_args_ctx *ctx = data;
	const struct spatch_run *run = ctx->run;

	if (!ctx->asked) {
		struct cfix_compdb *db = run->databases
			? cfix_compdb_cache_for(run->databases, path,
						ctx->sink)
			: NULL;
		char *abs = db ? realpath(path, NULL) : NULL;

		ctx->found = abs && cfix_compdb_args(db, abs, &ctx->args) >= 0;
		ctx->asked = true;
		free(abs);
	}
	if (ctx->found) {
		sopts->args = (const char *const *)ctx->args.args;
		sopts->nargs = ctx->args.nargs;
		sopts->directory = ctx->args.directory;
	} else {
		sopts->args = run->opts.clang_args.items;
		sopts->nargs = (int)run->opts.clang_args.len;
	}
}

static struct spatch_run *run_of(struct cfix_batch_job *job)
{
	return (struct spatch_run *)((char *)job -
				     offsetof(struct spatch_run, job));
}

/*
 * Matches and fixes one file (fixits' pipeline) into result: scripts'
 * output and the diff in out, diagnostics in err.
 */
static void process_file(struct spatch_run *run, const char *path,
			 struct cfix_source *source,
			 const struct cfix_source_options *sopts,
			 struct cfix_diag_sink *sink,
			 struct cfix_file_result *result)
{
	struct cfix_pipeline_options popts = {
		.rules = run->rules, .parse = sopts, .out = &result->out,
		.review_fixes = true,	/* as spatch: every fix applies */
	};
	struct cfix_pipeline_result found;
	char *diff = NULL;
	size_t difflen = 0;
	FILE *out;
	const char *text;
	size_t len;

	cfix_pipeline_result_init(&found);
	if (cfix_pipeline_run(source, &popts, sink, &found)) {
		result->failed = true;
		goto out;
	}
	result->failed |= found.failed;
	result->findings = found.nmatches;
	text = cfix_source_text(source, &len);
	out = open_memstream(&diff, &difflen);
	if (!out || (found.nmatches &&
		     emit_changes(run, path, text, len, found.edits,
				  found.matches, found.nmatches,
				  cfix_source_mode(source) == CFIX_PARSE_OWN,
				  sink, out)))
		result->failed = true;
	if (out)
		fclose(out);
	cfix_buf_add(&result->out, diff ? diff : "", difflen);
	free(diff);
out:
	cfix_pipeline_result_release(&found);
}

/* The batch job's run_file: prefilter, parse, then process_file(). */
static void run_file(struct cfix_batch_job *job, const char *path,
		     struct cfix_file_result *result)
{
	struct spatch_run *run = run_of(job);
	struct cfix_source_options sopts = {
		.repair_rounds = 3, .fix_macro_defs = true,
		.spatch_constants = true,	/* what includes spatch reads
						   does not change it */
		.scripts_only = run->opts.no_show_diff &&
				!run->opts.in_place && !run->opts.out_file,
		.cache_dir = run->cache_dir,
		.front = run->opts.includes == CFIX_SPATCH_TYPES_ALONE
				 ? CFIX_FRONT_OWN_FIRST
				 : CFIX_FRONT_AUTO,
		/* which headers spatch reads for types */
		.spatch_types = run->opts.includes,
		.spatch_dirs = run->opts.incdirs.items,
		.nspatch_dirs = (uint32_t)run->opts.incdirs.len,
		.spatch_extra = run->opts.incfiles.items,
		.nspatch_extra = (uint32_t)run->opts.incfiles.len,
	};
	struct cfix_diag_sink sink;
	struct file_args_ctx late = { .run = run, .sink = &sink };
	struct cfix_source *source = NULL;
	struct cfix_buf text = CFIX_BUF_INIT;
	bool *absent = NULL;

	if (!cfix_input_check(path, CFIX_MAX_FILE_SIZE, &result->err)) {
		result->failed = true;
		return;
	}
	/* one read for the gate, the absent rules and the parse, as in the
	 * batch (tool/main.c); a file that cannot be read is left to the
	 * parse, which reports it */
	if (!cfix_buf_read_file(&text, path)) {
		if (!cfix_pipeline_text_passes(run->prefilter, text.data,
					       text.len)) {
			cfix_buf_release(&text);
			return;
		}
		/* the rules absent from the file are not run on it */
		absent = cfix_pipeline_text_absent(
			run->each, cfix_ruleset_count(run->rules), text.data,
			text.len);
		sopts.unsaved_text = text.data;
		sopts.unsaved_len = text.len;
	}
	sopts.skip_rules = absent;
	sopts.nskip_rules = cfix_ruleset_count(run->rules);
	cfix_diag_sink_init(&sink);
	if (run->cache.on)
		cfix_parse_headers_record(&result->headers);
	sopts.args = run->opts.clang_args.items;
	sopts.nargs = (int)run->opts.clang_args.len;
	sopts.late_args = file_args;
	sopts.late_ctx = &late;
	if (cfix_source_parse_for(path, run->rules, &sopts, &sink, &source))
		result->failed = true;
	else
		process_file(run, path, source, &sopts, &sink, result);
	if (source && run->opts.verbose_parsing)
		cfix_buf_addf(&result->err, "%s: note: parsed with %s\n", path,
			      cfix_source_why(source));
	render_diags(run, &sink, &result->err);
	cfix_source_free(source);
	cfix_buf_release(&text);
	free(absent);
	cfix_compile_args_release(&late.args);
	cfix_parse_headers_record(NULL);
}

/* The batch job's finish: the finalize rules, in the process whose
 * interpreter ran the files' scripts. */
static void run_finish(struct cfix_batch_job *job,
		       struct cfix_file_result *result)
{
	struct spatch_run *run = run_of(job);
	struct cfix_diag_sink sink;

	cfix_diag_sink_init(&sink);
	cfix_script_capture(&result->out);
	if (cfix_ruleset_finalize(run->rules, &sink))
		result->failed = true;
	cfix_script_capture(NULL);
	render_diags(run, &sink, &result->err);
}

/* The batch job's collect: a failed file fails the run; what it prints
 * goes to the run cache as the batch driver prints it. */
static void run_collect(struct cfix_batch_job *job,
			const struct cfix_file_result *result)
{
	struct spatch_run *run = run_of(job);

	run->failed |= result->failed;
	cfix_run_cache_note(&run->cache, 1, result->out.data, result->out.len);
	cfix_run_cache_note(&run->cache, 2, result->err.data, result->err.len);
	if (run->cache.on)
		cfix_buf_add(&run->cache.headers, result->headers.data,
			     result->headers.len);
}

/* ---- main ----------------------------------------------------------------- */

/*
 * spatch refuses -D name when no rule file declares "virtual name"
 * ("virtual rule name not supported", status 255), and `make coccicheck`
 * with no COCCI= stops there: in patch mode at the first rule without
 * "virtual patch".  cfix says which rule and why on stderr and ends with
 * status 0, so the run goes on with the next rule.  Returns 1 then.
 */
static int check_defines(const struct spatch_run *run)
{
	for (size_t i = 0; i < run->opts.defines.len; i++) {
		const char *def = run->opts.defines.items[i];
		size_t n = strcspn(def, "=");
		char *name = cfix_xasprintf("%.*s", (int)n, def);
		/* name=value: a virtual metavariable, declared by its use */
		bool known = def[n] || cfix_ruleset_declares(run->rules, name);

		for (size_t j = 0; !known && j < run->opts.cocci_files.len; j++)
			fprintf(stderr,
				"cfix: warning: %s: skipped: it declares no "
				"'virtual %s' for -D %s (spatch: \"virtual "
				"rule %s not supported\"); nothing was "
				"checked\n",
				run->opts.cocci_files.items[j], name, name,
				name);
		free(name);
		if (!known)
			return 1;
	}
	return 0;
}

/*
 * A rule file that is valid SmPL but uses what cfix does not run yet
 * (the errors above say where and what): said on stderr, and the run
 * ends with status 0, as for a rule coccicheck skips for its
 * "// Requires:", so that `make coccicheck` (which stops at the first
 * failing spatch) goes on with the next rule.  Returns 1.
 */
static int skip_rules(const struct spatch_run *run)
{
	for (size_t i = 0; i < run->opts.cocci_files.len; i++)
		fprintf(stderr,
			"cfix: warning: %s: skipped: cfix cannot run this "
			"semantic patch yet (see above); nothing was "
			"checked\n",
			run->opts.cocci_files.items[i]);
	return 1;
}

/* Reads the rule files and defines -D's virtual rules; -1 on an error,
 * 1 when the rules are skipped (skip_rules(), check_defines()). */
static int load_rules(struct spatch_run *run)
{
	struct cfix_diag_sink sink;
	struct cfix_buf refused = CFIX_BUF_INIT;	/* not regular, too big */
	int status = 0;

	if (!run->opts.cocci_files.len) {
		fprintf(stderr, "cfix: error: no semantic patch: give "
				"--cocci-file RULE.cocci\n");
		return -1;
	}
	for (size_t i = 0; i < run->opts.cocci_files.len; i++)
		if (!cfix_input_check(run->opts.cocci_files.items[i],
				      CFIX_MAX_FILE_SIZE, &refused))
			status = -1;
	fputs(refused.data, stderr);
	cfix_buf_release(&refused);
	if (status)
		return status;
	cfix_diag_sink_init(&sink);
	run->rules = cfix_ruleset_new();
	cfix_ruleset_allow_inconsistent_paths(run->rules,
					      run->opts.allow_inconsistent_paths);
	cfix_ruleset_no_loops(run->rules, run->opts.no_loops);
	for (size_t i = 0; i < run->opts.defines.len; i++) {
		cfix_ruleset_define(run->rules, run->opts.defines.items[i]);
	}
	for (size_t i = 0; i < run->opts.cocci_files.len && !status; i++)
		status = cfix_ruleset_add_file(run->rules,
					       run->opts.cocci_files.items[i],
					       &sink);
	print_diags(run, &sink);
	if (status && cfix_ruleset_unsupported(run->rules))
		return skip_rules(run);
	return status ? status : check_defines(run);
}

/*
 * Worker processes for the batch driver: -j's, at least one, so that a
 * crash, a script's exit, --timeout and the memory limit cost a file
 * and not the run.  A finalize rule sees what the scripts of every file
 * left in the one interpreter: then one worker runs the files and the
 * finalize rules (the batch job's finish).
 */
static unsigned worker_count(const struct spatch_run *run)
{
	if (cfix_ruleset_has_finalize(run->rules))
		return 1;
	return run->opts.jobs > 1 ? run->opts.jobs : 1;
}

/* The files and the finalize rules, on the batch driver. */
static void run_batch(struct spatch_run *run, name_list *files,
		      struct cfix_stats *stats)
{
	unsigned jobs = worker_count(run);
	struct cfix_batch_limits limits = {
		.timeout = run->opts.timeout,
		.memory = cfix_memory_limit_default(jobs),
		.recycle = CFIX_WORKER_RECYCLE,
	};

	if (cfix_ruleset_has_finalize(run->rules))
		run->job.finish = run_finish;
	cfix_batch_run(&run->job, files->items, files->len, jobs, &limits,
		       stats);
	fflush(stdout);
}

/* The initialize rules, under --timeout, before the workers fork
 * (cfix_initialize_rules()); their print goes to the run cache too. */
static int initialize_rules(struct spatch_run *run, struct cfix_diag_sink *sink)
{
	struct cfix_buf out = CFIX_BUF_INIT;	/* their scripts' output */
	int status = cfix_initialize_rules(run->rules, run->opts.timeout,
					   &out, sink);

	fwrite(out.data, 1, out.len, stdout);
	cfix_run_cache_note(&run->cache, 1, out.data, out.len);
	cfix_buf_release(&out);
	return status;
}

/* Everything after the options: rules, files, the per-file loop. */
static int run_spatch(struct spatch_run *run)
{
	name_list files = { 0 };
	struct cfix_diag_sink sink;
	struct cfix_stats stats = { 0 };
	int status = 0;

	status = load_rules(run);
	if (status)
		return status > 0 ? 0 : 2;
	if (run->opts.parse_cocci) {
		struct cfix_buf dump = CFIX_BUF_INIT;

		cfix_ruleset_dump(run->rules, &dump);
		fputs(dump.data, stdout);
		cfix_buf_release(&dump);
		return 0;
	}
	if (expand_inputs(&run->opts, &files))
		status = 2;
	run->cache_dir = cfix_cache_dir_pick(false);
	/* a run that writes files is not kept, nor one already failing */
	if (!status && !run->opts.in_place && !run->opts.out_file &&
	    cfix_run_cache_begin(&run->cache, run->cache_dir, run->argc,
				 run->argv,
				 (char *const *)run->opts.cocci_files.items,
				 run->opts.cocci_files.len, files.items,
				 files.len)) {
		cfix_run_cache_end(&run->cache, false);
		goto out;
	}
	run->prefilter = cfix_prefilter_new(run->rules);
	run->each = cfix_prefilter_new_each(run->rules);
	cfix_diag_sink_init(&sink);
	if (!access("compile_commands.json", R_OK))	/* read when needed */
		run->databases = cfix_compdb_cache_new(".");
	if (initialize_rules(run, &sink))
		run->failed = true;
	print_diags(run, &sink);
	fflush(stdout);
	if (run->databases)	/* its entries read back, not through libclang */
		cfix_compdb_cache_keep(run->databases, run->cache_dir);
	if (!run->failed)
		run_batch(run, &files, &stats);
	/* kept only when every file ran to the end: a time-out, the memory
	 * limit or a crash is no function of the key */
	cfix_run_cache_end(&run->cache, !status && !run->failed &&
					!stats.failed && !stats.crashed);
	if (run->cache_dir)
		cfix_parse_cache_trim(run->cache_dir, CFIX_CACHE_SIZE);
out:
	free(run->cache_dir);
	for (size_t i = 0; i < files.len; i++)
		free(files.items[i]);
	cfix_array_release(&files);
	return run->failed ? 2 : status;
}

int cfix_spatch_main(int argc, char **argv)
{
	struct spatch_run run = { .job = { run_file, run_collect },
				  .argc = argc, .argv = argv,
				  .opts.includes = CFIX_SPATCH_TYPES_LOCAL };
	int status;

	if (parse_options(&run.opts, argc, argv)) {
		usage(stderr);
		status = 2;
	} else if (run.opts.help) {
		usage(stdout);
		status = 0;
	} else if (run.opts.version) {
		cfix_spatch_print_version(stdout);
		status = 0;
	} else {
		status = run_spatch(&run);
	}
	cfix_prefilter_free(run.prefilter);
	cfix_prefilter_free(run.each);
	cfix_compdb_cache_free(run.databases);
	cfix_ruleset_free(run.rules);
	cfix_array_release(&run.opts.cocci_files);
	cfix_array_release(&run.opts.defines);
	cfix_array_release(&run.opts.inputs);
	cfix_array_release(&run.opts.clang_args);
	cfix_array_release(&run.opts.incdirs);
	cfix_array_release(&run.opts.incfiles);
	return status;
}
