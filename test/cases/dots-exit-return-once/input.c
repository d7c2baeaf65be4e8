void lock(int *p);
void unlock(int *p);

void looped(int *p)
{
	lock(p);
	while (p) {
		if (*p)
			return;
		p++;
	}
}
