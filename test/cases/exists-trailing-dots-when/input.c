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

int sometimes(int x)
{
	if (x) {
		a();
	} else {
		b();
	}
	return 0;
}

int looping(int x)
{
	while (x--)
		a();
	return 0;
}

int at_return(int x)
{
	b();
	return x ? 1 : 0;
}
