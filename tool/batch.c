/*
 * The batch driver: runs a job's run_file() (the command line's, spatch
 * mode's) over a list of files, in this process or in forked workers,
 * and prints each file's result in file order.
 *
 * Why processes and not threads: libclang keeps global state, a crash in
 * clang on one strange file must not end the run, and a file that makes
 * clang spin must be stoppable.  A worker is forked after the rules are
 * loaded (it inherits them, and the compile database from -p), parses
 * with its own libclang state, and sends each file's result back over a
 * pipe.  The parent hands a file index to an idle worker only (a file
 * queued behind one that hangs would wait out its time limit), keeps
 * results that arrive early, and prints them in file order: the output
 * is the same for any number of workers.  A worker that dies, runs past
 * the time limit or holds more memory than the memory limit (the parent
 * reads its resident size, limits.c) is replaced; the file it was on is
 * reported and skipped.  A job's finish runs in the worker after its
 * last file, under the same limits.
 *
 * A worker is also renewed between files: one that has grown by more
 * than the recycle bound since it began, even after handing malloc's
 * free pages back, says so with a file's result and ends, and a fresh
 * fork of the parent takes the next file.  Not with a finish, which
 * needs what the files left in the worker.
 */
#define _GNU_SOURCE	/* pipe2 */
#include "tool.h"

#include <errno.h>
#include <malloc.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* ---- shards and totals --------------------------------------------------- */

void cfix_path_list_shard(cfix_path_list *files, unsigned shard,
			  unsigned nshards)
{
	size_t n = files->len;
	size_t first = (size_t)((unsigned long long)n * (shard - 1) / nshards);
	size_t end = (size_t)((unsigned long long)n * shard / nshards);

	for (size_t i = 0; i < n; i++)
		if (i < first || i >= end)
			free(files->items[i]);
	memmove(files->items, files->items + first,
		(end - first) * sizeof(*files->items));
	files->len = end - first;
}

void cfix_stats_add(struct cfix_stats *stats,
		    const struct cfix_file_result *result)
{
	stats->files++;
	stats->findings += result->findings;
	stats->matched += result->findings > 0;
	stats->unparsed_files += result->unparsed > 0;
	stats->unparsed += result->unparsed;
	stats->changed += result->changed;
	switch (result->outcome) {
	case CFIX_FILE_SKIPPED:
		stats->skipped++;
		break;
	case CFIX_FILE_TOLERANT:
		stats->tolerant++;
		/* fall through */
	case CFIX_FILE_EXACT:
		stats->parsed++;
		break;
	case CFIX_FILE_CRASHED:
	case CFIX_FILE_TIMED_OUT:
	case CFIX_FILE_OVER_MEMORY:
		stats->crashed++;
		break;
	case CFIX_FILE_FAILED:
		break;
	}
	stats->failed += result->failed && result->outcome != CFIX_FILE_CRASHED &&
			 result->outcome != CFIX_FILE_TIMED_OUT &&
			 result->outcome != CFIX_FILE_OVER_MEMORY;
}

void cfix_file_result_init(struct cfix_file_result *result)
{
	*result = (struct cfix_file_result){ .outcome = CFIX_FILE_SKIPPED };
	cfix_buf_init(&result->out);
	cfix_buf_init(&result->err);
	cfix_buf_init(&result->exported);
	cfix_buf_init(&result->patches);
	cfix_buf_init(&result->headers);
}

void cfix_file_result_release(struct cfix_file_result *result)
{
	if (!result)
		return;
	cfix_buf_release(&result->out);
	cfix_buf_release(&result->err);
	cfix_buf_release(&result->exported);
	cfix_buf_release(&result->patches);
	cfix_buf_release(&result->headers);
}

static void print_result(struct cfix_batch_job *job,
			 const struct cfix_file_result *result)
{
	if (job->collect)
		job->collect(job, result);
	if (!result->out.len && !result->err.len)
		return;
	cfix_progress_clear();
	fwrite(result->out.data, 1, result->out.len, stdout);
	fflush(stdout);
	fwrite(result->err.data, 1, result->err.len, stderr);
	fflush(stderr);
}

/* Prints the job's finish result; a failed finish fails the run. */
static void print_finish(struct cfix_batch_job *job,
			 struct cfix_file_result *result,
			 struct cfix_stats *stats)
{
	stats->failed += result->failed;
	print_result(job, result);
	cfix_file_result_release(result);
}

static void run_in_process(struct cfix_batch_job *job, char *const *files,
			   size_t nfiles, struct cfix_stats *stats)
{
	struct cfix_file_result result;

	for (size_t i = 0; i < nfiles; i++) {
		cfix_file_result_init(&result);
		job->run_file(job, files[i], &result);
		cfix_stats_add(stats, &result);
		print_result(job, &result);
		cfix_file_result_release(&result);
		cfix_progress_update(stats);
	}
	if (job->finish) {
		cfix_file_result_init(&result);
		job->finish(job, &result);
		print_finish(job, &result, stats);
	}
}

/* ---- the wire ------------------------------------------------------------- */

/* A result as it crosses the pipe: this header, then out, then err. */
struct wire_result {
	uint32_t index;
	uint32_t outcome;
	uint32_t findings;
	uint32_t changed, failed;
	uint32_t unparsed;
	uint32_t retiring;	/* the worker ends after this result */
	uint32_t zero;		/* no padding: every byte sent is set */
	uint64_t out_len, err_len, exported_len, patches_len, headers_len;
};

static bool send_result(int fd, uint32_t index,
			const struct cfix_file_result *result, bool retiring)
{
	struct wire_result wire = {
		.index = index, .retiring = retiring, .outcome = result->outcome,
		.findings = result->findings, .changed = result->changed,
		.unparsed = result->unparsed, .failed = result->failed,
		.out_len = result->out.len, .err_len = result->err.len,
		.exported_len = result->exported.len,
		.patches_len = result->patches.len,
		.headers_len = result->headers.len,
	};

	return cfix_write_full(fd, &wire, sizeof(wire)) &&
	       cfix_write_full(fd, result->out.data, result->out.len) &&
	       cfix_write_full(fd, result->err.data, result->err.len) &&
	       cfix_write_full(fd, result->exported.data, result->exported.len) &&
	       cfix_write_full(fd, result->patches.data, result->patches.len) &&
	       cfix_write_full(fd, result->headers.data, result->headers.len);
}

static bool read_text(int fd, struct cfix_buf *buf, uint64_t len)
{
	char *data;
	bool ok;

	if (!len)
		return true;
	data = cfix_xmalloc((size_t)len);
	ok = cfix_read_full(fd, data, (size_t)len);
	if (ok)
		cfix_buf_add(buf, data, (size_t)len);
	free(data);
	return ok;
}

/* Reads one result into *result (initialized), and whether the worker
 * ends after it into *retiring (may be NULL); false when the worker is
 * gone. */
static bool receive_result(int fd, uint32_t *index,
			   struct cfix_file_result *result, bool *retiring)
{
	struct wire_result wire;

	if (!cfix_read_full(fd, &wire, sizeof(wire)))
		return false;
	*index = wire.index;
	if (retiring)
		*retiring = wire.retiring;
	result->outcome = (enum cfix_file_outcome)wire.outcome;
	result->findings = wire.findings;
	result->unparsed = wire.unparsed;
	result->changed = wire.changed;
	result->failed = wire.failed;
	return read_text(fd, &result->out, wire.out_len) &&
	       read_text(fd, &result->err, wire.err_len) &&
	       read_text(fd, &result->exported, wire.exported_len) &&
	       read_text(fd, &result->patches, wire.patches_len) &&
	       read_text(fd, &result->headers, wire.headers_len);
}

/* ---- workers ---------------------------------------------------------------- */

/* One file a worker: see the top of the file. */
enum { IN_FLIGHT = 1 };

/* The index a worker's finish result carries. */
#define FINISH_INDEX UINT32_MAX

/* Why a worker was lost on a file. */
enum lost_reason { LOST_CRASH, LOST_CPU, LOST_WAIT, LOST_MEMORY };

struct worker {
	pid_t pid;		/* 0: none */
	int task_fd;		/* parent writes file indices */
	int result_fd;		/* parent reads results */
	uint32_t queue[IN_FLIGHT];	/* handed out, oldest first */
	unsigned queued;
	double started;		/* when queue[0] began */
	/* the window of wall time cfix_process_waits() watches */
	struct cfix_wait_window window;
	int stray_fd;		/* its stderr (stray_take()), or -1 */
};

struct pool {
	struct cfix_batch_job *job;
	char *const *files;
	size_t nfiles;
	unsigned timeout;
	uint64_t memory;	/* bytes a worker may hold; 0: no limit */
	uint64_t recycle;	/* a worker holding more after a file ends */
	double memory_read;	/* when check_limits() last read it */
	bool replaced;		/* a worker was lost and replaced */
	struct worker *workers;
	unsigned nworkers;
	size_t next;		/* next file never handed out */
	CFIX_ARRAY(uint32_t) retry;	/* handed out to a worker that died */
	struct cfix_file_result *results;
	bool *ready;
	size_t printed;		/* results[0, printed) are printed */
	struct cfix_stats *stats;
};

/*
 * For test/batch/workers.sh: a worker crashes (CFIX_TEST_CRASH), loops
 * on the CPU (CFIX_TEST_HANG) or waits forever without using it
 * (CFIX_TEST_BLOCK) on a file whose path contains the variable's value.
 */
static void test_hooks(const char *path)
{
	const char *crash = getenv("CFIX_TEST_CRASH");
	const char *hang = getenv("CFIX_TEST_HANG");
	const char *block = getenv("CFIX_TEST_BLOCK");
	volatile unsigned long spin = 0;

	if (crash && *crash && strstr(path, crash))
		raise(SIGSEGV);
	while (hang && *hang && strstr(path, hang))
		spin++;
	while (block && *block && strstr(path, block))
		pause();
}

/*
 * What a worker writes to its stderr itself (libclang's or LLVM's own
 * lines, a script's sys.stderr, a sanitizer's report) goes to a memory
 * file its parent shares, and joins the result of the file it came
 * with: a worker's lines reach the terminal as one block, in file
 * order, never interleaved with another worker's.  At most STRAY_MAX
 * bytes of it per file.
 */
#define STRAY_MAX ((off_t)1 << 20)

/* Moves what the memory file fd holds to err, and empties it. */
static void stray_take(int fd, struct cfix_buf *err)
{
	struct stat st;
	off_t len;
	char *data;

	if (fd < 0 || fstat(fd, &st) || st.st_size <= 0)
		return;
	len = st.st_size < STRAY_MAX ? st.st_size : STRAY_MAX;
	data = cfix_xmalloc((size_t)len);
	if (pread(fd, data, (size_t)len, 0) == len) {
		cfix_buf_add(err, data, (size_t)len);
		if (data[len - 1] != '\n')
			cfix_buf_addch(err, '\n');
	}
	free(data);
	if (st.st_size > len)
		cfix_buf_addf(err, "cfix: note: %lld more bytes a worker wrote "
			      "to stderr were dropped\n",
			      (long long)(st.st_size - len));
	if (ftruncate(fd, 0) == 0)
		lseek(fd, 0, SEEK_SET);
}

/*
 * Whether this worker, which held start bytes when it began, has grown
 * by more than recycle bytes (0: no bound) even once malloc has handed
 * its free pages back: then it ends.  The free pages are most of it: a
 * big file's clang AST leaves the heap that big, and the next files
 * reuse it only in part.
 */
static bool worker_grown(uint64_t start, uint64_t recycle)
{
	if (!recycle || cfix_process_memory(getpid()) <= start + recycle)
		return false;
	malloc_trim(0);
	return cfix_process_memory(getpid()) > start + recycle;
}

/* The worker's side: files in, results out, until the task pipe ends
 * or it has grown by recycle bytes, each file under timeout seconds
 * of CPU time; stray_fd is its stderr's memory file, or -1. */
static void worker_main(struct cfix_batch_job *job, char *const *files,
			unsigned timeout, uint64_t recycle, int task_fd,
			int result_fd, int stray_fd)
{
	uint64_t start = cfix_process_memory(getpid());
	uint32_t index;

	struct cfix_file_result result;

	while (cfix_read_full(task_fd, &index, sizeof(index))) {
		bool sent, retiring;

		cfix_cpu_limit_set(timeout);
		test_hooks(files[index]);
		cfix_file_result_init(&result);
		job->run_file(job, files[index], &result);
		stray_take(stray_fd, &result.err);
		retiring = worker_grown(start, recycle);
		sent = send_result(result_fd, index, &result, retiring);
		cfix_file_result_release(&result);
		if (!sent)
			_exit(1);
		if (retiring)
			_exit(0);
	}
	if (job->finish) {
		cfix_cpu_limit_set(timeout);
		cfix_file_result_init(&result);
		job->finish(job, &result);
		stray_take(stray_fd, &result.err);
		if (!send_result(result_fd, FINISH_INDEX, &result, false))
			_exit(1);
	}
	_exit(0);
}

static void close_fd(int *fd)
{
	if (*fd >= 0)
		close(*fd);
	*fd = -1;
}

/* Starts worker w; false if fork or pipe failed. */
static bool worker_start(struct pool *pool, struct worker *w)
{
	int task[2], result[2], stray;
	pid_t pid;

	close_fd(&w->stray_fd);
	if (pipe2(task, O_CLOEXEC))
		return false;
	if (pipe2(result, O_CLOEXEC)) {
		close(task[0]);
		close(task[1]);
		return false;
	}
	fflush(stdout);
	fflush(stderr);
	stray = memfd_create("cfix-worker-stderr", MFD_CLOEXEC);
	pid = fork();
	if (pid == 0) {
		/* the other workers' pipes would hide their ends from them */
		for (unsigned i = 0; i < pool->nworkers; i++) {
			close_fd(&pool->workers[i].task_fd);
			close_fd(&pool->workers[i].result_fd);
		}
		close(task[1]);
		close(result[0]);
		if (stray >= 0 && dup2(stray, STDERR_FILENO) < 0)
			close_fd(&stray);
		/* a finish needs what every file left in the worker */
		worker_main(pool->job, pool->files, pool->timeout,
			    pool->job->finish ? 0 : pool->recycle, task[0],
			    result[1], stray);
	}
	close(task[0]);
	close(result[1]);
	if (pid < 0) {
		close(task[1]);
		close(result[0]);
		close_fd(&stray);
		return false;
	}
	*w = (struct worker){ .pid = pid, .task_fd = task[1],
			      .result_fd = result[0], .stray_fd = stray };
	return true;
}

/* Stops worker w (killing it unless it is gone already). */
static int worker_stop(struct worker *w, bool kill_it)
{
	int status = 0;

	close_fd(&w->task_fd);
	close_fd(&w->result_fd);
	if (kill_it)
		kill(w->pid, SIGKILL);
	while (waitpid(w->pid, &status, 0) < 0 && errno == EINTR)
		;
	w->pid = 0;
	return status;
}

static bool work_left(const struct pool *pool)
{
	return pool->retry.len || pool->next < pool->nfiles;
}

static uint32_t take_work(struct pool *pool)
{
	if (pool->retry.len)
		return pool->retry.items[--pool->retry.len];
	return (uint32_t)pool->next++;
}

/* Prints the results that are next in file order. */
static void print_ready(struct pool *pool)
{
	while (pool->printed < pool->nfiles && pool->ready[pool->printed]) {
		struct cfix_file_result *result = &pool->results[pool->printed];

		print_result(pool->job, result);
		cfix_file_result_release(result);
		pool->printed++;
	}
}

static void finish_file(struct pool *pool, uint32_t index)
{
	pool->ready[index] = true;
	cfix_stats_add(pool->stats, &pool->results[index]);
	print_ready(pool);
	cfix_progress_update(pool->stats);
}

/* Hands out work until w holds IN_FLIGHT files or none is left. */
static void feed(struct pool *pool, struct worker *w)
{
	while (w->pid && w->queued < IN_FLIGHT && work_left(pool)) {
		uint32_t index = take_work(pool);

		if (!cfix_write_full(w->task_fd, &index, sizeof(index))) {
			cfix_array_push(&pool->retry, index);
			/* it died: with files, its result pipe will say so */
			if (!w->queued) {
				worker_stop(w, true);
				worker_start(pool, w);
			}
			return;
		}
		if (!w->queued)
			w->started = cfix_now();
		w->queue[w->queued++] = index;
	}
}

/* Why a worker was lost, now that its status (waitpid's) is known: one
 * that died of SIGXCPU went past its CPU time (cfix_cpu_limit_set()). */
static enum lost_reason lost_why(enum lost_reason reason, int status)
{
	if (reason == LOST_CRASH && WIFSIGNALED(status) &&
	    WTERMSIG(status) == SIGXCPU)
		return LOST_CPU;
	return reason;
}

/* Says in err why the worker working on what (a file, or "the
 * finalize rules") was lost: status is waitpid's. */
static void lost_message(const struct pool *pool, const char *what,
			 enum lost_reason reason, int status,
			 struct cfix_buf *err)
{
	cfix_buf_add_path(err, what);
	reason = lost_why(reason, status);
	if (reason == LOST_CPU) {
		cfix_buf_addf(err, ": error: cfix timed out after %u s of CPU "
			      "time; skipped\n", pool->timeout);
	} else if (reason == LOST_WAIT) {
		cfix_buf_addf(err, ": error: cfix timed out: its worker waited "
			      "%u s without using the CPU; skipped\n",
			      pool->timeout);
	} else if (reason == LOST_MEMORY) {
		cfix_buf_addf(err, ": error: cfix went over the memory limit "
			      "of ");
		cfix_size_format(pool->memory, err);
		cfix_buf_addf(err, "; skipped\n");
	} else if (WIFSIGNALED(status)) {
		cfix_buf_addf(err, ": error: cfix crashed (signal %d); "
			      "skipped\n", WTERMSIG(status));
	} else {
		/* a script's os._exit(0) too: never "no finding" */
		cfix_buf_addf(err, ": error: cfix crashed (exit status %d); "
			      "skipped\n",
			      WIFEXITED(status) ? WEXITSTATUS(status) : -1);
	}
}

static const enum cfix_file_outcome lost_outcome[] = {
	[LOST_CRASH] = CFIX_FILE_CRASHED,
	[LOST_CPU] = CFIX_FILE_TIMED_OUT,
	[LOST_WAIT] = CFIX_FILE_TIMED_OUT,
	[LOST_MEMORY] = CFIX_FILE_OVER_MEMORY,
};

/*
 * Worker w died (status from waitpid) or was killed for a limit: the
 * file it was on is reported and skipped, the others go back.
 */
static void worker_lost(struct pool *pool, struct worker *w, int status,
			enum lost_reason reason)
{
	uint32_t culprit = w->queue[0];
	struct cfix_file_result *result = &pool->results[culprit];

	result->failed = true;
	result->outcome = lost_outcome[lost_why(reason, status)];
	lost_message(pool, pool->files[culprit], reason, status, &result->err);
	stray_take(w->stray_fd, &result->err);
	for (unsigned i = w->queued; i-- > 1;)
		cfix_array_push(&pool->retry, w->queue[i]);
	w->queued = 0;
	pool->replaced = true;
	finish_file(pool, culprit);
	if (work_left(pool) && !worker_start(pool, w))
		w->pid = 0;
}

/* A result (or the end) is waiting on w's pipe. */
static void worker_readable(struct pool *pool, struct worker *w)
{
	struct cfix_file_result result;
	bool retiring = false;
	uint32_t index;

	cfix_file_result_init(&result);
	if (!w->queued ||
	    !receive_result(w->result_fd, &index, &result, &retiring) ||
	    index != w->queue[0]) {
		cfix_file_result_release(&result);
		if (w->queued)
			worker_lost(pool, w, worker_stop(w, true), LOST_CRASH);
		else
			worker_stop(w, true);
		return;
	}
	pool->results[index] = result;
	memmove(w->queue, w->queue + 1, (w->queued - 1) * sizeof(*w->queue));
	w->queued--;
	w->started = cfix_now();
	finish_file(pool, index);
	if (retiring) {
		/* files it was handed beyond this one go back */
		for (unsigned i = w->queued; i-- > 0;)
			cfix_array_push(&pool->retry, w->queue[i]);
		w->queued = 0;
		worker_stop(w, false);
		if (work_left(pool) && !worker_start(pool, w))
			w->pid = 0;
	}
}

/* Milliseconds poll() may wait: until the earliest time limit, and at
 * most a second, so the progress line keeps moving (a tenth of one
 * under a memory limit, read between waits). */
static int poll_wait(const struct pool *pool)
{
	double wait = pool->memory ? 0.1 : 1.0, t = cfix_now();

	for (unsigned i = 0; pool->timeout && i < pool->nworkers; i++) {
		const struct worker *w = &pool->workers[i];
		double left = cfix_wait_window_due(&w->window, w->started,
						   pool->timeout) - t;

		if (w->pid && w->queued && left < wait)
			wait = left > 0 ? left : 0;
	}
	return (int)(wait * 1000) + 1;
}

/* Whether worker w, busy since started, is past a limit (its memory
 * read only if read_memory): which. */
static bool past_limit(const struct pool *pool, struct worker *w,
		       double started, bool read_memory,
		       enum lost_reason *reason)
{
	if (pool->timeout &&
	    cfix_process_waits(w->pid, started, pool->timeout, &w->window)) {
		*reason = LOST_WAIT;
		return true;
	}
	if (read_memory && pool->memory &&
	    cfix_process_memory(w->pid) > pool->memory) {
		*reason = LOST_MEMORY;
		return true;
	}
	return false;
}

/* Stops the workers past a limit.  Their memory is read ten times a
 * second at most: a /proc read per result would cost a run of many
 * small files more than their parse. */
static void check_limits(struct pool *pool)
{
	double t = cfix_now();
	bool read_memory = t - pool->memory_read >= 0.1;

	if (read_memory)
		pool->memory_read = t;
	for (unsigned i = 0; i < pool->nworkers; i++) {
		struct worker *w = &pool->workers[i];
		enum lost_reason reason;

		if (w->pid && w->queued &&
		    past_limit(pool, w, w->started, read_memory, &reason))
			worker_lost(pool, w, worker_stop(w, true), reason);
	}
}

static unsigned live_workers(const struct pool *pool)
{
	unsigned live = 0;

	for (unsigned i = 0; i < pool->nworkers; i++)
		live += pool->workers[i].pid != 0;
	return live;
}

/* One round: feed every worker, wait for results, read them. */
static void pool_step(struct pool *pool, struct pollfd *fds)
{
	unsigned n = 0;

	for (unsigned i = 0; i < pool->nworkers; i++) {
		struct worker *w = &pool->workers[i];

		feed(pool, w);
		fds[i] = (struct pollfd){ .fd = -1 };
		if (w->pid && w->queued) {
			fds[i] = (struct pollfd){ .fd = w->result_fd,
						  .events = POLLIN };
			n++;
		}
	}
	if (n && poll(fds, pool->nworkers, poll_wait(pool)) > 0) {
		for (unsigned i = 0; i < pool->nworkers; i++)
			if (fds[i].fd >= 0 && fds[i].revents)
				worker_readable(pool, &pool->workers[i]);
	}
	check_limits(pool);
	cfix_progress_update(pool->stats);
}

/* Files no worker could take (fork failing): run them here. */
static void run_leftovers(struct pool *pool)
{
	while (work_left(pool)) {
		uint32_t index = take_work(pool);

		pool->job->run_file(pool->job, pool->files[index],
				    &pool->results[index]);
		finish_file(pool, index);
	}
}

/*
 * Waits for worker w's finish result, within the limits; false (with
 * *reason) if w died or went past one.
 */
static bool finish_arrives(struct pool *pool, struct worker *w,
			   enum lost_reason *reason)
{
	struct pollfd fd = { .fd = w->result_fd, .events = POLLIN };
	double started = cfix_now();

	*reason = LOST_CRASH;
	for (;;) {
		if (poll(&fd, 1, pool->memory ? 100 : 1000) > 0)
			return true;
		if (past_limit(pool, w, started, true, reason))
			return false;
	}
}

/*
 * The job's finish: run by w after its last file, else (no worker left:
 * the last file's was lost) by a new worker, which has this process's
 * state only.  Printed after the files.
 */
static void finish_in_worker(struct pool *pool, struct worker *w)
{
	struct cfix_file_result result;
	enum lost_reason reason;
	uint32_t index;

	if (!w->pid && !worker_start(pool, w)) {
		run_in_process(pool->job, NULL, 0, pool->stats);
		return;
	}
	close_fd(&w->task_fd);
	cfix_file_result_init(&result);
	if (pool->replaced)
		cfix_buf_addf(&result.err, "cfix: warning: a worker was "
			      "stopped on a file; the finalize rules do not "
			      "see what scripts kept of the files before\n");
	if (!finish_arrives(pool, w, &reason) ||
	    !receive_result(w->result_fd, &index, &result, NULL) ||
	    index != FINISH_INDEX) {
		result.failed = true;
		lost_message(pool, "the finalize rules", reason,
			     worker_stop(w, true), &result.err);
		stray_take(w->stray_fd, &result.err);
	} else {
		worker_stop(w, false);
	}
	print_finish(pool->job, &result, pool->stats);
}

/* Prints what w wrote to stderr after its last result, and forgets w's
 * memory file. */
static void stray_print(struct worker *w)
{
	struct cfix_buf err = CFIX_BUF_INIT;

	stray_take(w->stray_fd, &err);
	fwrite(err.data, 1, err.len, stderr);
	cfix_buf_release(&err);
	close_fd(&w->stray_fd);
}

static void run_workers(struct cfix_batch_job *job, char *const *files,
			size_t nfiles, unsigned jobs,
			const struct cfix_batch_limits *limits,
			struct cfix_stats *stats)
{
	struct pool pool = {
		.job = job, .files = files, .nfiles = nfiles,
		.timeout = limits->timeout, .memory = limits->memory,
		.recycle = limits->recycle,
		.nworkers = jobs, .stats = stats,
	};
	struct pollfd *fds = cfix_xcalloc(jobs, sizeof(*fds));
	void (*old_pipe)(int) = signal(SIGPIPE, SIG_IGN);

	pool.workers = cfix_xcalloc(jobs, sizeof(*pool.workers));
	pool.results = cfix_xcalloc(nfiles, sizeof(*pool.results));
	pool.ready = cfix_xcalloc(nfiles, sizeof(*pool.ready));
	for (size_t i = 0; i < nfiles; i++)
		cfix_file_result_init(&pool.results[i]);
	for (unsigned i = 0; i < jobs; i++)
		pool.workers[i] = (struct worker){ .task_fd = -1, .result_fd = -1,
						   .stray_fd = -1 };
	for (unsigned i = 0; i < jobs; i++)
		worker_start(&pool, &pool.workers[i]);
	while (pool.printed < nfiles && live_workers(&pool))
		pool_step(&pool, fds);
	run_leftovers(&pool);
	if (job->finish)
		finish_in_worker(&pool, &pool.workers[0]);
	for (unsigned i = 0; i < jobs; i++) {
		if (pool.workers[i].pid)
			worker_stop(&pool.workers[i], false);
		stray_print(&pool.workers[i]);
	}
	signal(SIGPIPE, old_pipe);
	cfix_array_release(&pool.retry);
	free(pool.results);
	free(pool.ready);
	free(pool.workers);
	free(fds);
}

void cfix_batch_run(struct cfix_batch_job *job, char *const *files,
		    size_t nfiles, unsigned jobs,
		    const struct cfix_batch_limits *limits,
		    struct cfix_stats *stats)
{
	/* a finish needs every file's state: one worker, even for none */
	if (job->finish && jobs > 1)
		jobs = 1;
	else if (!job->finish && jobs > nfiles)
		jobs = (unsigned)nfiles;
	if (jobs == 0)
		run_in_process(job, files, nfiles, stats);
	else
		run_workers(job, files, nfiles, jobs, limits, stats);
}
