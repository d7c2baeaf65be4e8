void good(void)
{
	lock();
	work();
	unlock();
}

void bad(void)
{
	lock();
	work();
}
