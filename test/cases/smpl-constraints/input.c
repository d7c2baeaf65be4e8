void g(int x)
{
	old_a(x);
	old_b(0);
	keep_old(x);
}
