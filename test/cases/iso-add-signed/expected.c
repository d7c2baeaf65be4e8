long widen(long v, char c)
{
	long a = 1;
	signed int b = 2;
	signed d = 3;

	return (long)v + (long)c + (long)a + b + d;
}
