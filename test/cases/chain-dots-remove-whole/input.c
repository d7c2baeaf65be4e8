struct s { int x, y; };
int has_x(struct s *p);
void h(int a, struct s *p, int b, struct s *q)
{
	if (p && p->x) {}
	if (a && p && b && p->x) {}
	if (q && p && b && p->x) {}
	if (a && b && q && q->x) {}
	if (q && (p && b) && p->x) {}
	if (a || p && p->x) {}
	if ((a || p) && p->x) {}
}
