long total = 0;
static long calls = 1;
long pending;

long sum(const int *v, int n)
{
	long i = 0;
	long acc;

	for (acc = 0; i < n; i++)
		acc += v[i];
	calls++;
	return acc;
}
