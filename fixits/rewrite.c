/*
 * The rewriter adapter: the one file of fixits/ that includes libclang.
 *
 * clang's rewriter can only hand its result to llvm::outs(), which is
 * buffered and flushed when the process exits.  So the rewriting runs in
 * a fork()ed child whose stdout is a pipe: the child parses the file's
 * exact original bytes (an unsaved file, single-file parse, no includes;
 * errors do not matter, only the source buffer does), replays the edits,
 * writes and exits; the parent reads the bytes and checks the exit
 * status.  A crash inside libclang then costs one file, not the run.
 */
#include "fixits_internal.h"

#include <clang-c/Index.h>
#include <clang-c/Rewrite.h>

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdio_ext.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/*
 * The file location at offset.  clang_getLocationForOffset() maps an
 * offset inside a macro argument to the argument's expansion, which the
 * rewriter refuses to touch (so `CS_CHECK(x, f(handle))` could not be
 * fixed).  A file location is the file's start plus the offset, so it is
 * built from the start's encoding and checked with clang_getFileLocation
 * before use; if the check fails, libclang's own answer is used.
 */
static CXSourceLocation file_location(CXTranslationUnit tu, CXFile file,
				      uint32_t offset)
{
	CXSourceLocation loc = clang_getLocationForOffset(tu, file, 0);
	CXFile got;
	unsigned got_offset;

	loc.int_data += offset;
	clang_getFileLocation(loc, &got, NULL, NULL, &got_offset);
	if (got && clang_File_isEqual(got, file) && got_offset == offset)
		return loc;
	return clang_getLocationForOffset(tu, file, offset);
}

static int rewrite_one(CXRewriter rewriter, CXTranslationUnit tu,
		       CXFile file, const struct cfix_edit *edit)
{
	CXSourceLocation b = file_location(tu, file, edit->begin);
	CXSourceLocation e = file_location(tu, file, edit->end);

	if (clang_equalLocations(b, clang_getNullLocation()) ||
	    clang_equalLocations(e, clang_getNullLocation()))
		return -1;
	if (edit->begin == edit->end)
		clang_CXRewriter_insertTextBefore(rewriter, b, edit->text);
	else if (!edit->text[0])
		clang_CXRewriter_removeText(rewriter, clang_getRange(b, e));
	else
		clang_CXRewriter_replaceText(rewriter, clang_getRange(b, e),
					     edit->text);
	return 0;
}

/*
 * Replacements go first, insertions second: the rewriter measures a
 * range including text inserted at its start but erases from after it,
 * so a replacement after an insertion at the same offset would eat a
 * byte too many.  An insertion made afterwards lands before a
 * replacement starting at its offset and after one ending there, which
 * is what the sorted edits mean.
 */
static int rewrite_edits(CXTranslationUnit tu, CXFile file,
			 const struct cfix_edit *edits, size_t count)
{
	CXRewriter rewriter = clang_CXRewriter_create(tu);
	int ret = 0;

	if (!rewriter)
		return -1;
	for (size_t i = 0; i < count && !ret; i++)
		if (edits[i].begin != edits[i].end)
			ret = rewrite_one(rewriter, tu, file, &edits[i]);
	for (size_t i = 0; i < count && !ret; i++) {
		size_t run = i;

		if (edits[i].begin != edits[i].end)
			continue;
		/* each insertion lands before the ones made at its offset
		 * already: a run of them goes last first */
		while (run + 1 < count && edits[run + 1].begin == edits[i].begin &&
		       edits[run + 1].end == edits[i].begin)
			run++;
		for (size_t k = run + 1; k-- > i && !ret;)
			ret = rewrite_one(rewriter, tu, file, &edits[k]);
		i = run;
	}
	if (!ret)
		clang_CXRewriter_writeMainFileToStdOut(rewriter);
	clang_CXRewriter_dispose(rewriter);
	return ret;
}

/*
 * The stack the child parses on: the one matchers/clang_adapter.c gives
 * the main parse (PARSE_STACK there), for the same reason.  clang's
 * parser recurses once per operator, and the code outside function
 * bodies (a global initializer of 5,000 unary minuses) overflowed the
 * 8 MB main stack, so a file the matcher had parsed could not be fixed.
 */
#define REWRITE_STACK ((size_t)256 << 20)

struct child_job {
	const char *path;
	const char *text;
	size_t len;
	const struct cfix_edit *edits;
	size_t count;
	int status;
};

/* Parse and rewrite to stdout; the exit status in job->status. */
static void *child_parse(void *data)
{
	struct child_job *job = data;
	const char *args[] = { "-x", "c", "-w" };
	struct CXUnsavedFile unsaved = {
		.Filename = job->path, .Contents = job->text,
		.Length = job->len,
	};
	unsigned options = CXTranslationUnit_SingleFileParse |
			   CXTranslationUnit_SkipFunctionBodies |
			   CXTranslationUnit_Incomplete;
	CXIndex index = clang_createIndex(0, 0);
	CXTranslationUnit tu = NULL;

	job->status = 2;
	if (clang_parseTranslationUnit2(index, job->path, args, 3, &unsaved, 1,
					options, &tu) == CXError_Success) {
		CXFile file = clang_getFile(tu, job->path);

		job->status = file && !rewrite_edits(tu, file, job->edits,
						     job->count)
				      ? 0
				      : 3;
		clang_disposeTranslationUnit(tu);
	}
	clang_disposeIndex(index);
	return NULL;
}

/* The child's whole life: parse, rewrite to stdout, exit. */
static _Noreturn void child_run(int status_fd, const char *path,
				const char *text, size_t len,
				const struct cfix_edit *edits, size_t count)
{
	struct child_job job = { .path = path, .text = text, .len = len,
				 .edits = edits, .count = count };
	pthread_attr_t attr;
	pthread_t thread;
	bool started;
	int status;

	/* libclang parses on the calling thread: the big one below, or
	 * this one if it cannot be made (an address-space limit) */
	setenv("LIBCLANG_NOTHREADS", "1", 1);
	started = pthread_attr_init(&attr) == 0;
	if (started) {
		started = pthread_attr_setstacksize(&attr, REWRITE_STACK) == 0 &&
			  pthread_create(&thread, &attr, child_parse, &job) == 0;
		pthread_attr_destroy(&attr);
	}
	if (started)
		pthread_join(thread, NULL);
	else
		child_parse(&job);
	status = job.status;
	/*
	 * The status also goes down its own pipe, because exit handlers
	 * (a leak checker in a sanitizer build) may change the exit code.
	 * exit(), not _exit(): llvm::outs() is flushed by exit handlers.
	 */
	char byte = (char)status;
	if (write(status_fd, &byte, 1) != 1)
		status = 5;
	exit(status);
}

static void child_start(int fd, int status_fd, const char *path,
			const char *text, size_t len,
			const struct cfix_edit *edits, size_t count)
{
	int null = open("/dev/null", O_WRONLY);

	/* the parent's unflushed stdio must not reach the pipe */
	__fpurge(stdout);
	if (dup2(fd, STDOUT_FILENO) < 0)
		_exit(4);
	if (null >= 0)
		dup2(null, STDERR_FILENO);
	child_run(status_fd, path, text, len, edits, count);
}

static const char *status_describe(int code)
{
	switch (code) {
	case 0:
		return NULL;
	case 2:
		return "libclang could not parse the file for rewriting";
	case 3:
		return "clang's rewriter rejected an edit";
	default:
		return "clang's rewriter failed";
	}
}

/* The child's own word on how it went, else its exit code. */
static const char *child_wait(pid_t pid, int status_fd)
{
	int status = 0;
	char byte;
	ssize_t got;

	while ((got = read(status_fd, &byte, 1)) < 0 && errno == EINTR)
		;
	while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
		;
	if (WIFSIGNALED(status))
		return "clang's rewriter crashed";
	if (got == 1)
		return status_describe(byte);
	return status_describe(WIFEXITED(status) ? WEXITSTATUS(status) : -1);
}

int cfix__rewrite_run(const char *path, const char *text, size_t len,
		      const struct cfix_edit *edits, size_t count,
		      struct cfix_buf *out, const char **why)
{
	int fds[2], status[2], err;
	pid_t pid;

	if (pipe(fds)) {
		*why = "cannot create a pipe for clang's rewriter";
		return -1;
	}
	if (pipe(status)) {
		close(fds[0]), close(fds[1]);
		*why = "cannot create a pipe for clang's rewriter";
		return -1;
	}
	/* or the child's exit() writes the parent's buffered output again */
	fflush(NULL);
	pid = fork();
	if (pid < 0) {
		close(fds[0]), close(fds[1]);
		close(status[0]), close(status[1]);
		*why = "cannot start a process for clang's rewriter";
		return -1;
	}
	if (!pid) {
		close(fds[0]), close(status[0]);
		child_start(fds[1], status[1], path, text, len, edits, count);
	}
	close(fds[1]), close(status[1]);
	err = cfix_buf_read_fd(out, fds[0]);
	close(fds[0]);
	*why = child_wait(pid, status[0]);
	close(status[0]);
	if (err && !*why)
		*why = "cannot read the output of clang's rewriter";
	return *why ? -1 : 0;
}
