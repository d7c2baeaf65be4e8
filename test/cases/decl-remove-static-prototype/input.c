int keep(void)
{
	/* `- T x;` removes the whole declaration, storage class too, of
	 * an array or a prototype as of a plain variable. */
	return 0;
}
static int y;
static long *lookup(const char *key);
static int arr[3];
static const int carr[3];
extern int twice(int v);
