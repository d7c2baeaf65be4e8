struct ops { int (*probe)(void); int (*remove)(void); int (*other)(void); };

int setup(struct ops *dev, int n)
{
	init(dev, n);
	call(dev, probe);
	call(dev, remove);
	dev->other();
	g2(n);
	g(n + 1);
	return n;
}

void two(int a, char *b)
{
	init(a, b);
	b[a] = 0;
}
