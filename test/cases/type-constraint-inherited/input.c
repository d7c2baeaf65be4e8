struct cfg;

void reset(void)
{
	long count;
	count = 0;
}

void other(void)
{
	long a = 5;
	int b = 6;
	struct cfg *c = lookup();
}
