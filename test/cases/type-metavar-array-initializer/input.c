#define ZERO {0}

void f(void)
{
	int two[2];
	char name[8][4];
	long one;
	use(two, name, one);
}
