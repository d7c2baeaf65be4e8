int count(unsigned int n)
{
	if (n < 0)
		return -1;
	return 0;
}
