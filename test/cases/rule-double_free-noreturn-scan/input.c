/* The file's noreturn declarations are read from its tokens; a marker
 * word counts only where it qualifies a declaration (a specifier, an
 * attribute), not as a declared name or a parameter's name: release(),
 * cleanup() and probe() return, so each of their pairs is a double
 * free.  The markers of the declarations after them do count: no
 * double free in four() to seven(). */
#include <stddef.h>
#include <stdlib.h>

void release(char *p, int noreturn);
extern int noreturn, cleanup(char *p);
int probe(int x);
static size_t NORETURN = sizeof probe(0);

#define DEAD __attribute__((noreturn))
void quit(int code) DEAD;
void fatal(const char *fmt, ...)
	__attribute__((format(printf, 1, 2), noreturn));
__attribute__((__noreturn__)) void bail(void);
_Noreturn void stop(void);

void one(char *p, int err)
{
	if (err) {
		free(p);
		release(p, 0);
	}
	free(p);
}

void two(char *p, int err)
{
	if (err) {
		free(p);
		cleanup(p);
	}
	free(p);
}

void three(char *p, int err)
{
	if (err) {
		free(p);
		probe(err);
	}
	free(p);
}

void four(char *p, int err)
{
	if (err) {
		free(p);
		quit(err);
	}
	free(p);
}

void five(char *p, int err)
{
	if (err) {
		free(p);
		fatal("%d", err);
	}
	free(p);
}

void six(char *p, int err)
{
	if (err) {
		free(p);
		bail();
	}
	free(p);
}

void seven(char *p, int err)
{
	if (err) {
		free(p);
		stop();
	}
	free(p);
}
