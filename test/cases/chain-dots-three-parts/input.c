struct t { int ok; };
struct s { struct t *n, *m; };
int ready(struct t *t);
void h(int a, struct s *p, int b, struct s *q)
{
	if (p && p->n && p->n->ok) {}
	if (a && p && b && p->n && p->n->ok) {}
	if (p && a && p->n && b && p->n->ok) {}
	if (q && p && p->m && q->n && p->m->ok) {}
	if (p && p->n && p->m->ok) {}
	if (p && p->n && p->n->ok && a) {}
}
