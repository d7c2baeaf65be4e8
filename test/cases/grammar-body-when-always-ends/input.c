void only_g(int x)
{
	lock(x);
	g(x);
}

void nothing_after(int x)
{
	lock(x);
}

void other_call(int x)
{
	lock(x);
	k(x);
}
