#define NULL ((void *)0)
struct s { int x; };
int f(int a, struct s *p, int b)
{
	if (p && p->x)
		return 1;
	if (a && p && p->x)
		return 2;
	if (a && p && b && p->x)
		return 3;
	if (p && b && p->x)
		return 4;
	return 0;
}
