/*
 * header_paths.h: which headers the header index (header_records.c)
 * may read, a checkout being untrusted (header_paths.c).
 */
#ifndef CFIX_MATCH_HEADER_PATHS_H
#define CFIX_MATCH_HEADER_PATHS_H

#include <stdbool.h>
#include <stdint.h>

/* Whether an #include's name leaves its folder: absolute, or a `..`
 * part. */
bool cfix__header_path_escapes(const char *name);

/* Whether the real path real lies under the folder root (NULL or `/`:
 * no). */
bool cfix__header_path_inside(const char *real, const char *root);

/*
 * The deepest folder (links resolved, not `/`) that holds both the
 * file at path and one of its include folders dirs[0, ndirs) other
 * than those holding the file (the kernel's `-I $(src)`): an O=
 * build's source tree (include/ and the file under linux/), whose
 * command's folder is the output folder.  malloc'd, or NULL if none.
 */
char *cfix__header_source_tree(const char *path, char *const *dirs,
			       uint32_t ndirs);

#endif
