struct foo {
	int old_a;
	int keep;
	char *old_b;
};

struct bar {
	int old_c;
	int marker;
};

struct bar *p;
