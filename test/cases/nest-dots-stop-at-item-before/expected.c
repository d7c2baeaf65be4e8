int poke(int *p);
int peek(int *p);
void start(int *p);
void stop(int *p);

void twice(int *a)
{
	start(a);
	poke(a);
	start(a);
	peek(a);
	stop(a);
}

void in_loop(int *a, int n)
{
	while (n--) {
		start(a);
		poke(a);
	}
	stop(a);
}
