#define __endattr __attribute__((packed))
int first;
struct one {
	int a;
	char b;
} __endattr;
int keep;
struct two {
	int a;
} __randomize_layout;
int middle;
struct three {
	long x;
} __attribute__((packed));
int last;
