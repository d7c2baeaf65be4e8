int f(int p)
{
	f(1);
	return sizeof(p);
}
