void h(void)
{
	new_run();
}
