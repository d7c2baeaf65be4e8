void work(int mode)
{
	lock(&dev);
	prepare();
	if (mode) {
		put_locked(&dev, first);
	} else {
		put_locked(&dev, second);
	}
	done();
}
