struct s { int x; };
int x(int x)
{
	struct s v;
	int far = x;
	v.x = 1;
	return x + far;
}
