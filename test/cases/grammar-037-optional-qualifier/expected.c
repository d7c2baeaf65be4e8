void f(void)
{
	const char *a = NULL;
	char *b = NULL;
}
