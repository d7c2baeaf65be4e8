void straight(int x)
{
	f(x);
	g(x);
	m(x);
	k2(x);
	done();
}

void blocked(int x)
{
	f(x);
	g(x);
	h(x);
	k(x);
}

void twice(int x)
{
	f(x);
	g(x);
	k2(x);
	if (x) {
		g(x);
		k2(x);
	}
}

void no_occurrence(int x)
{
	f(x);
	k(x);
}
