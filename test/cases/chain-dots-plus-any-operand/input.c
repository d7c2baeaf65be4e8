#define HDR 16
#define HDR_SIZE 16
void *alloc(unsigned long n);
void h(unsigned long n, unsigned long m)
{
	alloc(HDR);
	alloc(HDR + n);
	alloc(n + HDR);
	alloc(n + HDR + m);
	alloc(n + (HDR + m));
	alloc(n * HDR + m);
	alloc(n - HDR);
}
