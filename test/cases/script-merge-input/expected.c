void take(int n)
{
	new_lock();
	if (n)
		new_lock();
	old_unlock();
}
