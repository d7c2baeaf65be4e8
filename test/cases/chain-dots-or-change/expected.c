#define NULL ((void *)0)
struct s { int x, y; };
void h(int a, struct s *p, int b, struct s *q)
{
	if (!p || p->x) {}
	if (a || !p || p->x) {}
	if (a || !p || b || p->x) {}
	if (!q || p == NULL || b || q->x) {}
	if (a || (p == NULL || b) || p->x) {}
	if (a && p == NULL || p->x) {}
}
