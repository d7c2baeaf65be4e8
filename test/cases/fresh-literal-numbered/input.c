int handler(int, char *, long count)
{
	return count;
}
