/* char_u and listitem_T are a header's typedefs, unknown here */
char_u **f(listitem_T ***out, int n)
{
	char_u **p;

	p = ALLOC_CLEAR_MULT(char_u *, n);
	*out = ALLOC_CLEAR_MULT(listitem_T **, n + 1);
	n = ALLOC_MULT(n * 2, 3);
	return p;
}
