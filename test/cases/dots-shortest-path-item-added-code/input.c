int use(int);
int other(int);

int f(int x)
{
	x = 1;
	x = 2;
	return 0;
}

int g(int x)
{
	x = 3;
	other(x);
	return 0;
}
