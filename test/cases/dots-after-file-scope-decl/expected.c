int hits;
long total;

int count(int v)
{
	int calls;
	int last;

	calls = 1;
	last = v;
	hits++;
	total += v;
	return last;
}
