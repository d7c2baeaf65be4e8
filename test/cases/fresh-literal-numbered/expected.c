int handler(int arg0, char *arg1, long count)
{
	return count;
}
