int use(int *p);
void release(int *p);
void release_last(int *p);

void head_uses(int *a, int n)
{
	while (use(a) && n--)
		release(a);
}

void head_does_not(int *a, int n)
{
	while (n--)
		release_last(a);
	n++;
}

void do_tail_uses(int *a, int n)
{
	do {
		release(a);
	} while (use(a));
}

void for_incr_uses(int *a, int n)
{
	int i;

	for (i = 0; i < n; i++, use(a)) {
		release(a);
		if (i)
			continue;
	}
}
