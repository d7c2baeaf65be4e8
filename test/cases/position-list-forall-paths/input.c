void setup(int mode)
{
	lock();
	if (mode)
		unlock(1);
	else {
		mode++;
		unlock(2);
	}
}
