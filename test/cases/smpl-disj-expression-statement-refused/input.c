int f(int p)
{
	return(sizeof(p));
}
