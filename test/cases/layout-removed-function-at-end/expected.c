int a(void)
{
	return 0;
}

int b(void)
{
	return 2;
}
