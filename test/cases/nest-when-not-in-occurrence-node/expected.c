void one(int *a)
{
	struct rec *l;
	swap(l, tmp);
}

void two(int *a)
{
	int k = 1;
	swap(k, tmp);
	swap(k, tmp);
}

void three(int *a)
{
	int tmp;
	swap(a, tmp);
	use(tmp);
}

void four(int z)
{
	z = 0;
	h(y);
	g(y, h(1));
}

void five(int z)
{
	z = 0;
	if (z)
		h(1);
	g(z);
}

void six(int z)
{
	z = 0;
	while (k(z)) {
		h(2);
	}
}
