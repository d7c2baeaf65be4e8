void g(void)
{
	list_for_each_entry(x, &h, n) {
		a = kmalloc(1, GFP_KERNEL);
	}
}

int f(void)
{
	a = kmalloc(1, GFP_KERNEL);
	return 0;
}
