/*
 * Compile databases: finds and reads compile_commands.json with
 * libclang's CXCompilationDatabase and turns a command into the
 * arguments cfix_source_parse() wants.
 *
 * Design decision: a file missing from the database borrows the command
 * of its nearest neighbour (headers and new files are rarely listed; the
 * flags of the file next door are almost always right), and says so by
 * its return value so the caller can tell the user.
 */
#include "cfront.h"

#include <clang-c/CXCompilationDatabase.h>
#include <clang-c/Index.h>

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define entry cfix__compdb_entry	/* cfront.h: compdb_kept.c keeps them */

/* What clang's driver said of one option (probe_entry()). */
struct probed {
	char *arg;
	bool unknown;		/* an error: a GCC-only option */
};

/* The options asked about so far, and the index asked with. */
struct probe_cache {
	CXIndex index;		/* NULL until the first probe */
	CFIX_ARRAY(struct probed) args;
};

struct cfix_compdb {
	cfix__compdb_entries entries;
	struct probe_cache *probe;	/* written behind a const db */
};

static bool is_file(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

static char *cx_dup(CXString str)
{
	const char *text = clang_getCString(str);
	char *copy = cfix_xstrdup(text ? text : "");

	clang_disposeString(str);
	return copy;
}

/* path made absolute against base (or the cwd), symlinks resolved when
 * the file exists. */
static char *absolute(const char *path, const char *base)
{
	char buf[PATH_MAX], cwd[PATH_MAX];
	char *joined;

	if (path[0] == '/')
		joined = cfix_xstrdup(path);
	else if (base)
		joined = cfix_xasprintf("%s/%s", base, path);
	else if (getcwd(cwd, sizeof(cwd)))
		joined = cfix_xasprintf("%s/%s", cwd, path);
	else
		joined = cfix_xstrdup(path);
	if (realpath(joined, buf)) {
		free(joined);
		return cfix_xstrdup(buf);
	}
	return joined;
}

static void add_command(struct cfix_compdb *db, CXCompileCommand cmd)
{
	struct entry e = {0};
	char *file;

	e.directory = cx_dup(clang_CompileCommand_getDirectory(cmd));
	file = cx_dup(clang_CompileCommand_getFilename(cmd));
	e.file = absolute(file, e.directory);
	free(file);
	e.argc = clang_CompileCommand_getNumArgs(cmd);
	e.argv = cfix_xcalloc(e.argc + 1, sizeof(*e.argv));
	for (unsigned i = 0; i < e.argc; i++)
		e.argv[i] = cx_dup(clang_CompileCommand_getArg(cmd, i));
	cfix_array_push(&db->entries, e);
}

/*
 * dir/compile_commands.json's entries, as an earlier process kept them
 * in the cache folder keep (compdb_kept.c; NULL: none), else read
 * through libclang and kept there for the next.
 */
static struct cfix_compdb *load_kept(const char *dir, const char *keep,
				     struct cfix_diag_sink *sink)
{
	struct cfix_loc loc = { .file = dir };
	char *json = cfix_xasprintf("%s/compile_commands.json", dir);
	char *real = NULL;
	unsigned char key[32];
	bool keyed = false;
	CXCompilationDatabase_Error err;
	CXCompilationDatabase cdb = NULL;
	CXCompileCommands cmds = NULL;
	struct cfix_compdb *db = NULL;

	if (!is_file(json)) {
		cfix_diag_add(sink, CFIX_DIAG_ERROR, loc,
			      "no compile_commands.json in '%s'", dir);
		goto done;
	}
	/* keyed before libclang reads it: an edit meanwhile is a new key */
	real = keep ? realpath(json, NULL) : NULL;
	keyed = real && cfix__compdb_kept_key(real, key);
	if (keyed) {
		db = cfix_xcalloc(1, sizeof(*db));
		db->probe = cfix_xcalloc(1, sizeof(*db->probe));
		if (cfix__compdb_kept_load(keep, key, &db->entries))
			goto done;
		cfix_compdb_free(db);
		db = NULL;
	}
	cdb = clang_CompilationDatabase_fromDirectory(dir, &err);
	if (!cdb || err != CXCompilationDatabase_NoError) {
		cfix_diag_add(sink, CFIX_DIAG_ERROR, loc,
			      "cannot read compile database '%s'", json);
		goto done;
	}
	db = cfix_xcalloc(1, sizeof(*db));
	db->probe = cfix_xcalloc(1, sizeof(*db->probe));
	cmds = clang_CompilationDatabase_getAllCompileCommands(cdb);
	for (unsigned i = 0; cmds && i < clang_CompileCommands_getSize(cmds); i++)
		add_command(db, clang_CompileCommands_getCommand(cmds, i));
	if (keyed)
		cfix__compdb_kept_store(keep, key, &db->entries);
done:
	if (cmds)
		clang_CompileCommands_dispose(cmds);
	if (cdb)
		clang_CompilationDatabase_dispose(cdb);
	free(real);
	free(json);
	return db;
}

struct cfix_compdb *cfix_compdb_load(const char *dir,
				     struct cfix_diag_sink *sink)
{
	return load_kept(dir, NULL, sink);
}

static void probe_cache_free(struct probe_cache *probe)
{
	if (!probe)
		return;
	for (size_t i = 0; i < probe->args.len; i++)
		free(probe->args.items[i].arg);
	cfix_array_release(&probe->args);
	if (probe->index)
		clang_disposeIndex(probe->index);
	free(probe);
}

void cfix_compdb_free(struct cfix_compdb *db)
{
	if (!db)
		return;
	probe_cache_free(db->probe);
	for (size_t i = 0; i < db->entries.len; i++) {
		struct entry *e = &db->entries.items[i];

		for (unsigned k = 0; k < e->argc; k++)
			free(e->argv[k]);
		free(e->argv);
		free(e->file);
		free(e->directory);
	}
	cfix_array_release(&db->entries);
	free(db);
}

char *cfix_compdb_find(const char *path)
{
	char *dir = absolute(path, NULL);
	char *slash;

	for (;;) {
		char *json, *build;

		slash = strrchr(dir, '/');
		if (!slash)
			break;
		*slash = '\0';	/* drop the last component */
		json = cfix_xasprintf("%s/compile_commands.json",
				      dir[0] ? dir : "");
		build = cfix_xasprintf("%s/build/compile_commands.json",
				       dir[0] ? dir : "");
		if (is_file(json)) {
			free(json);
			free(build);
			if (!dir[0])
				strcpy(dir, "/");
			return dir;
		}
		free(json);
		if (is_file(build)) {
			free(build);
			slash = cfix_xasprintf("%s/build", dir);
			free(dir);
			return slash;
		}
		free(build);
		if (!dir[0])
			break;
	}
	free(dir);
	return NULL;
}

void cfix_compile_args_release(struct cfix_compile_args *args)
{
	for (int i = 0; i < args->nargs; i++)
		free((char *)args->args[i]);
	free(args->args);
	free(args->directory);
	args->args = NULL;
	args->nargs = 0;
	args->directory = NULL;
}

/*
 * How an option of a compile command is told apart: by its exact name,
 * or by its name as a prefix (the joined forms: "-DX", "-std=c11").
 * FLAG_VALUE: spelt exactly, it takes the next argument as its value
 * ("-I dir", "-MJ path", "-Xclang -load"), kept or dropped with it.
 * FLAG_ANY_VALUE: takes the next argument in every spelling
 * ("-Xarch_arm64 ARG").
 */
enum flag_how {
	FLAG_EXACT = 1 << 0,
	FLAG_PREFIX = 1 << 1,
	FLAG_VALUE = 1 << 2,
	FLAG_ANY_VALUE = 1 << 3,
};

struct flag_rule {
	const char *name;
	unsigned how;		/* enum flag_how */
	bool keep;
};

#define DROP(name, how) { name, how, false }
#define KEEP(name, how) { name, how, true }
#define JOINED_OR_SEPARATE (FLAG_PREFIX | FLAG_VALUE)

/*
 * The allow-list, first match wins.  A compile database is part of an
 * untrusted checkout: an option that writes a file (-MJ, -o, -Xclang
 * -dependency-dot, -ftime-trace, -save-temps), loads code (-fplugin,
 * -Xclang -load, -mllvm), reads a configuration (--config, -specs=,
 * @file) or changes what is run (-B, -Wp,) is dropped, and so is every
 * option this list does not name.  The drops come first because some
 * share a prefix with what is kept (-include-pch, -fplugin, -Wl,).
 */
static const struct flag_rule flag_rules[] = {
	DROP("-Xclang", FLAG_EXACT | FLAG_VALUE),
	DROP("-X", FLAG_EXACT),
	DROP("-X", FLAG_PREFIX | FLAG_ANY_VALUE),
	DROP("-mllvm", FLAG_EXACT | FLAG_VALUE),
	DROP("-module", FLAG_PREFIX),
	DROP("-MJ", JOINED_OR_SEPARATE), DROP("-MF", JOINED_OR_SEPARATE),
	DROP("-MT", JOINED_OR_SEPARATE), DROP("-MQ", JOINED_OR_SEPARATE),
	DROP("-o", JOINED_OR_SEPARATE), DROP("--output", JOINED_OR_SEPARATE),
	DROP("-B", JOINED_OR_SEPARATE), DROP("--prefix", JOINED_OR_SEPARATE),
	DROP("--config", JOINED_OR_SEPARATE),
	DROP("-load", JOINED_OR_SEPARATE), DROP("--param", JOINED_OR_SEPARATE),
	DROP("-include-pch", JOINED_OR_SEPARATE),
	DROP("-ivfsoverlay", JOINED_OR_SEPARATE),
	DROP("-dependency-dot", JOINED_OR_SEPARATE),
	DROP("-dependency-file", JOINED_OR_SEPARATE),
	DROP("-serialize-diagnostics", JOINED_OR_SEPARATE),
	DROP("--serialize-diagnostics", JOINED_OR_SEPARATE),
	DROP("-working-directory", JOINED_OR_SEPARATE),
	DROP("-aux-info", JOINED_OR_SEPARATE),
	DROP("-dumpbase", JOINED_OR_SEPARATE),
	DROP("-dumpdir", JOINED_OR_SEPARATE),
	DROP("-specs", JOINED_OR_SEPARATE), DROP("--specs", JOINED_OR_SEPARATE),
	DROP("-L", FLAG_EXACT | FLAG_VALUE), DROP("-l", FLAG_EXACT | FLAG_VALUE),
	DROP("-T", FLAG_EXACT | FLAG_VALUE), DROP("-u", FLAG_EXACT | FLAG_VALUE),
	DROP("-z", FLAG_EXACT | FLAG_VALUE), DROP("-e", FLAG_EXACT | FLAG_VALUE),
	DROP("-M", FLAG_PREFIX),	/* dependency files */
	DROP("-Wl,", FLAG_PREFIX), DROP("-Wa,", FLAG_PREFIX),
	DROP("-Wp,", FLAG_PREFIX),
	DROP("-fplugin", FLAG_PREFIX), DROP("-fpass-plugin", FLAG_PREFIX),
	DROP("-fprofile", FLAG_PREFIX), DROP("-fcs-profile", FLAG_PREFIX),
	DROP("-fmemory-profile", FLAG_PREFIX),
	DROP("-fauto-profile", FLAG_PREFIX),
	DROP("-fcrash", FLAG_PREFIX), DROP("-ftime-trace", FLAG_PREFIX),
	DROP("-ftime-report", FLAG_PREFIX),
	DROP("-fproc-stat-report", FLAG_PREFIX),
	DROP("-fsave-optimization-record", FLAG_PREFIX),
	DROP("-foptimization-record", FLAG_PREFIX),
	DROP("-fmodule", FLAG_PREFIX), DROP("-fimplicit-module", FLAG_PREFIX),
	DROP("-fprebuilt-module", FLAG_PREFIX),
	DROP("-fbuild-session", FLAG_PREFIX),
	DROP("-fstack-usage", FLAG_PREFIX), DROP("-fdump-", FLAG_PREFIX),
	DROP("-fcallgraph-info", FLAG_PREFIX), DROP("-fopt-info", FLAG_PREFIX),
	DROP("-fcompare-debug", FLAG_PREFIX), DROP("-fdepfile", FLAG_PREFIX),
	DROP("-fembed", FLAG_PREFIX), DROP("-frewrite-map-file", FLAG_PREFIX),
	DROP("-fsanitize-ignorelist", FLAG_PREFIX),
	DROP("-fsanitize-blacklist", FLAG_PREFIX),
	DROP("-fsanitize-system-", FLAG_PREFIX),
	DROP("-fsanitize-coverage-allowlist", FLAG_PREFIX),
	DROP("-fsanitize-coverage-ignorelist", FLAG_PREFIX),
	DROP("-fxray-", FLAG_PREFIX),
	KEEP("-D", JOINED_OR_SEPARATE), KEEP("-U", JOINED_OR_SEPARATE),
	KEEP("-I", JOINED_OR_SEPARATE), KEEP("-iquote", JOINED_OR_SEPARATE),
	KEEP("-isystem-after", JOINED_OR_SEPARATE),
	KEEP("-isystem", JOINED_OR_SEPARATE),
	KEEP("-idirafter", JOINED_OR_SEPARATE),
	KEEP("-include", JOINED_OR_SEPARATE),
	KEEP("-imacros", JOINED_OR_SEPARATE),
	KEEP("-iprefix", JOINED_OR_SEPARATE),
	KEEP("-iwithprefixbefore", JOINED_OR_SEPARATE),
	KEEP("-iwithprefix", JOINED_OR_SEPARATE),
	KEEP("-isysroot", JOINED_OR_SEPARATE),
	KEEP("--sysroot", JOINED_OR_SEPARATE),
	KEEP("-x", JOINED_OR_SEPARATE),
	KEEP("-target", FLAG_EXACT | FLAG_VALUE),
	KEEP("--target=", FLAG_PREFIX),
	KEEP("-std=", FLAG_PREFIX), KEEP("--std=", FLAG_PREFIX),
	KEEP("-ansi", FLAG_EXACT), KEEP("-nostdinc", FLAG_PREFIX),
	KEEP("-nostdlibinc", FLAG_EXACT), KEEP("-nobuiltininc", FLAG_EXACT),
	KEEP("-undef", FLAG_EXACT), KEEP("-trigraphs", FLAG_EXACT),
	KEEP("-pthread", FLAG_EXACT), KEEP("-w", FLAG_EXACT),
	KEEP("-pedantic", FLAG_PREFIX),
	KEEP("-O", FLAG_PREFIX),	/* __OPTIMIZE__ */
	KEEP("-m", FLAG_PREFIX), KEEP("-f", FLAG_PREFIX),
	KEEP("-W", FLAG_PREFIX),
};

static const struct flag_rule *flag_rule_of(const char *arg, bool *exact)
{
	for (size_t i = 0; i < sizeof(flag_rules) / sizeof(*flag_rules); i++) {
		const struct flag_rule *rule = &flag_rules[i];
		size_t n = strlen(rule->name);

		*exact = !strcmp(arg, rule->name);
		if (*exact || ((rule->how & FLAG_PREFIX) &&
			       !strncmp(arg, rule->name, n)))
			return rule;
	}
	return NULL;
}

/*
 * Whether argv[*i] is kept; moves *i to its separate value, which goes
 * with it (a kept option missing its value is dropped).  A bare word is
 * an input file or the value of an option this list does not know:
 * dropped.
 */
static bool flag_kept(const struct entry *e, unsigned *i)
{
	bool exact;
	const struct flag_rule *rule = flag_rule_of(e->argv[*i], &exact);

	if (!rule)
		return false;
	if ((rule->how & FLAG_ANY_VALUE) ||
	    (exact && (rule->how & FLAG_VALUE)))
		(*i)++;
	return rule->keep && *i < e->argc;
}

/* ---- GCC-only options ------------------------------------------------- */

/*
 * A database written for gcc holds options clang's driver rejects
 * (-fconserve-stack, -mpreferred-stack-boundary=3, -fanalyzer,
 * -mrecord-mcount on x86), and each is an error that makes the whole
 * file's parse tolerant.  No list of them stays true across gcc and
 * clang releases, so clang itself is asked: the -f and -m options (where
 * GCC-only ones live; an unknown -W option is a warning, silenced) are
 * given to libclang with an empty file, and those its driver's errors
 * name are dropped.  Each option is asked about once per process; an
 * option is judged with the target of the first command that holds it.
 */
#define PROBE_NAME "/cfix-virtual/probe.c"

typedef CFIX_ARRAY(const char *) arg_list;

static bool probe_worthy(const char *arg)
{
	return !strncmp(arg, "-f", 2) || !strncmp(arg, "-m", 2);
}

static bool is_target(const char *arg)
{
	return !strcmp(arg, "-target") || !strncmp(arg, "--target=", 9);
}

static struct probed *probed_find(const struct probe_cache *probe,
				  const char *arg)
{
	for (size_t i = 0; i < probe->args.len; i++)
		if (!strcmp(probe->args.items[i].arg, arg))
			return &probe->args.items[i];
	return NULL;
}

/* The driver's errors in tu (those at no place in a file), one a line. */
static char *driver_errors(CXTranslationUnit tu)
{
	struct cfix_buf text = CFIX_BUF_INIT;
	unsigned n = tu ? clang_getNumDiagnostics(tu) : 0;

	for (unsigned i = 0; i < n; i++) {
		CXDiagnostic diag = clang_getDiagnostic(tu, i);
		CXSourceLocation where = clang_getDiagnosticLocation(diag);
		CXFile file = NULL;

		clang_getFileLocation(where, &file, NULL, NULL, NULL);
		if (!file &&
		    clang_getDiagnosticSeverity(diag) >= CXDiagnostic_Error) {
			CXString msg = clang_getDiagnosticSpelling(diag);

			cfix_buf_addf(&text, "%s\n", clang_getCString(msg));
			clang_disposeString(msg);
		}
		clang_disposeDiagnostic(diag);
	}
	return cfix_buf_detach(&text, NULL);
}

/* Adds e's options not asked about yet to probe (and to asked), with
 * the target options they are judged under (to asked only). */
static void probe_collect(struct probe_cache *probe, const struct entry *e,
			  arg_list *asked)
{
	for (unsigned i = 1; i < e->argc; i++) {
		unsigned at = i;
		const char *arg = e->argv[at];

		if (!flag_kept(e, &i))
			continue;
		if (is_target(arg)) {
			cfix_array_push(asked, arg);
			if (i != at)
				cfix_array_push(asked, e->argv[i]);
		} else if (i == at && probe_worthy(arg) &&
			   !probed_find(probe, arg)) {
			struct probed p = { .arg = cfix_xstrdup(arg) };

			cfix_array_push(&probe->args, p);
			cfix_array_push(asked, arg);
		}
	}
}

/* Asks clang's driver about e's options not asked about yet. */
static void probe_entry(struct probe_cache *probe, const struct entry *e)
{
	struct CXUnsavedFile empty = { .Filename = PROBE_NAME,
				       .Contents = "", .Length = 0 };
	size_t first = probe->args.len;
	CXTranslationUnit tu = NULL;
	arg_list asked = {0};
	char *errors;

	probe_collect(probe, e, &asked);
	if (probe->args.len == first)
		goto done;
	if (!probe->index)
		probe->index = clang_createIndex(0, 0);
	clang_parseTranslationUnit2(probe->index, PROBE_NAME, asked.items,
				    (int)asked.len, &empty, 1, 0, &tu);
	errors = driver_errors(tu);
	for (size_t k = first; k < probe->args.len; k++) {
		char *quoted = cfix_xasprintf("'%s'", probe->args.items[k].arg);

		probe->args.items[k].unknown = strstr(errors, quoted) != NULL;
		free(quoted);
	}
	free(errors);
	if (tu)
		clang_disposeTranslationUnit(tu);
done:
	cfix_array_release(&asked);
}

/* Whether clang's driver rejected arg (asked by probe_entry()). */
static bool gcc_only(const struct probe_cache *probe, const char *arg)
{
	const struct probed *p = probe_worthy(arg) ? probed_find(probe, arg)
						   : NULL;

	return p && p->unknown;
}

static void fill_args(const struct cfix_compdb *db, const struct entry *e,
		      struct cfix_compile_args *out)
{
	out->args = cfix_xcalloc(e->argc + 2, sizeof(*out->args));
	out->directory = cfix_xstrdup(e->directory);
	probe_entry(db->probe, e);
	for (unsigned i = 1; i < e->argc; i++) {
		unsigned at = i;

		if (!flag_kept(e, &i) ||
		    (i == at && gcc_only(db->probe, e->argv[at])))
			continue;
		out->args[out->nargs++] = cfix_xstrdup(e->argv[at]);
		if (i != at)
			out->args[out->nargs++] = cfix_xstrdup(e->argv[i]);
	}
	/* gcc's warning options are no news to a parse */
	out->args[out->nargs++] = cfix_xstrdup("-Wno-unknown-warning-option");
}

static size_t common_prefix(const char *a, const char *b)
{
	size_t n = 0, dir = 0;

	while (a[n] && a[n] == b[n]) {
		if (a[n] == '/')
			dir = n + 1;
		n++;
	}
	return dir;	/* whole folders only */
}

/* The entry to borrow for file: same folder first, else longest prefix. */
static const struct entry *neighbour(const struct cfix_compdb *db,
				     const char *file)
{
	const struct entry *best = NULL;
	size_t best_len = 0;
	const char *slash = strrchr(file, '/');
	size_t folder = slash ? (size_t)(slash - file) + 1 : 0;

	for (size_t i = 0; i < db->entries.len; i++) {
		const struct entry *e = &db->entries.items[i];
		size_t len = common_prefix(file, e->file);
		const char *eslash = strrchr(e->file, '/');
		bool same_folder = eslash &&
				   (size_t)(eslash - e->file) + 1 == folder &&
				   len == folder;

		if (same_folder)
			len = SIZE_MAX;
		if (!best || len > best_len) {
			best = e;
			best_len = len;
		}
	}
	return best;
}

int cfix_compdb_args(const struct cfix_compdb *db, const char *path,
		     struct cfix_compile_args *out)
{
	char *file = absolute(path, NULL);
	const struct entry *e = NULL;
	int ret = -1;

	*out = (struct cfix_compile_args){0};
	for (size_t i = 0; db && i < db->entries.len && !e; i++)
		if (strcmp(db->entries.items[i].file, file) == 0)
			e = &db->entries.items[i];
	if (e) {
		ret = 0;
	} else if (db && (e = neighbour(db, file)) != NULL) {
		ret = 1;
	}
	if (e)
		fill_args(db, e, out);
	free(file);
	return ret;
}

/* ---- one lookup for every entry point --------------------------------- */

struct found_db {
	char *dir;
	struct cfix_compdb *db;	/* NULL: it could not be read */
};

struct cfix_compdb_cache {
	char *fixed_dir;		/* -p's folder, or NULL */
	char *keep;			/* the cache folder, or NULL */
	bool fixed_tried;
	struct cfix_compdb *fixed;
	CFIX_ARRAY(struct found_db) found;
};

/* -p's folder: path itself, or the folder of the compile_commands.json
 * it names (clang-tidy takes either). */
static char *database_dir(const char *path)
{
	const char *slash = strrchr(path, '/');
	const char *base = slash ? slash + 1 : path;

	if (strcmp(base, "compile_commands.json") || !is_file(path))
		return cfix_xstrdup(path);
	if (!slash)
		return cfix_xstrdup(".");
	return cfix_xasprintf("%.*s", slash == path ? 1 : (int)(slash - path),
			      path);
}

struct cfix_compdb_cache *cfix_compdb_cache_new(const char *fixed_dir)
{
	struct cfix_compdb_cache *cache = cfix_xcalloc(1, sizeof(*cache));

	cache->fixed_dir = fixed_dir ? database_dir(fixed_dir) : NULL;
	return cache;
}

void cfix_compdb_cache_free(struct cfix_compdb_cache *cache)
{
	if (!cache)
		return;
	for (size_t i = 0; i < cache->found.len; i++) {
		free(cache->found.items[i].dir);
		cfix_compdb_free(cache->found.items[i].db);
	}
	cfix_array_release(&cache->found);
	cfix_compdb_free(cache->fixed);
	free(cache->fixed_dir);
	free(cache->keep);
	free(cache);
}

/* The database of folder dir (taken), read on first use. */
static struct cfix_compdb *found_for(struct cfix_compdb_cache *cache,
				     char *dir, struct cfix_diag_sink *sink)
{
	struct found_db entry = { .dir = dir };

	for (size_t i = 0; i < cache->found.len; i++) {
		if (!strcmp(cache->found.items[i].dir, dir)) {
			free(dir);
			return cache->found.items[i].db;
		}
	}
	entry.db = load_kept(dir, cache->keep, sink);
	cfix_array_push(&cache->found, entry);
	return entry.db;
}

void cfix_compdb_cache_keep(struct cfix_compdb_cache *cache,
			    const char *cache_dir)
{
	free(cache->keep);
	cache->keep = cache_dir ? cfix_xstrdup(cache_dir) : NULL;
}

struct cfix_compdb *cfix_compdb_cache_for(struct cfix_compdb_cache *cache,
					  const char *path,
					  struct cfix_diag_sink *sink)
{
	char *dir;

	if (cache->fixed_dir) {
		if (!cache->fixed_tried)
			cache->fixed = load_kept(cache->fixed_dir,
						 cache->keep, sink);
		cache->fixed_tried = true;
		return cache->fixed;
	}
	dir = cfix_compdb_find(path);
	return dir ? found_for(cache, dir, sink) : NULL;
}
