int f(void)
{
	return old_fn();
}
