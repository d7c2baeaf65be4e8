void lock(void);
void unlock(void);
int work(void);

void forgets(void)
{
	lock();
	work();
}

void releases(void)
{
	lock();
	work();
	unlock();
}

int early(int x)
{
	lock();
	if (x)
		return -1;
	unlock();
	return 0;
}
