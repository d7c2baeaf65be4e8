struct s { int x, y; };
int has_x(struct s *p);
void h(int a, struct s *p, int b, struct s *q)
{
	if (has_x(p)) {}
	if (has_x(p)) {}
	if (has_x(p)) {}
	if (has_x(q)) {}
	if (q && (p && b) && p->x) {}
	if (a || p && p->x) {}
	if ((a || p) && p->x) {}
}
