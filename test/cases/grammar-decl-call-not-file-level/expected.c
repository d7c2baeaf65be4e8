static DEFINE_MUTEX(lock1);

int f(void)
{
	return 0;
}
EXPORT_SYMBOL(f);
