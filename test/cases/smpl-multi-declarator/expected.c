int f(void)
{
	int a, c;
	long b;
	char s;
	char t;
	long k;

	return a + b + c + s + t + k;
}
