int count(char *p, unsigned n)
{
	long total;
	long long big;
	return n;
}

int other(char *p, unsigned int n, int k)
{
	long int sum;
	return n + k;
}

int keep(char *p, int n)
{
	return n;
}
