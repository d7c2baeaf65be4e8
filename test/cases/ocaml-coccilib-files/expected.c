int answer_in_input(void)
{
	return 42;
}
