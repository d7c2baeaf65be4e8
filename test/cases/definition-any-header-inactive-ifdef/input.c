struct reading { int level; int raw; };

static int clamp_level(struct reading *r)
{
	r->level = (r->raw > 0 ? r->raw : 0);
	return r->level;
}

#ifdef CONFIG_NEVER_SET_FOR_THIS_CASE
static int scale_level(struct reading *r, int floor)
{
	int v = r->raw * 4;

	r->level = (v >= floor ? v : floor);
	return 1;
}
#endif
