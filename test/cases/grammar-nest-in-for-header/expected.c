struct s { int n, len; };

void f(struct s *p, int i)
{
	for (i = 0; i < 10; i += get_field(p))
		g(i);
	for (i = 0; i < 10; i++)
		g(i);
	for (i = 0; i < get_field(p); i++) {
		g(i);
	}
}
