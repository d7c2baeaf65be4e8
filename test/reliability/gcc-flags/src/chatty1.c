/* One of the files the stderr check runs over. */
int chatty1(int x)
{
	return x;
}
