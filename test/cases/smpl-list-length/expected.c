struct conf {
	int id;
	char name[8];
	int limit;
	int flags;
};

int max;

struct conf a = { 1, "a", max, 0 };
struct conf b = { 2, "b", 0, &max };
struct conf c = { 3, &max, "c", 0 };
