int compute(int *out, int in);

int f(int in)
{
	long code = code;
	int bits = compute(&bits, in);

	if (bits <= in) return 0;
	bits = bits;
	return bits;
}
