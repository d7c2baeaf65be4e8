/* Added code takes spatch's spacing round parentheses and commas. */
int g(int x)
{
	bar(x, sizeof(x), x, x);
	if (x) {
		bar(x + 1, sizeof(x + 1), x + 1, x + 1);
	}
	return 0;
}
