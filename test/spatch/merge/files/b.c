void b(void)
{
	lock();
	work(2);
	work(3);
	unlock();
}
