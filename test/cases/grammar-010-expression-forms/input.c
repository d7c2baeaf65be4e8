struct s { int fld; };
struct s v[3];
long w(int x, int y, int *p)
{
	int z = x ? y : 2;
	y++;
	z += v[x].fld;
	z += (struct s){ 4 }.fld;
	return (long)z;
}
