void h(void)
{
	g();
	g();
	k();
}
void k(void)
{
	g();
	k();
}
