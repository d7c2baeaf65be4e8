void fn(int x)
{
		/* inside */
	f(x);
}
