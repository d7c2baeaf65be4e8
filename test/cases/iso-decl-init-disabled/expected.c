int total = 0;
static short calls = 1;
long pending;

long sum(const int *v, int n)
{
	int i = 0;
	long acc;

	for (acc = 0; i < n; i++)
		acc += v[i];
	calls++;
	return acc;
}
