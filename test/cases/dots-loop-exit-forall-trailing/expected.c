void start(int *p);
void begin(int *p);
void stop(int *p);

void in_while(int *a, int n)
{
	while (n) {
		start(a);
		n--;
	}
	stop(a);
}

void in_do(int *a, int n)
{
	do {
		if (n)
			start(a);
	} while (n--);
}

void outside(int *a, int n)
{
	begin(a);
	while (n) {
		n--;
	}
	stop(a);
}

void by_break(int *a, int n)
{
	while (n) {
		begin(a);
		break;
	}
	stop(a);
}
