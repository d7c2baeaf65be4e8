void good(void)
{
	lock();
	work();
	unlock();
}

void bad(void)
{
	lock_and_leak();
	work();
}
