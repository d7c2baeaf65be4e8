/*
 * libFuzzer target: the language server on an arbitrary client stream.
 *
 * The input is what a client would write to `cfix lsp`'s stdin: headers,
 * bodies, JSON-RPC requests and notifications, in any order and of any
 * shape.  It is put in a memory file that becomes the server's stdin, the
 * server's stdout goes to /dev/null, and cfix_lsp_main() runs with the
 * built-in notand rule until the stream ends or the client says "exit".
 * Whatever the bytes, the server must not crash, hang or leak, and must
 * return 0 (shut down) or 1 (stream ended first).
 */
#define _GNU_SOURCE
#include "tool/lsp.h"

#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>


static void write_all(int fd, const uint8_t *data, size_t size)
{
	while (size > 0) {
		ssize_t n = write(fd, data, size);

		if (n <= 0)
			abort();
		data += n;
		size -= (size_t)n;
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *argv[] = { "lsp", "--rules", "notand", NULL };
	int in = memfd_create("lsp-input", 0);
	int null = open("/dev/null", O_WRONLY);
	int saved_in = dup(STDIN_FILENO), saved_out = dup(STDOUT_FILENO);
	int status;

	if (in < 0 || null < 0 || saved_in < 0 || saved_out < 0)
		abort();
	write_all(in, data, size);
	if (lseek(in, 0, SEEK_SET) != 0)
		abort();
	dup2(in, STDIN_FILENO);
	dup2(null, STDOUT_FILENO);
	status = cfix_lsp_main(3, argv);
	dup2(saved_in, STDIN_FILENO);
	dup2(saved_out, STDOUT_FILENO);
	close(in);
	close(null);
	close(saved_in);
	close(saved_out);
	if (status != 0 && status != 1)
		abort();
	return 0;
}
