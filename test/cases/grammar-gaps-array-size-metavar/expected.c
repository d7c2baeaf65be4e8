#define N 8
typedef char buf2_t[N + 1];
typedef int vec_t[4];
void f(void)
{
	long local[N * 2];
	memset(local, 0, sizeof(local));
}
void g(void)
{
	long local[N * 2];
	memset(local, 0, N);
}
