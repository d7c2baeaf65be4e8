void g(void)
{
	keep();
}
