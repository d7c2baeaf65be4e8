void a(void);
void b(void);

int both(int x)
{
	if (x) {
		a();
	} else {
		a();
	}
	return x;
}

int has_no_a(int x)
{
	if (x) {
		a();
	} else {
		b();
	}
	return x;
}

static int has_no_a(int x)
{
	if (x)
		return 0;
	a();
	return 1;
}
