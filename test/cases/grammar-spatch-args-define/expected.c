int f(void)
{
	return new_fn();
}
