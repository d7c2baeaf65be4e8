#define __endattr __attribute__((packed))

struct point {
	int x;
	int unused;
	int y;
} __endattr;

struct point2 {
	int x;
	int unused;
};
