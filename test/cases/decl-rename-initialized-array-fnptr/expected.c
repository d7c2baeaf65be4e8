struct point { int x, y; };

int twice(int v);

void setup(void)
{
	int (*op_init)(int) = twice;
	char name_init[] = "origin";
	struct point *at_init = 0;
}
