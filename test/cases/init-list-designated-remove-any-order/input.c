struct s x = {
	.b = 2,
	.c = 3,
	.a = 1,
};
struct s y = {
	.a = 1,
	.c = 3,
	.b = 2,
};
