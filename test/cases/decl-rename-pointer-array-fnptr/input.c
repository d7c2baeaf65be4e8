void setup(void)
{
	unsigned long *slots[4];
	int *grid[2][3];
	int (*op)(int);
	char c;
}
