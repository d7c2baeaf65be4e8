/*
 * Progress and summary on stderr.  The progress line is for a person
 * watching a terminal: it is redrawn in place ("\r", then erase to the
 * end of the line) at most ten times a second, and never written when
 * stderr is not a terminal, so logs and tests see only findings and
 * errors.  State is file-static: one run per process.
 */
#include "tool.h"

#include <sys/resource.h>
#include <time.h>

static struct {
	bool enabled;
	bool shown;		/* a line is on the screen */
	unsigned total;
	double start, last_draw;
} progress;

void cfix_progress_start(unsigned total, bool enabled)
{
	progress.enabled = enabled;
	progress.total = total;
	progress.start = cfix_now();
	progress.last_draw = 0;
}

double cfix_progress_elapsed(void)
{
	return cfix_now() - progress.start;
}

/* "1:05" or "1:02:05" */
static void format_duration(char *out, size_t size, double seconds)
{
	unsigned s = seconds > 0 ? (unsigned)(seconds + 0.5) : 0;

	if (s >= 3600)
		snprintf(out, size, "%u:%02u:%02u", s / 3600, s / 60 % 60, s % 60);
	else
		snprintf(out, size, "%u:%02u", s / 60, s % 60);
}

void cfix_progress_update(const struct cfix_stats *stats)
{
	double t = cfix_now(), elapsed = t - progress.start;
	double rate = elapsed > 0 ? stats->files / elapsed : 0;
	char left[32] = "?";

	if (!progress.enabled || t - progress.last_draw < 0.1)
		return;
	progress.last_draw = t;
	if (rate > 0)
		format_duration(left, sizeof(left),
				(progress.total - stats->files) / rate);
	fprintf(stderr, "\r\033[K[%u/%u] %lu finding%s, %.0f files/s, %s left",
		stats->files, progress.total, stats->findings,
		stats->findings == 1 ? "" : "s", rate, left);
	fflush(stderr);
	progress.shown = true;
}

void cfix_progress_clear(void)
{
	if (!progress.shown)
		return;
	fputs("\r\033[K", stderr);
	fflush(stderr);
	progress.shown = false;
}

/* User and system CPU seconds of cfix and of its workers, reaped by now */
static double cpu_seconds(void)
{
	struct rusage self, workers;

	if (getrusage(RUSAGE_SELF, &self) ||
	    getrusage(RUSAGE_CHILDREN, &workers))
		return 0;
	return (double)(self.ru_utime.tv_sec + self.ru_stime.tv_sec +
			workers.ru_utime.tv_sec + workers.ru_stime.tv_sec) +
	       (self.ru_utime.tv_usec + self.ru_stime.tv_usec +
		workers.ru_utime.tv_usec + workers.ru_stime.tv_usec) / 1e6;
}

void cfix_progress_summary(const struct cfix_stats *stats, double seconds)
{
	char wall[32];

	format_duration(wall, sizeof(wall), seconds);
	fprintf(stderr,
		"cfix: %u file%s scanned: %u skipped by the prefilter, "
		"%u parsed (%u with compile errors, %u with code left "
		"unparsed: %lu place%s), %u matched, %u changed, "
		"%u crashed or timed out, %u failed; %lu finding%s; "
		"%.1f s wall (%s), %.1f s CPU\n",
		stats->files, stats->files == 1 ? "" : "s", stats->skipped,
		stats->parsed, stats->tolerant, stats->unparsed_files,
		stats->unparsed, stats->unparsed == 1 ? "" : "s",
		stats->matched, stats->changed,
		stats->crashed, stats->failed, stats->findings,
		stats->findings == 1 ? "" : "s", seconds, wall, cpu_seconds());
}
