/* hash.c: FNV-1a, the one hash of bytes the in-memory tables share,
 * and sorted lists of such hashes. */
#include "base.h"

#include <stdlib.h>

uint64_t cfix_hash_bytes(const void *data, size_t len, uint64_t h)
{
	const unsigned char *p = data;

	for (size_t i = 0; i < len; i++)
		h = (h ^ p[i]) * 1099511628211ull;
	return h;
}

static int by_value(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return (x > y) - (x < y);
}

void cfix_hashes_sort(uint64_t *v, size_t n)
{
	if (n > 1)	/* v may be NULL when n is 0 */
		qsort(v, n, sizeof(*v), by_value);
}

bool cfix_hashes_has(const uint64_t *v, size_t n, uint64_t k)
{
	size_t lo = 0, hi = n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (v[mid] < k)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < n && v[lo] == k;
}
