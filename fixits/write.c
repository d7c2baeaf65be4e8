/*
 * Writing a file back without ever leaving it half written, and keeping
 * what the file was.  The new bytes go to a temporary file in the same
 * folder (so the rename cannot cross a file system), which gets the
 * original's owner, group, extended attributes (ACLs among them) and
 * mode, then replaces it in one rename.  The file is re-read first,
 * because cfix may have spent a while matching it and the user's editor
 * may have saved in the meantime.
 *
 * Everything happens relative to one held folder descriptor: the folder
 * is opened once (each folder below the run's root without following a
 * symlink), and the re-read, the temporary file and the rename all name
 * the file inside that descriptor, after checking that the name still
 * holds the file re-read (device and inode).  A folder of the path
 * swapped for a symlink while cfix works can make the write fail, never
 * land elsewhere.
 *
 * A file with other hard links is replaced the same way, which cuts it
 * from its other names (they keep the old text), with a warning saying
 * so: writing in place would reach through every link, and trees of
 * hard links to a pristine tree (`cp -al`, the kernel tests' scratch
 * trees) rely on a write cutting the link, as `sed -i` and a rename do.
 * Ctrl-C while the temporary file
 * exists would leave it behind, so the signals that end cfix wait until
 * it is renamed or removed.
 */
#define _GNU_SOURCE	/* O_PATH */
#include "fixits_internal.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <sys/xattr.h>
#include <unistd.h>

/* Why a write failed: the step, and errno (0: the step says it all). */
struct failure {
	char what[PATH_MAX + 160];
	int err;
};

static int fail(struct failure *f, int err, const char *fmt, ...)
	CFIX_PRINTF(3, 4);

/* Records the failed step; returns -1 for the caller to return. */
static int fail(struct failure *f, int err, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(f->what, sizeof(f->what), fmt, ap);
	va_end(ap);
	f->err = err;
	return -1;
}

static void failure_report(struct cfix_diag_sink *sink, const char *path,
			   const struct failure *f)
{
	struct cfix_loc loc = { .file = path };

	if (f->err)
		cfix_diag_add(sink, CFIX_DIAG_ERROR, loc, "%s: %s; not written",
			      f->what, strerror(f->err));
	else
		cfix_diag_add(sink, CFIX_DIAG_ERROR, loc, "%s; not written",
			      f->what);
}

static int write_all(int fd, const char *data, size_t len, off_t at)
{
	while (len) {
		ssize_t done = at < 0 ? write(fd, data, len)
				      : pwrite(fd, data, len, at);

		if (done < 0 && errno == EINTR)
			continue;
		if (done < 0)
			return -1;
		if (!done) {
			errno = ENOSPC;
			return -1;
		}
		data += done, len -= (size_t)done;
		if (at >= 0)
			at += done;
	}
	return 0;
}

/* Whether fd, read from its start, holds exactly old[0, oldlen). */
static int fd_holds(int fd, const char *old, size_t oldlen, bool *same)
{
	char chunk[65536];
	size_t seen = 0;

	*same = true;
	for (;;) {
		ssize_t got = read(fd, chunk, sizeof(chunk));

		if (got < 0 && errno == EINTR)
			continue;
		if (got < 0)
			return -1;
		if (!got)
			break;
		if ((size_t)got > oldlen - seen ||
		    memcmp(chunk, old + seen, (size_t)got)) {
			*same = false;
			return 0;
		}
		seen += (size_t)got;
	}
	*same = seen == oldlen;
	return 0;
}

/*
 * Holds back the signals that end cfix from a terminal or a supervisor
 * (a worker's time limit is SIGKILL, which cannot be held): one that
 * arrives meanwhile is delivered by signals_release().
 */
static void signals_hold(sigset_t *old)
{
	sigset_t set;

	sigemptyset(&set);
	sigaddset(&set, SIGINT);
	sigaddset(&set, SIGTERM);
	sigaddset(&set, SIGHUP);
	sigaddset(&set, SIGQUIT);
	pthread_sigmask(SIG_BLOCK, &set, old);
}

static void signals_release(const sigset_t *old)
{
	pthread_sigmask(SIG_SETMASK, old, NULL);
}

/* ---- the held folder ---------------------------------------------------- */

/*
 * Opens one folder below dirfd without following a symlink; closes
 * dirfd.  O_PATH: a folder cfix may search but not list still works.
 */
static int folder_step(int dirfd, const char *name, size_t len,
		       struct failure *f)
{
	char *part = cfix_xstrndup(name, len);
	int fd = openat(dirfd, part, O_PATH | O_DIRECTORY | O_NOFOLLOW |
				     O_CLOEXEC);

	if (fd < 0 && (errno == ELOOP || errno == ENOTDIR))
		fail(f, errno, "cannot open the folder '%s' without following "
			       "a symbolic link", part);
	else if (fd < 0)
		fail(f, errno, "cannot open the folder '%s'", part);
	free(part);
	close(dirfd);
	return fd;
}

/*
 * Opens the folder of path: its first rootlen bytes (the run's root,
 * "" for the current folder) as named, each folder after them without
 * following a symlink.  Sets *name to the file's name in it (inside
 * path).  Returns the descriptor, or -1 with f set.
 */
static int folder_open(const char *path, size_t rootlen, const char **name,
		       struct failure *f)
{
	const char *slash = strrchr(path, '/');
	size_t dirlen = slash ? (size_t)(slash - path) : 0;
	char *root;
	int fd;

	*name = slash ? slash + 1 : path;
	if (!**name)
		return fail(f, EISDIR, "cannot find the file");
	if (rootlen > dirlen)
		rootlen = dirlen;
	root = rootlen ? cfix_xstrndup(path, rootlen)
		       : cfix_xstrdup(path[0] == '/' ? "/" : ".");
	fd = open(root, O_PATH | O_DIRECTORY | O_CLOEXEC);
	if (fd < 0)
		fail(f, errno, "cannot open the folder '%s'", root);
	free(root);
	for (size_t at = rootlen; fd >= 0 && at < dirlen;) {
		size_t len = strcspn(path + at, "/");

		if (len > dirlen - at)
			len = dirlen - at;
		if (len && !(len == 1 && path[at] == '.'))
			fd = folder_step(fd, path + at, len, f);
		at += len + 1;
	}
	return fd;
}

/* fsyncs the folder so that the rename survives a crash; best effort. */
static void folder_sync(int dirfd)
{
	int fd = openat(dirfd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);

	if (fd >= 0) {
		fsync(fd);
		close(fd);
	}
}

/* ---- what the file was: owner, extended attributes, mode --------------- */

/* Gives fd the owner and group of st, unless it has them already. */
static int keep_owner(int fd, const struct stat *st, struct failure *f)
{
	struct stat now;

	if (fstat(fd, &now))
		return fail(f, errno, "cannot read the temporary file's owner");
	if (now.st_uid == st->st_uid && now.st_gid == st->st_gid)
		return 0;
	if (fchown(fd, st->st_uid, st->st_gid))
		return fail(f, errno, "cannot keep the file's owner and group "
				      "(uid:gid %ju:%ju) on its new copy",
			    (uintmax_t)st->st_uid, (uintmax_t)st->st_gid);
	return 0;
}

/* The names of fd's extended attributes, NUL-separated, in *list. */
static ssize_t xattr_names(int fd, char **list)
{
	ssize_t len = flistxattr(fd, NULL, 0);

	*list = NULL;
	if (len < 0 && (errno == ENOTSUP || errno == ENOSYS))
		return 0;
	if (len <= 0)
		return len;
	*list = cfix_xmalloc((size_t)len);
	len = flistxattr(fd, *list, (size_t)len);
	return len;
}

/* The value of fd's attribute name (free()), its size in *len; NULL
 * when it has none. */
static char *xattr_value(int fd, const char *name, ssize_t *len)
{
	char *value;

	*len = fgetxattr(fd, name, NULL, 0);
	if (*len < 0)
		return NULL;
	value = cfix_xmalloc((size_t)*len + 1);
	*len = fgetxattr(fd, name, value, (size_t)*len);
	if (*len < 0) {
		free(value);
		return NULL;
	}
	return value;
}

/* Sets attribute name of from on to, unless to holds it already. */
static int xattr_copy(int from, int to, const char *name, struct failure *f)
{
	ssize_t len, have;
	char *value = xattr_value(from, name, &len), *now;
	int ret = 0;

	if (!value)
		return fail(f, errno, "cannot read the file's extended "
				      "attribute '%s'", name);
	now = xattr_value(to, name, &have);
	if (!now || have != len || memcmp(now, value, (size_t)len))
		if (fsetxattr(to, name, value, (size_t)len, 0))
			ret = fail(f, errno, "cannot keep the file's extended "
					     "attribute '%s' on its new copy",
				   name);
	free(value);
	free(now);
	return ret;
}

/* Whether name is one of list[0, len)'s NUL-separated names. */
static bool name_listed(const char *list, ssize_t len, const char *name)
{
	for (ssize_t at = 0; at < len; at += (ssize_t)strlen(list + at) + 1)
		if (!strcmp(list + at, name))
			return true;
	return false;
}

/*
 * Gives to the extended attributes of from, and drops those it has that
 * from has not (an access ACL inherited from the folder's default).
 */
static int keep_xattrs(int from, int to, struct failure *f)
{
	char *names = NULL, *extra = NULL;
	ssize_t len = xattr_names(from, &names), nextra;
	int ret = 0;

	if (len < 0)
		return fail(f, errno, "cannot list the file's extended "
				      "attributes");
	for (ssize_t at = 0; !ret && at < len;
	     at += (ssize_t)strlen(names + at) + 1)
		ret = xattr_copy(from, to, names + at, f);
	nextra = ret ? 0 : xattr_names(to, &extra);
	for (ssize_t at = 0; at < nextra; at += (ssize_t)strlen(extra + at) + 1)
		if (!name_listed(names, len, extra + at) &&
		    fremovexattr(to, extra + at) && !ret)
			ret = fail(f, errno, "cannot drop the extended "
					     "attribute '%s' of the file's "
					     "new copy", extra + at);
	free(names);
	free(extra);
	return ret;
}

/*
 * Makes the temporary file fd what the file (src, st) was: owner first
 * (a chown clears set-user-ID bits and file capabilities), then the
 * extended attributes, then the mode, and syncs it.
 */
static int temp_keep(int fd, int src, const struct stat *st,
		     struct failure *f)
{
	if (keep_owner(fd, st, f) || keep_xattrs(src, fd, f))
		return -1;
	if (fchmod(fd, st->st_mode & 07777))
		return fail(f, errno, "cannot set the temporary file's "
				      "permissions");
	if (fsync(fd))
		return fail(f, errno, "cannot sync the temporary file");
	return 0;
}

/* ---- replacing ---------------------------------------------------------- */

/* The file as the writer holds it. */
struct held {
	int dirfd;		/* its folder */
	const char *name;	/* its name there */
	int fd;			/* opened for reading, re-read */
	struct stat st;		/* of fd */
};

/*
 * Creates the temporary file ".NAME.cfix-XXXXXX" in the held folder
 * (never through a symlink, never an existing file); sets *temp (free()).
 */
static int temp_create(const struct held *h, char **temp, struct failure *f)
{
	static const char digits[] = "abcdefghijklmnopqrstuvwxyz0123456789";

	for (int tries = 0; tries < 100; tries++) {
		unsigned char bytes[6];
		char suffix[7] = { 0 };
		int fd;

		if (getrandom(bytes, sizeof(bytes), 0) != sizeof(bytes))
			return fail(f, errno, "cannot create a temporary file "
					      "in the file's folder");
		for (int i = 0; i < 6; i++)
			suffix[i] = digits[bytes[i] % (sizeof(digits) - 1)];
		*temp = cfix_xasprintf(".%s.cfix-%s", h->name, suffix);
		fd = openat(h->dirfd, *temp, O_RDWR | O_CREAT | O_EXCL |
						     O_NOFOLLOW | O_CLOEXEC,
			    0600);
		if (fd >= 0)
			return fd;
		free(*temp), *temp = NULL;
		if (errno != EEXIST)
			return fail(f, errno, "cannot create a temporary file "
					      "in the file's folder");
	}
	return fail(f, EEXIST, "cannot create a temporary file in the "
			       "file's folder");
}

/* Whether the held name still names the file re-read (not a file put
 * in its place since). */
static int still_same(const struct held *h, struct failure *f)
{
	struct stat now;

	if (fstatat(h->dirfd, h->name, &now, AT_SYMLINK_NOFOLLOW))
		return fail(f, errno, "cannot find the file again");
	if (now.st_dev != h->st.st_dev || now.st_ino != h->st.st_ino)
		return fail(f, 0, "file replaced on disk since it was read");
	return 0;
}

/* Writes new[0, newlen) to a temporary file and renames it over the
 * held file. */
static int replace(const struct held *h, const char *new, size_t newlen,
		   struct failure *f)
{
	char *temp = NULL;
	int fd = temp_create(h, &temp, f), ret = -1;

	if (fd < 0)
		return -1;
	if (write_all(fd, new, newlen, -1)) {
		fail(f, errno, "cannot write the temporary file");
		goto out;
	}
	if (temp_keep(fd, h->fd, &h->st, f) || still_same(h, f))
		goto out;
	if (close(fd)) {
		fd = -1;
		fail(f, errno, "cannot write the temporary file");
		goto out;
	}
	fd = -1;
	if (renameat(h->dirfd, temp, h->dirfd, h->name)) {
		fail(f, errno, "cannot replace the file");
		goto out;
	}
	free(temp), temp = NULL;
	folder_sync(h->dirfd);
	ret = 0;
out:
	if (fd >= 0)
		close(fd);
	if (temp)
		unlinkat(h->dirfd, temp, 0);
	free(temp);
	return ret;
}

/* Opens and re-reads the held file: it must be a regular file that
 * still holds old[0, oldlen). */
static int held_check(struct held *h, const char *old, size_t oldlen,
		      struct failure *f)
{
	bool same;

	h->fd = openat(h->dirfd, h->name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK |
					      O_CLOEXEC);
	if (h->fd < 0)
		return fail(f, errno, "cannot read the file again");
	if (fstat(h->fd, &h->st))
		return fail(f, errno, "cannot read the file again");
	if (!S_ISREG(h->st.st_mode))
		return fail(f, 0, "not a regular file");
	if (fd_holds(h->fd, old, oldlen, &same))
		return fail(f, errno, "cannot read the file again");
	if (!same)
		return fail(f, 0, "file changed on disk since it was read");
	return 0;
}

int cfix__file_write_at(int dirfd, const char *path, const char *name,
			const char *old, size_t oldlen, const char *new,
			size_t newlen, struct cfix_diag_sink *sink)
{
	struct held h = { .dirfd = dirfd, .name = name, .fd = -1 };
	struct cfix_loc loc = { .file = path };
	struct failure f = { .err = 0 };
	sigset_t mask;
	int ret = -1;

	signals_hold(&mask);
	if (held_check(&h, old, oldlen, &f))
		goto out;
	ret = replace(&h, new, newlen, &f);
	if (!ret && h.st.st_nlink > 1)
		cfix_diag_add(sink, CFIX_DIAG_WARNING, loc,
			      "the file had %ju hard links; this name now "
			      "holds the fixed copy, the other names keep "
			      "the old text",
			      (uintmax_t)h.st.st_nlink);
out:
	if (ret)
		failure_report(sink, path, &f);
	if (h.fd >= 0)
		close(h.fd);
	signals_release(&mask);
	return ret;
}

/* ---- symlinks named on the command line -------------------------------- */

/* Whether the real path inside lies in (or is) the real folder tree. */
static bool path_within(const char *inside, const char *tree)
{
	size_t len = strlen(tree);

	if (!strcmp(tree, "/"))
		return true;
	return !strncmp(inside, tree, len) && inside[len] == '/';
}

/* The real path of path's root, the first rootlen bytes (free()). */
static char *root_real(const char *path, size_t rootlen)
{
	char *named = rootlen ? cfix_xstrndup(path, rootlen)
			      : cfix_xstrdup(path[0] == '/' ? "/" : ".");
	char *real = realpath(named, NULL);

	free(named);
	return real;
}

/*
 * The real path of the folder tree (path's root, else the current
 * folder) that holds the real path target; NULL when neither does.
 */
static char *tree_holding(const char *target, const char *path,
			  size_t rootlen)
{
	char *trees[2] = { root_real(path, rootlen), realpath(".", NULL) };
	char *found = NULL;

	for (int i = 0; i < 2; i++) {
		if (!found && trees[i] && path_within(target, trees[i]))
			found = trees[i];
		else
			free(trees[i]);
	}
	return found;
}

/*
 * path names a symlink: writes its target when that lies inside the
 * folder tree being processed (reached from the tree's real path, no
 * symlink followed below it), refuses otherwise.
 */
static int write_link_target(const char *path, size_t rootlen,
			     const char *old, size_t oldlen, const char *new,
			     size_t newlen, struct cfix_diag_sink *sink)
{
	char *target = realpath(path, NULL), *tree = NULL;
	struct failure f = { .err = 0 };
	const char *name;
	int dirfd = -1, ret = -1;

	if (!target) {
		fail(&f, errno, "cannot resolve the symbolic link");
		goto out;
	}
	tree = tree_holding(target, path, rootlen);
	if (!tree) {
		tree = root_real(path, rootlen);
		fail(&f, 0, "symbolic link to '%s', outside the folder tree "
			    "being processed ('%s') and the current folder",
		     target, tree ? tree : path);
		goto out;
	}
	dirfd = folder_open(target, strlen(tree), &name, &f);
	if (dirfd >= 0)
		ret = cfix__file_write_at(dirfd, path, name, old, oldlen, new,
					  newlen, sink);
out:
	if (ret && dirfd < 0)
		failure_report(sink, path, &f);
	if (dirfd >= 0)
		close(dirfd);
	free(target);
	free(tree);
	return ret;
}

int cfix_file_write_in_tree(const char *path, size_t rootlen,
			    const char *old, size_t oldlen, const char *new,
			    size_t newlen, struct cfix_diag_sink *sink)
{
	struct failure f = { .err = 0 };
	const char *name;
	struct stat st;
	int dirfd = folder_open(path, rootlen, &name, &f), ret;

	if (dirfd < 0) {
		failure_report(sink, path, &f);
		return -1;
	}
	if (!fstatat(dirfd, name, &st, AT_SYMLINK_NOFOLLOW) &&
	    S_ISLNK(st.st_mode))
		ret = write_link_target(path, rootlen, old, oldlen, new,
					newlen, sink);
	else
		ret = cfix__file_write_at(dirfd, path, name, old, oldlen, new,
					  newlen, sink);
	close(dirfd);
	return ret;
}

int cfix_file_write_atomic(const char *path, const char *old, size_t oldlen,
			   const char *new, size_t newlen,
			   struct cfix_diag_sink *sink)
{
	const char *slash = strrchr(path, '/');

	return cfix_file_write_in_tree(path, slash ? (size_t)(slash - path) : 0,
				       old, oldlen, new, newlen, sink);
}
