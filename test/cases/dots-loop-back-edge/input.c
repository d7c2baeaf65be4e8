void fill(void);
void check(void);

void round_the_loop(int n)
{
	while (n--) {
		check();
		fill();
	}
}

void by_continue(int n)
{
	int i;

	for (i = 0; i < n; i++) {
		check();
		if (i & 1)
			continue;
		fill();
	}
}
