struct pt { int x; };
struct pt o = {
	.x = 3,
};
