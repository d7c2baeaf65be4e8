void f(void)
{
	char name;
	free_later(name);
}

void g(void)
{
	long vals[2];
	use(vals);
}
