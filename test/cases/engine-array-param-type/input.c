/* An array parameter has the adjusted type char *, as clang says. */
void *memset(void *p, int c, unsigned long n);

void clear(char buf[32])
{
	memset(buf, 0, sizeof(buf));
}
