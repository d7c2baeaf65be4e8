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
 * pipe.  The parent hands out one file index at a time (two in flight per
 * worker, so a worker never waits for the next), keeps results that
 * arrive early, and prints them in file order: the output is the same
 * for any number of workers.  A worker that dies or runs past the time
 * limit is replaced; the file it was on is reported and skipped, the
 * other file it held is handed out again.
 */
#define _GNU_SOURCE	/* pipe2 */
#include "tool.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
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
		stats->crashed++;
		break;
	case CFIX_FILE_FAILED:
		break;
	}
	stats->failed += result->failed && result->outcome != CFIX_FILE_CRASHED &&
			 result->outcome != CFIX_FILE_TIMED_OUT;
}

void cfix_file_result_init(struct cfix_file_result *result)
{
	*result = (struct cfix_file_result){ .outcome = CFIX_FILE_SKIPPED };
	cfix_buf_init(&result->out);
	cfix_buf_init(&result->err);
	cfix_buf_init(&result->exported);
	cfix_buf_init(&result->patches);
}

void cfix_file_result_release(struct cfix_file_result *result)
{
	if (!result)
		return;
	cfix_buf_release(&result->out);
	cfix_buf_release(&result->err);
	cfix_buf_release(&result->exported);
	cfix_buf_release(&result->patches);
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

static void run_in_process(struct cfix_batch_job *job, char *const *files,
			   size_t nfiles, struct cfix_stats *stats)
{
	for (size_t i = 0; i < nfiles; i++) {
		struct cfix_file_result result;

		cfix_file_result_init(&result);
		job->run_file(job, files[i], &result);
		cfix_stats_add(stats, &result);
		print_result(job, &result);
		cfix_file_result_release(&result);
		cfix_progress_update(stats);
	}
}

/* ---- the wire ------------------------------------------------------------- */

/* A result as it crosses the pipe: this header, then out, then err. */
struct wire_result {
	uint32_t index;
	uint32_t outcome;
	uint32_t findings;
	uint32_t changed, failed;
	uint64_t out_len, err_len, exported_len, patches_len;
};

/* Writes all of data; false on an error. */
static bool write_full(int fd, const void *data, size_t len)
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

/* Reads exactly len bytes; false on an error or at the end. */
static bool read_full(int fd, void *data, size_t len)
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

static bool send_result(int fd, uint32_t index,
			const struct cfix_file_result *result)
{
	struct wire_result wire = {
		.index = index, .outcome = result->outcome,
		.findings = result->findings, .changed = result->changed,
		.failed = result->failed, .out_len = result->out.len,
		.err_len = result->err.len,
		.exported_len = result->exported.len,
		.patches_len = result->patches.len,
	};

	return write_full(fd, &wire, sizeof(wire)) &&
	       write_full(fd, result->out.data, result->out.len) &&
	       write_full(fd, result->err.data, result->err.len) &&
	       write_full(fd, result->exported.data, result->exported.len) &&
	       write_full(fd, result->patches.data, result->patches.len);
}

static bool read_text(int fd, struct cfix_buf *buf, uint64_t len)
{
	char *data;
	bool ok;

	if (!len)
		return true;
	data = cfix_xmalloc((size_t)len);
	ok = read_full(fd, data, (size_t)len);
	if (ok)
		cfix_buf_add(buf, data, (size_t)len);
	free(data);
	return ok;
}

/* Reads one result into *result (initialized); false when the worker
 * is gone. */
static bool receive_result(int fd, uint32_t *index,
			   struct cfix_file_result *result)
{
	struct wire_result wire;

	if (!read_full(fd, &wire, sizeof(wire)))
		return false;
	*index = wire.index;
	result->outcome = (enum cfix_file_outcome)wire.outcome;
	result->findings = wire.findings;
	result->changed = wire.changed;
	result->failed = wire.failed;
	return read_text(fd, &result->out, wire.out_len) &&
	       read_text(fd, &result->err, wire.err_len) &&
	       read_text(fd, &result->exported, wire.exported_len) &&
	       read_text(fd, &result->patches, wire.patches_len);
}

/* ---- workers ---------------------------------------------------------------- */

enum { IN_FLIGHT = 2 };

struct worker {
	pid_t pid;		/* 0: none */
	int task_fd;		/* parent writes file indices */
	int result_fd;		/* parent reads results */
	uint32_t queue[IN_FLIGHT];	/* handed out, oldest first */
	unsigned queued;
	double started;		/* when queue[0] began */
};

struct pool {
	struct cfix_batch_job *job;
	char *const *files;
	size_t nfiles;
	unsigned timeout;
	struct worker *workers;
	unsigned nworkers;
	size_t next;		/* next file never handed out */
	CFIX_ARRAY(uint32_t) retry;	/* handed out to a worker that died */
	struct cfix_file_result *results;
	bool *ready;
	size_t printed;		/* results[0, printed) are printed */
	struct cfix_stats *stats;
};

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/*
 * For test/batch/workers.sh: a worker crashes (CFIX_TEST_CRASH) or hangs
 * (CFIX_TEST_HANG) on a file whose path contains the variable's value.
 */
static void test_hooks(const char *path)
{
	const char *crash = getenv("CFIX_TEST_CRASH");
	const char *hang = getenv("CFIX_TEST_HANG");

	if (crash && *crash && strstr(path, crash))
		raise(SIGSEGV);
	while (hang && *hang && strstr(path, hang))
		pause();
}

/* The worker's side: files in, results out, until the task pipe ends. */
static void worker_main(struct cfix_batch_job *job, char *const *files,
			int task_fd, int result_fd)
{
	uint32_t index;

	while (read_full(task_fd, &index, sizeof(index))) {
		struct cfix_file_result result;
		bool sent;

		test_hooks(files[index]);
		cfix_file_result_init(&result);
		job->run_file(job, files[index], &result);
		sent = send_result(result_fd, index, &result);
		cfix_file_result_release(&result);
		if (!sent)
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
	int task[2], result[2];
	pid_t pid;

	if (pipe2(task, O_CLOEXEC))
		return false;
	if (pipe2(result, O_CLOEXEC)) {
		close(task[0]);
		close(task[1]);
		return false;
	}
	fflush(stdout);
	fflush(stderr);
	pid = fork();
	if (pid == 0) {
		/* the other workers' pipes would hide their ends from them */
		for (unsigned i = 0; i < pool->nworkers; i++) {
			close_fd(&pool->workers[i].task_fd);
			close_fd(&pool->workers[i].result_fd);
		}
		close(task[1]);
		close(result[0]);
		worker_main(pool->job, pool->files, task[0], result[1]);
	}
	close(task[0]);
	close(result[1]);
	if (pid < 0) {
		close(task[1]);
		close(result[0]);
		return false;
	}
	*w = (struct worker){ .pid = pid, .task_fd = task[1],
			      .result_fd = result[0] };
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

		if (!write_full(w->task_fd, &index, sizeof(index))) {
			cfix_array_push(&pool->retry, index);
			/* it died: with files, its result pipe will say so */
			if (!w->queued) {
				worker_stop(w, true);
				worker_start(pool, w);
			}
			return;
		}
		if (!w->queued)
			w->started = now();
		w->queue[w->queued++] = index;
	}
}

/*
 * Worker w died (status from waitpid) or was killed for the time limit:
 * the file it was on is reported and skipped, the others go back.
 */
static void worker_lost(struct pool *pool, struct worker *w, int status,
			bool timed_out)
{
	uint32_t culprit = w->queue[0];
	struct cfix_file_result *result = &pool->results[culprit];
	const char *path = pool->files[culprit];

	result->failed = true;
	result->outcome = timed_out ? CFIX_FILE_TIMED_OUT : CFIX_FILE_CRASHED;
	if (timed_out)
		cfix_buf_addf(&result->err, "%s: error: cfix timed out after "
			      "%u s; skipped\n", path, pool->timeout);
	else if (WIFSIGNALED(status))
		cfix_buf_addf(&result->err, "%s: error: cfix crashed (signal "
			      "%d); skipped\n", path, WTERMSIG(status));
	else
		cfix_buf_addf(&result->err, "%s: error: cfix crashed (exit "
			      "status %d); skipped\n", path,
			      WIFEXITED(status) ? WEXITSTATUS(status) : -1);
	for (unsigned i = w->queued; i-- > 1;)
		cfix_array_push(&pool->retry, w->queue[i]);
	w->queued = 0;
	finish_file(pool, culprit);
	if (work_left(pool) && !worker_start(pool, w))
		w->pid = 0;
}

/* A result (or the end) is waiting on w's pipe. */
static void worker_readable(struct pool *pool, struct worker *w)
{
	struct cfix_file_result result;
	uint32_t index;

	cfix_file_result_init(&result);
	if (!w->queued || !receive_result(w->result_fd, &index, &result) ||
	    index != w->queue[0]) {
		cfix_file_result_release(&result);
		if (w->queued)
			worker_lost(pool, w, worker_stop(w, true), false);
		else
			worker_stop(w, true);
		return;
	}
	pool->results[index] = result;
	memmove(w->queue, w->queue + 1, (w->queued - 1) * sizeof(*w->queue));
	w->queued--;
	w->started = now();
	finish_file(pool, index);
}

/* Milliseconds poll() may wait: until the earliest time limit, and at
 * most a second, so the progress line keeps moving. */
static int poll_wait(const struct pool *pool)
{
	double wait = 1.0, t = now();

	for (unsigned i = 0; pool->timeout && i < pool->nworkers; i++) {
		const struct worker *w = &pool->workers[i];
		double left = w->started + pool->timeout - t;

		if (w->pid && w->queued && left < wait)
			wait = left > 0 ? left : 0;
	}
	return (int)(wait * 1000) + 1;
}

static void check_time_limits(struct pool *pool)
{
	double t = now();

	for (unsigned i = 0; pool->timeout && i < pool->nworkers; i++) {
		struct worker *w = &pool->workers[i];

		if (w->pid && w->queued && t - w->started > pool->timeout)
			worker_lost(pool, w, worker_stop(w, true), true);
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
	check_time_limits(pool);
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

static void run_workers(struct cfix_batch_job *job, char *const *files,
			size_t nfiles, unsigned jobs, unsigned timeout,
			struct cfix_stats *stats)
{
	struct pool pool = {
		.job = job, .files = files, .nfiles = nfiles,
		.timeout = timeout, .nworkers = jobs, .stats = stats,
	};
	struct pollfd *fds = cfix_xcalloc(jobs, sizeof(*fds));
	void (*old_pipe)(int) = signal(SIGPIPE, SIG_IGN);

	pool.workers = cfix_xcalloc(jobs, sizeof(*pool.workers));
	pool.results = cfix_xcalloc(nfiles, sizeof(*pool.results));
	pool.ready = cfix_xcalloc(nfiles, sizeof(*pool.ready));
	for (size_t i = 0; i < nfiles; i++)
		cfix_file_result_init(&pool.results[i]);
	for (unsigned i = 0; i < jobs; i++)
		pool.workers[i] = (struct worker){ .task_fd = -1, .result_fd = -1 };
	for (unsigned i = 0; i < jobs; i++)
		worker_start(&pool, &pool.workers[i]);
	while (pool.printed < nfiles && live_workers(&pool))
		pool_step(&pool, fds);
	run_leftovers(&pool);
	for (unsigned i = 0; i < jobs; i++)
		if (pool.workers[i].pid)
			worker_stop(&pool.workers[i], false);
	signal(SIGPIPE, old_pipe);
	cfix_array_release(&pool.retry);
	free(pool.results);
	free(pool.ready);
	free(pool.workers);
	free(fds);
}

void cfix_batch_run(struct cfix_batch_job *job, char *const *files,
		    size_t nfiles, unsigned jobs, unsigned timeout,
		    struct cfix_stats *stats)
{
	if (jobs > nfiles)
		jobs = (unsigned)nfiles;
	if (jobs == 0)
		run_in_process(job, files, nfiles, stats);
	else
		run_workers(job, files, nfiles, jobs, timeout, stats);
}
