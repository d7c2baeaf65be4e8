/* Divisions that are not ARRAY_SIZE().  Must not fire. */
static int a[8][2];
static int b[4][2];
static short words[16];

int sizes(void)
{
	int n = 0;

	n += sizeof(a) / sizeof(b[0]);		/* two arrays */
	n += sizeof(b) / sizeof(a[0][0]);	/* different arrays again */
	n += sizeof(words) / 2;			/* a literal element size */
	n += sizeof(words) / sizeof(int);	/* not the element type */
	n += sizeof(a[0]) / sizeof(a);		/* upside down */
	n += sizeof(a) * sizeof(a[0]);
	return n;
}
