/* hash.c: FNV-1a, the one hash of bytes the in-memory tables share. */
#include "base.h"

uint64_t cfix_hash_bytes(const void *data, size_t len, uint64_t h)
{
	const unsigned char *p = data;

	for (size_t i = 0; i < len; i++)
		h = (h ^ p[i]) * 1099511628211ull;
	return h;
}
