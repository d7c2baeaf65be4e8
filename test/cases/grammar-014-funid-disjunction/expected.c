static inline int start(void)
{
	modern();
	return 0;
}
static inline int stop(void)
{
	modern();
	return 1;
}
static int other(void)
{
	legacy();
	return 2;
}
