long f2(int a);
long f2(int);
static long f2(int b);
int g(int a);

long f2(int a)
{
	return a;
}

int g(int a)
{
	return f(a);
}
