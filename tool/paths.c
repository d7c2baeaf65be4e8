/*
 * Turning the user's PATH arguments into a list of .c files.  Folders are
 * walked in sorted order so that runs, diffs and patch series are
 * deterministic.  A symbolic link met in a folder is not followed, as
 * git, ripgrep and spatch's find do not: a link to a folder cannot lead
 * the walk into a loop or out of the tree.  Every name the walk cannot
 * read (too long for PATH_MAX, no permission) is reported and counted.
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

static bool is_wanted(const char *name, bool headers)
{
	size_t len = strlen(name);

	return len > 2 && name[len - 2] == '.' &&
	       (name[len - 1] == 'c' || (headers && name[len - 1] == 'h'));
}

/* "PATH: error: WHAT: strerror(errno)" on stderr, PATH quoted if need be. */
static void report(const char *path, const char *what)
{
	struct cfix_buf line = CFIX_BUF_INIT;
	const char *why = strerror(errno);

	cfix_buf_add_path(&line, path);
	cfix_buf_addf(&line, ": error: %s%s%s\n", what, *what ? ": " : "",
		      why);
	fputs(line.data, stderr);
	cfix_buf_release(&line);
}

/* The names in dir, sorted, as "dir/name"; -1 (reported) if unreadable. */
static int read_folder(const char *dir, cfix_path_list *names)
{
	struct dirent *entry;
	DIR *handle = opendir(dir);

	if (!handle) {
		report(dir, "cannot read folder");
		return -1;
	}
	while ((entry = readdir(handle))) {
		if (entry->d_name[0] == '.')
			continue;
		cfix_array_push(names, cfix_xasprintf("%s/%s", dir, entry->d_name));
	}
	closedir(handle);
	if (names->len)
		qsort(names->items, names->len, sizeof(char *), compare_names);
	return 0;
}

int cfix_paths_walk(const char *dir, bool headers, cfix_path_list *files)
{
	cfix_path_list names = { 0 };
	int errors = read_folder(dir, &names) < 0;

	for (size_t i = 0; i < names.len; i++) {
		struct stat st;

		/* lstat: a symbolic link, to a folder or a file, is not
		 * followed (git's and find's way), so no link loops */
		if (lstat(names.items[i], &st) != 0) {
			report(names.items[i], "cannot read");
			errors++;
		} else if (S_ISDIR(st.st_mode)) {
			errors += cfix_paths_walk(names.items[i], headers, files);
		} else if (S_ISREG(st.st_mode) &&
			   is_wanted(names.items[i], headers)) {
			cfix_array_push(files, names.items[i]);
			continue;
		}
		free(names.items[i]);
	}
	cfix_array_release(&names);
	return errors;
}

int cfix_paths_expand(const char *const *paths, size_t npaths,
		      bool headers, cfix_path_list *files)
{
	int missing = 0;

	for (size_t i = 0; i < npaths; i++) {
		struct stat st;
		size_t len = strlen(paths[i]);

		if (stat(paths[i], &st) != 0) {
			report(paths[i], "");
			missing++;
		} else if (S_ISDIR(st.st_mode)) {
			while (len > 1 && paths[i][len - 1] == '/')
				len--;
			char *dir = cfix_xstrndup(paths[i], len);
			missing += cfix_paths_walk(dir, headers, files);
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
