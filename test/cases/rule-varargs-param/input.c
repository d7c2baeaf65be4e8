static void logf(const char *fmt, ...)
{
	counter++;
}

static void plain(const char *fmt)
{
	counter--;
}

static void two(const char *fmt, int level, ...)
{
	counter += level;
}
