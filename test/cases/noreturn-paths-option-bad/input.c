#include <stdlib.h>

void drop(char *p)
{
	free(p);
	free(p);
}
