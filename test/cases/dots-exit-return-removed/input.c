void lock(int *p);
void unlock(int *p);

void early(int *p)
{
	lock(p);
	if (*p)
		return;
	unlock(p);
}

void looped(int *p)
{
	lock(p);
	while (p) {
		if (*p) return;
		p++;
	}
}

void plain(int *p)
{
	lock(p);
	p++;
}
