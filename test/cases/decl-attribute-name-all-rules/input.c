struct cfg tbl __initdata = {
	.a = 1,
};

struct cfg other = {
	.a = 2,
};
