/*
 * Whose `.cfix` files cfix believes, and whose rules it runs.  A
 * checkout is untrusted input: its `.cfix` may pick among the built-in
 * rules and choose a parser (harmless), but the rule folders it names
 * may hold script rules, which run Python.  Those are loaded only from
 * a folder the user trusts: one at or below a line of the user's list
 * ($XDG_CONFIG_HOME/cfix/trusted, else ~/.config/cfix/trusted), or any
 * with --trust-checkout.  As git refuses a repository of "dubious
 * ownership", a `.cfix` owned by another user (root excepted), or one
 * anyone may replace, is not read at all unless its folder is listed;
 * --trust-checkout does not lift that (a run in a shared folder must
 * not take its neighbours' Python).  docs/trust.md says why.
 */
#include "tool.h"

#include <errno.h>
#include <limits.h>
#include <pwd.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

struct cfix_trust {
	bool all;		/* --trust-checkout */
	char *home;		/* the home folder's real path, or NULL */
	char *list_path;	/* the trusted list's path, or NULL */
	bool list_read;
	CFIX_ARRAY(char *) folders;	/* the list's folders, real paths */
};

/* The home folder: $HOME, else the password entry's; NULL if none. */
static const char *home_folder(void)
{
	const char *home = getenv("HOME");
	struct passwd *pw;

	if (home && home[0] == '/')
		return home;
	pw = getpwuid(geteuid());
	return pw && pw->pw_dir && pw->pw_dir[0] == '/' ? pw->pw_dir : NULL;
}

/* $XDG_CONFIG_HOME/cfix/trusted (an absolute one), else under home. */
static char *list_location(const char *home)
{
	const char *config = getenv("XDG_CONFIG_HOME");

	if (config && config[0] == '/')
		return cfix_xasprintf("%s/cfix/trusted", config);
	return home ? cfix_xasprintf("%s/.config/cfix/trusted", home) : NULL;
}

struct cfix_trust *cfix_trust_new(bool all)
{
	struct cfix_trust *trust = cfix_xcalloc(1, sizeof(*trust));
	const char *home = home_folder();

	trust->all = all;
	trust->home = home ? realpath(home, NULL) : NULL;
	trust->list_path = list_location(home);
	return trust;
}

void cfix_trust_free(struct cfix_trust *trust)
{
	if (!trust)
		return;
	for (size_t i = 0; i < trust->folders.len; i++)
		free(trust->folders.items[i]);
	cfix_array_release(&trust->folders);
	free(trust->home);
	free(trust->list_path);
	free(trust);
}

const char *cfix_trust_list_path(const struct cfix_trust *trust)
{
	return trust->list_path ? trust->list_path
				: "~/.config/cfix/trusted";
}

/*
 * Whether the list at path may be believed: a regular file owned by
 * this user or root that no other user may write.  Else a warning.
 */
static bool list_owned(const char *path, const struct stat *st,
		       struct cfix_diag_sink *sink)
{
	if (S_ISREG(st->st_mode) && (st->st_uid == geteuid() ||
				     st->st_uid == 0) &&
	    !(st->st_mode & S_IWOTH))
		return true;
	cfix_diag_add(sink, CFIX_DIAG_WARNING, (struct cfix_loc){ .file = path },
		      "ignoring the list of trusted folders: not a regular "
		      "file owned by you (uid %u) or root that only they "
		      "may write", (unsigned)geteuid());
	return false;
}

/* Adds one line of the list (trimmed; '#' starts a comment). */
static void list_add(struct cfix_trust *trust, char *line, uint32_t lineno,
		     struct cfix_diag_sink *sink)
{
	size_t len = strlen(line);
	char *real;

	while (len && strchr(" \t\r\n", line[len - 1]))
		line[--len] = '\0';
	while (*line == ' ' || *line == '\t')
		line++;
	if (!*line || *line == '#')
		return;
	if (*line != '/') {
		cfix_diag_add(sink, CFIX_DIAG_WARNING,
			      (struct cfix_loc){ .file = trust->list_path,
						 .line = lineno, .col = 1 },
			      "a trusted folder must be an absolute path, not "
			      "'%s'", line);
		return;
	}
	while (len > 1 && line[len - 1] == '/')
		line[--len] = '\0';
	real = realpath(line, NULL);
	cfix_array_push(&trust->folders, real ? real : cfix_xstrdup(line));
}

/* Reads the list once; a missing list trusts nothing. */
static void list_read(struct cfix_trust *trust, struct cfix_diag_sink *sink)
{
	struct cfix_buf text = CFIX_BUF_INIT;
	struct stat st;
	char *line;
	int err;

	if (trust->list_read)
		return;
	trust->list_read = true;
	if (!trust->list_path || stat(trust->list_path, &st) ||
	    !list_owned(trust->list_path, &st, sink))
		return;
	if ((err = cfix_buf_read_file(&text, trust->list_path))) {
		cfix_diag_add(sink, CFIX_DIAG_WARNING,
			      (struct cfix_loc){ .file = trust->list_path },
			      "cannot read the list of trusted folders: %s",
			      strerror(err));
		return;
	}
	line = text.data;
	for (uint32_t lineno = 1; line; lineno++) {
		char *end = strchr(line, '\n');

		if (end)
			*end = '\0';
		list_add(trust, line, lineno, sink);
		line = end ? end + 1 : NULL;
	}
	cfix_buf_release(&text);
}

/* Whether dir is folder or below it. */
static bool below(const char *dir, const char *folder)
{
	size_t len = strlen(folder);

	if (!strcmp(folder, "/"))
		return dir[0] == '/';
	return !strncmp(dir, folder, len) && (!dir[len] || dir[len] == '/');
}

/* Whether the user's list names dir or a folder above it. */
static bool listed(struct cfix_trust *trust, const char *dir,
		   struct cfix_diag_sink *sink)
{
	list_read(trust, sink);
	for (size_t i = 0; i < trust->folders.len; i++)
		if (below(dir, trust->folders.items[i]))
			return true;
	return false;
}

bool cfix_trust_folder(struct cfix_trust *trust, const char *dir,
		       struct cfix_diag_sink *sink)
{
	return trust->all || (dir[0] == '/' && listed(trust, dir, sink));
}

const char *cfix_trust_config_problem(struct cfix_trust *trust,
				      const char *path, const char *dir,
				      struct cfix_diag_sink *sink)
{
	struct stat st, dst;

	if (dir[0] == '/' && listed(trust, dir, sink))
		return NULL;
	if (stat(path, &st))
		return NULL;	/* gone: reading it says so */
	if (st.st_uid != geteuid() && st.st_uid != 0)
		return "it is owned by another user";
	if (st.st_mode & S_IWOTH)
		return "any user may write it";
	if (!stat(dir, &dst) && (dst.st_mode & S_IWOTH) &&
	    !(dst.st_mode & S_ISVTX))
		return "any user may replace it (its folder is writable by "
		       "all, without the sticky bit)";
	return NULL;
}

bool cfix_trust_search_ends(const struct cfix_trust *trust, const char *dir)
{
	char *git = cfix_xasprintf("%s/.git", strcmp(dir, "/") ? dir : "");
	struct stat st;
	bool repo = !lstat(git, &st);

	free(git);
	return repo || (trust->home && !strcmp(dir, trust->home));
}
