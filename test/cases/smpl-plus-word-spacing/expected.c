int g(void)
{
	float x;

	return 0;
}
