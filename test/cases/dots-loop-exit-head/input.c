int reset(int *p);
void release(int *p);
void use(int *p);
void stale(int *p);

void head_resets(int *a, int n)
{
	while (reset(a) && n--)
		release(a);
	use(a);
}

void head_does_not_reset(int *a, int n)
{
	while (n--)
		release(a);
	use(a);
}

void continue_passes_increment(int *a, int n)
{
	int i;

	for (i = 0; i < n; reset(a), i++) {
		release(a);
		if (i & 1)
			continue;
		n--;
	}
	use(a);
}

void for_init_is_in_the_head(int *a, int n)
{
	int i;

	for (reset(a); n > 0; n--)
		release(a);
	use(a);
}

void for_without_anything(int *a, int n)
{
	for (;;) {
		if (n-- == 0)
			break;
		release(a);
	}
	use(a);
}

void do_tail_resets(int *a, int n)
{
	do {
		release(a);
	} while (reset(a) && n--);
	use(a);
}

void do_tail_does_not(int *a, int n)
{
	do {
		release(a);
		if (n == 3)
			continue;
	} while (n--);
	use(a);
}

void do_continue_goes_to_the_tail(int *a, int n)
{
	do {
		release(a);
		if (n == 3)
			continue;
		n++;
	} while (reset(a));
	use(a);
}

void nested_inner_head_resets(int *a, int n, int m)
{
	int i;

	while (n--) {
		for (i = 0; i < m && reset(a); i++)
			release(a);
	}
	use(a);
}

void nested_outer_head_resets(int *a, int n, int m)
{
	int i;

	while (reset(a) && n--) {
		for (i = 0; i < m; i++)
			release(a);
	}
	use(a);
}

void nested_neither(int *a, int n, int m)
{
	int i;

	while (n--) {
		for (i = 0; i < m; i++)
			release(a);
	}
	use(a);
}

void break_skips_the_head(int *a, int n)
{
	while (reset(a)) {
		release(a);
		if (n)
			break;
		n++;
	}
	use(a);
}
