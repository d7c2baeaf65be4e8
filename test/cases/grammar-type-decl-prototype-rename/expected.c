struct s;

int a, renamed(int), c;
static long *p, *renamed(struct s *), r;
int b2, q2(void);

int g(void)
{
	return a + c;
}
