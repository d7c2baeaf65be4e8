/* A pointer that starts as NULL is no copy of a place that keeps the
 * block: tools/lib/thermal/commands.c's `struct thermal_zone *__tz =
 * NULL;` then `__tz = realloc(__tz, ...); if (!__tz) return
 * THERMAL_ERROR;` in a loop loses the block grown so far.  Reported
 * (the 85-minute run of 2026-12-03 reported these; session 30's rule
 * took NULL for the identifier a copy comes from). */
#include <stdlib.h>

struct zone {
	int id;
};

int collect(struct zone **out, const int *ids, int n)
{
	struct zone *zones = NULL;
	int size = 0;

	for (int i = 0; i < n; i++) {
		size++;
		zones = realloc(zones, sizeof(*zones) * (size + 1));
		if (!zones)
			return -1;
		zones[size - 1].id = ids[i];
	}
	*out = zones;
	return 0;
}

int collect_assigned(char **out, size_t n)
{
	char *buf;

	buf = NULL;
	buf = realloc(buf, n);
	if (!buf)
		return -1;
	*out = buf;
	return 0;
}
