/*
 * Whole reads and writes on a file descriptor: the pipes between cfix
 * and its worker processes (the batch driver's, the language server's)
 * carry length-prefixed blocks that must arrive whole, across short
 * reads and writes and signals.
 */
#include "base.h"

#include <errno.h>
#include <unistd.h>

bool cfix_write_full(int fd, const void *data, size_t len)
{
	const char *p = data;

	while (len) {
		ssize_t n = write(fd, p, len);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return false;
		p += n;
		len -= (size_t)n;
	}
	return true;
}

int cfix_buf_read_fd(struct cfix_buf *buf, int fd)
{
	char chunk[65536];

	for (;;) {
		ssize_t got = read(fd, chunk, sizeof(chunk));

		if (got < 0 && errno == EINTR)
			continue;
		if (got < 0)
			return errno ? errno : EIO;
		if (!got)
			return 0;
		cfix_buf_add(buf, chunk, (size_t)got);
	}
}

bool cfix_read_full(int fd, void *data, size_t len)
{
	char *p = data;

	while (len) {
		ssize_t n = read(fd, p, len);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return false;
		p += n;
		len -= (size_t)n;
	}
	return true;
}
