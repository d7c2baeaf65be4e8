int count(char *p, size_t n)
{
	long total;
	long long big;
	return n;
}

int other(char *p, size_t n, int k)
{
	s64 sum;
	return n + k;
}

int keep(char *p, int n)
{
	return n;
}
