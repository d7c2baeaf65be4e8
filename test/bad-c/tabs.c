int	f(int x)	{
		int	y = 1;		/* tabs	here */
	return	(!x	&	4) + y;	
}
	
