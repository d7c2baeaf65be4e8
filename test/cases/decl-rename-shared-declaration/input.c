int hits, misses;

void count(void)
{
	int first, rest[3];
	char *name, *alias;
	static long total, *last;
}
