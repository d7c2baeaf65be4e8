#define srcmask 0U
static unsigned int drvmask;
int setbits(int c, int e);

int f(int scancode, int a)
{
	int b = 0;

	if (drvmask != 3 && !(srcmask & drvmask))
		b++;
	if (!(srcmask & (1 << scancode)))
		b++;
	if (!a & 4)
		b++;
	b = setbits(8, a);
	b = setbits(16, a);
	b = setbits(32, (a + 1));
	return b;
}
