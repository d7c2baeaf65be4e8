/* Compiles with gcc and with clang once the gcc-only options are gone. */
#include <stddef.h>
#include "api.h"

API_EXPORT
struct flag_table *flag_current = NULL;

API_EXPORT
int flag_set(int x)
{
	return !x & 4;
}
