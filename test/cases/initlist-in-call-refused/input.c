int f(int, int);

int g(void)
{
	return f(1, 2);
}
