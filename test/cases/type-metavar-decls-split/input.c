void h(void)
{
	unsigned long *a;
	keep(a);
	use(a);
}

void h(void)
{
	char name[8];
	keep(name);
	use(name);
}
