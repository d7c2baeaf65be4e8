#define ZERO {0}

void f(void)
{
	int two[2] = ZERO;
	char name[8][4] = ZERO;
	long one = ZERO;
	use(two, name, one);
}
