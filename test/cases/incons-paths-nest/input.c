struct mutex { int n; };
void mutex_lock(struct mutex *m);
void mutex_unlock(struct mutex *m);
void barrier(void);

struct mutex big;

void flush(int c)
{
	if (c)
		goto again;
	mutex_lock(&big);
again:
	barrier();
	mutex_unlock(&big);
}

void spin(int c)
{
	mutex_lock(&big);
	while (c--) {
		barrier();
	}
	mutex_unlock(&big);
}
