void init(void)
{
	set_mode(0);
	get_mode(0);
}
