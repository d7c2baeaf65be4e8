struct s { int fld; };
struct s v[3];
long w(int x, int y, int *p)
{
	int z = pick(x, y, 2);
	inc(&y);
	z += at(v, x)->fld;
	z += make(struct s, 4).fld;
	return cast(long, z);
}
