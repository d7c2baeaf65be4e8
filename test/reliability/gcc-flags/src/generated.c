/* Needs a header only a build generates: it does not compile here. */
#include "generated.h"

int generated_flag(int x)
{
	return !x & 8;
}
