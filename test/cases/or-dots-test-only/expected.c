int ready(int a, int *b, int c)
{
	g(a);
	if (is_set(a))
		g(c);
	while (is_set(c))
		c--;
	for (; b[c]; c++)
		g(c);
	c = a + 1;
	if (!is_set(c))
		return 1;
	if (unlikely(is_set(c)))
		return 2;
	return is_set(c) ? a : 0;
}
