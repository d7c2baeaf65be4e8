#include <assert.h>

static const int primes[] = { 2, 3, 5, 7 };
static int spare[8];

static_assert(ARRAY_SIZE(primes) == 4, "four primes");

struct table {
	int slots[8];
	_Static_assert(ARRAY_SIZE(spare) > 1, "one slot");
};

int count_slots(struct table *t)
{
	static_assert(ARRAY_SIZE(t->slots) == 8);
	return ARRAY_SIZE(t->slots);
}
