void g(void)
{
	open_wrap(1);
}
