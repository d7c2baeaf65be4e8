/* One of the files the stderr check runs over. */
int chatty3(int x)
{
	return x;
}
