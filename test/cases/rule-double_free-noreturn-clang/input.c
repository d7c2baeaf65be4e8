/* git's builtin/notes.c shape: the error branch frees the buffer, then
 * calls die(), which does not return (the file declares it NORETURN);
 * the path that frees it again is the other one.  No double free. */
#include <stdlib.h>

#define NORETURN __attribute__((__noreturn__))

NORETURN void die(const char *err, ...);

struct note {
	char *buf;
	int len;
};

int parse_reuse(struct note *msg, char *value, int type)
{
	if (type != 3) {
		free(value);
		free(msg);
		die("cannot read note data from non-blob object");
	}
	msg->len = value[0];
	free(value);
	return msg->len;
}

/* exit() is on the fixed list; a call of a function that returns goes
 * on: the second function frees twice. */
void report(const char *why);

int finish(char *buf, int bad)
{
	if (bad) {
		free(buf);
		exit(1);
	}
	free(buf);
	return 0;
}

int warn_only(char *buf, int bad)
{
	if (bad) {
		free(buf);
		report("bad");
	}
	free(buf);
	return 0;
}
