/*
 * The compiler's errors in a text, for --check-build: fixed code is
 * parsed as its file with the file's compile command before it is
 * written, and its errors compared with those of the code as read.
 *
 * Design decision: libclang parses in this process, with the same
 * allow-listed arguments the matcher's parse gets (compdb.c), and
 * nothing else runs: the compiler a compile database names is never
 * started, since a checkout (and its database) is untrusted input
 * (docs/trust.md).  Unlike the matcher's parse there is no repair
 * prelude and no -Wno-error: the errors are the build's.
 */
#include "clang_internal.h"

#include <limits.h>
#include <unistd.h>

/* One cfix_source_compile_errors() call, carried to clang's thread. */
struct check_call {
	const char *path, *name;	/* as given; clang's (absolute) */
	const struct cfix_source_options *options;
	const char *text;
	size_t len;
	struct cfix_diag_sink *errors;
};

/* The file's name for clang: absolute, as clang_adapter.c names it. */
static char *absolute_name(const char *path)
{
	char cwd[PATH_MAX];

	if (path[0] == '/' || !getcwd(cwd, sizeof(cwd)))
		return cfix_xstrdup(path);
	return cfix_xasprintf("%s/%s", cwd, path);
}

/*
 * The arguments: the file's allow-listed ones, then all errors shown,
 * and C89's silent implicit declarations warned of (breaks_build()).
 */
static const char **check_args(const struct cfix_source_options *options,
			       int *count)
{
	const char **args = cfix_xcalloc((size_t)options->nargs + 5,
					 sizeof(*args));
	int n = 0;

	for (int i = 0; i < options->nargs; i++)
		args[n++] = options->args[i];
	args[n++] = "-ferror-limit=0";
	args[n++] = "-Wimplicit-function-declaration";
	if (options->directory) {
		args[n++] = "-working-directory";
		args[n++] = options->directory;
	}
	*count = n;
	return args;
}

/*
 * Whether diag breaks the build: an error, or a warning C89 modes give
 * where C99 and later refuse (an implicit function declaration: the
 * fix calls what the file does not declare; implicit int).
 */
static bool breaks_build(CXDiagnostic diag)
{
	enum CXDiagnosticSeverity severity = clang_getDiagnosticSeverity(diag);
	char *option;
	bool implicit;

	if (severity >= CXDiagnostic_Error)
		return true;
	if (severity != CXDiagnostic_Warning)
		return false;
	option = cfix__clang_xcxstring(clang_getDiagnosticOption(diag, NULL));
	implicit = !strcmp(option, "-Wimplicit-function-declaration") ||
		   !strcmp(option, "-Wimplicit-int");
	free(option);
	return implicit;
}

/* Adds diag to call's errors, at its place in the file if it has one. */
static void add_error(struct check_call *call, CXTranslationUnit tu,
		      CXDiagnostic diag)
{
	CXSourceLocation where = clang_getDiagnosticLocation(diag);
	CXFile file;
	unsigned line, col, offset;
	struct cfix_loc loc = { .file = call->path, .offset = UINT32_MAX };
	char *message = cfix__clang_xcxstring(clang_getDiagnosticSpelling(diag));

	clang_getExpansionLocation(where, &file, &line, &col, &offset);
	if (file && cfix__clang_same_file(file, clang_getFile(tu, call->name)) &&
	    offset <= call->len)
		loc = (struct cfix_loc){ call->path, line, col, offset };
	cfix_diag_add(call->errors, CFIX_DIAG_ERROR, loc, "%s", message);
	free(message);
}

static int check_on_stack(void *data)
{
	struct check_call *call = data;
	struct CXUnsavedFile file = { .Filename = call->name,
				      .Contents = call->text,
				      .Length = (unsigned long)call->len };
	CXIndex index = clang_createIndex(0, 0);
	CXTranslationUnit tu = NULL;
	int nargs;
	const char **args = check_args(call->options, &nargs);
	enum CXErrorCode err = clang_parseTranslationUnit2(
		index, call->name, args, nargs, &file, 1,
		CXTranslationUnit_KeepGoing, &tu);

	free(args);
	if (err == CXError_Success && tu) {
		unsigned n = clang_getNumDiagnostics(tu);

		for (unsigned i = 0; i < n; i++) {
			CXDiagnostic diag = clang_getDiagnostic(tu, i);

			if (breaks_build(diag))
				add_error(call, tu, diag);
			clang_disposeDiagnostic(diag);
		}
		clang_disposeTranslationUnit(tu);
	}
	clang_disposeIndex(index);
	return err == CXError_Success ? 0 : -1;
}

int cfix_source_compile_errors(const char *path,
			       const struct cfix_source_options *options,
			       const char *text, size_t len,
			       struct cfix_diag_sink *errors,
			       struct cfix_diag_sink *sink)
{
	struct check_call call = { .path = path, .options = options,
				   .text = text, .len = len,
				   .errors = errors };
	int ret;

	call.name = absolute_name(path);
	ret = cfix__clang_on_big_stack(check_on_stack, &call);
	if (ret)
		cfix_diag_add(sink, CFIX_DIAG_ERROR,
			      (struct cfix_loc){ .file = path },
			      "clang could not parse the fixed text to check "
			      "the build");
	free((char *)call.name);
	return ret;
}
