void lock(void), unlock(void), work(int);

void f(int a)
{
	lock();
	unlock();
	work(a);
	lock();
	unlock();
}
