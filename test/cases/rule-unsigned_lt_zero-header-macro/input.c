/* Comparisons with a macro, not with a literal 0.  MAX_PORTS is 6 and
 * MIN_PORT is 0, both from a header; NO_SLOT is 0, defined here.  The
 * rule's `0` is a literal: the code says a name, and spatch does not
 * match a name against 0 either, so `i < MIN_PORT` is not reported (it is
 * dead code all the same, but a macro's value may differ per
 * configuration).  The `err < 0` test makes the prefilter let the file
 * through.  Must not fire. */
#include "limits.h"
#define NO_SLOT 0

int scan(int err, unsigned int first)
{
	unsigned int i;
	int n = 0;

	if (err < 0)
		return err;
	if (first < MIN_PORT || first >= MAX_PORTS)
		return -22;
	if (first < NO_SLOT)
		return -1;
	for (i = 0; i < MAX_PORTS; i++)
		n++;
	return n;
}
