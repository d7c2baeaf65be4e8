/* `int y;` matches `static int y;`; the line added above it goes above
 * the whole declaration, not between `static` and `int`. */
int f(int x)
{
	static int y;
	return x;
}
