struct point { int x, y; };

int twice(int v);

void setup(void)
{
	int (*op)(int) = twice;
	char name[] = "origin";
	struct point *at = 0;
}
