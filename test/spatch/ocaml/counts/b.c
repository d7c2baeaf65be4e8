void lock(void), work(void);

void g(void)
{
	lock();
	work();
}
