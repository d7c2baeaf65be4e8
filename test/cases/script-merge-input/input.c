void take(int n)
{
	old_lock();
	if (n)
		old_lock();
	old_unlock();
}
