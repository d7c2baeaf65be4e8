void lock(int);
void unlock(int);
void use(int);

void twice_unlocked(void)
{
	lock(1);
	unlock(1);
	unlock(1);
	use(1);
}

void relocked(void)
{
	lock(2);
	lock(2);
	unlock(2);
	use_unlocked(2);
}

void plain(void)
{
	lock(3);
	work();
	unlock(3);
	other();
	use_unlocked(3);
}
