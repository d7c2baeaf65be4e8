int show(int state)
{
	log(1);
	log(2);
	if (state)
		log(1);
	else
		log(3);
	return 0;
}

int other(void)
{
	log(1);
	return 0;
}
