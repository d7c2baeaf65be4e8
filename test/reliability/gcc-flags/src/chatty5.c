/* One of the files the stderr check runs over. */
int chatty5(int x)
{
	return x;
}
