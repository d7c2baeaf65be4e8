struct s { int a; };
int f(int x, struct s *p)
{
	if (x)
		return x;
	return sizeof x + sizeof(struct s);
}
