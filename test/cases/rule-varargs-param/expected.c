static void logf(const char *fmt, ...)
{
	new_check();
	counter++;
}

static void plain(const char *fmt)
{
	counter--;
	new_check();
}

static void two(const char *fmt, int level, ...)
{
	old_check();
	counter += level;
}
