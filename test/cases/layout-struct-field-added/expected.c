struct s {
	int a;
	int c;
	int b;
};

struct t {
	int a;
	int b;
	int d;
};
