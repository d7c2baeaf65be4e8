int plain(int x);

int use(int a, int b, int c, int *out)
{
	out[0] = (a - b) + c;
	out[1] = (a / b) * c;
	out[2] = (a + b) + c;
	out[3] = sizeof a;
	return plain(0);
}
