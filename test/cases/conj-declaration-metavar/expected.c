
long total;

struct pair {
	int a;
	long b;
};

void f(void)
{
	long m;

	n = 1;
	m = 2;
}
