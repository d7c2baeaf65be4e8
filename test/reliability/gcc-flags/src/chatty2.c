/* One of the files the stderr check runs over. */
int chatty2(int x)
{
	return x;
}
