int setup(int first, long second, char *third)
{
	release(second);
	prepare(first);
	release(third);
	release(first);
	release(other);
	return 0;
}
