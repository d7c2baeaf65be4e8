typedef unsigned long ulong_t;
void f(int a)
{
	typeof(ulong_t) q;
	__typeof__(unsigned long) n;
	typeof(a) z;
	const typeof(int) k;
}
