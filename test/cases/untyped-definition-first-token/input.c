setup () {
	init_all();
}

int keep(void)
{
	return 0;
}
