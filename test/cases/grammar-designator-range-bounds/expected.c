#define N 8
int table[] = {
	[0] = 3,
	[1 ... N - 1] = -1,
	[N] = 7,
};
int other[] = {
	[0 ... 2] = -1,
};
