int init(int);

int run(int b)
{
	int a_ = init(a);
	int c_ = init(b);
	int d_ = init(b + 1);

	return a + c + d;
}
