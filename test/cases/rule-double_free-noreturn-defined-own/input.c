/* Functions of the file that never return, declared nothing (cfix's own
 * parse: the same): usage() ends in exit(), fail() in usage(), serve()
 * loops for ever, trap() ends in __builtin_trap() after a switch.  A path
 * that calls one ends there: no double free in one() to four().
 * maybe_exit() exits on one branch only, finish() has a `return`,
 * drain() may leave its loop, skip() jumps past its exit(): each
 * returns, so each of their pairs in five() to eight() is a double free. */
#include <stdio.h>
#include <stdlib.h>

static void usage(const char *prog)
{
	fprintf(stderr, "usage: %s [-v] file\n", prog);
	exit(1);
}

static void fail(const char *prog, const char *why)
{
	fprintf(stderr, "%s: %s\n", prog, why);
	usage(prog);
}

void serve(int fd)
{
	for (;;) {
		if (fd < 0)
			continue;
		fd--;
	}
}

static void trap(int code)
{
	switch (code) {
	case 1:
		fputs("one\n", stderr);
		break;
	default:
		break;
	}
	__builtin_trap();
}

static void maybe_exit(int code)
{
	if (code)
		exit(code);
}

static void finish(int code)
{
	if (code > 2)
		return;
	abort();
}

static void drain(int n)
{
	while (1) {
		if (n-- == 0)
			break;
	}
}

static void skip(int n)
{
	if (n)
		goto out;
	exit(n);
out:
	fputs("skipped\n", stderr);
}

void one(char *p, int err)
{
	if (err) {
		free(p);
		usage("one");
	}
	free(p);
}

void two(char *p, int err)
{
	if (err) {
		free(p);
		fail("two", "bad");
	}
	free(p);
}

void three(char *p, int err)
{
	if (err) {
		free(p);
		serve(err);
	}
	free(p);
}

void four(char *p, int err)
{
	if (err) {
		free(p);
		trap(err);
	}
	free(p);
}

void five(char *p, int err)
{
	if (err) {
		free(p);
		maybe_exit(err);
	}
	free(p);
}

void six(char *p, int err)
{
	if (err) {
		free(p);
		finish(err);
	}
	free(p);
}

void seven(char *p, int err)
{
	if (err) {
		free(p);
		drain(err);
	}
	free(p);
}

void eight(char *p, int err)
{
	if (err) {
		free(p);
		skip(err);
	}
	free(p);
}

/* With the own parse alone, CHECK_OR_RETURN() may be a header's macro
 * that returns: guarded() is not taken to never return. */
static void guarded(int n)
{
	CHECK_OR_RETURN(n);
	abort();
}

void nine(char *p, int err)
{
	if (err) {
		free(p);
		guarded(err);
	}
	free(p);
}
