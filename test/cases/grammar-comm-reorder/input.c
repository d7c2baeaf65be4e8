int setbits(int e, int c);

int f(int a)
{
	int b = 0;

	if (!(4 & a))
		b++;
	if (!(a & 4))
		b++;
	b = 16 | a;
	b = a | 16;
	return b;
}
