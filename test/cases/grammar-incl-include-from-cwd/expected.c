void init(void)
{
	set_mode(1);
	get_mode(0);
}
