static DEFINE_SPINLOCK(lock1);
DEFINE_SPINLOCK(lock2);
int x;

void f(void)
{
	DEFINE_SPINLOCK(lock3);
}
