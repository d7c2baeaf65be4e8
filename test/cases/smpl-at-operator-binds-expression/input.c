int use(long v);
int f(unsigned int x, int y)
{
	if (x <= 0)
		use(1);
	if (y <= 0)
		use(2);
	return x * 2 + y;
}
