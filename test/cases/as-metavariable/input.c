struct ops { int (*probe)(void); int (*remove)(void); int (*other)(void); };

int setup(struct ops *dev, int n)
{
	init();
	dev->probe();
	dev->remove();
	dev->other();
	g(n + n);
	g(n + 1);
	return n;
}

void two(int a, char *b)
{
	init();
	b[a] = 0;
}
