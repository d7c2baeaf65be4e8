int w1_g(int x)
{
	int d;

	d = find(x);
	if (x)
		put(d);
	use(d);
	return 0;
}
int w1_g2(int x)
{
	int d;

	d = find(x);
	if (x) {
		foo();
		if (x > 2)
			put(d);
	}
	use(d);
	return 0;
}
int w1_g3(int x)
{
	int d;

	d = find(x);
	if (x)
		put(x);
	use(d);
	return 0;
}
int w1_g4(int x)
{
	int d;

	d = find(x);
	if (x)
		foo();
	else
		put(d);
	use(d);
	return 0;
}
int w1_g5(int x)
{
	int d;

	d = find(x);
	put(d);
	use(d);
	return 0;
}
int w1_g6(int x)
{
	int d;

	d = find(x);
	if (put(d))
		foo();
	use(d);
	return 0;
}
int w2_a(int x)
{
	int d;

	d = find(x);
	if (d)
		return;
	use(d);
	return 0;
}
int w2_b(int x)
{
	int d;

	d = find(x);
	if (d) {
		return;
	}
	use(d);
	return 0;
}
int w2_c(int x)
{
	int d;

	d = find(x);
	while (x--) {
		put(d);
	}
	use(d);
	return 0;
}
int w2_e(int x)
{
	int d;

	d = find(x);
	while (x--)
		foo(put(d));
	use(d);
	return 0;
}
int w2_f(int x)
{
	int d;

	d = find(x);
	if (d)
		foo();
	use(d);
	return 0;
}
int w2_h(int x)
{
	int d;

	d = find(x);
	if (d) {
		foo();
		return;
	}
	use(d);
	return 0;
}
