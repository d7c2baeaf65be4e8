/*
 * The command line as a table.  Each entry names an option, its
 * argument, its help text and what it sets; getopt_long's tables and the
 * usage text are both generated from it, so help cannot drift from
 * behaviour.
 */
#include "tool.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum opt_arg { OPT_FLAG, OPT_VALUE };

struct opt_spec {
	const char *name;	/* long name */
	int short_name;		/* 0 for none */
	enum opt_arg arg;
	const char *value_name;
	const char *help;
	void (*apply)(struct cfix_options *opts, const char *value);
};

static void set_sp_file(struct cfix_options *o, const char *v)
{
	cfix_array_push(&o->rule_files, v);
}

static void set_compdb(struct cfix_options *o, const char *v) { o->compdb_dir = v; }
static void set_diff(struct cfix_options *o, const char *v) { o->diff = true; }
static void set_in_place(struct cfix_options *o, const char *v) { o->in_place = true; }
static void set_review_fixes(struct cfix_options *o, const char *v) { o->review_fixes = true; }
static void set_check_build(struct cfix_options *o, const char *v) { o->check_build = true; }
static void set_allow_inconsistent(struct cfix_options *o, const char *v) { o->allow_inconsistent_paths = true; }
static void set_quiet(struct cfix_options *o, const char *v) { o->quiet = true; }
static void set_verbose(struct cfix_options *o, const char *v) { o->verbose = true; }
static void set_dump_rule(struct cfix_options *o, const char *v) { o->dump_rule = true; }
static void set_dump_source(struct cfix_options *o, const char *v) { o->dump_source = true; }
static void set_dump_matches(struct cfix_options *o, const char *v) { o->dump_matches = true; }
static void set_dump_edits(struct cfix_options *o, const char *v) { o->dump_edits = true; }
static void set_dump_prefilter(struct cfix_options *o, const char *v) { o->dump_prefilter = true; }
static void set_no_prefilter(struct cfix_options *o, const char *v) { o->no_prefilter = true; }
static void set_prefilter_only(struct cfix_options *o, const char *v) { o->prefilter_only = true; }
static void set_json(struct cfix_options *o, const char *v) { o->json = true; }
static void set_fixit_lines(struct cfix_options *o, const char *v) { o->fixit_lines = true; }
static void set_export_fixes(struct cfix_options *o, const char *v) { o->export_fixes = v; }
static void set_sarif(struct cfix_options *o, const char *v) { o->sarif = v; }
static void set_html(struct cfix_options *o, const char *v) { o->html = v; }
static void set_patch_dir(struct cfix_options *o, const char *v) { o->patch_dir = v; }
static void set_merge_series(struct cfix_options *o, const char *v) { cfix_array_push(&o->merge_dirs, v); }
static void set_rules(struct cfix_options *o, const char *v) { cfix_array_push(&o->rule_patterns, v); }
static void set_rule_dir(struct cfix_options *o, const char *v) { cfix_array_push(&o->rule_dirs, v); }
static void set_list_rules(struct cfix_options *o, const char *v) { o->list_rules = true; }
static void set_no_config(struct cfix_options *o, const char *v) { o->no_config = true; }
static void set_trust_checkout(struct cfix_options *o, const char *v) { o->trust_checkout = true; }
static void set_test(struct cfix_options *o, const char *v) { cfix_array_push(&o->tests, v); }
static void set_stats(struct cfix_options *o, const char *v) { o->stats = true; }
static void set_include_headers(struct cfix_options *o, const char *v) { o->include_headers = true; }
static void set_no_cache(struct cfix_options *o, const char *v) { o->no_cache = true; }
static void set_clear_cache(struct cfix_options *o, const char *v) { o->clear_cache = true; }

/* A whole decimal number in [min, max], or false. */
static bool parse_number(const char *text, unsigned min, unsigned max,
			 unsigned *out)
{
	char *end;
	unsigned long value;

	if (!text || *text < '0' || *text > '9')
		return false;
	value = strtoul(text, &end, 10);
	if (*end || value < min || value > max)
		return false;
	*out = (unsigned)value;
	return true;
}

static void bad_value(struct cfix_options *o, const char *option,
		      const char *value, const char *want)
{
	fprintf(stderr, "cfix: error: bad value '%s' for %s: expected %s\n",
		value, option, want);
	o->bad_value = true;
}

/* --explain FILE:LINE, split at the last ':'. */
static void set_explain(struct cfix_options *o, const char *v)
{
	const char *colon = strrchr(v, ':');

	if (!colon || colon == v ||
	    !parse_number(colon + 1, 1, UINT32_MAX, &o->explain_line)) {
		bad_value(o, "--explain", v, "FILE:LINE");
		return;
	}
	free(o->explain_path);
	o->explain_path = cfix_xasprintf("%.*s", (int)(colon - v), v);
}

static void set_jobs(struct cfix_options *o, const char *v)
{
	if (!parse_number(v, 1, 1024, &o->jobs))
		bad_value(o, "-j", v, "a number of workers from 1 to 1024");
}

static void set_timeout(struct cfix_options *o, const char *v)
{
	if (!parse_number(v, 0, 86400, &o->timeout))
		bad_value(o, "--timeout", v, "seconds (0: no limit)");
}

static void set_cache_size(struct cfix_options *o, const char *v)
{
	if (!cfix_size_parse(v, &o->cache_size))
		bad_value(o, "--cache-size", v, "a size such as 1G or 200M");
}

static void set_memory_limit(struct cfix_options *o, const char *v)
{
	if (cfix_size_parse(v, &o->memory_limit))
		o->memory_limit_given = true;
	else
		bad_value(o, "--memory-limit", v,
			  "a size such as 2G or 512M (0: no limit)");
}

static void set_worker_recycle(struct cfix_options *o, const char *v)
{
	if (!cfix_size_parse(v, &o->worker_recycle))
		bad_value(o, "--worker-recycle", v,
			  "a size such as 128M (0: never)");
}

static void set_max_file_size(struct cfix_options *o, const char *v)
{
	if (!cfix_size_parse(v, &o->max_file_size))
		bad_value(o, "--max-file-size", v,
			  "a size such as 16M (0: no limit)");
}

static void set_parser(struct cfix_options *o, const char *v)
{
	if (cfix_front_parse(v, &o->parser))
		o->parser_given = true;
	else
		bad_value(o, "--parser", v, "'auto', 'clang', 'own' or 'own-first'");
}

static void set_kind(struct cfix_options *o, const char *v)
{
	if (!cfix_kind_parse(v, &o->kind))
		bad_value(o, "--kind", v, "'kernel', 'userspace' or 'auto'");
}

static void set_shard(struct cfix_options *o, const char *v)
{
	const char *slash = strchr(v, '/');
	char k[16];

	if (slash && (size_t)(slash - v) < sizeof(k)) {
		memcpy(k, v, (size_t)(slash - v));
		k[slash - v] = '\0';
		if (parse_number(k, 1, 1000000, &o->shard) &&
		    parse_number(slash + 1, 1, 1000000, &o->nshards) &&
		    o->shard <= o->nshards)
			return;
	}
	bad_value(o, "--shard", v, "K/N with 1 <= K <= N");
}

static void set_help(struct cfix_options *o, const char *v) { o->help = true; }
static void set_version(struct cfix_options *o, const char *v) { o->version = true; }

static const struct opt_spec specs[] = {
	{ "sp-file", 0, OPT_VALUE, "FILE",
	  "semantic patch to apply (repeatable); default: the built-in rules",
	  set_sp_file },
	{ "rules", 0, OPT_VALUE, "LIST",
	  "pick rules by name: 'a,b*' adds, '-a' drops, '-*' drops all "
	  "(after .cfix; repeatable)", set_rules },
	{ "rule-dir", 0, OPT_VALUE, "DIR",
	  "also offer the rules (*.cocci) of DIR, on by default unless "
	  "--sp-file is given (repeatable)", set_rule_dir },
	{ "kind", 0, OPT_VALUE, "kernel|userspace|auto",
	  "the kind of project, whose rules run when none is named "
	  "(default auto: .cfix's kind:, else a kernel tree when a folder "
	  "above holds Kbuild, Kconfig, MAINTAINERS and include/linux/)",
	  set_kind },
	{ "list-rules", 0, OPT_FLAG, NULL,
	  "list the rules (name, severity, fix, on/off here, message) and "
	  "exit", set_list_rules },
	{ "no-config", 0, OPT_FLAG, NULL,
	  "read no .cfix file", set_no_config },
	{ "trust-checkout", 0, OPT_FLAG, NULL,
	  "load the rule-dirs (and run the scripts) of the .cfix files "
	  "found, as if their folders were in the trusted list "
	  "(docs/trust.md)", set_trust_checkout },
	{ "test", 0, OPT_VALUE, "RULE.cocci",
	  "run the test cases next to a rule (NAME.c -> NAME.res) and "
	  "print a diff for each failure (repeatable)", set_test },
	{ "patch-dir", 0, OPT_VALUE, "DIR",
	  "write the fixes as a patch series, one patch per rule per "
	  "folder (git format-patch form)", set_patch_dir },
	{ "merge-series", 0, OPT_VALUE, "DIR",
	  "merge the patch folders of --shard runs, in shard order, into "
	  "--patch-dir's series (repeatable; no file is processed)",
	  set_merge_series },
	{ "compile-commands", 'p', OPT_VALUE, "DIR",
	  "folder holding compile_commands.json, or that file (default: "
	  "searched upward from each file)", set_compdb },
	{ "diff", 0, OPT_FLAG, NULL,
	  "print the fixes as a unified diff on stdout; touch no file",
	  set_diff },
	{ "in-place", 0, OPT_FLAG, NULL,
	  "rewrite the files with the fixes (atomically)", set_in_place },
	{ "review-fixes", 0, OPT_FLAG, NULL,
	  "also apply the fixes of rules marked '// fix: review' (by "
	  "default only safe fixes and those of rules that do not say)",
	  set_review_fixes },
	{ "allow-inconsistent-paths", 0, OPT_FLAG, NULL,
	  "change a statement even where a path from the function's start "
	  "reaches it without passing the start of a match that changes it "
	  "(by default the file fails, as in spatch)",
	  set_allow_inconsistent },
	{ "check-build", 0, OPT_FLAG, NULL,
	  "compile each fixed file with its compile command (libclang, "
	  "allow-listed flags) and refuse a fix that adds a compiler error",
	  set_check_build },
	{ "export-fixes", 0, OPT_VALUE, "FILE",
	  "also write the fixes as clang-tidy's replacements YAML "
	  "(clang-apply-replacements)", set_export_fixes },
	{ "sarif", 0, OPT_VALUE, "FILE",
	  "also write the findings and fixes as a SARIF 2.1.0 log",
	  set_sarif },
	{ "html", 0, OPT_VALUE, "DIR",
	  "also write the findings and fixes as a static HTML report in DIR",
	  set_html },
	{ "json", 0, OPT_FLAG, NULL,
	  "report each finding as a JSON object on a line of its own",
	  set_json },
	{ "fixit-lines", 0, OPT_FLAG, NULL,
	  "report findings with clang's parseable fix-it lines",
	  set_fixit_lines },
	{ "quiet", 'q', OPT_FLAG, NULL, "print no findings", set_quiet },
	{ "verbose", 'v', OPT_FLAG, NULL,
	  "say how each file was parsed (exact or tolerant)", set_verbose },
	{ "jobs", 'j', OPT_VALUE, "N",
	  "run N workers in parallel (default: one per core); output is "
	  "the same for any N", set_jobs },
	{ "timeout", 0, OPT_VALUE, "SECS",
	  "skip a file that takes a worker more CPU time, or that long "
	  "waiting (default 120; 0: no limit)", set_timeout },
	{ "memory-limit", 0, OPT_VALUE, "SIZE",
	  "skip a file on which a worker holds more memory (e.g. 2G; "
	  "default: half of the machine's memory divided by -j; 0: no "
	  "limit)", set_memory_limit },
	{ "worker-recycle", 0, OPT_VALUE, "SIZE",
	  "a worker grown by more since it began hands its free memory "
	  "back after a file, or is replaced by a fresh one (default "
	  "128M; 0: never)", set_worker_recycle },
	{ "max-file-size", 0, OPT_VALUE, "SIZE",
	  "refuse a bigger input file unread (default 16M; 0: no limit)",
	  set_max_file_size },
	{ "shard", 0, OPT_VALUE, "K/N",
	  "run only the K-th of N contiguous parts of the sorted file list",
	  set_shard },
	{ "parser", 0, OPT_VALUE, "auto|clang|own|own-first",
	  "auto (default): cfix's own parser, and clang with the headers "
	  "only where a rule needing types, constants or declarations has "
	  "a candidate; clang: always clang; own: cfix's parser alone, no "
	  "types; own-first: as auto, constants left to the own parser "
	  "(docs/user-guide.md)",
	  set_parser },
	{ "include-headers", 0, OPT_FLAG, NULL,
	  "also walk folders for .h files, and match and fix in them "
	  "(spatch's --include-headers)", set_include_headers },
	{ "no-prefilter", 0, OPT_FLAG, NULL,
	  "parse every file, even one no rule can match", set_no_prefilter },
	{ "no-cache", 0, OPT_FLAG, NULL,
	  "neither read nor write the parse cache (also: CFIX_NO_CACHE=1)",
	  set_no_cache },
	{ "cache-size", 0, OPT_VALUE, "SIZE",
	  "keep the parse cache within SIZE, the oldest entries going "
	  "first (default 1G)", set_cache_size },
	{ "clear-cache", 0, OPT_FLAG, NULL,
	  "empty the parse cache (then run, if files are given)",
	  set_clear_cache },
	{ "stats", 0, OPT_FLAG, NULL,
	  "print a summary at the end (always on a terminal)", set_stats },
	{ "explain", 0, OPT_VALUE, "FILE:LINE",
	  "say for each rule whether it matched at that line and, if not, "
	  "how far it got and what failed (with --json: as JSON)",
	  set_explain },
	{ "dump-rule", 0, OPT_FLAG, NULL,
	  "print the parsed rules and exit", set_dump_rule },
	{ "dump-prefilter", 0, OPT_FLAG, NULL,
	  "print what the prefilter looks for in each file, and exit",
	  set_dump_prefilter },
	{ "prefilter-only", 0, OPT_FLAG, NULL,
	  "print the files the prefilter keeps, parse none",
	  set_prefilter_only },
	{ "dump-source", 0, OPT_FLAG, NULL,
	  "print cfix's view of each file (tokens, nodes)", set_dump_source },
	{ "dump-matches", 0, OPT_FLAG, NULL,
	  "print each match and its actions", set_dump_matches },
	{ "dump-edits", 0, OPT_FLAG, NULL,
	  "print the checked edits of each file", set_dump_edits },
	{ "help", 'h', OPT_FLAG, NULL, "show this help", set_help },
	{ "version", 0, OPT_FLAG, NULL, "show the version", set_version },
};

enum { NSPECS = sizeof(specs) / sizeof(specs[0]) };

void cfix_options_usage(FILE *out)
{
	fprintf(out, "usage: cfix [OPTIONS] PATH... [-- COMPILER-ARGS...]\n\n"
		     "Finds code matching semantic-patch rules and fixes it.\n"
		     "A PATH that is a folder is walked for .c files.\n\n");
	for (int i = 0; i < NSPECS; i++) {
		const struct opt_spec *s = &specs[i];
		char left[64];

		if (s->short_name)
			snprintf(left, sizeof(left), "-%c, --%s%s%s",
				 s->short_name, s->name,
				 s->value_name ? " " : "",
				 s->value_name ? s->value_name : "");
		else
			snprintf(left, sizeof(left), "    --%s%s%s", s->name,
				 s->value_name ? " " : "",
				 s->value_name ? s->value_name : "");
		fprintf(out, "  %-30s %s\n", left, s->help);
	}
	fprintf(out, "\nExit status: 0 no finding, 1 findings, "
		     "2 bad usage, a rule error or a file cfix could not "
		     "process.\n");
}

/* Splits argv at "--": cfix's own part, and the compiler arguments. */
static int split_compiler_args(int argc, char **argv,
			       struct cfix_options *opts)
{
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--"))
			continue;
		opts->compiler_args = (const char *const *)argv + i + 1;
		opts->ncompiler_args = argc - i - 1;
		return i;
	}
	return argc;
}

int cfix_options_parse(struct cfix_options *opts, int argc, char **argv)
{
	struct option longs[NSPECS + 1];
	char shorts[2 * NSPECS + 2];
	int nshort = 0, own;

	memset(longs, 0, sizeof(longs));
	shorts[nshort++] = ':';	/* a missing value is ':', not '?' */
	for (int i = 0; i < NSPECS; i++) {
		longs[i] = (struct option){ specs[i].name,
					    specs[i].arg == OPT_VALUE,
					    NULL, 256 + i };
		if (specs[i].short_name) {
			shorts[nshort++] = (char)specs[i].short_name;
			if (specs[i].arg == OPT_VALUE)
				shorts[nshort++] = ':';
		}
	}
	shorts[nshort] = '\0';
	opts->timeout = 120;
	opts->worker_recycle = CFIX_WORKER_RECYCLE;
	opts->max_file_size = CFIX_MAX_FILE_SIZE;
	opts->cache_size = CFIX_CACHE_SIZE;
	own = split_compiler_args(argc, argv, opts);
	opterr = 0;
	optind = 1;
	for (;;) {
		int c = getopt_long(own, argv, shorts, longs, NULL);
		int index = -1;

		if (c == -1)
			break;
		if (c >= 256)
			index = c - 256;
		for (int i = 0; index < 0 && i < NSPECS; i++)
			if (specs[i].short_name == c)
				index = i;
		if (index < 0 && c == ':') {
			fprintf(stderr, "cfix: error: option '%s' needs a value\n",
				argv[optind - 1]);
			return -1;
		}
		if (index < 0) {
			fprintf(stderr, "cfix: error: unknown option '%s'\n",
				argv[optind - 1]);
			return -1;
		}
		specs[index].apply(opts, optarg);
	}
	for (int i = optind; i < own; i++)
		cfix_array_push(&opts->paths, argv[i]);
	opts->cache_dir = cfix_cache_dir_pick(opts->no_cache);
	return opts->bad_value ? -1 : 0;
}

char *cfix_cache_dir_pick(bool no_cache)
{
	const char *off = getenv("CFIX_NO_CACHE");
	struct cfix_buf dir = CFIX_BUF_INIT;

	if (no_cache || (off && *off) || !cfix_parse_cache_dir(&dir)) {
		cfix_buf_release(&dir);
		return NULL;
	}
	return cfix_buf_detach(&dir, NULL);
}

void cfix_options_release(struct cfix_options *opts)
{
	cfix_array_release(&opts->rule_files);
	cfix_array_release(&opts->rule_patterns);
	cfix_array_release(&opts->rule_dirs);
	cfix_array_release(&opts->tests);
	cfix_array_release(&opts->paths);
	cfix_array_release(&opts->merge_dirs);
	free(opts->explain_path);
	free(opts->cache_dir);
}
