long keep(long x)
{
	return x;
}

long keep2(long x)
{
	return x;
}

long keep3(long x)
{
	return x;
}
