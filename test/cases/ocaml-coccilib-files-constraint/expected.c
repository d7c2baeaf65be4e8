int input_init(void)
{
	return 2;
}

int other_init(void)
{
	return 1;
}
