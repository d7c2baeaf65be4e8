struct foo {
	int legacy;
};

typedef struct blah {
	int legacy;
} name;

typedef struct {
	int legacy;
} xxx;

struct other {
	int legacy;
	int more;
};
