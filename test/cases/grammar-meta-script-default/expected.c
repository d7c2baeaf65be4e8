void g(void)
{
	g_none_0();
}
