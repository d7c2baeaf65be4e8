/*
 * clang_predefines.c: the macros clang defines before a file's first
 * line, for the header index's #ifdef groups (header_records.c).
 *
 * They depend on the target and the options (-m, -f, -O, -std, -x ...),
 * so libclang itself is asked: an empty virtual file is parsed with the
 * command's options and its preprocessing record read, where the
 * predefines buffer's macros sit at no file.  No program runs and no
 * file of the checkout is read: the options -D, -U, -I and -include
 * are left out of the question (the per-file -D of a kernel command
 * would make one question a file) and -D, -U applied here, in order.
 * Asked once per distinct rest of the options per process.
 */
#include "cfront.h"

#include <clang-c/Index.h>
#include <stdlib.h>
#include <string.h>

#define PREDEF_NAME "/cfix-virtual/predefines.c"

enum { MAX_KEYS = 32 };

struct predefined {
	char *key;		/* the options asked with, NUL apart */
	size_t key_len;
	bool known;
	CFIX_ARRAY(uint64_t) names;	/* hashes, sorted */
};

static CFIX_ARRAY(struct predefined) asked;
static CXIndex predef_index;

/* Options with a value in the next argument, left out with it. */
static bool path_option(const char *a)
{
	static const char *const with_value[] = {
		"-I", "-iquote", "-isystem", "-idirafter", "-include",
		"-MF", "-MT", "-MQ", "-o", "-D", "-U",
	};

	for (size_t i = 0; i < sizeof(with_value) / sizeof(*with_value); i++)
		if (!strcmp(a, with_value[i]))
			return true;
	return false;
}

/* Whether a (one argument) leaves clang's predefines as they are. */
static bool neutral(const char *a)
{
	return !strncmp(a, "-I", 2) || !strncmp(a, "-D", 2) ||
	       !strncmp(a, "-U", 2) || !strncmp(a, "-W", 2) ||
	       !strncmp(a, "-g", 2) || !strcmp(a, "-c") ||
	       !strcmp(a, "-MD") || !strcmp(a, "-MMD") ||
	       !strcmp(a, "-nostdinc") || !strcmp(a, "-pipe");
}

/* opts' options that may change the predefines, NUL apart, into key;
 * false where one may define a macro cfix cannot see (-imacros, a -Wp,
 * other than a dependency file's, -Xpreprocessor). */
static bool key_of(const struct cfix_source_options *opts,
		   struct cfix_buf *key)
{
	for (int i = 0; opts && i < opts->nargs; i++) {
		const char *a = opts->args[i];

		if (!strcmp(a, "-imacros") || !strcmp(a, "-Xpreprocessor") ||
		    (!strncmp(a, "-Wp,", 4) && strncmp(a, "-Wp,-MD,", 8) &&
		     strncmp(a, "-Wp,-MMD,", 9)))
			return false;
		if (path_option(a)) {
			i++;
			continue;
		}
		if (neutral(a) || a[0] != '-')
			continue;	/* a bare word: the file's name */
		cfix_buf_add(key, a, strlen(a) + 1);
		if ((!strcmp(a, "-target") || !strcmp(a, "-x") ||
		     !strcmp(a, "-Xclang") || !strcmp(a, "-mllvm")) &&
		    i + 1 < opts->nargs) {
			a = opts->args[++i];
			cfix_buf_add(key, a, strlen(a) + 1);
		}
	}
	return true;
}

static enum CXChildVisitResult visit(CXCursor c, CXCursor parent,
				     CXClientData data)
{
	struct predefined *p = data;
	CXFile file = NULL;

	(void)parent;
	if (c.kind != CXCursor_MacroDefinition)
		return CXChildVisit_Continue;
	clang_getFileLocation(clang_getCursorLocation(c), &file, NULL, NULL,
			      NULL);
	if (!file) {	/* the predefines buffer */
		CXString s = clang_getCursorSpelling(c);
		const char *name = clang_getCString(s);

		cfix_array_push(&p->names,
				cfix_hash_bytes(name, strlen(name),
						CFIX_HASH_INIT));
		clang_disposeString(s);
	}
	return CXChildVisit_Continue;
}

/* Asks libclang for p's predefines (p->key's options). */
static void ask(struct predefined *p)
{
	struct CXUnsavedFile empty = { .Filename = PREDEF_NAME,
				       .Contents = "", .Length = 0 };
	CFIX_ARRAY(const char *) args = { 0 };
	CXTranslationUnit tu = NULL;

	for (size_t at = 0; at < p->key_len; at += strlen(p->key + at) + 1)
		cfix_array_push(&args, p->key + at);
	if (!predef_index)
		predef_index = clang_createIndex(0, 0);
	if (clang_parseTranslationUnit2(
		    predef_index, PREDEF_NAME, args.items, (int)args.len,
		    &empty, 1, CXTranslationUnit_DetailedPreprocessingRecord,
		    &tu) == CXError_Success && tu) {
		clang_visitChildren(clang_getTranslationUnitCursor(tu), visit,
				    p);
		p->known = p->names.len > 0;
	}
	if (tu)
		clang_disposeTranslationUnit(tu);
	cfix_array_release(&args);
}

/* The -D and -U of opts applied to names, in order. */
static void apply_command(const struct cfix_source_options *opts,
			  struct cfix__predefines *out)
{
	for (int i = 0; i < opts->nargs; i++) {
		const char *a = opts->args[i];
		bool def = !strncmp(a, "-D", 2);
		uint64_t k;

		if (!def && strncmp(a, "-U", 2))
			continue;
		if (!a[2] && i + 1 < opts->nargs)
			a = opts->args[++i];
		else
			a += 2;
		k = cfix_hash_bytes(a, strcspn(a, "="), CFIX_HASH_INIT);
		for (size_t j = 0; j < out->len; j++)
			if (out->items[j] == k) {
				out->items[j] = out->items[--out->len];
				j--;
			}
		if (def)
			cfix_array_push(out, k);
	}
	cfix_hashes_sort(out->items, out->len);
}

int cfix__predefines_get(const struct cfix_source_options *opts,
			 struct cfix__predefines *out)
{
	struct cfix_buf key = CFIX_BUF_INIT;
	struct predefined *p = NULL;

	if (!key_of(opts, &key)) {
		cfix_buf_release(&key);
		return -1;
	}
	for (size_t i = 0; i < asked.len && !p; i++)
		if (asked.items[i].key_len == key.len &&
		    !memcmp(asked.items[i].key, key.data, key.len))
			p = &asked.items[i];
	if (!p && asked.len >= MAX_KEYS) {
		cfix_buf_release(&key);
		return -1;
	}
	if (!p) {
		cfix_array_push(&asked, ((struct predefined){ .key_len = key.len }));
		p = &asked.items[asked.len - 1];
		p->key = cfix_buf_detach(&key, NULL);
		ask(p);
	}
	cfix_buf_release(&key);
	if (!p->known)
		return -1;
	for (size_t i = 0; i < p->names.len; i++)
		cfix_array_push(out, p->names.items[i]);
	if (opts)
		apply_command(opts, out);
	return 0;
}
