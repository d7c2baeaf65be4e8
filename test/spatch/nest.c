int snprintf(char *, unsigned long, const char *, ...);
int show(char *buf)
{
	int x = 1;

	return snprintf(buf, 4, "%d", x);
}
