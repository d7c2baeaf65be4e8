struct t { int ok; };
struct s { struct t *n, *m; };
int ready(struct t *t);
void h(int a, struct s *p, int b, struct s *q)
{
	if (p && p->n && ready(p->n)) {}
	if (a && p && b && p->n && ready(p->n)) {}
	if (p && a && p->n && b && ready(p->n)) {}
	if (q && p && p->m && q->n && ready(p->m)) {}
	if (p && p->n && p->m->ok) {}
	if (p && p->n && p->n->ok && a) {}
}
