#include <complex.h>
void f(void)
{
	double complex a;
	double complex b;
}
