struct s { int x; struct s *n; };
int f(int a, struct s *p, int b, struct s *q)
{
	if (a &&
	    p &&
	    b &&
	    p->x)
		return 1;
	if ((a || p) && p->x)
		return 2;
	if (a || p && p->x)
		return 3;
	if (p->x && p && a)
		return 4;
	if (q && (p && a) && p->x)
		return 5;
	if (a && p != NULL && q && q->n && p->x)
		return 6;
	if (a && p && p->x && b)
		return 7;
	return 0;
}
