int count;
long total;

struct pair {
	int a;
	long b;
};

void f(void)
{
	int n;
	long m;

	n = 1;
	m = 2;
}
