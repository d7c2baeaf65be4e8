/* Every subexpression under sizeof binds E, the identifier too. */
int count(int *g, int n)
{
	return n * sizeof(*renamed);
}
