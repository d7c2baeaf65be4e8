void start(void);
void poll(void);

void run(int n)
{
	if (n)
		start();
	poll();
}
