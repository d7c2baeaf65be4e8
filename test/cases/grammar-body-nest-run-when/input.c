void straight(int x)
{
	f(x);
	g(x);
	m(x);
	k(x);
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
	k(x);
	if (x) {
		g(x);
		k(x);
	}
}

void no_occurrence(int x)
{
	f(x);
	k(x);
}
