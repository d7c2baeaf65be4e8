void work(void);

int f(void)
{
	work();
	return 0;
}

int g(void)
{
	long used = 1;

	work();
	return 1;
}

int h(int x)
{
	if (x) {
		work();
		return 2;
	}
	return 0;
}
