int poke(int *p);
int peek(int *p);
void start(int *p);
void stop(int *p);

void g(int *a, int n)
{
	start(a);
	while (poke(a) && n) {
		n--;
	}
	stop(a);
}

void from_the_body(int *a, int n)
{
	do {
		start(a);
		if (n)
			continue;
		n++;
	} while (poke(a) && n-- > 10);
	stop(a);
}
