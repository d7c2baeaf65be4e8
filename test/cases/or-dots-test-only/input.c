int ready(int a, int *b, int c)
{
	g(a);
	if (a)
		g(c);
	while (c)
		c--;
	for (; b[c]; c++)
		g(c);
	c = a + 1;
	if (!c)
		return 1;
	if (unlikely(c))
		return 2;
	return c ? a : 0;
}
