/*
 * Whether libclang's CXIndexOpt_SkipParsedBodiesInSession skips, for C,
 * a header's function body it parsed earlier in the session (issue 19,
 * session 31).  Writes h.h (an include-guarded header whose static inline
 * body names an undeclared identifier: an error only a parsed body
 * reports), a.c and b.c (each includes h.h) into a new folder in /tmp
 * (removed at the end), then, in one CXIndexAction per language,
 * indexes a.c, b.c and a.c again with cfix's unit flags and prints each
 * unit's error count.  A skipped body reports no error.  Not part of
 * cfix; build with
 *
 *   cc -I/usr/lib/llvm-19/include bench/skip-parsed-bodies.c \
 *      -L/usr/lib/llvm-19/lib -lclang -Wl,-rpath,/usr/lib/llvm-19/lib
 *
 * libclang 19 prints 1 1 1 for C (nothing skipped: Indexing.cpp enables
 * the skip for C++ only) and 1 0 0 for C++.
 */
#include <clang-c/Index.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char header[] =
	"#ifndef H_H\n#define H_H\n"
	"static inline int f(void) { return undeclared_in_body; }\n"
	"#endif\n";

static void write_file(const char *dir, const char *name, const char *text)
{
	char path[4096];
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	f = fopen(path, "w");
	if (!f || fputs(text, f) < 0 || fclose(f)) {
		perror(path);
		exit(1);
	}
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

/* Indexes a.c, b.c, a.c in dir as lang, in one session. */
static void run(const char *dir, const char *lang)
{
	const char *args[] = { "-x", lang };
	const char *files[] = { "a.c", "b.c", "a.c" };
	CXIndex index = clang_createIndex(0, 0);
	CXIndexAction action = clang_IndexAction_create(index);
	IndexerCallbacks callbacks;

	memset(&callbacks, 0, sizeof(callbacks));
	printf("%s:", lang);
	for (int i = 0; i < 3; i++) {
		char path[4096];
		CXTranslationUnit tu = NULL;

		snprintf(path, sizeof(path), "%s/%s", dir, files[i]);
		clang_indexSourceFile(action, NULL, &callbacks,
				      sizeof(callbacks),
				      CXIndexOpt_SkipParsedBodiesInSession,
				      path, args, 2, NULL, 0, &tu,
				      CXTranslationUnit_DetailedPreprocessingRecord |
				      CXTranslationUnit_KeepGoing);
		if (tu)
			printf(" %u", errors_of(tu));
		else
			printf(" (no unit)");
		clang_disposeTranslationUnit(tu);
	}
	printf("  (errors of a.c, b.c, a.c)\n");
	clang_IndexAction_dispose(action);
	clang_disposeIndex(index);
}

int main(void)
{
	char dir[] = "/tmp/skip-parsed-bodies.XXXXXX";

	if (!mkdtemp(dir)) {
		perror("mkdtemp");
		return 1;
	}
	write_file(dir, "h.h", header);
	write_file(dir, "a.c", "#include \"h.h\"\nint a(void) { return f(); }\n");
	write_file(dir, "b.c", "#include \"h.h\"\nint b(void) { return f(); }\n");
	run(dir, "c");
	run(dir, "c++");
	for (int i = 0; i < 3; i++) {
		char path[4096];

		snprintf(path, sizeof(path), "%s/%s", dir,
			 (const char *[]){ "h.h", "a.c", "b.c" }[i]);
		remove(path);
	}
	return rmdir(dir) != 0;
}
