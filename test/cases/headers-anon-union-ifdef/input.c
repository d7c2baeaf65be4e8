#include <s.h>

int f(struct s *p)
{
	if (p->a < 0)
		return 1;
	if (p->v < 0)
		return 2;
	return 0;
}
