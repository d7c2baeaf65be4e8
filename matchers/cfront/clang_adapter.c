/*
 * The libclang adapter: parses a C file with libclang and mirrors clang's
 * tree in cfix's own nodes and tokens (struct cfix_source).
 *
 * Design decision: clang's parse is trusted where it exists and cfix's
 * own parser (cparse.c) fills what clang leaves out.  Code that does not
 * compile loses structure in clang (an expression with an error becomes a
 * childless RecoveryExpr, a statement with an error disappears), so every
 * token of the file that no clang node covers is handed to cparse, and
 * the result is spliced in with CFIX_NODEF_OWN_PARSE: the view has no
 * silent holes.  Optionally, the file is parsed again with a virtual
 * prelude header declaring what clang said was missing (unknown type
 * names, undeclared ALL_CAPS constants, struct members, iterator macros),
 * which recovers clang's own structure and types for most fragments.
 *
 * Macros: matching works on the source as written, so a node that is
 * exactly one macro expansion becomes the macro use (an IDENT, or the
 * invocation parsed as a CALL) and a node that is partly inside an
 * expansion is flagged CFIX_NODEF_MACRO (not rewritable).
 *
 * Deep code (a 50,000-term sum on one line): clang parses and the view is
 * built on a thread with a big stack (PARSE_STACK), and the view stops at
 * MAX_DEPTH levels, so the walks that follow fit an 8 MB stack.
 */
#include "clang_internal.h"

#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

/* The virtual prelude of the repair rounds; -include'd, never on disk. */
#define PRELUDE_NAME "/cfix-virtual/cfix_prelude.h"

/*
 * The stack clang parses on.  libclang parses on a thread of its own
 * with 8 MB, and clang's parser recurses once per operator: 3,000 unary
 * operators, 20,000 assignments or 100,000 terms overflowed it (the
 * clang-19 compiler crashes on them too).  With LIBCLANG_NOTHREADS set,
 * libclang parses on the calling thread, so cfix parses and builds the
 * view on a thread of its own with this much stack; only the pages a
 * parse touches are mapped.  256 MB holds 40,000 unary operators (about
 * 5 KB of stack each in clang's parser, the deepest shape measured).
 */
#define PARSE_STACK ((size_t)256 << 20)

struct cfix_adapter {
	CXIndex index;
	CXTranslationUnit tu;
	char *main_name;	/* the name clang knows the file by */
	char *prelude;		/* last prelude text, or NULL */
	/* For cfix__adapter_rebuild(): the options of the first parse
	 * (args and directory copied below, no unsaved text), and the
	 * errors its last full parse settled with. */
	struct cfix_source_options opts;
	char **args;
	char *directory;
	unsigned settled_errors;
};

/* ---- the view ------------------------------------------------------------ */

static void build_view(struct builder *b)
{
	cfix__clang_read_tokens(b);
	cfix__clang_collect_used_types(b);
	cfix__clang_mark_skipped(b);
	clang_visitChildren(clang_getTranslationUnitCursor(b->tu),
			    cfix__clang_collect_top, b);
	if (b->typenames.len)
		qsort(b->typenames.items, b->typenames.len,
		      sizeof(*b->typenames.items), cfix__clang_compare_names);
	cfix__clang_extend_aliases(b);
	cfix__clang_build_unit(b);
	cfix__clang_build_macros(b);
	cfix__clang_note_header_noreturn(b);
}

/* ---- parsing ------------------------------------------------------------- */

/* The file's name for clang: absolute, so -working-directory (the
 * compile command's folder) does not change which file it is. */
static char *absolute_path(const char *path)
{
	char cwd[PATH_MAX];

	if (path[0] == '/' || !getcwd(cwd, sizeof(cwd)))
		return cfix_xstrdup(path);
	return cfix_xasprintf("%s/%s", cwd, path);
}

/*
 * The compiler arguments: the caller's, then cfix's own.  -w: cfix reads
 * clang's errors only (a repair round, a note), and a warning never
 * changes the tree, but a warning clang checks costs: the kernel's
 * -Wall family took about a fifth of a parse (issue 19; fs/ext4/super.c,
 * 1.7 -> 1.3 CPU s).  -Wno-error keeps -Werror from making one an error,
 * so -w drops no error cfix counted.
 */
static const char **parse_args(const struct cfix_source_options *options,
			       bool prelude, int *count)
{
	static const char *const extra[] = {
		"-ferror-limit=0", "-Wno-error", "-w",
		"-Wno-error=implicit-function-declaration",
		"-Wno-error=implicit-int", "-Wno-error=int-conversion",
		"-Wno-error=incompatible-pointer-types",
		"-Wno-error=return-type",
	};
	size_t next = sizeof(extra) / sizeof(*extra);
	const char **args = cfix_xcalloc((size_t)options->nargs + next + 4,
					 sizeof(*args));
	int n = 0;

	for (int i = 0; i < options->nargs; i++)
		args[n++] = options->args[i];
	for (size_t i = 0; i < next; i++)
		args[n++] = extra[i];
	if (options->directory) {
		args[n++] = "-working-directory";
		args[n++] = options->directory;
	}
	if (prelude) {
		args[n++] = "-include";
		args[n++] = PRELUDE_NAME;
	}
	*count = n;
	return args;
}

static int parse_once(struct cfix_adapter *ad, struct cfix_source *src,
		      const struct cfix_source_options *options)
{
	bool cut = cfix__clang_cut_on(options, ad->main_name);
	unsigned ncut = 0, nfiles = ad->prelude ? 2 : 1;
	struct CXUnsavedFile *files = cut ? cfix__clang_cut_files(&ncut) : NULL;
	unsigned flags = CXTranslationUnit_DetailedPreprocessingRecord |
			 CXTranslationUnit_KeepGoing;
	int nargs;

	/* the file and the prelude first, then the cut headers */
	files = cfix_xrealloc(files, (ncut + 2) * sizeof(*files));
	memmove(files + nfiles, files, ncut * sizeof(*files));
	files[0] = (struct CXUnsavedFile){ .Filename = ad->main_name,
		.Contents = src->text, .Length = (unsigned long)src->len };
	if (ad->prelude)
		files[1] = (struct CXUnsavedFile){ .Filename = PRELUDE_NAME,
			.Contents = ad->prelude,
			.Length = strlen(ad->prelude) };

	/* an editor's file: the headers go into a preamble kept for
	 * clang_reparseTranslationUnit() */
	if (options->reparsable)
		flags |= CXTranslationUnit_PrecompiledPreamble |
			 CXTranslationUnit_CreatePreambleOnFirstParse;
	const char **args = parse_args(options, ad->prelude != NULL, &nargs);
	enum CXErrorCode err;

	if (ad->tu)
		clang_disposeTranslationUnit(ad->tu);
	ad->tu = NULL;
	err = clang_parseTranslationUnit2(ad->index, ad->main_name, args, nargs,
					  files, nfiles + ncut, flags,
					  &ad->tu);
	free(args);
	free(files);
	if (err != CXError_Success || !ad->tu)
		return -1;
	if (cut)
		cfix__clang_cut_learn(ad->tu);
	return 0;
}

static unsigned count_errors(CXTranslationUnit tu)
{
	unsigned n = clang_getNumDiagnostics(tu), errors = 0;

	for (unsigned i = 0; i < n; i++) {
		CXDiagnostic diag = clang_getDiagnostic(tu, i);

		errors += clang_getDiagnosticSeverity(diag) >= CXDiagnostic_Error;
		clang_disposeDiagnostic(diag);
	}
	return errors;
}

/* Parses, repairing up to options->repair_rounds times. */
static int parse_with_repair(struct cfix_adapter *ad, struct cfix_source *src,
			     const struct cfix_source_options *options)
{
	struct repair repair = {0};
	struct cfix_arena *scratch = cfix_arena_new();
	int ret = parse_once(ad, src, options);

	while (ret == 0 && src->rounds < options->repair_rounds &&
	       count_errors(ad->tu)) {
		struct cfix_source probe = *src;
		struct builder b = { .src = &probe, .arena = scratch,
				     .tu = ad->tu, .too_deep = UINT32_MAX,
				     .file = clang_getFile(ad->tu, ad->main_name) };
		struct cfix_buf text = CFIX_BUF_INIT;
		bool grew;

		probe.ntoks = 0;
		cfix__clang_read_tokens(&b);
		grew = cfix__clang_repair_collect(&repair, &probe, ad->tu,
						  b.file);
		if (!grew)
			break;
		cfix__clang_repair_prelude(&repair, &text);
		free(ad->prelude);
		ad->prelude = cfix_buf_detach(&text, NULL);
		src->rounds++;
		ret = parse_once(ad, src, options);
	}
	cfix__clang_repair_release(&repair);
	cfix_arena_free(scratch);
	return ret;
}

/* Reparses src->text in ad's translation unit: same arguments and
 * prelude, the preamble reused. */
static int reparse_once(struct cfix_adapter *ad, struct cfix_source *src)
{
	struct CXUnsavedFile files[2] = {
		{ .Filename = ad->main_name, .Contents = src->text,
		  .Length = (unsigned long)src->len },
		{ .Filename = PRELUDE_NAME, .Contents = ad->prelude,
		  .Length = ad->prelude ? strlen(ad->prelude) : 0 },
	};

	if (!ad->tu)
		return -1;
	if (clang_reparseTranslationUnit(ad->tu, ad->prelude ? 2 : 1, files,
					 clang_defaultReparseOptions(ad->tu))) {
		/* libclang says the unit must not be used again */
		clang_disposeTranslationUnit(ad->tu);
		ad->tu = NULL;
		return -1;
	}
	return 0;
}

/* Keeps a copy of options in ad, for later reparses. */
static void options_keep(struct cfix_adapter *ad,
			 const struct cfix_source_options *options)
{
	ad->opts = *options;
	ad->opts.unsaved_text = NULL;
	ad->opts.unsaved_len = 0;
	ad->args = cfix_xcalloc((size_t)options->nargs + 1, sizeof(char *));
	for (int i = 0; i < options->nargs; i++)
		ad->args[i] = cfix_xstrdup(options->args[i]);
	ad->opts.args = (const char *const *)ad->args;
	ad->directory = options->directory ? cfix_xstrdup(options->directory)
					   : NULL;
	ad->opts.directory = ad->directory;
}

static void warn_too_deep(const struct cfix_source *src, uint32_t tok,
			  struct cfix_diag_sink *sink)
{
	struct cfix_loc loc = cfix_loc_from_offset(src->path, src->text,
						   src->len,
						   src->toks[tok].begin);

	cfix_diag_add(sink, CFIX_DIAG_WARNING, loc,
		      "code nested more than %d levels deep; the part below "
		      "is not matched", MAX_DEPTH);
}

static void note_self_include(CXFile included, CXSourceLocation *stack,
			      unsigned depth, CXClientData data)
{
	struct builder *b = data;

	(void)stack;
	if (depth && cfix__clang_same_file(included, b->file))
		b->self_included = true;
}

/* How many of clang's errors -v shows for a file that does not compile. */
#define ERROR_NOTES 3

/* A note for clang's error diag, where clang put it (a header, or src
 * itself; the driver's errors, at no place, at src's first line). */
static void note_error(CXDiagnostic diag, const struct cfix_source *src,
		       CXFile main_file, struct cfix_diag_sink *sink)
{
	CXString msg = clang_getDiagnosticSpelling(diag);
	struct cfix_loc loc = { .file = src->path, .line = 1, .col = 1 };
	CXFile file = NULL;
	unsigned line, col, offset;

	clang_getFileLocation(clang_getDiagnosticLocation(diag), &file,
			      &line, &col, &offset);
	if (file) {
		loc = (struct cfix_loc){ .file = src->path, .line = line,
					 .col = col, .offset = offset };
	}
	if (file && !cfix__clang_same_file(file, main_file)) {
		CXString name = clang_getFileName(file);

		loc.file = clang_getCString(name);
		cfix_diag_add(sink, CFIX_DIAG_NOTE, loc, "clang: %s",
			      clang_getCString(msg));
		clang_disposeString(name);
	} else {
		cfix_diag_add(sink, CFIX_DIAG_NOTE, loc, "clang: %s",
			      clang_getCString(msg));
	}
	clang_disposeString(msg);
}

/* Whether diag lies in the repair rounds' prelude (cfix's, not the
 * user's trouble). */
static bool in_prelude(CXDiagnostic diag)
{
	CXFile file = NULL;
	CXString name;
	bool ours;

	clang_getFileLocation(clang_getDiagnosticLocation(diag), &file, NULL,
			      NULL, NULL);
	if (!file)
		return false;
	name = clang_getFileName(file);
	ours = !strcmp(clang_getCString(name), PRELUDE_NAME);
	clang_disposeString(name);
	return ours;
}

/* Notes (shown with -v) for clang's first errors in tu. */
static void note_errors(CXTranslationUnit tu, const struct cfix_source *src,
			CXFile main_file, struct cfix_diag_sink *sink)
{
	unsigned n = clang_getNumDiagnostics(tu), shown = 0;

	for (unsigned i = 0; i < n && shown < ERROR_NOTES; i++) {
		CXDiagnostic diag = clang_getDiagnostic(tu, i);

		if (clang_getDiagnosticSeverity(diag) >= CXDiagnostic_Error &&
		    !in_prelude(diag)) {
			note_error(diag, src, main_file, sink);
			shown++;
		}
		clang_disposeDiagnostic(diag);
	}
}

static int compare_lines(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return x < y ? -1 : x > y;
}

/* src->error_lines: the lines of tu's errors in main_file, sorted (the
 * stand-in asks which functions hold one, strategy.c). */
static void keep_error_lines(CXTranslationUnit tu, struct cfix_source *src,
			     CXFile main_file)
{
	unsigned n = clang_getNumDiagnostics(tu);
	CFIX_ARRAY(uint32_t) lines = {0};

	for (unsigned i = 0; i < n; i++) {
		CXDiagnostic diag = clang_getDiagnostic(tu, i);
		CXFile file = NULL;
		unsigned line;

		clang_getFileLocation(clang_getDiagnosticLocation(diag), &file,
				      &line, NULL, NULL);
		if (clang_getDiagnosticSeverity(diag) >= CXDiagnostic_Error &&
		    file && cfix__clang_same_file(file, main_file))
			cfix_array_push(&lines, line);
		clang_disposeDiagnostic(diag);
	}
	src->nerror_lines = (uint32_t)lines.len;
	src->error_lines = NULL;
	if (lines.len) {
		qsort(lines.items, lines.len, sizeof(*lines.items),
		      compare_lines);
		src->error_lines = cfix_arena_alloc(
			src->arena, lines.len * sizeof(*lines.items));
		memcpy(src->error_lines, lines.items,
		       lines.len * sizeof(*lines.items));
	}
	cfix_array_release(&lines);
}

/*
 * Builds src's view from ad's translation unit.  A file that includes
 * itself (#include __FILE__) is one CXFile for its own text and each
 * included copy: its view then keeps only what lies in the main file's
 * own text (clang_Location_isFromMainFile()), else the copies' cursors,
 * at the same offsets and met first, took the place of its own.
 */
static int view_finish(struct cfix_source *src, struct cfix_adapter *ad,
		       struct cfix_diag_sink *sink)
{
	struct builder b = { .src = src, .arena = src->arena, .tu = ad->tu,
			     .too_deep = UINT32_MAX };
	struct cfix_loc loc = { .file = src->path, .line = 1, .col = 1 };

	b.file = clang_getFile(ad->tu, ad->main_name);
	if (!b.file) {
		cfix_diag_add(sink, CFIX_DIAG_ERROR, loc,
			      "clang lost track of '%s'", src->path);
		return -1;
	}
	src->clang_errors = count_errors(ad->tu);
	keep_error_lines(ad->tu, src, b.file);
	src->mode = src->clang_errors ? CFIX_PARSE_TOLERANT : CFIX_PARSE_EXACT;
	clang_getInclusions(ad->tu, note_self_include, &b);
	build_view(&b);
	cfix_array_release(&b.exps);
	free(b.reach);
	cfix_array_release(&b.tops);
	cfix_array_release(&b.defs);
	cfix_array_release(&b.typenames);
	cfix_array_release(&b.all_defs);
	cfix_array_release(&b.funcs);
	cfix_array_release(&b.texts);
	cfix_array_release(&b.extra_types);
	if (b.too_deep != UINT32_MAX)
		warn_too_deep(src, b.too_deep, sink);
	if (src->mode == CFIX_PARSE_TOLERANT)
		cfix_diag_add(sink, CFIX_DIAG_NOTE, loc,
			      "'%s' does not compile (%u errors); parsed in "
			      "tolerant mode", src->path, src->clang_errors);
	if (src->mode == CFIX_PARSE_TOLERANT)
		note_errors(ad->tu, src, b.file, sink);
	return 0;
}

/* A full parse (with repair rounds) of src with ad's options. */
static int parse_full(struct cfix_adapter *ad, struct cfix_source *src,
		      struct cfix_diag_sink *sink)
{
	struct cfix_loc loc = { .file = src->path, .line = 1, .col = 1 };

	free(ad->prelude);
	ad->prelude = NULL;
	src->rounds = 0;
	if (parse_with_repair(ad, src, &ad->opts) != 0) {
		cfix_diag_add(sink, CFIX_DIAG_ERROR, loc,
			      "clang could not parse '%s'", src->path);
		return -1;
	}
	ad->settled_errors = count_errors(ad->tu);
	return 0;
}

/* ---- the thread clang parses on ------------------------------------------ */

/* One call of build() or rebuild(), carried to the parsing thread. */
struct adapter_call {
	struct cfix_source *src;
	struct cfix_adapter *ad;	/* NULL: a first build */
	const struct cfix_source_options *options;
	unsigned rounds;
	struct cfix_diag_sink *sink;
	int (*fn)(void *);		/* else: cfix__clang_on_big_stack() */
	void *data;
	int ret;
};

/*
 * The index of one file.  An editor's file keeps its headers in a
 * precompiled preamble; libclang writes it to a file in TMPDIR that
 * only disposing the unit removes, so an exit() or a killed worker left
 * it behind.  In memory there is nothing to leave.
 */
static CXIndex new_index(void)
{
	CXIndexOptions opts;

	memset(&opts, 0, sizeof(opts));
	opts.Size = sizeof(opts);
	opts.StorePreamblesInMemory = 1;
	return clang_createIndexWithOptions(&opts);
}

static int build(struct adapter_call *call)
{
	struct cfix_source *src = call->src;
	struct cfix_adapter *ad = cfix_xcalloc(1, sizeof(*ad));

	src->adapter = ad;
	ad->index = new_index();
	if (!ad->index)
		return -1;
	ad->main_name = absolute_path(src->path);
	options_keep(ad, call->options);
	if (parse_full(ad, src, call->sink))
		return -1;
	return view_finish(src, ad, call->sink);
}

static int rebuild(struct adapter_call *call)
{
	struct cfix_source *src = call->src;
	struct cfix_adapter *ad = call->ad;

	src->adapter = ad;
	src->rounds = call->rounds;
	/* a reparse that leaves more errors than the last full parse
	 * may need another repair round: parse afresh */
	if (!ad->opts.reparsable || reparse_once(ad, src) ||
	    (ad->opts.repair_rounds &&
	     count_errors(ad->tu) > ad->settled_errors)) {
		if (parse_full(ad, src, call->sink))
			return -1;
	}
	return view_finish(src, ad, call->sink);
}

static void *call_main(void *data)
{
	struct adapter_call *call = data;

	if (call->fn)
		call->ret = call->fn(call->data);
	else
		call->ret = call->ad ? rebuild(call) : build(call);
	return NULL;
}

/*
 * The parsing thread.  LLVM may give it an alternate signal stack of its
 * own, malloc'd (when it registers its signal handlers, as libclang
 * writing an editor's preamble does); AddressSanitizer unmaps a thread's
 * alternate stack when the thread ends and dies on one it did not map,
 * so the thread takes it off first.
 */
static void *thread_main(void *data)
{
	stack_t off = { .ss_flags = SS_DISABLE };

	call_main(data);
	sigaltstack(&off, NULL);
	return NULL;
}

static void no_libclang_threads(void)
{
	setenv("LIBCLANG_NOTHREADS", "1", 1);
}

/*
 * Runs call on a thread with PARSE_STACK bytes of stack, or here if no
 * such thread can be made (an address-space limit): libclang then parses
 * on this thread's stack, as deep as before.
 */
static int call_on_big_stack(struct adapter_call *call)
{
	static pthread_once_t once = PTHREAD_ONCE_INIT;
	pthread_attr_t attr;
	pthread_t thread;
	bool started;

	pthread_once(&once, no_libclang_threads);
	started = pthread_attr_init(&attr) == 0;
	if (started) {
		started = pthread_attr_setstacksize(&attr, PARSE_STACK) == 0 &&
			  pthread_create(&thread, &attr, thread_main, call) == 0;
		pthread_attr_destroy(&attr);
	}
	if (started)
		pthread_join(thread, NULL);
	else
		call_main(call);
	return call->ret;
}

int cfix__adapter_build(struct cfix_source *src,
			const struct cfix_source_options *options,
			struct cfix_diag_sink *sink)
{
	struct adapter_call call = { .src = src, .options = options,
				     .sink = sink };

	return call_on_big_stack(&call);
}

int cfix__adapter_rebuild(struct cfix_source *src, struct cfix_adapter *ad,
			  unsigned rounds, struct cfix_diag_sink *sink)
{
	struct adapter_call call = { .src = src, .ad = ad, .rounds = rounds,
				     .sink = sink };

	return call_on_big_stack(&call);
}

int cfix__clang_on_big_stack(int (*fn)(void *data), void *data)
{
	struct adapter_call call = { .fn = fn, .data = data };

	return call_on_big_stack(&call);
}

void cfix__adapter_free(struct cfix_adapter *adapter)
{
	if (!adapter)
		return;
	if (adapter->tu)
		clang_disposeTranslationUnit(adapter->tu);
	if (adapter->index)
		clang_disposeIndex(adapter->index);
	free(adapter->main_name);
	free(adapter->prelude);
	for (int i = 0; adapter->args && i < adapter->opts.nargs; i++)
		free(adapter->args[i]);
	free(adapter->args);
	free(adapter->directory);
	free(adapter);
}


/* One included file (not the main file) into the deps list, if on disk. */
static void add_dep(CXFile included, CXSourceLocation *stack,
		    unsigned depth, CXClientData data)
{
	struct cfix_cache_deps *deps = data;
	CXString name;
	struct stat st;

	(void)stack;
	if (!depth)
		return;
	name = clang_File_tryGetRealPathName(included);
	if (clang_getCString(name) && *clang_getCString(name) &&
	    !stat(clang_getCString(name), &st))
		cfix_array_push(deps, ((struct cfix_cache_dep){
			cfix_xstrdup(clang_getCString(name)),
			(uint64_t)st.st_size, cfix__cache_mtime_ns(&st) }));
	clang_disposeString(name);
}

void cfix__adapter_deps(const struct cfix_adapter *adapter,
			struct cfix_cache_deps *deps)
{
	if (adapter && adapter->tu)
		clang_getInclusions(adapter->tu, add_dep, deps);
}
