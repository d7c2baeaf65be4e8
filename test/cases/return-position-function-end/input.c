void start(void);
void work(int);

void falls_off(int x)
{
	start();
	work(x);
}

int returns(int x)
{
	start();
	if (x)
		return 1;
	work(x);
	return 0;
}
