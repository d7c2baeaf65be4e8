void lock(int), unlock(int), unlock_all(int);

void one(void)
{
	lock(1);
	unlock_all(1);
	unlock_all(2);
}

void two(void)
{
	unlock_all(3);
}
