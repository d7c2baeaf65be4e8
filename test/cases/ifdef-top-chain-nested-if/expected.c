#ifdef CONFIG_SMP
static int alloc_it(struct m *mod)
{
	int x = 0;
#ifdef CONFIG_DEBUG
	check(mod);
#endif
	prepare(mod, x);
	return x;
}
#else
static int alloc_it(struct m *mod)
{
	prepare(mod, 0);
	return 0;
}
#endif

int other(struct m *mod)
{
	prepare(mod, 1);
	return 1;
}
