void both(int *m, int c)
{
	lock(m);
	if (c)
		unlock(m);
	else
		unlock(m);
	done();
}

void one_path(int *m, int c)
{
	lock(m);
	if (c)
		unlock_old(m);
	done();
}

void stopped(int *m)
{
	lock(m);
	stop(m);
	unlock_old(m);
}
