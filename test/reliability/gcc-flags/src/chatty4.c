/* One of the files the stderr check runs over. */
int chatty4(int x)
{
	return x;
}
