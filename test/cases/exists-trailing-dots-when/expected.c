void a(void);
void b(void);

int always(int x)
{
	if (x) {
		a();
	} else {
		a();
	}
	return 0;
}

int f_no_a(int x)
{
	if (x) {
		a();
	} else {
		b();
	}
	return 0;
}

int f_no_a(int x)
{
	while (x--)
		a();
	return 0;
}

int f_no_a(int x)
{
	b();
	return x ? 1 : 0;
}
