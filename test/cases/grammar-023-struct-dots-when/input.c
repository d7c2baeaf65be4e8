struct a {
	char *name;
	int count;
};
struct b {
	int magic;
	int count;
};
