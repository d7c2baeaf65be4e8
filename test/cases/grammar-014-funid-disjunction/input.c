static inline int start(void)
{
	legacy();
	return 0;
}
static inline int stop(void)
{
	legacy();
	return 1;
}
static int other(void)
{
	legacy();
	return 2;
}
