typedef int fn_t(int);
typedef int (*fnp_t)(int);

int g(int x)
{
	fn_t *a;
	fnp_t b;

	return x;
}
