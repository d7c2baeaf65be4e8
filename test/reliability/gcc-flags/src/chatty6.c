/* One of the files the stderr check runs over. */
int chatty6(int x)
{
	return x;
}
