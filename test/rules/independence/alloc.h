/* A header's names for the C library's allocator, as many projects have
 * (test/rules/independence.sh). */
#include <stdlib.h>

#define xfree free
#define SAFE_FREE(p) do { if (p) free(p); } while (0)
