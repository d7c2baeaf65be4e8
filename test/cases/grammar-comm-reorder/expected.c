int setbits(int e, int c);

int f(int a)
{
	int b = 0;

	if (!a & 4)
		b++;
	if (!a & 4)
		b++;
	b = setbits(a, 16);
	b = setbits(a, 16);
	return b;
}
