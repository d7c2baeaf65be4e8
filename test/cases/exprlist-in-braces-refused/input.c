struct point {
	int x, y;
};

struct point origin = { 0, 0 };
