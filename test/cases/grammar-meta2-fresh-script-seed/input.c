void open_dev(void)
{
	log_it(x);
}

void close_dev(void)
{
	log_it(y);
	log_it(z);
}
