int g;

void a(struct w *wd, int n)
{
	wd = alloc(1);
	n = alloc(2);
	g = alloc(3);
	s.f = alloc(4);
}

void b(void)
{
	struct w wd;
	long n;

	release(wd);
	release(n);
	drop(g);
	drop(s.f);
}

void c(int n)
{
	struct w *wd = get();
	int g = 0;

	drop(wd);
	drop(n);
	drop(g);
	drop(s.f);
}

void d(void)
{
	struct v *wd = get();

	release(wd);
	release(other);
}
