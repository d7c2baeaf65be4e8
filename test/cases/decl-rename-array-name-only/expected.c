int sum(void)
{
	int buf_lens[4];
	char buf_names[8][16];
	long buf_total;

	total = 0;
	return (int)total;
}
