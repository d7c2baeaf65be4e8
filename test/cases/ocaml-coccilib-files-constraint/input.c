int input_init(void)
{
	return 1;
}

int other_init(void)
{
	return 1;
}
