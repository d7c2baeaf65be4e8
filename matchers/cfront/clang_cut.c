/*
 * clang_cut.c: the headers' function bodies, cut once seen (issue 19).
 * A kernel file's clang parse spends about half its time in function
 * bodies, mostly the `static inline` ones of headers that every file of
 * a worker parses again.  Once a parse has seen a header (a `.h`), its
 * later parses in this process get an unsaved copy of it in which the
 * body `{ ... }` of each function defined there is `;` and spaces
 * (newlines kept: every line and offset outside the bodies is the
 * header's own).  A declaration is all the main file needs of such a
 * function: its name, its type, its attributes.
 *
 * Cut only: a body wholly in the header's text (not made by a macro),
 * with no `#` inside (no directive whose branches another configuration
 * would take).  Never the main file, nor when the main file is itself a
 * header (matching in headers): its bodies are the code matched.
 * libclang's own skip (CXIndexOpt_SkipParsedBodiesInSession) does this
 * for C++ only (docs/benchmarks.md, session 31).
 *
 * A header that holds an error of the parse that met it first is never
 * cut (a later file sees the same errors there as the first did).  The
 * copies live until the process ends, each made once, then only read,
 * and hold at most CUT_BYTES of text: past that, new headers are read
 * whole (the common ones come first; a worker's later files copy every
 * stored header into clang, so the store must stay small).
 *
 * On in batch runs; CFIX_CUT_HEADER_BODIES=0 turns it off (the A/B
 * switch of docs/benchmarks.md); never for an editor's reparsable file.
 */
#include "clang_internal.h"

#include <pthread.h>

struct cut {
	char *name;		/* the header's real path */
	char *text;		/* the cut copy, or NULL: nothing cut */
	size_t len;
};

enum { CUT_BYTES = 32 << 20 };

static struct {
	pthread_mutex_t lock;
	CFIX_ARRAY(struct cut) headers;	/* text NULL: never cut */
	size_t bytes;			/* the texts' sum */
} store = { .lock = PTHREAD_MUTEX_INITIALIZER };

static bool ends_with_h(const char *name)
{
	size_t len = strlen(name);

	return len > 2 && !strcmp(name + len - 2, ".h");
}

bool cfix__clang_cut_on(const struct cfix_source_options *options,
			const char *main_name)
{
	static int on = -1;

	if (on < 0) {
		const char *value = getenv("CFIX_CUT_HEADER_BODIES");

		on = !value || strcmp(value, "0") != 0;
	}
	return on && !options->reparsable && !ends_with_h(main_name);
}

/* Is name in the store?  Called under the lock. */
static bool known(const char *name)
{
	for (size_t i = 0; i < store.headers.len; i++)
		if (!strcmp(store.headers.items[i].name, name))
			return true;
	return false;
}

static enum CXChildVisitResult find_body(CXCursor cursor, CXCursor parent,
					 CXClientData data)
{
	(void)parent;
	if (clang_getCursorKind(cursor) == CXCursor_CompoundStmt)
		*(CXCursor *)data = cursor;
	return CXChildVisit_Continue;
}

/* Cuts function's body out of cut->text, if it may be. */
static void cut_body(struct cut *cut, CXCursor function)
{
	CXCursor body = clang_getNullCursor();
	CXSourceRange range;
	CXFile begin_file, end_file;
	unsigned begin, end, expanded;

	clang_visitChildren(function, find_body, &body);
	if (clang_Cursor_isNull(body))
		return;
	range = clang_getCursorExtent(body);
	clang_getSpellingLocation(clang_getRangeStart(range), &begin_file,
				  NULL, NULL, &begin);
	clang_getExpansionLocation(clang_getRangeStart(range), NULL, NULL,
				   NULL, &expanded);
	clang_getSpellingLocation(clang_getRangeEnd(range), &end_file, NULL,
				  NULL, &end);
	if (begin != expanded || !begin_file || !end_file ||
	    !clang_File_isEqual(begin_file, end_file) || begin >= end ||
	    end > cut->len || cut->text[begin] != '{' ||
	    cut->text[end - 1] != '}' ||
	    memchr(cut->text + begin, '#', end - begin))
		return;
	cut->text[begin] = ';';
	for (unsigned i = begin + 1; i < end; i++)
		if (cut->text[i] != '\n')
			cut->text[i] = ' ';
}

/* The headers one parse met first, each with its cut copy. */
struct learning {
	CXTranslationUnit tu;
	CXFile last;		/* the file of the last function seen */
	struct cut *cut;	/* its new copy, or NULL */
	CFIX_ARRAY(struct cut) found;
	CFIX_ARRAY(CXFile) files;	/* found's files, in its order */
	CFIX_ARRAY(CXFile) broken;	/* files holding an error */
};

/* Does file hold an error of this parse? */
static bool broken(const struct learning *l, CXFile file)
{
	for (size_t i = 0; i < l->broken.len; i++)
		if (clang_File_isEqual(l->broken.items[i], file))
			return true;
	return false;
}

static void find_broken(struct learning *l)
{
	unsigned n = clang_getNumDiagnostics(l->tu);

	for (unsigned i = 0; i < n; i++) {
		CXDiagnostic diag = clang_getDiagnostic(l->tu, i);
		CXFile file = NULL;

		if (clang_getDiagnosticSeverity(diag) >= CXDiagnostic_Error) {
			clang_getExpansionLocation(
				clang_getDiagnosticLocation(diag), &file,
				NULL, NULL, NULL);
			if (file && !broken(l, file))
				cfix_array_push(&l->broken, file);
		}
		clang_disposeDiagnostic(diag);
	}
}

static char *copy_text(const char *text, size_t len)
{
	return memcpy(cfix_xmalloc(len ? len : 1), text, len);
}

/* The new copy of file's header, or NULL (known, not a .h, no text). */
static struct cut *copy_for(struct learning *l, CXFile file)
{
	CXString real = clang_File_tryGetRealPathName(file);
	const char *name = clang_getCString(real);
	struct cut *cut = NULL;
	const char *text;
	size_t len;
	bool old;

	for (size_t i = 0; i < l->files.len; i++)
		if (clang_File_isEqual(l->files.items[i], file)) {
			clang_disposeString(real);
			return l->found.items[i].text ? &l->found.items[i]
						       : NULL;
		}
	pthread_mutex_lock(&store.lock);
	old = !name || !*name || !ends_with_h(name) || known(name);
	pthread_mutex_unlock(&store.lock);
	text = old ? NULL : clang_getFileContents(l->tu, file, &len);
	cfix_array_push(&l->files, file);
	cfix_array_push(&l->found, ((struct cut){
		text ? cfix_xstrdup(name) : NULL,
		text && !broken(l, file) ? copy_text(text, len) : NULL,
		text ? len : 0 }));
	if (text && !broken(l, file))
		cut = &l->found.items[l->found.len - 1];
	clang_disposeString(real);
	return cut;
}

static enum CXChildVisitResult learn_top(CXCursor cursor, CXCursor parent,
					 CXClientData data)
{
	struct learning *l = data;
	CXSourceLocation loc = clang_getCursorLocation(cursor);
	CXFile file = NULL;

	(void)parent;
	if (clang_getCursorKind(cursor) != CXCursor_FunctionDecl ||
	    !clang_isCursorDefinition(cursor) ||
	    clang_Location_isFromMainFile(loc))
		return CXChildVisit_Continue;
	clang_getExpansionLocation(loc, &file, NULL, NULL, NULL);
	if (!file)
		return CXChildVisit_Continue;
	if (!l->last || !clang_File_isEqual(file, l->last)) {
		l->last = file;
		l->cut = copy_for(l, file);
	}
	if (l->cut)
		cut_body(l->cut, cursor);
	return CXChildVisit_Continue;
}

void cfix__clang_cut_learn(CXTranslationUnit tu)
{
	struct learning l = { .tu = tu };

	find_broken(&l);
	clang_visitChildren(clang_getTranslationUnitCursor(tu), learn_top, &l);
	pthread_mutex_lock(&store.lock);
	for (size_t i = 0; i < l.found.len; i++) {
		struct cut *cut = &l.found.items[i];

		if (cut->name && !known(cut->name) &&
		    store.bytes + cut->len <= CUT_BYTES) {
			if (!cut->text)
				cut->len = 0;
			store.bytes += cut->len;
			cfix_array_push(&store.headers, *cut);
		} else {
			free(cut->name);
			free(cut->text);
		}
	}
	pthread_mutex_unlock(&store.lock);
	cfix_array_release(&l.found);
	cfix_array_release(&l.files);
	cfix_array_release(&l.broken);
}

struct CXUnsavedFile *cfix__clang_cut_files(unsigned *n)
{
	struct CXUnsavedFile *files;

	pthread_mutex_lock(&store.lock);
	files = cfix_xcalloc(store.headers.len + 1, sizeof(*files));
	*n = 0;
	for (size_t i = 0; i < store.headers.len; i++)
		if (store.headers.items[i].text)
			files[(*n)++] = (struct CXUnsavedFile){
				.Filename = store.headers.items[i].name,
				.Contents = store.headers.items[i].text,
				.Length = (unsigned long)store.headers.items[i].len };
	pthread_mutex_unlock(&store.lock);
	return files;
}
