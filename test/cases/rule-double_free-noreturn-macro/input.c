/* fatal_fr() and fatal() are macros of log.h whose expansion calls
 * sshfatal(), declared noreturn there: with clang's view (the automatic
 * strategy sends the candidate to clang for the header), a statement
 * that is such a macro's use ends the path as the call would.  Only
 * format()'s pair is a double free. */
#include <stdlib.h>
#include "log.h"

int put(char *buf, int r);

void status(char *cp, int r)
{
	if ((r = put(cp, r)) != 0) {
		free(cp);
		fatal_fr(r, "put");
	}
	free(cp);
}

void nested(char *cp, int r)
{
	if (r < 0) {
		free(cp);
		fatal("bad %d", r);
	}
	if (r > 10) {
		free(cp);
		fatal_void("too big %d", r);
	}
	free(cp);
}

void format(char *cp, int r)
{
	if (r) {
		free(cp);
		put(cp, r);
	}
	free(cp);
}
