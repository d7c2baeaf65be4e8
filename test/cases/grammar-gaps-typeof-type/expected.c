typedef unsigned long ulong_t;
void f(int a)
{
	ulong_t q;
	unsigned long n;
	typeof(a) z;
	const int k;
}
