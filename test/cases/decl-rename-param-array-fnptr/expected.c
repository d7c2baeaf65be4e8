struct point { int x, y; };

int apply(struct point *arg_at, int arg_scale[2], int (*arg_step)(int))
{
	return step(at->x * scale[0]);
}
