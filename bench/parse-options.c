/*
 * What libclang's parse options cost: parses each file named on stdin
 * with the arguments of its compile command (or, when the database does
 * not list it, those of the database's first entry, as cfix borrows a
 * neighbour's) in each configuration below, and prints per
 * configuration the CPU seconds of all parses, and how many files it
 * left with an error.  Run by bench/parse-options.sh; not part of cfix.
 *
 *   parse-options COMPDB_DIR [CONFIG...] < FILES
 *
 * CONFIG: the numbers of the configurations to run (default: all).
 * The first five files are parsed once before, unreported, so the first
 * configuration does not pay for a cold page cache.
 *
 * Every configuration holds cfix's own flags (DetailedPreprocessingRecord,
 * KeepGoing) and compiler options (-ferror-limit=0, -Wno-error, ...), so
 * the figures are those of cfix's clang parse, without its view.
 */
#include <clang-c/CXCompilationDatabase.h>
#include <clang-c/Index.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_ARGS 512
#define MAX_FILES 1024

struct config {
	const char *name;
	unsigned flags;		/* beyond cfix's own */
	int reuse_index;	/* one index for all files, as a worker could */
	int in_memory;		/* preambles kept in memory, not in TMPDIR */
	int no_record;		/* without DetailedPreprocessingRecord */
	int indexed;		/* clang_indexSourceFile() in one CXIndexAction
				 * (no callbacks), index options below */
	unsigned index_options;
	int cut_bodies;		/* headers handed over with their functions'
				 * bodies cut (see "cut headers" below) */
};

static const unsigned cfix_flags = CXTranslationUnit_DetailedPreprocessingRecord |
				   CXTranslationUnit_KeepGoing;

static const struct config configs[] = {
	{ .name = "cfix today (an index per file)" },
	{ .name = "one index per worker", .reuse_index = 1 },
	{ .name = "IgnoreNonErrorsFromIncludedFiles",
	  .flags = CXTranslationUnit_IgnoreNonErrorsFromIncludedFiles,
	  .reuse_index = 1 },
	{ .name = "preamble on first parse (in memory)",
	  .flags = CXTranslationUnit_PrecompiledPreamble |
		   CXTranslationUnit_CreatePreambleOnFirstParse,
	  .reuse_index = 1, .in_memory = 1 },
	{ .name = "preamble, headers' function bodies skipped",
	  .flags = CXTranslationUnit_PrecompiledPreamble |
		   CXTranslationUnit_CreatePreambleOnFirstParse |
		   CXTranslationUnit_SkipFunctionBodies |
		   CXTranslationUnit_LimitSkipFunctionBodiesToPreamble,
	  .reuse_index = 1, .in_memory = 1 },
	{ .name = "all function bodies skipped (loses the file's own)",
	  .flags = CXTranslationUnit_SkipFunctionBodies, .reuse_index = 1 },
	{ .name = "no detailed preprocessing record (loses macros)",
	  .reuse_index = 1, .no_record = 1 },
	/* issue 19, session 31: one CXIndexAction per worker, whose
	 * session would skip a header's function body parsed before; but
	 * libclang does so for C++ only (Indexing.cpp: "Enable the
	 * skip-parsed-bodies optimization only for C++"), so for C the
	 * two cost the same (bench/skip-parsed-bodies.sh shows it) */
	{ .name = "index action, no callbacks", .reuse_index = 1,
	  .indexed = 1 },
	{ .name = "index action, SkipParsedBodiesInSession", .reuse_index = 1,
	  .indexed = 1,
	  .index_options = CXIndexOpt_SkipParsedBodiesInSession },
	{ .name = "headers' bodies cut once seen (unsaved copies)",
	  .reuse_index = 1, .cut_bodies = 1 },
};

static const char *const extra[] = {
	"-ferror-limit=0", "-Wno-error",
	"-Wno-error=implicit-function-declaration", "-Wno-error=implicit-int",
	"-Wno-error=int-conversion", "-Wno-error=incompatible-pointer-types",
	"-Wno-error=return-type", "-Wno-unknown-warning-option",
};

static double cpu_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Whether arg (and, if *skip_next, the one after it) stays: what cfix's
 * allow-list drops from a kernel command. */
static int kept(const char *arg, const char *file, int *skip_next)
{
	*skip_next = !strcmp(arg, "-o");
	return strncmp(arg, "-Wp,", 4) && strcmp(arg, "-c") &&
	       strcmp(arg, "-o") && strcmp(arg, file) &&
	       strcmp(arg, "-Qunused-arguments") && strcmp(arg, "--");
}

/* Fills args with cmd's options for file; returns their number. */
static int command_args(CXCompileCommand cmd, const char *file,
			const char **args, char **dir)
{
	unsigned n = clang_CompileCommand_getNumArgs(cmd);
	CXString d = clang_CompileCommand_getDirectory(cmd);
	CXString input = clang_CompileCommand_getFilename(cmd);
	int count = 0;

	*dir = strdup(clang_getCString(d));
	for (unsigned i = 1; i < n && count < MAX_ARGS - 16; i++) {
		CXString s = clang_CompileCommand_getArg(cmd, i);
		const char *arg = clang_getCString(s);
		int skip;

		if (kept(arg, clang_getCString(input), &skip))
			args[count++] = strdup(arg);
		if (skip)
			i++;
		clang_disposeString(s);
	}
	for (size_t i = 0; i < sizeof(extra) / sizeof(*extra); i++)
		args[count++] = strdup(extra[i]);
	args[count++] = strdup("-working-directory");
	args[count++] = strdup(*dir);
	(void)file;
	clang_disposeString(d);
	clang_disposeString(input);
	return count;
}

static int file_args(CXCompilationDatabase db, const char *file,
		     const char **args, char **dir)
{
	CXCompileCommands cmds = clang_CompilationDatabase_getCompileCommands(db, file);
	int n;

	if (!cmds || !clang_CompileCommands_getSize(cmds)) {
		if (cmds)
			clang_CompileCommands_dispose(cmds);
		cmds = clang_CompilationDatabase_getAllCompileCommands(db);
	}
	n = command_args(clang_CompileCommands_getCommand(cmds, 0), file, args, dir);
	clang_CompileCommands_dispose(cmds);
	return n;
}

static unsigned errors_of(CXTranslationUnit tu)
{
	unsigned n = clang_getNumDiagnostics(tu), errors = 0;

	for (unsigned i = 0; i < n; i++) {
		CXDiagnostic d = clang_getDiagnostic(tu, i);

		errors += clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error;
		clang_disposeDiagnostic(d);
	}
	return errors;
}

static CXIndex index_new(const struct config *c)
{
	CXIndexOptions opts = { .Size = sizeof(opts) };

	opts.StorePreamblesInMemory = c->in_memory;
	return clang_createIndexWithOptions(&opts);
}

/*
 * Cut headers (configuration 9): a header whose function bodies one
 * parse saw is handed to the later parses as an unsaved copy with each
 * body `{ ... }` replaced by `;` and spaces (newlines kept, so lines and
 * offsets stay).  Only a body wholly in the header's own text (not from
 * a macro) with no `#` inside is cut.
 */
#define MAX_CUT 8192

struct cut {
	char *name;
	char *text;	/* NULL: no body cut */
	size_t len;
};

static struct cut cuts[MAX_CUT];
static int ncuts;
static struct CXUnsavedFile unsaved[MAX_CUT];
static int nunsaved;
static int nbodies;

static int cut_find(const char *name)
{
	for (int i = 0; i < ncuts; i++)
		if (!strcmp(cuts[i].name, name))
			return i;
	return -1;
}

struct cut_walk {
	CXTranslationUnit tu;
	CXFile last;
	int last_cut;		/* index in cuts[], -1: cut before this parse */
	int first_new;		/* cuts[first_new...]: seen in this parse */
};

static enum CXChildVisitResult find_body(CXCursor c, CXCursor parent,
					 CXClientData data)
{
	(void)parent;
	if (clang_getCursorKind(c) == CXCursor_CompoundStmt)
		*(CXCursor *)data = c;
	return CXChildVisit_Continue;
}

/* Cuts the body of function f (lying in cuts[k]'s header) in its text. */
static void cut_body(struct cut *k, CXCursor f)
{
	CXCursor body = clang_getNullCursor();
	CXSourceRange r;
	CXFile sf, ef;
	unsigned so, eo, xo;

	clang_visitChildren(f, find_body, &body);
	if (clang_Cursor_isNull(body))
		return;
	r = clang_getCursorExtent(body);
	clang_getSpellingLocation(clang_getRangeStart(r), &sf, NULL, NULL, &so);
	clang_getExpansionLocation(clang_getRangeStart(r), NULL, NULL, NULL,
				   &xo);
	clang_getSpellingLocation(clang_getRangeEnd(r), &ef, NULL, NULL, &eo);
	if (so != xo || !sf || !ef || !clang_File_isEqual(sf, ef) ||
	    eo == 0 || eo > k->len || so >= eo || k->text[so] != '{' ||
	    k->text[eo - 1] != '}' || memchr(k->text + so, '#', eo - so))
		return;
	k->text[so] = ';';
	nbodies++;
	for (unsigned i = so + 1; i < eo; i++)
		if (k->text[i] != '\n')
			k->text[i] = ' ';
}

static enum CXChildVisitResult cut_top(CXCursor c, CXCursor parent,
				       CXClientData data)
{
	struct cut_walk *w = data;
	CXFile file;

	(void)parent;
	if (clang_getCursorKind(c) != CXCursor_FunctionDecl ||
	    !clang_isCursorDefinition(c) ||
	    clang_Location_isFromMainFile(clang_getCursorLocation(c)))
		return CXChildVisit_Continue;
	clang_getExpansionLocation(clang_getCursorLocation(c), &file, NULL,
				   NULL, NULL);
	if (!file)
		return CXChildVisit_Continue;
	if (!w->last || !clang_File_isEqual(file, w->last)) {
		CXString name = clang_getFileName(file);
		int k = cut_find(clang_getCString(name));

		w->last = file;
		if (k < 0 && ncuts < MAX_CUT) {
			size_t len;
			const char *text = clang_getFileContents(w->tu, file,
								 &len);

			k = ncuts++;
			cuts[k].name = strdup(clang_getCString(name));
			cuts[k].text = text ? memcpy(malloc(len + 1), text, len)
					    : NULL;
			cuts[k].len = text ? len : 0;
		}
		w->last_cut = k >= w->first_new ? k : -1;
		clang_disposeString(name);
	}
	if (w->last_cut >= 0 && cuts[w->last_cut].text)
		cut_body(&cuts[w->last_cut], c);
	return CXChildVisit_Continue;
}

/* After a parse: the headers it saw first join the unsaved copies. */
static void cut_learn(CXTranslationUnit tu)
{
	struct cut_walk w = { .tu = tu, .last_cut = -1, .first_new = ncuts };

	clang_visitChildren(clang_getTranslationUnitCursor(tu), cut_top, &w);
	for (int k = w.first_new; k < ncuts; k++)
		if (cuts[k].text)
			unsaved[nunsaved++] = (struct CXUnsavedFile){
				cuts[k].name, cuts[k].text,
				(unsigned long)cuts[k].len };
}

static void run_config(const struct config *c, unsigned flags,
		       CXCompilationDatabase db, char **files, int nfiles)
{
	double start = cpu_now();
	CXIndex shared = c->reuse_index ? index_new(c) : NULL;
	CXIndexAction action = c->indexed ? clang_IndexAction_create(shared)
					  : NULL;
	IndexerCallbacks callbacks;
	int failed = 0;

	memset(&callbacks, 0, sizeof(callbacks));
	for (int f = 0; f < nfiles; f++) {
		const char *args[MAX_ARGS];
		char *dir;
		int n = file_args(db, files[f], args, &dir);
		CXIndex index = shared ? shared : index_new(c);
		CXTranslationUnit tu = NULL;

		if (action)
			clang_indexSourceFile(action, NULL, &callbacks,
					      sizeof(callbacks),
					      c->index_options, files[f], args,
					      n, NULL, 0, &tu, flags);
		else
			clang_parseTranslationUnit2(index, files[f], args, n,
						    c->cut_bodies ? unsaved
								  : NULL,
						    c->cut_bodies ?
						    (unsigned)nunsaved : 0,
						    flags, &tu);
		failed += !tu || errors_of(tu) > 0;
		if (tu && c->cut_bodies)
			cut_learn(tu);
		if (tu)
			clang_disposeTranslationUnit(tu);
		if (!shared)
			clang_disposeIndex(index);
		for (int i = 0; i < n; i++)
			free((char *)args[i]);
		free(dir);
	}
	if (action)
		clang_IndexAction_dispose(action);
	if (shared)
		clang_disposeIndex(shared);
	printf("%.2f\t%d\t%s\n", cpu_now() - start, failed, c->name);
	if (c->cut_bodies)
		printf("\t\t(%d headers cut, %d bodies)\n", nunsaved, nbodies);
	fflush(stdout);
}

/* Whether configuration c is named in argv[2...] (all when none is). */
static int picked(int argc, char **argv, size_t c)
{
	if (argc < 3)
		return 1;
	for (int i = 2; i < argc; i++)
		if ((size_t)atoi(argv[i]) == c)
			return 1;
	return 0;
}

int main(int argc, char **argv)
{
	CXCompilationDatabase_Error err;
	CXCompilationDatabase db;
	char *files[MAX_FILES], line[4096];
	int nfiles = 0;
	size_t nconfigs = sizeof(configs) / sizeof(*configs);

	if (argc < 2) {
		fprintf(stderr, "usage: %s COMPDB_DIR [CONFIG...] < FILES\n",
			argv[0]);
		return 2;
	}
	db = clang_CompilationDatabase_fromDirectory(argv[1], &err);
	if (!db || err != CXCompilationDatabase_NoError) {
		fprintf(stderr, "%s: cannot read compile database\n", argv[1]);
		return 2;
	}
	while (nfiles < MAX_FILES && fgets(line, sizeof(line), stdin)) {
		line[strcspn(line, "\n")] = '\0';
		files[nfiles++] = strdup(line);
	}
	run_config(&configs[0], cfix_flags, db, files, nfiles < 5 ? nfiles : 5);
	printf("(warm-up above)\n");
	for (size_t c = 0; c < nconfigs; c++) {
		unsigned flags = cfix_flags | configs[c].flags;

		if (!picked(argc, argv, c))
			continue;

		if (configs[c].no_record)
			flags &= ~CXTranslationUnit_DetailedPreprocessingRecord;
		run_config(&configs[c], flags, db, files, nfiles);
	}
	clang_CompilationDatabase_dispose(db);
	return 0;
}
