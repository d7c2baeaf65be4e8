

struct three z;

int f(void)
{
	return 0;
}
