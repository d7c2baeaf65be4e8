struct config tbl __initdata = {
	.a = 1,
};

struct cfg plain = {
	.a = 2,
};
