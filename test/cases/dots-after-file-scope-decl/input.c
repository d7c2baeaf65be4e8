static int hits;
static long total;

int count(int v)
{
	static int calls;
	static int last;

	calls = 1;
	last = v;
	hits++;
	total += v;
	return last;
}
