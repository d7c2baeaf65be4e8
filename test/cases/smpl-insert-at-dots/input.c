void enter(void), leave(void), work(int);

void run(int n)
{
	work(n);
	work(n + 1);
}
