void start(void);
void check(void);
void other(void);

/* the way round meets start() again: no match */
void body_end(int n)
{
	while (n--) {
		start();
		other();
	}
	check();
}

/* round the loop, the way past the if meets start() again: no match */
void round_to_check(int n)
{
	while (n--) {
		if (n & 1)
			check();
		start();
	}
	check();
}

/* the continue's path ends early; the other branch reaches check() */
void continue_in_if(int n)
{
	while (n--) {
		start();
		if (n & 1) {
			other();
			continue;
		}
		check();
	}
	check();
}

/* a continue not in an if: its way round meets start() again */
void plain_continue(int n)
{
	while (n--) {
		start();
		continue;
	}
	check();
}

/* a do's tail goes back to its body */
void in_do(int n)
{
	do {
		start();
		other();
	} while (n--);
	check();
}
