int f(int x)
{
	lock(x);
	added(x);
#ifdef CONFIG_A
	a(x);
	unlock(x);
#else
	b(x);
	unlock(x);
#endif
	return 0;
}

int g(int x)
{
	lock(x);
	added(x);

	/* the work */
	a(x);
	unlock(x);
	return 0;
}
