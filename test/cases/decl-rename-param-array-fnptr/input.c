struct point { int x, y; };

int apply(struct point *at, int scale[2], int (*step)(int))
{
	return step(at->x * scale[0]);
}
