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

int one(int x)
{
	if (x) {
		a();
	} else {
		b();
	}
	return x;
}

static int early(int x)
{
	if (x)
		return 0;
	a();
	return 1;
}
