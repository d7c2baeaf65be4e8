static long total;
int hits;

int count(int v)
{
	int unused;

	return v + 1;
}
