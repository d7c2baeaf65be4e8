#define HDR 16
#define HDR_SIZE 16
void *alloc(unsigned long n);
void h(unsigned long n, unsigned long m)
{
	alloc(HDR_SIZE);
	alloc(HDR_SIZE + n);
	alloc(n + HDR_SIZE);
	alloc(n + HDR_SIZE + m);
	alloc(n + (HDR + m));
	alloc(n * HDR + m);
	alloc(n - HDR);
}
