int a(int p, int q, int r)
{
	return p + q;
}
