/* memset(p, n, 0) clears nothing: the two last arguments are swapped.
 * memset(p, 0, 0) is left alone. */
#include <string.h>

struct hdr {
	int a, b;
};

void hdr_clear(struct hdr *h, size_t n)
{
	memset(h, sizeof(*h), 0);
	memset(h, 0, 0);
	memset(h, 0, n);
}
