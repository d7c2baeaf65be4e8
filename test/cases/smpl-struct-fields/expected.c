struct foo {
	int keep;
};

struct bar {
	int old_c;
	int marker;
};

