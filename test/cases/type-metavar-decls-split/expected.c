void h(void)
{
	unsigned long *saved;
	unsigned long *a;
	drop(a);
	use(a);
}

void h(void)
{
	char saved[8];
	char name[8];
	drop(name);
	use(name);
}
