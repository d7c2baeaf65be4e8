/*
 * Limits on what one file may cost: its size and kind before it is read
 * (cfix_input_check()), and the memory a worker process may hold while
 * it works on it (cfix_memory_limit_default(), cfix_process_memory()).
 *
 * The decision a newcomer would question: the memory limit is watched
 * from the parent, which reads a worker's resident size, instead of an
 * rlimit set in the worker.  RLIMIT_AS and RLIMIT_DATA count address
 * space that is reserved, not used (libclang's and Python's arenas, the
 * sanitizers' shadow memory), so they would stop ordinary files in the
 * ASan build; and a worker stopped by the parent is known to have been
 * stopped for its memory, where a failed allocation inside libclang ends
 * in an abort that looks like any crash.
 *
 * --timeout is the other way round: CPU time, enforced in the worker by
 * RLIMIT_CPU (cfix_cpu_limit_set()), because a busy machine must not
 * make a file fail, and the same file must cost the same on any load.
 * The kernel counts it exactly and says so with SIGXCPU, which no crash
 * sends.  cfix's readers never block, so wall time is only a backstop:
 * the parent stops a worker that used (almost) no CPU time over
 * --timeout seconds of wall time (cfix_process_cpu()), not one the
 * machine's load slows down.
 */
#include "tool.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

void cfix_size_format(uint64_t bytes, struct cfix_buf *out)
{
	static const char units[][4] = { "B", "KiB", "MiB", "GiB", "TiB" };
	unsigned unit = 0;

	while (unit + 1 < sizeof(units) / sizeof(units[0]) && bytes >= 1024 &&
	       bytes % 1024 == 0) {
		bytes /= 1024;
		unit++;
	}
	cfix_buf_addf(out, "%llu %s", (unsigned long long)bytes, units[unit]);
}

bool cfix_size_parse(const char *text, uint64_t *out)
{
	char *end;
	unsigned long long value;
	unsigned shift = 0;

	if (!text || *text < '0' || *text > '9')
		return false;
	errno = 0;
	value = strtoull(text, &end, 10);
	if (errno)
		return false;
	switch (*end) {
	case 'k': case 'K': shift = 10; end++; break;
	case 'm': case 'M': shift = 20; end++; break;
	case 'g': case 'G': shift = 30; end++; break;
	case 't': case 'T': shift = 40; end++; break;
	}
	if (*end || value > (UINT64_MAX >> shift))
		return false;
	*out = (uint64_t)value << shift;
	return true;
}

uint64_t cfix_memory_limit_default(unsigned jobs)
{
	long pages = sysconf(_SC_PHYS_PAGES);
	long page = sysconf(_SC_PAGESIZE);

	if (pages <= 0 || page <= 0)
		return 0;
	return (uint64_t)pages * (uint64_t)page / 2 / (jobs ? jobs : 1);
}

uint64_t cfix_process_memory(pid_t pid)
{
	char path[64];
	unsigned long long size, resident;
	FILE *statm;
	int got;

	snprintf(path, sizeof(path), "/proc/%ld/statm", (long)pid);
	statm = fopen(path, "r");
	if (!statm)
		return 0;
	got = fscanf(statm, "%llu %llu", &size, &resident);
	fclose(statm);
	if (got != 2)
		return 0;
	return (uint64_t)resident * (uint64_t)sysconf(_SC_PAGESIZE);
}

bool cfix_input_check(const char *path, uint64_t max_size,
		      struct cfix_buf *err)
{
	struct stat st;

	/* stat, not open: opening a fifo would wait for a writer */
	if (stat(path, &st))
		return true;
	if (!S_ISREG(st.st_mode)) {
		cfix_buf_addf(err, "%s: error: not a regular file (%s); not "
			      "read\n", path, S_ISDIR(st.st_mode) ? "a folder"
			      : S_ISFIFO(st.st_mode) ? "a fifo"
			      : S_ISCHR(st.st_mode) ? "a character device"
			      : "a device or socket");
		return false;
	}
	if (max_size && (uint64_t)st.st_size > max_size) {
		cfix_buf_addf(err, "%s: error: the file is %llu bytes, more "
			      "than the limit of ", path,
			      (unsigned long long)st.st_size);
		cfix_size_format(max_size, err);
		cfix_buf_addf(err, " (--max-file-size); not read\n");
		return false;
	}
	return true;
}

/* Dies of SIGXCPU, without the core dump its default action writes
 * (into the checkout), so the parent knows why. */
static void cpu_exceeded(int sig)
{
	struct rlimit none = { 0, 0 };

	setrlimit(RLIMIT_CORE, &none);
	signal(sig, SIG_DFL);
	raise(sig);		/* delivered when this handler returns */
}

void cfix_cpu_limit_set(unsigned seconds)
{
	struct rusage used;
	struct rlimit limit;
	double spent;

	if (!seconds || getrusage(RUSAGE_SELF, &used) ||
	    getrlimit(RLIMIT_CPU, &limit))
		return;
	spent = (double)used.ru_utime.tv_sec + (double)used.ru_stime.tv_sec +
		((double)used.ru_utime.tv_usec + (double)used.ru_stime.tv_usec) / 1e6;
	/* whole seconds: the file gets between seconds and seconds + 1 */
	limit.rlim_cur = (rlim_t)spent + 1 + seconds;
	if (limit.rlim_max != RLIM_INFINITY && limit.rlim_cur > limit.rlim_max)
		limit.rlim_cur = limit.rlim_max;
	signal(SIGXCPU, cpu_exceeded);
	setrlimit(RLIMIT_CPU, &limit);
}

double cfix_wait_window_due(const struct cfix_wait_window *window,
			    double started, unsigned timeout)
{
	return (window->from > started ? window->from : started) + timeout;
}

bool cfix_process_waits(pid_t pid, double started, unsigned timeout,
			struct cfix_wait_window *window)
{
	double t = cfix_now(), cpu;

	if (t - started <= timeout)
		return false;
	if (window->from < started) {
		*window = (struct cfix_wait_window){ t, cfix_process_cpu(pid) };
		return false;
	}
	if (t - window->from < timeout)
		return false;
	cpu = cfix_process_cpu(pid);
	if (cpu < 0 || cpu - window->cpu < timeout * 0.01)
		return true;
	*window = (struct cfix_wait_window){ t, cpu };
	return false;
}

double cfix_process_cpu(pid_t pid)
{
	char path[64], buf[1024], *paren;
	unsigned long long user, sys;
	long ticks = sysconf(_SC_CLK_TCK);
	FILE *stat;
	size_t n;

	snprintf(path, sizeof(path), "/proc/%ld/stat", (long)pid);
	stat = fopen(path, "r");
	if (!stat)
		return -1;
	n = fread(buf, 1, sizeof(buf) - 1, stat);
	fclose(stat);
	buf[n] = '\0';
	/* after the name in parentheses: state and 10 fields, then utime
	 * and stime (proc(5)) */
	paren = strrchr(buf, ')');
	if (!paren || ticks <= 0 ||
	    sscanf(paren + 1, " %*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u "
		   "%llu %llu", &user, &sys) != 2)
		return -1;
	return (double)(user + sys) / (double)ticks;
}
