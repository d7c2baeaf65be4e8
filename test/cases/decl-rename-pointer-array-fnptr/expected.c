void setup(void)
{
	unsigned long *old_slots[4];
	int *old_grid[2][3];
	int (*old_op)(int);
	char old_c;
}
