void work(void);

int f(void)
{
	int ret = 0;

	work();
	return ret;
}

int g(void)
{
	long unused;

	work();
	return 1;
}

int h(int x)
{
	if (x) {
		int ret = 2;

		work();
		return ret;
	}
	return 0;
}
