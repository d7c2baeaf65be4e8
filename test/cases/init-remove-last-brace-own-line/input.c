struct k { int a, s; };

struct k I = {
	.a = 1,
	.s = 2 };

struct k J = { .a = 1, .s = 2 };
