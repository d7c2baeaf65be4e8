/*
 * Which kind of project a file belongs to, a Linux kernel tree or a
 * userspace project, and which rules a kind runs when no rule is named.
 * A rule's "// tags:" decide: `kernel` (kernel APIs) runs on kernel
 * trees only, `userspace` (libc and POSIX APIs) on userspace projects
 * only, `general` (any C) on both; a rule with none of the three (a
 * project's own rule folder) runs on both.
 *
 * --kind beats the innermost `.cfix` that says `kind:` (profile.c),
 * which beats the tree: a folder at or above the file's that holds
 * Kbuild, Kconfig, MAINTAINERS and include/linux/ is a kernel tree's
 * root.  The search ends where the `.cfix` search does (a repository's
 * root, the home folder; trust.c), so a userspace project beside or
 * inside a kernel checkout of its own is not taken for the kernel.
 * The four names together, not one: Kconfig alone is used by other
 * projects (busybox, U-Boot, Zephyr).
 */
#include "tool.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static const char *const kind_names[] = {
	[CFIX_KIND_AUTO] = "auto",
	[CFIX_KIND_KERNEL] = "kernel",
	[CFIX_KIND_USERSPACE] = "userspace",
};

bool cfix_kind_parse(const char *word, enum cfix_kind *out)
{
	for (size_t i = 0; i < sizeof(kind_names) / sizeof(*kind_names); i++) {
		if (!strcmp(word, kind_names[i])) {
			*out = (enum cfix_kind)i;
			return true;
		}
	}
	return false;
}

const char *cfix_kind_name(enum cfix_kind kind)
{
	return kind_names[kind];
}

/* Whether dir/name exists, a folder when folder. */
static bool has_entry(const char *dir, const char *name, bool folder)
{
	char *path = cfix_xasprintf("%s/%s", strcmp(dir, "/") ? dir : "", name);
	struct stat st;
	bool ok = !stat(path, &st) && (folder ? S_ISDIR(st.st_mode)
					      : S_ISREG(st.st_mode));

	free(path);
	return ok;
}

/* Whether dir is the root of a kernel tree. */
static bool is_kernel_root(const char *dir)
{
	return has_entry(dir, "Kbuild", false) &&
	       has_entry(dir, "Kconfig", false) &&
	       has_entry(dir, "MAINTAINERS", false) &&
	       has_entry(dir, "include/linux", true);
}

enum cfix_kind cfix_kind_of_tree(const struct cfix_trust *trust,
				 const char *dir, char **why)
{
	char *here = cfix_xstrdup(dir);

	for (;;) {
		bool last = !strcmp(here, "/") || !strchr(here, '/') ||
			    cfix_trust_search_ends(trust, here);

		if (is_kernel_root(here)) {
			*why = cfix_xasprintf("%s holds Kbuild, Kconfig, "
					      "MAINTAINERS and include/linux/",
					      here);
			free(here);
			return CFIX_KIND_KERNEL;
		}
		if (last)
			break;
		char *slash = strrchr(here, '/');

		if (slash == here)
			slash[1] = '\0';
		else
			*slash = '\0';
	}
	free(here);
	*why = cfix_xstrdup("no folder from here up to the repository's "
			    "root holds Kbuild, Kconfig, MAINTAINERS and "
			    "include/linux/");
	return CFIX_KIND_USERSPACE;
}

/* Whether the comma- or space-separated list tags holds tag. */
static bool has_tag(const char *tags, const char *tag)
{
	size_t n = strlen(tag);

	for (const char *p = tags; *p;) {
		size_t len;

		p += strspn(p, ", \t");
		len = strcspn(p, ", \t");
		if (len == n && !memcmp(p, tag, n))
			return true;
		p += len;
	}
	return false;
}

bool cfix_kind_takes(enum cfix_kind kind, const char *tags)
{
	bool kernel = has_tag(tags, "kernel");
	bool userspace = has_tag(tags, "userspace");

	if (has_tag(tags, "general") || (!kernel && !userspace))
		return true;
	return (kernel && kind == CFIX_KIND_KERNEL) ||
	       (userspace && kind == CFIX_KIND_USERSPACE);
}
