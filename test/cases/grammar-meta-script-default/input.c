void g(void)
{
	good();
}
