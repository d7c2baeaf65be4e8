/*
 * Turning the user's PATH arguments into a list of .c files.  Folders are
 * walked in sorted order so that runs, diffs and patch series are
 * deterministic.
 */
#include "tool.h"

#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static int compare_names(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static bool is_c_file(const char *name)
{
	size_t len = strlen(name);

	return len > 2 && !strcmp(name + len - 2, ".c");
}

static void walk(const char *dir, cfix_path_list *files)
{
	CFIX_ARRAY(char *) names = { 0 };
	struct dirent *entry;
	DIR *handle = opendir(dir);

	if (!handle) {
		fprintf(stderr, "%s: error: cannot read folder: %s\n", dir,
			strerror(errno));
		return;
	}
	while ((entry = readdir(handle))) {
		if (entry->d_name[0] == '.')
			continue;
		cfix_array_push(&names, cfix_xasprintf("%s/%s", dir, entry->d_name));
	}
	closedir(handle);
	if (names.len)
		qsort(names.items, names.len, sizeof(char *), compare_names);
	for (size_t i = 0; i < names.len; i++) {
		struct stat st;

		if (lstat(names.items[i], &st) == 0 && S_ISDIR(st.st_mode))
			walk(names.items[i], files);
		else if (S_ISREG(st.st_mode) && is_c_file(names.items[i])) {
			cfix_array_push(files, names.items[i]);
			continue;
		}
		free(names.items[i]);
	}
	cfix_array_release(&names);
}

int cfix_paths_expand(const char *const *paths, size_t npaths,
		      cfix_path_list *files)
{
	int missing = 0;

	for (size_t i = 0; i < npaths; i++) {
		struct stat st;
		size_t len = strlen(paths[i]);

		if (stat(paths[i], &st) != 0) {
			fprintf(stderr, "%s: error: %s\n", paths[i],
				strerror(errno));
			missing++;
		} else if (S_ISDIR(st.st_mode)) {
			while (len > 1 && paths[i][len - 1] == '/')
				len--;
			char *dir = cfix_xstrndup(paths[i], len);
			walk(dir, files);
			free(dir);
		} else {
			cfix_array_push(files, cfix_xstrdup(paths[i]));
		}
	}
	return missing;
}

void cfix_path_list_release(cfix_path_list *files)
{
	for (size_t i = 0; i < files->len; i++)
		free(files->items[i]);
	cfix_array_release(files);
}
