#include <complex.h>

double norm(void)
{
	float complex w;
	float v;
	return 0;
}
