/* xxd.c's K&R-compatible prototypes; __P comes from a header */
static void exit_with_usage __P((void));
static int huntype __P((FILE *, FILE *, int, long, int));

static void
exit_with_usage(void)
{
	exit(1);
}

int main(void)
{
	exit_with_usage();
	return huntype(0, 0, 0, 0, 0);
}
