int f(int a, int y);
int f(int, int);
static int f(int b, int y);

int f(int a, int y)
{
	return a;
}
