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
	if (!(a & 4))
		b++;
	b = a | 8;
	b = 16 | a;
	b = 32 | (a + 1);
	return b;
}
