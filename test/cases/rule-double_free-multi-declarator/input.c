#include <stdlib.h>

int sum(size_t n)
{
	int total = 0;

	{
		char *buf = malloc(n);

		if (buf)
			total += buf[0];
		free(buf);
	}
	{
		int lo, hi;

		lo = 0;
		hi = (int)n;
		total += hi - lo;
	}
	{
		char *buf = malloc(n);

		if (buf)
			total += buf[0];
		free(buf);
	}
	return total;
}
