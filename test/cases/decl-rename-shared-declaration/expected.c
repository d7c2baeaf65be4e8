int saved_hits, saved_misses;

void count(void)
{
	int saved_first, saved_rest[3];
	char *saved_name, *saved_alias;
	static long saved_total, *saved_last;
}
