#ifdef CONFIG_SMP
static int alloc_it(struct m *mod)
{
	int x = 0;
#ifdef CONFIG_DEBUG
	check(mod);
#endif
	setup(mod, x);
	return x;
}
#else
static int alloc_it(struct m *mod)
{
	setup(mod, 0);
	return 0;
}
#endif

int other(struct m *mod)
{
	setup(mod, 1);
	return 1;
}
