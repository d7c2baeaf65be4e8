void f(void)
{
	const char *a = "";
	char *b = "";
}
