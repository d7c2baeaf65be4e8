int logf(const char *fmt, ...);

int logf(const char *fmt, ...)
{
	return 0;
}
