void g(void)
{
	keep(0);
	drop(0);
}
