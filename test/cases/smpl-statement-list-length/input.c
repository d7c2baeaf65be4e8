void step(int on)
{
	if (on) {
		start();
	}
	if (on) {
		int k = start();
		stop(k);
	}
	while (on) {
		start();
		if (on) { stop(1); stop(2); stop(3); }
		wait();
		stop(0);
	}
	for (;;) {
		start();
		wait();
		stop(0);
	}
	done();
}
