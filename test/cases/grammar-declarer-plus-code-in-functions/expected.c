static DEFINE_MUTEX(lock1);
DEFINE_MUTEX(lock2);
int x;

void f(void)
{
	DEFINE_SPINLOCK(lock3);
}
