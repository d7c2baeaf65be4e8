struct s;

int a, b(int), c;
static long *p, *q(struct s *), r;
int b2, q2(void);

int g(void)
{
	return a + c;
}
