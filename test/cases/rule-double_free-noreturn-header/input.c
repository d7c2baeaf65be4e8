/* die() and usage() are declared in a header, which cfix's own parse
 * does not read: the automatic strategy sends the candidate to clang,
 * whose view knows neither returns (die()'s attribute is in its type,
 * usage()'s C11 _Noreturn on its declaration).  No double free. */
#include <stdlib.h>
#include "git-compat.h"

int parse(char *value, char *name, int type)
{
	if (type != 3) {
		free(value);
		die("cannot read object");
	}
	if (type == 4) {
		free(name);
		usage("bad type");
	}
	free(value);
	free(name);
	return 0;
}
