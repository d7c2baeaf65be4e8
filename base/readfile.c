/*
 * Reading a file whole when its path comes from untrusted input (a rule
 * file's `#include`, a header a source file names, a cached run's
 * inputs): only a regular file is read, opened without blocking so that
 * a FIFO planted under the name cannot stall cfix, and never more than
 * the caller's bound.
 */
#include "base.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

int cfix_buf_read_regular(struct cfix_buf *buf, const char *path,
			  uint64_t max, int flags, struct stat *st)
{
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC |
				    (flags & CFIX_READ_NOFOLLOW ? O_NOFOLLOW : 0));
	struct stat own;
	int err = 0;

	cfix_buf_reset(buf);
	if (!st)
		st = &own;
	if (fd < 0)
		return errno;
	if (fstat(fd, st))
		err = errno;
	else if (!S_ISREG(st->st_mode))
		err = EINVAL;
	else if ((uint64_t)st->st_size > max)
		err = EFBIG;
	else {
		size_t len = (size_t)st->st_size;

		cfix_buf_grow(buf, len);
		if (cfix_read_full(fd, buf->data, len)) {
			buf->len = len;
			buf->data[len] = '\0';
		} else
			err = errno ? errno : EIO;
	}
	close(fd);
	if (err)
		cfix_buf_reset(buf);
	return err;
}
