int a(int p, int q, int r)
{
	return p + q;
	a_r();
	a_q();
	a_p();
}
