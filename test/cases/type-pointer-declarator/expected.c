struct s;

void f(void)
{
	int *a;
	char *b;
	struct s *c;
	int n;
	int * v[];
	long **w[];
}
