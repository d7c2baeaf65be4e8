void a(void)
{
	lock();
	work(1);
	unlock();
}
