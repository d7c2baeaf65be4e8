int total = 0;
static int calls = 1;
int pending;

long sum(const int *v, int n)
{
	int i = 0;
	int acc;

	for (acc = 0; i < n; i++)
		acc += v[i];
	calls++;
	return acc;
}
