struct s { int n, len; };

void f(struct s *p, int i)
{
	for (i = 0; i < 10; i += p->n)
		g(i);
	for (i = 0; i < 10; i++)
		g(i);
	for (i = 0; i < p->len; i++) {
		g(i);
	}
}
