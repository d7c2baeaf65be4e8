void g(int x)
{
	new_call(x);
	old_b(0);
	keep_old(x);
}
