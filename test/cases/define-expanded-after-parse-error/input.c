struct info { int kind; int size; };

#define TABLE_SIZE(name) (sizeof(name) / sizeof(struct info))
#define COMMON_ENTRIES \
	{1, 1}, \
	{2, 2},

struct info first[2] = {
	{0, TABLE_SIZE(first)},
	{3, 3},
};

struct info serial[4] = {
	{0, TABLE_SIZE(serial)},
	COMMON_ENTRIES {4,
		4},
};

struct info last[2] = {
	{0, TABLE_SIZE(last)},
	{5, 5},
};
