/* Added code takes spatch's spacing round parentheses and commas. */
int g(int x)
{
	foo(x);
	if (x) {
		foo(x + 1);
	}
	return 0;
}
