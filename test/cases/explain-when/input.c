void lock(int *l);
void unlock(int *l);
void f(int *l)
{
	lock(l);
	unlock(l);
	lock(l);
}
