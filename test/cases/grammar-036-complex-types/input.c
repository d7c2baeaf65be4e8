#include <complex.h>
void f(void)
{
	float complex a;
	long double complex b;
}
