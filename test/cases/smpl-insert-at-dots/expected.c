void enter(void), leave(void), work(int);

void run(int n)
{
	enter();
	work(n);
	work(n + 1);
	leave();
}
