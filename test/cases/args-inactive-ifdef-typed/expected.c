int check(int count)
{
#ifdef WITH_LIMIT
	unsigned int limit = 4;

	if (limit != 0)
		return 1;
#else
	unsigned int other = 2;

	if (other > 0)
		return 2;
#endif
	if (count > 0)
		return 3;
	return 0;
}
