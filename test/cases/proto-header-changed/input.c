int f(int a);
int f(int);
static int f(int b);
int g(int a);

int f(int a)
{
	return a;
}

int g(int a)
{
	return f(a);
}
