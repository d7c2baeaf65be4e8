/* A test macro whose body is a block, `{ if (cond) { ... } }` (zstd's
 * tests/fuzzer.c CHECK): its use mentions the pointer, so the memcpy()
 * after it is checked.  The same for a do-while body.  cfix reads this
 * file with its own parser by default; zstd's fuzzer.c went to clang. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(cond, ...) {                      \
	if (cond) {                             \
		fprintf(stderr, __VA_ARGS__);   \
		goto _output_error;             \
	}                                       \
}
#define CHECK_DO(cond) do { if (cond) goto _output_error; } while (0)

int copy(const char *s, size_t n)
{
	{
		void *p = malloc(n);
		CHECK(p == NULL, "not enough memory for %zu bytes", n);
		memcpy(p, s, n);
		free(p);
	}
	{
		void *q = malloc(n);
		CHECK_DO(q == NULL);
		memcpy(q, s, n);
		free(q);
	}
	return 0;
_output_error:
	return 1;
}
