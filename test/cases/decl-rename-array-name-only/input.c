int sum(void)
{
	int lens[4];
	char names[8][16];
	long total;

	total = 0;
	return (int)total;
}
