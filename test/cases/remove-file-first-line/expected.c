
int limit;

int get(void)
{
	return limit;
}
