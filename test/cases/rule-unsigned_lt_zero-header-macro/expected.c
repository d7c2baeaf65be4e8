/* MAX_PORTS is 6, defined in a header: `i < MAX_PORTS` is not `i < 0`.
 * (The `err < 0` test makes the prefilter let the file through.)  Must not
 * fire. */
#include "limits.h"

int scan(int err)
{
	unsigned int i;
	int n = 0;

	if (err < 0)
		return err;
	for (i = 0; i < MAX_PORTS; i++)
		n++;
	return n;
}
