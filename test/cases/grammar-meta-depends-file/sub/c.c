void g(void)
{
	good();
	other();
	third();
	fifth();
}
