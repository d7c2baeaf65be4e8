struct foo {
	long legacy;
};

typedef struct blah {
	long legacy;
} name;

typedef struct {
	long legacy;
} xxx;

struct other {
	int legacy;
	int more;
};
