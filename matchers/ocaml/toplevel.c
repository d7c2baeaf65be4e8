/*
 * toplevel.c: the OCaml toplevel (`ocaml`, Debian's ocaml-nox) that
 * runs OCaml script rules, one child process per cfix process that runs
 * one, talked to over a socket that is its stdin, stdout and stderr.
 *
 * The decisions a newcomer would question: a socket pair rather than
 * pipes, so that writing to a toplevel that ended is an error
 * (MSG_NOSIGNAL), not a SIGPIPE that ends cfix; writing and reading
 * interleaved (poll), so that a script printing much while cfix still
 * writes cannot deadlock; and a toplevel belongs to the process that
 * started it: a worker forked after the initialize rules ran starts its
 * own and replays them, since it cannot share its parent's.  The child
 * dies with its parent (PR_SET_PDEATHSIG), so a worker killed for its
 * time limit leaves no script running.
 */
#include "ocaml.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

static int sock = -1;		/* our end of the socket, or -1 */
static pid_t owner;		/* the process that started the toplevel */
static pid_t child;

/* The child: the toplevel, reading phrases without prompts, no
 * ~/.ocamlinit (a run never reads a user's or a checkout's code). */
static void exec_toplevel(int fd, pid_t parent)
{
	prctl(PR_SET_PDEATHSIG, SIGKILL);
	if (getppid() != parent)
		_exit(127);
	dup2(fd, STDIN_FILENO);
	dup2(fd, STDOUT_FILENO);
	dup2(fd, STDERR_FILENO);
	/* no warnings: spatch prints none for script code */
	execlp("ocaml", "ocaml", "-noprompt", "-nopromptcont", "-noinit",
	       "-no-version", "-w", "-a", (char *)NULL);
	_exit(127);
}

static int start(const char **why)
{
	int fds[2];
	pid_t parent = getpid();

	if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds)) {
		*why = "cannot make a socket for the OCaml toplevel";
		return -1;
	}
	fflush(NULL);	/* the child must not write cfix's buffers again */
	child = fork();
	if (child == 0)
		exec_toplevel(fds[1], parent);
	close(fds[1]);
	if (child < 0) {
		close(fds[0]);
		*why = "cannot start the OCaml toplevel";
		return -1;
	}
	sock = fds[0];
	owner = parent;
	return 0;
}

/* The toplevel ended: forget it (the next exchange starts another). */
static int ended(const char **why)
{
	close(sock);
	sock = -1;
	waitpid(child, NULL, 0);
	*why = "the OCaml toplevel ended";
	return -1;
}

/* Whether reply, from its byte start on, holds the marker line. */
static bool complete(const struct cfix_buf *reply, size_t start)
{
	const char *mark = strstr(reply->data + start, CFIX_OCAML_MARKER);

	return mark && strchr(mark, '\n');
}

/* Writes text and reads the reply up to the marker line, both at once. */
static int talk(const char *text, struct cfix_buf *reply, const char **why)
{
	size_t sent = 0, len = strlen(text), start = reply->len;
	char chunk[8192];

	while (!complete(reply, start)) {
		struct pollfd p = { .fd = sock,
				    .events = POLLIN | (sent < len ? POLLOUT : 0) };
		ssize_t n;

		if (poll(&p, 1, -1) < 0) {
			if (errno == EINTR)
				continue;
			return ended(why);
		}
		if (p.revents & POLLOUT) {
			n = send(sock, text + sent, len - sent,
				 MSG_NOSIGNAL | MSG_DONTWAIT);
			if (n < 0 && errno != EAGAIN && errno != EINTR)
				return ended(why);
			sent += n > 0 ? (size_t)n : 0;
		}
		if (!(p.revents & (POLLIN | POLLHUP | POLLERR)))
			continue;
		n = recv(sock, chunk, sizeof(chunk), MSG_DONTWAIT);
		if (n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR))
			return ended(why);
		if (n > 0)
			cfix_buf_add(reply, chunk, (size_t)n);
	}
	return 0;
}

/* A new toplevel: prelude, then replay, their output dropped. */
static int start_with(const char *prelude, const char *replay,
		      const char **why)
{
	struct cfix_buf drop;
	int status = -1;

	cfix_buf_init(&drop);
	if (start(why))
		goto out;
	if (talk(prelude, &drop, why)) {
		*why = "cannot run the OCaml toplevel 'ocaml' (install "
		       "Debian's ocaml-nox)";
		goto out;
	}
	if (!strstr(drop.data, CFIX_OCAML_MARKER "0")) {
		ended(why);
		*why = "the OCaml toplevel did not load cfix's Coccilib";
		goto out;
	}
	status = replay && *replay ? talk(replay, &drop, why) : 0;
out:
	cfix_buf_release(&drop);
	return status;
}

int cfix__toplevel_exchange(const char *prelude, const char *replay,
			    const char *request, struct cfix_buf *reply,
			    const char **why)
{
	if (sock >= 0 && owner != getpid()) {
		close(sock);	/* the parent's: it goes on using it */
		sock = -1;
	}
	if (sock < 0) {
		if (start_with(prelude, replay, why))
			return -1;
	}
	return talk(request, reply, why);
}

bool cfix__toplevel_running(void)
{
	return sock >= 0 && owner == getpid();
}
