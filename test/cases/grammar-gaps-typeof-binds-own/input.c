struct s { long len; };
void f(struct s *p, struct s *q)
{
	typeof(p->len) n;
	n = (long)p->len;
}
void g(struct s *p, struct s *q)
{
	typeof(p->len) n;
	n = (long)q->len;
}
void h(int a)
{
	__typeof__(a + 1) m;
	m = (int)(a + 1);
}
