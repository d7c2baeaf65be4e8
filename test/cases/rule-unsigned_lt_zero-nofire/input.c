/* Comparisons with 0 that can go either way.  Must not fire. */
typedef int s32;
typedef long ssize_t;
typedef unsigned char u8;

int check(int err, ssize_t n, s32 ret, unsigned int count, u8 a, u8 b, char c)
{
	if (err < 0)			/* signed */
		return err;
	if (n < 0 || ret < 0 || c < 0)
		return -1;
	if ((int)count < 0)		/* cast to signed first */
		return -2;
	if (a - b < 0)			/* u8 - u8 is an int */
		return -3;
	if (count > 0 && count <= 0x10)	/* > 0 and <= are meaningful */
		return 1;
	if (count < 1)
		return 2;
	return 0;
}
