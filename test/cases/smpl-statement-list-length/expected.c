void step(int on)
{
	if (on) {
		start();
	}
	if (on) {
		two();
	}
	while (on) {
		four();
	}
	for (;;) {
		start();
		wait();
		stop(0);
	}
	done();
}
