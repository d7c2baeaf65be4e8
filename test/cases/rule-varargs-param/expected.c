static void logf(const char *fmt, ...)
{
	counter++;
	va_check();
}

static void plain(const char *fmt)
{
	counter--;
	va_check();
}

static void two(const char *fmt, int level, ...)
{
	counter += level;
}
