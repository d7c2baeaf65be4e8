/* An argument inserted before a kept one keeps the rule's space after
 * its comma. */
int f(int a, int b, int c);

int g(int x, int y)
{
	return f(y, x, 0);
}
