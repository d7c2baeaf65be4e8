void g(void)
{
	open(0);
}
