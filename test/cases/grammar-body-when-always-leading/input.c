void only_g(int x)
{
	g(x);
	unlock(x);
}

void other_call(int x)
{
	k(x);
	unlock(x);
}
