/*
 * The monotonic clock in seconds: the batch driver's and the language
 * server's time limits and the progress line all measure with it.
 */
#include "base.h"

#include <time.h>

double cfix_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}
