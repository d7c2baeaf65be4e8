void open_dev(void)
{
	open_dev_X();
}

void close_dev(void)
{
	close_dev_Y();
	close_dev_Z();
}
