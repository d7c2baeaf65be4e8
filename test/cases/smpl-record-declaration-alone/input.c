typedef struct {
	int count;
	char data[1];
} RXBUF;

struct named {
	int count;
	char data[1];
} one_named;

struct plain {
	int count;
	char data[1];
};

struct edesc {
	int src_nents;
	union {
		long link_tbl[0];
		char buf[0];
	};
};

struct edesc2 {
	int src_nents;
	struct {
		int a;
		char buf[0];
	} inner;
};

struct outer {
	int x;
	struct inner {
		int y;
		char z[0];
	};
};
