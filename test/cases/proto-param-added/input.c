int f(int a);
int f(int);
static int f(int b);

int f(int a)
{
	return a;
}
