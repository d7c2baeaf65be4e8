void g(void)
{
	keep(1);
	drop(0);
}
