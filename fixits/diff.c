/*
 * Unified diffs by libgit2, so cfix's output is exactly what git would
 * print and what `git apply` and `patch -p1` take back (with the one
 * thing libgit2 leaves out: the tab after a name holding a space).  libgit2 is
 * initialised once and never shut down: its global state is tiny and
 * cfix exits soon after its last diff.
 */
#include "fixits_internal.h"

#include <git2.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static pthread_once_t libgit2_once = PTHREAD_ONCE_INIT;
static int libgit2_status;

static void libgit2_start(void)
{
	libgit2_status = git_libgit2_init();
}

/* path as the diff names it: relative to cwd when inside it, no "./". */
static char *diff_path(const char *path)
{
	char *cwd = getcwd(NULL, 0);
	size_t n = cwd ? strlen(cwd) : 0;
	char *result;

	if (cwd && path[0] == '/' && !strncmp(path, cwd, n) &&
	    (path[n] == '/' || (n == 1 && cwd[0] == '/')))
		path += n == 1 ? 1 : n + 1;
	while (path[0] == '.' && path[1] == '/')
		for (path += 2; *path == '/'; path++)
			;
	result = cfix_xstrdup(path);
	free(cwd);
	return result;
}

/*
 * Appends the header of a patch (the lines before its first hunk), with
 * a tab after a "---" or "+++" name holding a space, as GNU diff and git
 * write it: GNU patch ends a name at the first space unless a tab
 * follows it.  libgit2 does not add it.  Returns where the header ends.
 */
static size_t add_header(struct cfix_buf *out, const char *text, size_t len)
{
	size_t at = 0;

	while (at < len && strncmp(text + at, "@@", 2)) {
		const char *eol = memchr(text + at, '\n', len - at);
		size_t n = eol ? (size_t)(eol - text - at) : len - at;
		bool name = !strncmp(text + at, "--- ", 4) ||
			    !strncmp(text + at, "+++ ", 4);

		cfix_buf_add(out, text + at, n);
		if (name && memchr(text + at + 4, ' ', n - 4))
			cfix_buf_addch(out, '\t');
		if (eol)
			cfix_buf_addch(out, '\n');
		at += n + (eol != NULL);
	}
	return at;
}

int cfix_diff_append(struct cfix_buf *out, const char *path, const char *old,
		     size_t oldlen, const char *new, size_t newlen)
{
	git_diff_options options;
	git_patch *patch = NULL;
	git_buf text = { 0 };
	char *name;
	size_t at;
	int ret = -1;

	if (oldlen == newlen && !memcmp(old, new, oldlen))
		return 0;
	pthread_once(&libgit2_once, libgit2_start);
	if (libgit2_status < 0)
		return -1;
	git_diff_options_init(&options, GIT_DIFF_OPTIONS_VERSION);
	name = diff_path(path);
	options.flags |= GIT_DIFF_FORCE_TEXT;
	if (git_patch_from_buffers(&patch, old, oldlen, name, new, newlen,
				   name, &options) ||
	    git_patch_to_buf(&text, patch))
		goto out;
	at = add_header(out, text.ptr, text.size);
	cfix_buf_add(out, text.ptr + at, text.size - at);
	ret = 1;
out:
	git_buf_dispose(&text);
	git_patch_free(patch);
	free(name);
	return ret;
}
