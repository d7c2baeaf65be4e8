struct a {
	char *name;
	long count;
};
struct b {
	int magic;
	int count;
};
