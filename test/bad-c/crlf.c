int f(int x)
{
	/* CRLF line ends */
	return !x & 4;
}
