void lock(void), unlock(void);

void f(void)
{
	lock();
	unlock();
}
