struct one x;

struct two y;

struct three z;

int f(void)
{
	return 0;
}
