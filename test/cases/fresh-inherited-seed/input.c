void lock(int), unlock();
int dev, saved_dev;

void f(void)
{
	lock(dev);
	unlock();
}
