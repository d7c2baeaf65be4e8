int h(long a)
{
	return (int)a + a;
}
