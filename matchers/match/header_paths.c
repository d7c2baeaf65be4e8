/*
 * Where the header index may read a header from (header_paths.h).
 */
#include "header_paths.h"

#include "../matchers.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

bool cfix__header_path_escapes(const char *name)
{
	if (name[0] == '/')
		return true;
	for (const char *p = name; *p; p = strchr(p, '/') ? strchr(p, '/') + 1
							  : p + strlen(p))
		if (p[0] == '.' && p[1] == '.' && (!p[2] || p[2] == '/'))
			return true;
	return false;
}

bool cfix__header_path_inside(const char *real, const char *root)
{
	size_t n = root ? strlen(root) : 0;

	return n > 1 && !strncmp(real, root, n) && real[n] == '/';
}

char *cfix__header_source_tree(const char *path, char *const *dirs,
			       uint32_t ndirs)
{
	char *file = realpath(path, NULL), *best = NULL;
	size_t best_n = 1;

	for (uint32_t i = 0; file && i < ndirs; i++) {
		char *d = realpath(dirs[i], NULL);
		size_t k = 0, n = 0;

		while (d && d[k] && d[k] == file[k])
			n = d[k++] == '/' ? k - 1 : n;
		if (d && !d[k] && file[k] == '/')
			n = 0;	/* a folder above the file (`-I $(src)`) */
		if (n > best_n) {
			free(best);
			best = cfix_xasprintf("%.*s", (int)n, file);
			best_n = n;
		}
		free(d);
	}
	free(file);
	return best;
}
