int logf(const char *fmt, ...);

int fct_va(const char *fmt, ...)
{
	return 0;
}
