void f(void)
{
	char name[NAME_LEN];
	free_later(name);
}

void g(void)
{
	long vals[2];
	use(vals);
}
