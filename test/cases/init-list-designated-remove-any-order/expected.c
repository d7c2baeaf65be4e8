struct s x = {
	.b = 2,
	.c = 3,
};
struct s y = {
	.c = 3,
	.b = 2,
};
