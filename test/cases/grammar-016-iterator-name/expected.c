#define list_for_each(e, l) for (e = (l); e; e = e->next)
struct n { struct n *next; };
void f(struct n *l)
{
	struct n *e;
	list_for_each_safe(e, l)
		g(e);
}
