long widen(long v, char c)
{
	int a = 1;
	signed int b = 2;
	signed d = 3;

	return (signed int)v + (signed)c + (int)a + b + d;
}
