int get(void);

int check(unsigned int n)
{
	int ret;

	ret = get();
	if (ret < 0)
		return ret;
	return 0;
}
