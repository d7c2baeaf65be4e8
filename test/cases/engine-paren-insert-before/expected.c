/* The rule keeps its parentheses and the code has none: `f` goes before
 * the added `(`. */
int f(int a, int b);

int g(int a, int b)
{
	return f(a, b);
}
