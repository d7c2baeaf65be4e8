#include <assert.h>

static const int primes[] = { 2, 3, 5, 7 };
static int spare[8];

static_assert(sizeof(primes) / sizeof(primes[0]) == 4, "four primes");

struct table {
	int slots[8];
	_Static_assert(sizeof(spare) / sizeof(spare[0]) > 1, "one slot");
};

int count_slots(struct table *t)
{
	static_assert(sizeof(t->slots) / sizeof(t->slots[0]) == 8);
	return sizeof(t->slots) / sizeof(t->slots[0]);
}
