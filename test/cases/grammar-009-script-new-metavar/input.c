void h(void)
{
	run(1, 2);
}
