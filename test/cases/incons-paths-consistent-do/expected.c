struct mutex { int n; };
void mutex_lock(struct mutex *m);
void mutex_unlock(struct mutex *m);

void drain(int c, struct mutex *m)
{
	do {
		mutex_lock(m);
		if (c)
			break;
	} while (c);
}
