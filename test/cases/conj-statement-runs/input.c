void take(int, int);
void release(int);
void wait_done(void);

void both(void)
{
	take(1, 5);
	take(2, 0);
	wait_done();
	release(2);
}

void no_wait(void)
{
	take(3, 0);
	release(3);
}

void no_release(void)
{
	take(4, 0);
	wait_done();
}
