int a(void)
{
	return 0;
}

int gone1(void)
{
	return 1;
}

int b(void)
{
	return 2;
}

int gone2(void)
{
	return 3;
}
