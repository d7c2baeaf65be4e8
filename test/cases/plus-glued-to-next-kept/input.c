int init(int);

int run(int b)
{
	int a;
	int c = b;
	int d = b + 1;

	return a + c + d;
}
