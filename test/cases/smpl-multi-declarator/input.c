int f(void)
{
	int a, b, c;
	short s, t;
	long r1, k, r2, r3;

	return a + b + c + s + t + k;
}
