struct s;

int a, c;
static long *p, r;
int b2, q2(void);

int g(void)
{
	return a + c;
}
