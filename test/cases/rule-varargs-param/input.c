static void logf(const char *fmt, ...)
{
	old_check();
	counter++;
}

static void plain(const char *fmt)
{
	counter--;
	old_check();
}

static void two(const char *fmt, int level, ...)
{
	old_check();
	counter += level;
}
