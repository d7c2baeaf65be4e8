struct s { int y; };
int y(int y)
{
	struct s v;
	int far = y;
	v.y = 1;
	return y + far;
}
