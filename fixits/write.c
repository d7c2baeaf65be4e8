/*
 * Writing a file back without ever leaving it half written: the new bytes
 * go to a temporary file in the same folder (so rename() cannot cross a
 * file system), which replaces the original in one rename.  The file is
 * re-read first, because cfix may have spent a while matching it and the
 * user's editor may have saved in the meantime.  Ctrl-C while the
 * temporary file exists would leave it behind, so the signals that end
 * cfix wait until it is renamed or removed.
 */
#include "fixits_internal.h"

#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int write_all(int fd, const char *data, size_t len)
{
	while (len) {
		ssize_t done = write(fd, data, len);

		if (done < 0 && errno == EINTR)
			continue;
		if (done < 0)
			return -1;
		if (!done) {
			errno = ENOSPC;
			return -1;
		}
		data += done, len -= (size_t)done;
	}
	return 0;
}

static void write_error(struct cfix_diag_sink *sink, const char *path,
			const char *what, int err)
{
	struct cfix_loc loc = { .file = path };

	cfix_diag_add(sink, CFIX_DIAG_ERROR, loc, "%s: %s; not written", what,
		      strerror(err));
}

/* Whether the file at path still holds old[0, oldlen). */
static int file_unchanged(const char *path, const char *old, size_t oldlen,
			  struct cfix_diag_sink *sink)
{
	struct cfix_buf now = CFIX_BUF_INIT;
	struct cfix_loc loc = { .file = path };
	int err = cfix_buf_read_file(&now, path), ret = 0;

	if (err) {
		write_error(sink, path, "cannot read the file again", err);
		ret = -1;
	} else if (now.len != oldlen || memcmp(now.data, old, oldlen)) {
		cfix_diag_add(sink, CFIX_DIAG_ERROR, loc,
			      "file changed on disk since it was read; "
			      "not written");
		ret = -1;
	}
	cfix_buf_release(&now);
	return ret;
}

static void folder_sync(const char *folder)
{
	int fd = open(folder, O_RDONLY | O_DIRECTORY);

	/* best effort: the rename has happened either way */
	if (fd >= 0) {
		fsync(fd);
		close(fd);
	}
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

/* Writes, syncs and chmods the temporary file; the caller cleans up. */
static int temp_fill(int fd, const char *data, size_t len, mode_t mode,
		     const char **what)
{
	*what = "cannot write the temporary file";
	if (write_all(fd, data, len))
		return -1;
	*what = "cannot sync the temporary file";
	if (fsync(fd))
		return -1;
	*what = "cannot set the temporary file's permissions";
	if (fchmod(fd, mode))
		return -1;
	return 0;
}

int cfix_file_write_atomic(const char *path, const char *old, size_t oldlen,
			   const char *new, size_t newlen,
			   struct cfix_diag_sink *sink)
{
	char *target = realpath(path, NULL);
	char *folder = NULL, *temp = NULL;
	const char *what = "cannot find the file";
	struct stat st;
	sigset_t mask;
	bool held = false;
	int fd = -1, ret = -1, err = 0;

	if (!target || stat(target, &st)) {
		err = errno;
		goto out;
	}
	if (file_unchanged(target, old, oldlen, sink))
		goto out_reported;

	char *copy = cfix_xstrdup(target);
	folder = cfix_xstrdup(dirname(copy));
	free(copy);
	copy = cfix_xstrdup(target);
	temp = cfix_xasprintf("%s/.%s.cfix-XXXXXX", folder, basename(copy));
	free(copy);

	what = "cannot create a temporary file in the file's folder";
	signals_hold(&mask);
	held = true;
	fd = mkstemp(temp);
	if (fd < 0) {
		err = errno;
		free(temp), temp = NULL;
		goto out;
	}
	if (temp_fill(fd, new, newlen, st.st_mode & 07777, &what)) {
		err = errno;
		goto out;
	}
	if (close(fd)) {
		what = "cannot write the temporary file";
		err = errno, fd = -1;
		goto out;
	}
	fd = -1;
	what = "cannot replace the file";
	if (rename(temp, target)) {
		err = errno;
		goto out;
	}
	free(temp), temp = NULL;
	folder_sync(folder);
	ret = 0;
out:
	if (ret)
		write_error(sink, path, what, err);
out_reported:
	if (fd >= 0)
		close(fd);
	if (temp)
		unlink(temp);
	if (held)
		signals_release(&mask);
	free(temp);
	free(folder);
	free(target);
	return ret;
}
