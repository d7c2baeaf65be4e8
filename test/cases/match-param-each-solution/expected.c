int setup(int first, long second, char *third)
{
	prepare(first);
	release(other);
	return 0;
}
