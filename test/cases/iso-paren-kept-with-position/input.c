static int table[4];
int g(int);

int count(void)
{
	return (sizeof table / sizeof (int)) + g(3);
}

int count2(void)
{
	return (sizeof(table) / sizeof (int)) + g((4));
}
