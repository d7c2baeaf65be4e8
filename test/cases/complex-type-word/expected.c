#include <complex.h>

double norm(void)
{
	double complex w;
	float v;
	return 0;
}
