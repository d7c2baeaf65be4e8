int poke(int *p);
int peek(int *p);
void start(int *p);
void stop(int *p);

void in_while(int *a, int n)
{
	while (poke(a) && n) {
		start(a);
		n--;
	}
	stop(a);
}

void in_for(int *a, int n)
{
	for (; poke(a); n--) {
		start(a);
		if (n)
			continue;
		poke(a);
	}
	stop(a);
}

void in_do(int *a, int n)
{
	do {
		start(a);
		n--;
	} while (poke(a) && n);
	stop(a);
}

void through_head(int *a, int n)
{
	start(a);
	while (poke(a) && n) {
		n--;
	}
	stop(a);
}

void by_break(int *a, int n)
{
	while (poke(a)) {
		start(a);
		poke(a);
		break;
	}
	stop(a);
}
