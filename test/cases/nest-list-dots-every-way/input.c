int g(int, int);
/* each way of g(..., E, ...) is an occurrence of the nest: a, b, c, 1 */
int h(int a, int b, int c)
{
	return g(a, b) + g(c, 1);
}
