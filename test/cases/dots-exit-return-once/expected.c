void lock(int *p);
void unlock(int *p);

void looped(int *p)
{
	lock(p);
	while (p) {
		if (*p) {
			unlock(p);
			return;
		}
		p++;
	}
	unlock(p);
}
