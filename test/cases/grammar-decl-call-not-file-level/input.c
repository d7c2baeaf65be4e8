static DEFINE_MUTEX(lock1);

int f(void)
{
	DEFINE_MUTEX(lock2);
	EXPORT_SYMBOL(f);
	return 0;
}
EXPORT_SYMBOL(f);
