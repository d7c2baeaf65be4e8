#define MAX(a, b) ((a) > (b) ? (a) : (b))

int f(int x)
{
	return MAX(x, 3) + 1;
}
