#define __endattr __attribute__((packed))
int first;
int keep;
struct two {
	int a;
} __randomize_layout;
int middle;
int last;
