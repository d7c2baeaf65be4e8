void stop(int code);
void halt(void);

int pick(int c)
{
	int n = 1;

	if (c > 1)
		return c;
	if (c < 0)
		stop(2);
	halt();
	return 0;
}
