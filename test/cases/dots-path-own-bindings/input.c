void work(int mode)
{
	lock(&dev);
	prepare();
	if (mode) {
		put(first);
	} else {
		put(second);
	}
	done();
}
