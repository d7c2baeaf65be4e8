int f(int x)
{
	int y =	!x & 4;	/* ÿ */
	return y +
		(!y & 8);}