void fn(int x)
{
	if (x) {
		/* inside */
		g(x);
	}
	f(x);
}
