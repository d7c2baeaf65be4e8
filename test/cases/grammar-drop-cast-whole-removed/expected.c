int h(long a)
{
	return a + a;
}
