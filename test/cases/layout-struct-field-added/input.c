struct s {
	int a;
	int b;
};

struct t {
	int a;
	int b;
};
