void f(void)
{
	int d;

	walk(d) {
		touch(d);
		g(d);
		done(d);
	}
}
