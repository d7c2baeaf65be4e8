/*
 * Unified diffs by libgit2, so cfix's output is exactly what git would
 * print and what `git apply` and `patch -p1` take back.  libgit2 is
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

int cfix_diff_append(struct cfix_buf *out, const char *path, const char *old,
		     size_t oldlen, const char *new, size_t newlen)
{
	git_diff_options options;
	git_patch *patch = NULL;
	git_buf text = { 0 };
	char *name;
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
	cfix_buf_add(out, text.ptr, text.size);
	ret = 1;
out:
	git_buf_dispose(&text);
	git_patch_free(patch);
	free(name);
	return ret;
}
